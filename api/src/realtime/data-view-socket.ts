import type { ClientMessage, ServerMessage } from '@league/shared-rules/contracts';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logger';
import type { DataViewQueryService } from '../features/data-views/query-service';
import type { RoomSocket } from './auction-room';
import type { OtherMessageContext } from './ws-server';

/** Why a request stopped when a newer one of the same socket replaced it. */
class Superseded extends Error {}

/**
 * `data_view_request` on `/ws` (spec §7): the request joins the process's query queue; the socket is told
 * `data_view_status` queued/running, its `data_view_position` while it waits (0 once it runs), then
 * `data_view_result` or `data_view_error`. A newer request from the same socket cancels the older one
 * (status `cancelled`, no result); closing the socket cancels its request.
 */
export function dataViewRequestHandler(service: DataViewQueryService, log: Logger) {
  const current = new WeakMap<RoomSocket, { requestId: string; controller: AbortController }>();
  const keys = new WeakMap<RoomSocket, string>();
  const watched = new WeakSet<RoomSocket>();
  let sockets = 0;
  return (msg: ClientMessage, reply: (m: ServerMessage) => void, c: OtherMessageContext): void => {
    if (msg.type !== 'data_view_request') return;
    const requestId = msg.requestId;
    const previous = current.get(c.socket);
    if (previous) {
      previous.controller.abort(new Superseded());
      reply({ type: 'data_view_status', requestId: previous.requestId, status: 'cancelled' });
    }
    if (!watched.has(c.socket)) {
      watched.add(c.socket);
      c.onClose(() => current.get(c.socket)?.controller.abort(new Superseded()));
    }
    const controller = new AbortController();
    current.set(c.socket, { requestId, controller });
    // a visitor's requests count against its socket (a user's against the user, see query-service.ts)
    let key = keys.get(c.socket);
    if (!key) keys.set(c.socket, (key = `socket:${++sockets}`));
    reply({ type: 'data_view_status', requestId, status: 'queued' });
    service
      .query(
        { table_state: msg.tableState, offset: msg.offset ?? 0, limit: msg.limit ?? 100, league_id: c.leagueId, percentiles: msg.percentiles },
        { userId: c.userId, key },
        {
          onPosition: (position) => reply({ type: 'data_view_position', requestId, position }),
          onStart: () => {
            reply({ type: 'data_view_status', requestId, status: 'running' });
            reply({ type: 'data_view_position', requestId, position: 0 });
          },
        },
        controller.signal,
      )
      .then(
        (result) => {
          if (controller.signal.aborted) return;
          reply({ type: 'data_view_result', requestId, rows: result.rows, total: result.total, offset: result.offset, ...(result.percentiles ? { percentiles: result.percentiles } : {}) });
        },
        (err: unknown) => {
          if (err instanceof Superseded || controller.signal.aborted) return;
          if (err instanceof AppError) return reply({ type: 'data_view_error', requestId, code: err.code, message: err.message });
          log.error('data view query failed', { err: String(err) });
          reply({ type: 'data_view_error', requestId, code: 'INTERNAL', message: 'Something went wrong' });
        },
      )
      .finally(() => {
        if (current.get(c.socket)?.controller === controller) current.delete(c.socket);
      });
  };
}
