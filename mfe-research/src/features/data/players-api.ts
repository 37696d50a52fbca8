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

/** The largest page POST /players serves. */
export const PLAYERS_PAGE_LIMIT = 500;

interface PlayersPage {
  players: ApiPlayer[];
  total: number;
}

/**
 * Every player for the players page, through POST /players (with `leagueId` on a league page, so
 * each player carries his roster status and salary there), plus the league's teams for their
 * names. The first page tells the total; the rest are fetched together. Search and sorting then
 * run locally over the whole list, so a sort is never limited to one page.
 */
export async function loadPlayers(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<PlayersPayload> {
  const page = (offset: number) =>
    requestJson<PlayersPage>(
      ctx,
      'POST',
      '/players',
      { limit: PLAYERS_PAGE_LIMIT, offset, ...(leagueId > 0 ? { leagueId } : {}) },
      signal,
    );
  const teamsRequest =
    leagueId > 0
      ? requestJson<{ teams: TeamSummary[] }>(ctx, 'GET', `/leagues/${leagueId}/teams`, undefined, signal)
      : Promise.resolve({ teams: [] as TeamSummary[] });
  const [first, teams] = await Promise.all([page(0), teamsRequest]);
  const offsets: number[] = [];
  for (let offset = PLAYERS_PAGE_LIMIT; offset < first.total; offset += PLAYERS_PAGE_LIMIT) offsets.push(offset);
  const rest = await Promise.all(offsets.map(page));
  const players = [first, ...rest].flatMap((p) => p.players);
  // A player moving between pages while they load could appear twice; keep the first.
  const seen = new Set<string>();
  return { players: players.filter((p) => !seen.has(p.pid) && Boolean(seen.add(p.pid))), teams: teams.teams };
}
