import { getLeagueTeamsEndpoint, searchPlayersEndpoint, type LeaguePlayer, type Team } from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

export interface PlayersPayload {
  players: LeaguePlayer[];
  teams: Team[];
}

/** The largest page POST /players serves. */
export const PLAYERS_PAGE_LIMIT = 500;
/**
 * The first request's size: enough rows to fill the table, small enough to answer and parse at once,
 * so the first rows show before the whole list has arrived (issue #12: first rows under 1 s).
 */
export const FIRST_PAGE_LIMIT = 100;

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
  const page = (offset: number, limit = PLAYERS_PAGE_LIMIT) =>
    client.call(searchPlayersEndpoint, {
      body: { limit, offset, ...(leagueId > 0 ? { leagueId } : {}) },
      signal,
    });
  const teamsRequest =
    leagueId > 0
      ? client.call(getLeagueTeamsEndpoint, { params: { leagueId }, signal })
      : Promise.resolve({ teams: [] as Team[] });
  const [first, teams] = await Promise.all([page(0, FIRST_PAGE_LIMIT), teamsRequest]);
  // The server answers the best players first (last season's points), so the first page is worth
  // showing while the rest arrive.
  if (first.players.length < first.total) onFirstPage?.({ players: first.players, teams: teams.teams });
  const players = await restOf(first, page);
  return { players, teams: teams.teams };
}

type Page = { players: LeaguePlayer[]; total: number };

/** The pages after the first, fetched together; a player moving between pages while they load appears once. */
async function restOf(first: Page, page: (offset: number) => Promise<Page>): Promise<LeaguePlayer[]> {
  const offsets: number[] = [];
  for (let offset = first.players.length; offset < first.total; offset += PLAYERS_PAGE_LIMIT) offsets.push(offset);
  const rest = await Promise.all(offsets.map((offset) => page(offset)));
  const seen = new Set<string>();
  return [first, ...rest]
    .flatMap((p) => p.players)
    .filter((p) => !seen.has(p.pid) && Boolean(seen.add(p.pid)));
}

/**
 * Players of NFL statuses the default list leaves out (retired players are no player pool, spec §3),
 * for a status filter that asks for them: their rows join the page's (spec §4 "search results merge
 * into the player items").
 */
export async function loadPlayersOfStatuses(ctx: ApiContext, leagueId: number, statuses: readonly string[], signal?: AbortSignal): Promise<LeaguePlayer[]> {
  const client = apiClient(ctx);
  const page = (offset: number) =>
    client.call(searchPlayersEndpoint, {
      body: { limit: PLAYERS_PAGE_LIMIT, offset, nfl_statuses: [...statuses], ...(leagueId > 0 ? { leagueId } : {}) },
      signal,
    });
  return restOf(await page(0), page);
}
