import type { League, Roster } from '@league/shared-rules/contracts';
import { createRoster, type League as RulesLeague } from '@league/shared-rules';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { currentSeason, toLeague } from '../leagues/league-view';

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
  return teams.map((team) => {
    const teamRows = rows.filter((r) => r.tid === team.uid);
    const model = createRoster(league as unknown as RulesLeague, teamRows, { tid: team.uid });
    const lastUpdated = teamRows.reduce<number | null>((m, r) => (r.timestamp && (!m || r.timestamp > m) ? r.timestamp : m), null);
    return {
      tid: team.uid,
      lid: leagueId,
      year: season,
      week: 0,
      last_updated: lastUpdated,
      players: teamRows.map((r) => ({
        pid: r.pid,
        pos: r.pos,
        slot: r.slot,
        tag: r.tag,
        value: r.value,
        extensions: r.extensions,
        tid: r.tid,
        lid: r.lid,
        year: r.year,
        type: r.type,
        timestamp: r.timestamp,
        name: byPid.get(r.pid)?.name ?? r.pid,
        team: byPid.get(r.pid)?.team ?? 'INA',
        bid: r.bid ?? null,
        restricted_free_agency_tag_nominated: r.restricted_free_agency_tag_nominated ?? null,
        restricted_free_agency_tag_announced: r.restricted_free_agency_tag_announced ?? null,
      })),
      availableCap: model.availableCap,
      availableSpace: model.availableSpace,
    };
  });
}
