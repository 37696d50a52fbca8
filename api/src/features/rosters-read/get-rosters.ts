import type { League, Roster, RosterRead } from '@league/shared-rules/contracts';
import type { League as RulesLeague } from '@league/shared-rules';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { currentSeason, toLeague } from '../leagues/league-view';
import { toRoster } from '../rosters/build-roster';

/**
 * GET /leagues/:leagueId/rosters?year: every team's roster with its players and the cap and space
 * left, computed by the shared roster rules (so the client's previews agree with the server). A
 * visitor (`userId` null) gets them without salary data (spec §6).
 */
export async function getRosters(
  repos: Repositories,
  leagueId: number,
  year: number | undefined,
  now: Date,
  userId: number | null,
): Promise<RosterRead[]> {
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
  const rosters = teams.map((team) =>
    toRoster({
      league: rulesLeague,
      tid: team.uid,
      year: season,
      week: 0,
      rows: rows.filter((r) => r.tid === team.uid),
      byPid,
    }),
  );
  return userId === null ? rosters.map(withoutSalaries) : rosters;
}

/**
 * A roster as a visitor receives it (spec §6): no salaries, contract extensions or restricted free
 * agency bids, and no available cap (the cap less the salaries would give their sum away).
 */
export function withoutSalaries(roster: Roster): RosterRead {
  const { availableCap: _cap, players, ...rest } = roster;
  return { ...rest, players: players.map(({ value: _value, extensions: _extensions, bid: _bid, ...player }) => player) };
}
