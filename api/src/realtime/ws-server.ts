import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  ClientMessageSchema,
  REALTIME_KEEPALIVE_MS,
  REALTIME_MAX_MESSAGE_BYTES,
  type ClientMessage,
  type ServerMessage,
} from '@league/shared-rules/contracts';
import type { AuctionRepository } from '../db/repositories/auction.repository';
import type { Logger } from '../logger';
import { errorFields } from '../logger';
import type { AuctionRoom, RoomSocket } from './auction-room';
import { AuctionRooms } from './auction-rooms';
import { systemClock, type Clock } from './clock';

/** Handler for message types other modules own (data views, scoreboard). */
export type OtherMessageHandler = (msg: ClientMessage, reply: (m: ServerMessage) => void, ctx: { userId: number | null; leagueId: number }) => void;

export interface RealtimeOptions {
  server: Server;
  repo: AuctionRepository;
  log: Logger;
  /**
   * Who a `?token=` belongs to (signature, expiry and the user's token version), or null to refuse
   * the connection as UNAUTHENTICATED.
   */
  authenticate(token: string): Promise<number | null>;
  clock?: Clock;
  /** Several api processes share one database (leases + change stream). */
  multiInstance?: boolean;
  instanceId?: string;
  /** Told of every valid message, by type (the auction command counter of /metrics). */
  onCommand?: (type: ClientMessage['type']) => void;
  /** Handlers for non-auction message types, by type. */
  handlers?: Partial<Record<ClientMessage['type'], OtherMessageHandler>>;
}

export interface RealtimeServer {
  rooms: AuctionRooms;
  /** Open sockets on this process. */
  readonly connections: number;
  close(): Promise<void>;
}

/** How long a shutdown waits for clients to finish the websocket closing handshake. */
export const SOCKET_DRAIN_MS = 2_000;

const KNOWN_TYPES = new Set(ClientMessageSchema.options.map((o) => o.shape.type.value as string));

function reply(ws: WebSocket, msg: ServerMessage): void {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(msg));
}

/**
 * Attaches `/ws` to the api's http server. A client connects with `?token=…&leagueId=…`; the user
 * comes from the token (no token = a watching visitor), the team and role from the league. Every
 * message is size-limited, parsed as JSON and validated against the contract before it reaches a
 * room; anything else is answered with an error code and the socket stays open.
 */
export function attachRealtime(opts: RealtimeOptions): RealtimeServer {
  const clock = opts.clock ?? systemClock;
  const wss = new WebSocketServer({ noServer: true, maxPayload: REALTIME_MAX_MESSAGE_BYTES });
  const rooms = new AuctionRooms({
    repo: opts.repo,
    clock,
    multiInstance: opts.multiInstance ?? false,
    instanceId: opts.instanceId,
    onError: (err, context) => opts.log.error('realtime error', { context, ...errorFields(err) }),
  });
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return;
    wss.handleUpgrade(req, socket, head, (ws) => void onConnection(ws, url));
  };
  opts.server.on('upgrade', onUpgrade);

  async function onConnection(ws: WebSocket, url: URL): Promise<void> {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', () => undefined);
    const token = url.searchParams.get('token');
    const leagueId = Number(url.searchParams.get('leagueId'));
    // Messages that arrive while the token is checked or the room loads are queued, in order.
    const early: RawData[] = [];
    let room: AuctionRoom | null = null;
    ws.on('message', (data) => (room ? void onMessage(data) : early.push(data)));
    const socket: RoomSocket = { send: (data) => ws.readyState === WebSocket.OPEN && ws.send(data, { binary: false }) };
    let closed = false;
    ws.on('close', () => {
      closed = true;
      if (room) {
        const r = room;
        void r.leave(socket).finally(() => rooms.released(r));
      }
    });
    const authUserId = token ? await opts.authenticate(token).catch(() => null) : null;
    if (token && authUserId === null) {
      reply(ws, { type: 'error', code: 'UNAUTHENTICATED', message: 'Invalid or expired token' });
      ws.close(4401, 'unauthenticated');
      return;
    }
    if (!Number.isInteger(leagueId) || leagueId < 1) {
      reply(ws, { type: 'error', code: 'INVALID_PARAMS', message: 'leagueId is required' });
      ws.close(4400, 'leagueId required');
      return;
    }
    const userId = authUserId;

    async function onMessage(data: RawData): Promise<void> {
      let raw: unknown;
      try {
        raw = JSON.parse(data.toString());
      } catch {
        reply(ws, { type: 'error', code: 'INVALID_PARAMS', message: 'Message is not JSON' });
        return;
      }
      const parsed = ClientMessageSchema.safeParse(raw);
      if (!parsed.success) {
        const type = (raw as { type?: unknown } | null)?.type;
        const requestId = typeof (raw as { requestId?: unknown })?.requestId === 'string' ? (raw as { requestId: string }).requestId : undefined;
        const known = typeof type === 'string' && KNOWN_TYPES.has(type);
        reply(ws, { type: 'error', code: known ? 'INVALID_PARAMS' : 'UNKNOWN_MESSAGE', message: known ? `Invalid ${type} message` : 'Unknown message type', ...(requestId ? { requestId } : {}) });
        return;
      }
      const msg = parsed.data;
      opts.onCommand?.(msg.type);
      const other = opts.handlers?.[msg.type];
      if (other) {
        other(msg, (m) => reply(ws, m), { userId, leagueId });
        return;
      }
      try {
        await room!.handle(socket, msg);
      } catch (err) {
        opts.log.error('realtime message failed', { type: msg.type, ...errorFields(err) });
        reply(ws, { type: 'error', code: 'INTERNAL', message: 'Something went wrong' });
      }
    }

    try {
      const loaded = await rooms.get(leagueId);
      if (!loaded) {
        reply(ws, { type: 'error', code: 'NOT_FOUND', message: 'League not found' });
        ws.close(4404, 'league not found');
        return;
      }
      const actor = await opts.repo.actorFor(leagueId, userId);
      if (closed) return rooms.released(loaded);
      await loaded.join(socket, actor);
      room = loaded;
      if (closed) {
        await loaded.leave(socket);
        rooms.released(loaded);
        return;
      }
      for (const data of early.splice(0)) await onMessage(data);
    } catch (err) {
      opts.log.error('realtime join failed', { leagueId, ...errorFields(err) });
      reply(ws, { type: 'error', code: 'INTERNAL', message: 'Could not join the room' });
      ws.close(1011, 'join failed');
    }
  }

  // Server-side keepalive: a socket that missed a whole ping interval is dead.
  const pinger = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.get(ws)) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, REALTIME_KEEPALIVE_MS);
  pinger.unref();

  return {
    rooms,
    get connections() {
      return wss.clients.size;
    },
    async close() {
      clearInterval(pinger);
      opts.server.off('upgrade', onUpgrade);
      // 1001 "going away": clients reconnect (behind the proxy, to another instance). A socket that
      // does not finish its closing handshake in time is cut.
      const closed = [...wss.clients].map((ws) => new Promise<void>((resolve) => ws.once('close', () => resolve())));
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, SOCKET_DRAIN_MS)))]);
      clearTimeout(timer);
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      // Finishes the rooms' pending writes, then snapshots them.
      await rooms.close();
    },
  };
}
