import type { League, LeaguePlayer, Roster, Team } from '@league/shared-rules/contracts';
import { requestJson, type ApiContext } from './http';

export interface RostersPayload {
  league: League;
  teams: Team[];
  rosters: Roster[];
}

/** The rosters page's data: the league (cap, slots), its teams (names) and every roster. */
export async function loadRosters(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<RostersPayload> {
  const [league, teams, rosters] = await Promise.all([
    requestJson<League>(ctx, 'GET', `/leagues/${leagueId}`, undefined, signal),
    requestJson<{ teams: Team[] }>(ctx, 'GET', `/leagues/${leagueId}/teams`, undefined, signal),
    requestJson<{ rosters: Roster[] }>(ctx, 'GET', `/leagues/${leagueId}/rosters`, undefined, signal),
  ]);
  return { league, teams: teams.teams, rosters: rosters.rosters };
}

/** The league's rostered players with their bio (draft year) for the roster export. */
export async function loadLeaguePlayers(ctx: ApiContext, leagueId: number): Promise<LeaguePlayer[]> {
  const answer = await requestJson<{ players: LeaguePlayer[] }>(ctx, 'GET', `/leagues/${leagueId}/players`);
  return answer.players;
}
