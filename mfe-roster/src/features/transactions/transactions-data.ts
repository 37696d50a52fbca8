import {
  getLeagueTeamsEndpoint,
  listTransactionsEndpoint,
  searchPlayersEndpoint,
  TRANSACTIONS_PAGE_SIZE,
  type Team,
  type Transaction,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from '../rosters/http';

export interface TransactionFilters {
  types: number[];
  teams: number[];
}

export interface TransactionsPage {
  items: Transaction[];
  /** Player names by pid for the page's rows. */
  names: Record<string, string>;
  /** False once a page comes back shorter than the page size (spec §4). */
  hasMore: boolean;
}

/** The league's teams for the team filter and the row labels. */
export async function loadTeams(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<Team[]> {
  return (await apiClient(ctx).call(getLeagueTeamsEndpoint, { params: { leagueId }, signal })).teams;
}

/** One page of the transactions list, newest first, with the names of its players. */
export async function loadTransactionsPage(
  ctx: ApiContext,
  leagueId: number,
  filters: TransactionFilters,
  offset: number,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const client = apiClient(ctx);
  const items = await client.call(listTransactionsEndpoint, {
    params: { leagueId },
    query: { offset, limit: TRANSACTIONS_PAGE_SIZE, types: filters.types.length ? filters.types : undefined, teams: filters.teams.length ? filters.teams : undefined },
    signal,
  });
  const pids = [...new Set(items.map((t) => t.pid))];
  const names: Record<string, string> = {};
  if (pids.length) {
    const players = await client.call(searchPlayersEndpoint, { body: { pids, limit: Math.min(500, pids.length) }, signal });
    for (const p of players.players) names[p.pid] = p.name;
  }
  return { items, names, hasMore: items.length === TRANSACTIONS_PAGE_SIZE };
}
