import { createRealtimeClient, type RealtimeClient, type RealtimeSocketConstructor } from '@league/shared-rules/client';
import {
  listDataViewColumns,
  queryDataView,
  ServerMessageSchema,
  type ClientMessage,
  type DataViewColumnInfo,
  type DataViewPercentiles,
  type DataViewRow,
  type DataViewTableState,
  type ServerMessage,
} from '@league/shared-rules/contracts';
import { apiClient, type ApiContext } from './http';

/** One page of a view as the server answers it. */
export interface ViewPage {
  rows: DataViewRow[];
  total: number | null;
  offset: number;
  /** Per cell column, its percentiles over the view, when the request asked for them. */
  percentiles?: Array<DataViewPercentiles | null>;
}

export interface PageRequest {
  tableState: DataViewTableState;
  offset: number;
  limit: number;
  /** Ask for each numeric column's percentiles over the view too. */
  percentiles?: boolean;
}

/** Where a request is on the server: sent, waiting at a place in the queue, or running. */
export interface QueueProgress {
  onStatus(status: 'sending' | 'queued' | 'running'): void;
  onPosition(position: number): void;
}

/** Runs view pages on the server: over /ws when there is a socket, else over HTTP. */
export interface ViewQueryTransport {
  readonly kind: 'ws' | 'http';
  run(request: PageRequest, progress: QueueProgress, signal: AbortSignal): Promise<ViewPage>;
  close(): void;
}

/** The column catalogue with descriptions and parameters (GET /data-views/columns). */
export function fetchColumns(ctx: ApiContext, signal?: AbortSignal): Promise<DataViewColumnInfo[]> {
  return apiClient(ctx).call(listDataViewColumns, { signal });
}

/** POST /data-views/query: for clients without a socket, and when the socket does not answer. */
export function httpTransport(ctx: ApiContext, leagueId: number): ViewQueryTransport {
  return {
    kind: 'http',
    async run({ tableState, offset, limit, percentiles }, progress, signal) {
      progress.onStatus('sending');
      const body = { table_state: tableState, offset, limit, ...(leagueId > 0 ? { league_id: leagueId } : {}), ...(percentiles ? { percentiles } : {}) };
      const res = await apiClient(ctx).call(queryDataView, { body, signal });
      return { rows: res.rows, total: res.total, offset: res.offset, percentiles: res.percentiles };
    },
    close() {},
  };
}

/** The socket did not acknowledge a request in time: the caller retries over HTTP. */
export class SocketSilentError extends Error {}

export interface WsTransportOptions {
  wsUrl: string;
  token: string | null;
  leagueId: number;
  socket?: RealtimeSocketConstructor;
  /** How long a request may go without any answer before HTTP takes over (default 5 s). */
  silentMs?: number;
}

let requestSeq = 0;

/**
 * `data_view_request` over the shared realtime client: the server answers status, queue position, then the
 * result or an error, all carrying the request id. A newer request cancels the older one on the server, so
 * only the latest id is ever answered with rows. Throws when the browser has no WebSocket.
 */
export function wsTransport(options: WsTransportOptions): ViewQueryTransport {
  const client: RealtimeClient<ClientMessage, ServerMessage> = createRealtimeClient<ClientMessage, ServerMessage>({
    url: options.wsUrl,
    token: options.token,
    leagueId: options.leagueId,
    serverMessageSchema: ServerMessageSchema,
    isLoggedIn: () => options.token !== null,
    webSocketImpl: options.socket,
  });
  return {
    kind: 'ws',
    run({ tableState, offset, limit, percentiles }, progress, signal) {
      const requestId = `dv-${++requestSeq}`;
      return new Promise<ViewPage>((resolve, reject) => {
        const offs: Array<() => void> = [];
        const done = () => {
          clearTimeout(silent);
          offs.forEach((off) => off());
        };
        const heard = () => clearTimeout(silent);
        const silent = setTimeout(() => {
          done();
          reject(new SocketSilentError('No answer on the realtime connection'));
        }, options.silentMs ?? 5000);
        const mine = (m: { requestId: string }) => m.requestId === requestId;
        offs.push(
          client.on('data_view_status', (m) => {
            if (!mine(m)) return;
            heard();
            if (m.status === 'queued' || m.status === 'running') progress.onStatus(m.status);
          }),
          client.on('data_view_position', (m) => {
            if (!mine(m)) return;
            heard();
            progress.onPosition(m.position);
          }),
          client.on('data_view_result', (m) => {
            if (!mine(m)) return;
            done();
            resolve({ rows: m.rows, total: m.total, offset: m.offset, percentiles: m.percentiles });
          }),
          client.on('data_view_error', (m) => {
            if (!mine(m)) return;
            done();
            reject(new Error(m.message));
          }),
        );
        signal.addEventListener('abort', () => {
          done();
          reject(signal.reason);
        });
        progress.onStatus('sending');
        client.send({ type: 'data_view_request', requestId, tableState, offset, limit, ...(percentiles ? { percentiles } : {}) });
      });
    },
    close: () => client.close(),
  };
}
