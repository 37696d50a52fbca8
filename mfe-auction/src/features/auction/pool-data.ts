import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@league/shared-rules/client';
import { AUCTION_POOL_FIRST_QUERY, getAuctionPoolEndpoint, type AuctionPoolPlayer, type AuctionPoolQuery } from '@league/shared-rules/contracts';
import { useRoomFirstScreen } from './first-screen-data';

/** Rows per page of the pool table: a phone screen or two, and a small answer. */
export const POOL_PAGE_SIZE = AUCTION_POOL_FIRST_QUERY.limit;

export interface PoolPage {
  rows: AuctionPoolPlayer[];
  total: number;
  /** Open points added as of the last answer (null before the first). */
  openPointsAdded: number | null;
  /** True until the first answer for the current query (earlier rows stay shown meanwhile). */
  loading: boolean;
}

/**
 * One page of the pool from the server for `query`. While a new query is under way the previous rows stay,
 * so the table never empties and refills; a new `refresh` value (the count of sales) asks again for the same query.
 */
export function usePoolPage(api: ApiClient, leagueId: number, query: AuctionPoolQuery, refresh: unknown, onRows?: (rows: AuctionPoolPlayer[], openPointsAdded: number) => void): PoolPage {
  const first = useRoomFirstScreen()?.pool;
  const [page, setPage] = useState<PoolPage>(() => (first ? { ...first, loading: false } : { rows: [], total: 0, openPointsAdded: null, loading: true }));
  const onRowsRef = useRef(onRows);
  onRowsRef.current = onRows;
  const key = JSON.stringify(query);
  useEffect(() => {
    if (leagueId <= 0) return;
    const controller = new AbortController();
    setPage((p) => ({ ...p, loading: true }));
    api
      .call(getAuctionPoolEndpoint, { params: { leagueId }, query: JSON.parse(key) as AuctionPoolQuery, signal: controller.signal })
      .then((r) => {
        onRowsRef.current?.(r.players, r.open_points_added);
        setPage({ rows: r.players, total: r.total, openPointsAdded: r.open_points_added, loading: false });
      })
      .catch(() => !controller.signal.aborted && setPage((p) => ({ ...p, loading: false })));
    return () => controller.abort();
  }, [api, leagueId, key, refresh]);
  return page;
}

/**
 * Players the room names but the page may not hold (the lot, the selection, the history): remembered from
 * every answer, and the missing ones asked for by id, at most once each. Keeps the latest open points added
 * too, which prices the player card's Adjusted.
 */
export function usePlayerLookup(api: ApiClient, leagueId: number, wanted: readonly string[]) {
  const first = useRoomFirstScreen()?.pool;
  const [known, setKnown] = useState<ReadonlyMap<string, AuctionPoolPlayer>>(() => new Map(first?.rows.map((r) => [r.pid, r])));
  const [openPointsAdded, setOpen] = useState(first?.openPointsAdded ?? 0);
  const asked = useRef(new Set<string>());
  const remember = useCallback((rows: readonly AuctionPoolPlayer[], open: number) => {
    setOpen(open);
    if (rows.length === 0) return;
    setKnown((k) => {
      const next = new Map(k);
      for (const r of rows) next.set(r.pid, r);
      return next;
    });
  }, []);
  const missing = wanted.filter((pid) => !known.has(pid) && !asked.current.has(pid)).slice(0, 200);
  const missingKey = missing.join(',');
  useEffect(() => {
    if (!missingKey || leagueId <= 0) return;
    const pids = missingKey.split(',');
    pids.forEach((pid) => asked.current.add(pid));
    api
      .call(getAuctionPoolEndpoint, { params: { leagueId }, query: { pids, limit: pids.length } })
      .then((r) => remember(r.players, r.open_points_added))
      // asked again on a later change (a failed answer is not an answer)
      .catch(() => pids.forEach((pid) => asked.current.delete(pid)));
  }, [api, leagueId, missingKey, remember]);
  return { known, openPointsAdded, remember };
}
