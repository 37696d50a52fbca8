import {
  getLeagueEndpoint,
  getLeaguePlayersEndpoint,
  getLeagueTeamsEndpoint,
  getRostersEndpoint,
  type League,
  type LeaguePlayer,
  type RosterRead,
  type Team,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

export interface RostersPayload {
  league: League;
  teams: Team[];
  /** Without salaries and available cap for a visitor (spec §6). */
  rosters: RosterRead[];
}

/** The rosters page's data: the league (cap, slots), its teams (names) and every roster. */
export async function loadRosters(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<RostersPayload> {
  const client = apiClient(ctx);
  const [league, teams, rosters] = await Promise.all([
    client.call(getLeagueEndpoint, { params: { leagueId }, signal }),
    client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal }),
    client.call(getRostersEndpoint, { params: { leagueId }, signal }),
  ]);
  return { league, teams: teams.teams, rosters: rosters.rosters };
}

/** The league's rostered players with their bio (draft year) for the roster export. */
export async function loadLeaguePlayers(ctx: ApiContext, leagueId: number): Promise<LeaguePlayer[]> {
  const answer = await apiClient(ctx).call(getLeaguePlayersEndpoint, { params: { leagueId } });
  return answer.players;
}
