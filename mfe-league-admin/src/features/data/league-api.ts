import type { League, Roster, Team } from '@league/shared-rules/contracts';
import { requestJson, type ApiContext } from './http';

export interface LeagueHomePayload {
  league: League;
  teams: Team[];
  /** Empty for the default league (id 0), which has no rosters. */
  rosters: Roster[];
}

/** League settings, its teams and their rosters (for roster space). */
export async function loadLeagueHome(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<LeagueHomePayload> {
  const [league, teams, rosters] = await Promise.all([
    requestJson<League>(ctx, 'GET', `/leagues/${leagueId}`, undefined, signal),
    leagueId > 0
      ? requestJson<{ teams: Team[] }>(ctx, 'GET', `/leagues/${leagueId}/teams`, undefined, signal)
      : Promise.resolve({ teams: [] as Team[] }),
    leagueId > 0
      ? requestJson<{ rosters: Roster[] }>(ctx, 'GET', `/leagues/${leagueId}/rosters`, undefined, signal)
      : Promise.resolve({ rosters: [] as Roster[] }),
  ]);
  return { league, teams: teams.teams, rosters: rosters.rosters };
}
