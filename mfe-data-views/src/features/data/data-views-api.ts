import {
  deleteDataView,
  listDataViews,
  saveDataView,
  searchPlayersEndpoint,
  type DataView,
  type LeaguePlayer,
  type SaveDataViewRequest,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

/** Whose views to list besides the system ones (spec §1: by user id or username). */
export interface ViewOwnerFilter {
  user_id?: number;
  username?: string;
}

/** System views plus the named user's views, or the caller's own (the token identifies the caller). */
export function fetchDataViews(ctx: ApiContext, owner: ViewOwnerFilter = {}, signal?: AbortSignal): Promise<DataView[]> {
  return apiClient(ctx).call(listDataViews, { query: owner, signal });
}

/** Reads `?user_id=` / `?username=` from a query string; invalid values are ignored. */
export function ownerFilterFromSearch(search: string): ViewOwnerFilter {
  const params = new URLSearchParams(search);
  const filter: ViewOwnerFilter = {};
  const userId = Number(params.get('user_id'));
  if (Number.isInteger(userId) && userId > 0) filter.user_id = userId;
  const username = params.get('username')?.trim();
  if (username) filter.username = username;
  return filter;
}

export function postDataView(ctx: ApiContext, body: SaveDataViewRequest): Promise<DataView> {
  return apiClient(ctx).call(saveDataView, { body });
}

export function removeDataView(ctx: ApiContext, viewId: string): Promise<{ view_id: string; deleted: true }> {
  return apiClient(ctx).call(deleteDataView, { params: { id: viewId } });
}

const PAGE = 500;

/**
 * Every player (with roster info in `leagueId` when it is a real league), fetched page by page so a
 * view's sort runs over the whole list rather than one page.
 */
export async function fetchAllPlayers(
  ctx: ApiContext,
  leagueId: number,
  signal?: AbortSignal,
  onFirstPage?: (players: LeaguePlayer[]) => void,
): Promise<LeaguePlayer[]> {
  const client = apiClient(ctx);
  const page = (offset: number) =>
    client.call(searchPlayersEndpoint, {
      body: { limit: PAGE, offset, ...(leagueId > 0 ? { leagueId } : {}) },
      signal,
    });
  const first = await page(0);
  // The server answers the best players first, so the first page is worth showing at once.
  if (first.players.length < first.total) onFirstPage?.(first.players);
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.total; offset += PAGE) offsets.push(offset);
  const rest = await Promise.all(offsets.map(page));
  return [first, ...rest].flatMap((p) => p.players);
}
