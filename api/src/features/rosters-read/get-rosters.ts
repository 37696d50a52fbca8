import type { League, Roster } from '@league/shared-rules/contracts';
import type { League as RulesLeague } from '@league/shared-rules';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { currentSeason, toLeague } from '../leagues/league-view';
import { toRoster } from '../rosters/build-roster';

/**
 * GET /leagues/:leagueId/rosters?year: every team's roster with its players and the cap and space
 * left, computed by the shared roster rules (so the client's previews agree with the server).
 */
export async function getRosters(
  repos: Repositories,
  leagueId: number,
  year: number | undefined,
  now: Date,
): Promise<Roster[]> {
  if (leagueId === 0) return [];
  const leagueDoc = await repos.leagues.findById(leagueId);
  if (!leagueDoc) throw AppError.notFound(`League ${leagueId} not found`);
  const league: League = toLeague(leagueDoc, []);
  const season = year ?? currentSeason(now);
  const [teams, rows] = await Promise.all([
    repos.leagues.teamsOf(leagueId),
    repos.rosters.listByLeague(leagueId, season),
  ]);
  const players = await repos.players.findByPids(rows.map((r) => r.pid));
  const byPid = new Map(players.map((p) => [p.pid, p]));
  const rulesLeague = league as unknown as RulesLeague;
  return teams.map((team) =>
    toRoster({
      league: rulesLeague,
      tid: team.uid,
      year: season,
      week: 0,
      rows: rows.filter((r) => r.tid === team.uid),
      byPid,
    }),
  );
}
