import {
  getLeagueEndpoint,
  getLeagueTeamsEndpoint,
  getRostersEndpoint,
  type League,
  type RosterRead,
  type Team,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

export interface LeagueHomePayload {
  league: League;
  teams: Team[];
  /** Empty for the default league (id 0), which has no teams or rosters. */
  /** Visitors get them without salaries or available cap (spec §6). */
  rosters: RosterRead[];
}

/** League settings, its teams and their rosters (for cap left and roster space). */
export async function loadLeagueHome(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<LeagueHomePayload> {
  const client = apiClient(ctx);
  const [league, teams, rosters] = await Promise.all([
    client.call(getLeagueEndpoint, { params: { leagueId }, signal }),
    leagueId > 0
      ? client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal })
      : Promise.resolve({ teams: [] as Team[] }),
    leagueId > 0
      ? client.call(getRostersEndpoint, { params: { leagueId }, signal })
      : Promise.resolve({ rosters: [] as RosterRead[] }),
  ]);
  return { league, teams: teams.teams, rosters: rosters.rosters };
}
