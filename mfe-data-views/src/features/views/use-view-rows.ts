import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getShownMessage } from '@league/shared-rules/client';
import { DATA_VIEW_PAGE_SIZE, type DataViewPercentiles, type DataViewRow, type DataViewTableState } from '@league/shared-rules/contracts';
import type { RealtimeSocketConstructor } from '@league/shared-rules/client';
import type { ApiContext } from '../data/http';
import { httpTransport, SocketSilentError, wsTransport, type ViewQueryTransport } from '../data/view-query';

/** Spec §4 "Data view request": pending (sending, queued at a place, running), completed or error. */
export type ViewRequest =
  | { status: 'idle' }
  | { status: 'pending'; stage: 'sending' | 'queued' | 'running'; position: number | null }
  | { status: 'completed' }
  | { status: 'error'; message: string };

export interface ViewRowsOptions {
  ctx: ApiContext;
  leagueId: number;
  tableState: DataViewTableState;
  /** The realtime endpoint; without it (or without WebSocket) requests go over HTTP. */
  wsUrl?: string;
  socket?: RealtimeSocketConstructor;
  silentMs?: number;
  /** Ask the first page for each numeric column's percentiles over the view (spec §3; results shading). */
  percentiles?: boolean;
}

/**
 * The rows of a table state, computed on the server one page at a time. A new table state starts over;
 * `loadMore` asks for the next page and its rows are appended (spec §4). Requests go over /ws when a
 * socket is available, falling back to POST /data-views/query when there is none or it stays silent.
 */
export function useViewRows({ ctx, leagueId, tableState, wsUrl, socket, silentMs, percentiles: wantPercentiles }: ViewRowsOptions) {
  const [rows, setRows] = useState<DataViewRow[]>([]);
  const [percentiles, setPercentiles] = useState<Array<DataViewPercentiles | null> | null>(null);
  const [total, setTotal] = useState<number | null>(null);
  const [request, setRequest] = useState<ViewRequest>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  const shading = useRef<AbortController | null>(null);
  const http = useMemo(() => httpTransport(ctx, leagueId), [ctx, leagueId]);
  const transport = useRef<ViewQueryTransport>(http);
  const stateKey = JSON.stringify(tableState);

  useEffect(() => {
    // `/ws` seats a connection in a league (leagueId ≥ 1); without one the page asks over HTTP
    if (!wsUrl || leagueId < 1) {
      transport.current = http;
      return;
    }
    let ws: ViewQueryTransport;
    try {
      ws = wsTransport({ wsUrl, token: ctx.token, leagueId, socket, silentMs });
    } catch {
      transport.current = http; // no WebSocket in this browser
      return;
    }
    transport.current = ws;
    return () => {
      ws.close();
      transport.current = http;
    };
  }, [wsUrl, ctx, leagueId, socket, silentMs, http]);

  /*
   * The percentiles are of the whole view, so they cost more than the page (every row's values ranked,
   * about three times the first page's time on the explorer's usual query). The rows are not held for
   * them: once the first page is shown, one more request over HTTP asks for them, and the shading comes
   * when they do. Later pages keep them; a new table state drops them and asks again.
   */
  const askPercentiles = useCallback(
    (page: { tableState: DataViewTableState; offset: number; limit: number }) => {
      shading.current?.abort('replaced');
      const controller = new AbortController();
      shading.current = controller;
      const quiet = { onStatus: () => undefined, onPosition: () => undefined };
      http.run({ ...page, percentiles: true }, quiet, controller.signal).then(
        (res) => shading.current === controller && setPercentiles(res.percentiles ?? null),
        () => undefined, // no shading is the table without it; the rows are already shown
      );
    },
    [http],
  );

  const fetchPage = useCallback(
    (offset: number) => {
      // spec §5: a table without columns asks for nothing
      if (tableState.columns.length === 0 && tableState.prefix_columns.length === 0) return;
      current.current?.abort('replaced');
      const controller = new AbortController();
      current.current = controller;
      const live = () => current.current === controller;
      setRequest({ status: 'pending', stage: 'sending', position: null });
      const progress = {
        onStatus: (stage: 'sending' | 'queued' | 'running') => live() && setRequest({ status: 'pending', stage, position: stage === 'running' ? 0 : null }),
        onPosition: (position: number) => live() && setRequest({ status: 'pending', stage: position === 0 ? 'running' : 'queued', position }),
      };
      const page = { tableState, offset, limit: DATA_VIEW_PAGE_SIZE };
      transport.current
        .run(page, progress, controller.signal)
        .catch((err: unknown) => {
          if (err instanceof SocketSilentError && live()) return http.run(page, progress, controller.signal);
          throw err;
        })
        .then(
          (res) => {
            if (!live()) return;
            setRows((prev) => (offset === 0 ? res.rows : [...prev, ...res.rows]));
            setTotal(res.total);
            setRequest({ status: 'completed' });
            if (offset === 0 && wantPercentiles === true) askPercentiles(page);
          },
          (err: unknown) => {
            if (!live()) return;
            setRequest({ status: 'error', message: getShownMessage(err) });
          },
        );
    },
    // keyed by the table state's content: an equal state from a new render asks nothing again
    [stateKey, http, wantPercentiles, askPercentiles],
  );

  useEffect(() => {
    setRows([]);
    setTotal(null);
    setPercentiles(null);
    fetchPage(0);
    return () => {
      current.current?.abort('unmounted');
      shading.current?.abort('unmounted');
      shading.current = null;
    };
  }, [fetchPage, wsUrl]);

  return {
    rows,
    total,
    percentiles,
    request,
    loadMore: () => fetchPage(rows.length),
    retry: () => fetchPage(rows.length),
  };
}
