import type { DataView, LeaguePlayer, SaveDataViewRequest } from '@league/shared-rules/contracts';
import { requestJson, type ApiContext } from './http';

/** System views plus the caller's own (the token identifies the caller). */
export function fetchDataViews(ctx: ApiContext, signal?: AbortSignal): Promise<DataView[]> {
  return requestJson<DataView[]>(ctx, 'GET', '/data-views', undefined, signal);
}

export function postDataView(ctx: ApiContext, body: SaveDataViewRequest): Promise<DataView> {
  return requestJson<DataView>(ctx, 'POST', '/data-views', body);
}

export function removeDataView(ctx: ApiContext, viewId: string): Promise<{ view_id: string; deleted: true }> {
  return requestJson(ctx, 'DELETE', `/data-views/${encodeURIComponent(viewId)}`);
}

const PAGE = 500;

/**
 * Every player (with roster info in `leagueId` when it is a real league), fetched page by page so a
 * view's sort runs over the whole list rather than one page.
 */
export async function fetchAllPlayers(ctx: ApiContext, leagueId: number, signal?: AbortSignal): Promise<LeaguePlayer[]> {
  const page = (offset: number) =>
    requestJson<{ players: LeaguePlayer[]; total: number }>(
      ctx,
      'POST',
      '/players',
      { limit: PAGE, offset, ...(leagueId > 0 ? { leagueId } : {}) },
      signal,
    );
  const first = await page(0);
  const offsets: number[] = [];
  for (let offset = PAGE; offset < first.total; offset += PAGE) offsets.push(offset);
  const rest = await Promise.all(offsets.map(page));
  return [first, ...rest].flatMap((p) => p.players);
}
