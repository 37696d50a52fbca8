import { getLeagueTeamsEndpoint, searchPlayersEndpoint, type LeaguePlayer, type Team } from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

export interface PlayersPayload {
  players: LeaguePlayer[];
  teams: Team[];
}

/** The largest page POST /players serves. */
export const PLAYERS_PAGE_LIMIT = 500;

/**
 * Every player for the players page, through POST /players (with `leagueId` on a league page, so
 * each player carries his roster status and salary there), plus the league's teams for their
 * names. The first page tells the total (and is shown at once); the rest are fetched together. Search and sorting then
 * run locally over the whole list, so a sort is never limited to one page.
 */
export async function loadPlayers(
  ctx: ApiContext,
  leagueId: number,
  signal?: AbortSignal,
  onFirstPage?: (payload: PlayersPayload) => void,
): Promise<PlayersPayload> {
  const client = apiClient(ctx);
  const page = (offset: number) =>
    client.call(searchPlayersEndpoint, {
      body: { limit: PLAYERS_PAGE_LIMIT, offset, ...(leagueId > 0 ? { leagueId } : {}) },
      signal,
    });
  const teamsRequest =
    leagueId > 0
      ? client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal })
      : Promise.resolve({ teams: [] as Team[] });
  const [first, teams] = await Promise.all([page(0), teamsRequest]);
  // The server answers the best players first (last season's points), so the first page is worth
  // showing while the rest arrive.
  if (first.players.length < first.total) onFirstPage?.({ players: first.players, teams: teams.teams });
  const offsets: number[] = [];
  for (let offset = PLAYERS_PAGE_LIMIT; offset < first.total; offset += PLAYERS_PAGE_LIMIT) offsets.push(offset);
  const rest = await Promise.all(offsets.map(page));
  // A player moving between pages while they load could appear twice; keep the first.
  const seen = new Set<string>();
  const players = [first, ...rest]
    .flatMap((p) => p.players)
    .filter((p) => !seen.has(p.pid) && Boolean(seen.add(p.pid)));
  return { players, teams: teams.teams };
}
