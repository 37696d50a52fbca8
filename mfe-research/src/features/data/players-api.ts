import type { ApiPlayer } from '../players/player-model';
import { requestJson, type ApiContext } from './http';

export interface TeamSummary {
  uid: number;
  name: string;
  abbrv: string;
}

export interface PlayersPayload {
  players: ApiPlayer[];
  teams: TeamSummary[];
}

/**
 * The players page's data (spec §2 "Some pages load players by path"): a league page loads the
 * league's players (with roster status and salary) and its teams for their names; the default
 * league (id 0) loads all players through POST /players.
 */
export async function loadPlayers(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<PlayersPayload> {
  if (leagueId > 0) {
    const [players, teams] = await Promise.all([
      requestJson<ApiPlayer[]>(ctx, 'GET', `/leagues/${leagueId}/players`, undefined, signal),
      requestJson<TeamSummary[]>(ctx, 'GET', `/leagues/${leagueId}/teams`, undefined, signal),
    ]);
    return { players, teams };
  }
  const players = await requestJson<ApiPlayer[]>(ctx, 'POST', '/players', {}, signal);
  return { players, teams: [] };
}
