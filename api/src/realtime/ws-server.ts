import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import {
  AuthMessageSchema,
  ClientMessageSchema,
  REALTIME_AUTH_SUBPROTOCOL_PREFIX,
  REALTIME_AUTH_WAIT_MS,
  REALTIME_KEEPALIVE_MS,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_SUBPROTOCOL,
  RealtimeCloseCodes,
  type ClientMessage,
  type ErrorCode,
  type ServerMessage,
} from '@league/shared-rules/contracts';
import type { AuctionRepository } from '../db/repositories/auction.repository';
import type { Logger } from '../logger';
import { errorFields } from '../logger';
import type { AuctionRoom, RoomSocket } from './auction-room';
import { AuctionRooms } from './auction-rooms';
import { systemClock, type Clock } from './clock';

/** Handler for message types other modules own (data views, scoreboard). */
export type OtherMessageHandler = (msg: ClientMessage, reply: (m: ServerMessage) => void, ctx: OtherMessageContext) => void;

/**
 * What a non-auction handler knows of its connection: who and which league, the connection itself (a
 * stable identity to register for pushes) and `onClose`, told once when the socket closes, so a
 * handler that keeps the socket (the scoreboard) forgets it.
 */
export interface OtherMessageContext {
  userId: number | null;
  leagueId: number;
  socket: RoomSocket;
  onClose(fn: () => void): void;
}

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
  /** Offer permessage-deflate ({@link WS_DEFLATE}) to clients that ask for it (`WS_PERMESSAGE_DEFLATE`). */
  perMessageDeflate?: boolean;
}

/**
 * permessage-deflate as `/ws` offers it when switched on. Messages under 1 kB (bids, acks, a lot's
 * close) are sent as they are, so the bid path does no zlib work; no context is kept between messages,
 * so a thousand idle sockets hold no zlib window (a few hundred kB each otherwise).
 */
export const WS_DEFLATE = {
  threshold: 1024,
  serverNoContextTakeover: true,
  clientNoContextTakeover: true,
  zlibDeflateOptions: { level: 6, memLevel: 8 },
} as const;

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

function safeJson(data: RawData): unknown {
  try {
    return JSON.parse(data.toString());
  } catch {
    return undefined;
  }
}

/** `auth.<token>` among the offered subprotocols, if any. */
function headerToken(req: IncomingMessage): string | null {
  const offered = String(req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim());
  const auth = offered.find((p) => p.startsWith(REALTIME_AUTH_SUBPROTOCOL_PREFIX));
  return auth ? auth.slice(REALTIME_AUTH_SUBPROTOCOL_PREFIX.length) || null : null;
}

/**
 * `ws` closes a socket whose frame exceeds `maxPayload` (1009) before any handler runs. Its receiver
 * reports the error first, so an `error` PAYLOAD_TOO_LARGE is queued ahead of the close frame.
 */
function answerOversizeFrames(ws: WebSocket): void {
  const receiver = (ws as unknown as { _receiver?: { listeners(e: string): Array<(err: Error) => void>; removeAllListeners(e: string): void; on(e: string, fn: (err: Error) => void): void } })._receiver;
  if (!receiver) return;
  const original = receiver.listeners('error');
  receiver.removeAllListeners('error');
  receiver.on('error', function (this: unknown, err: Error & { code?: string }) {
    if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
      reply(ws, { type: 'error', code: 'PAYLOAD_TOO_LARGE', message: `Messages are limited to ${REALTIME_MAX_MESSAGE_BYTES} bytes` });
    }
    for (const fn of original) fn.call(this, err);
  });
}

/**
 * Attaches `/ws` to the api's http server. A client connects with `?leagueId=…` and its token in the
 * `Sec-WebSocket-Protocol` header (`auth.<token>`), in a first `auth` message, or in `?token=`; the
 * user comes from the token (none = a watching visitor), the team and role from the league. Every
 * message is size-limited, parsed as JSON and validated against the contract before it reaches a
 * room; anything else is answered with an error code and the socket stays open.
 */
export function attachRealtime(opts: RealtimeOptions): RealtimeServer {
  const clock = opts.clock ?? systemClock;
  const rooms = new AuctionRooms({
    repo: opts.repo,
    clock,
    multiInstance: opts.multiInstance ?? false,
    instanceId: opts.instanceId,
    onError: (err, context) => opts.log.error('realtime error', { context, ...errorFields(err) }),
  });
  const alive = new WeakMap<WebSocket, boolean>();

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: REALTIME_MAX_MESSAGE_BYTES,
    perMessageDeflate: opts.perMessageDeflate ? WS_DEFLATE : false,
    // The client offers `league.v1` and, to authenticate, `auth.<token>`; the answer names `league.v1`
    // (never the token), or what the client offered first when it did not offer `league.v1`.
    handleProtocols: (offered) => (offered.has(REALTIME_SUBPROTOCOL) ? REALTIME_SUBPROTOCOL : ([...offered].find((p) => !p.startsWith(REALTIME_AUTH_SUBPROTOCOL_PREFIX)) ?? false)),
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return;
    wss.handleUpgrade(req, socket, head, (ws) => void onConnection(ws, url, headerToken(req)));
  };
  opts.server.on('upgrade', onUpgrade);

  function refuse(ws: WebSocket, close: { code: number; reason: string }, code: ErrorCode, message: string, requestId?: string): void {
    reply(ws, { type: 'error', code, message, ...(requestId ? { requestId } : {}) });
    ws.close(close.code, close.reason);
  }

  async function onConnection(ws: WebSocket, url: URL, fromHeader: string | null): Promise<void> {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', () => undefined);
    answerOversizeFrames(ws);
    const leagueId = Number(url.searchParams.get('leagueId'));
    if (!Number.isInteger(leagueId) || leagueId < 1) return refuse(ws, RealtimeCloseCodes.INVALID_PARAMS, 'INVALID_PARAMS', 'leagueId is required');
    // Messages that arrive before the socket is seated are queued, in order.
    const early: RawData[] = [];
    let room: AuctionRoom | null = null;
    let closed = false;
    const socket: RoomSocket = { send: (data) => ws.readyState === WebSocket.OPEN && ws.send(data, { binary: false }) };
    let firstMessage: ((data: RawData | null) => void) | null = null;
    const closeHooks: Array<() => void> = [];
    ws.on('message', (data) => {
      if (firstMessage) return firstMessage(data);
      if (room) void onMessage(data);
      else early.push(data);
    });
    ws.on('close', () => {
      closed = true;
      firstMessage?.(null);
      for (const hook of closeHooks.splice(0)) hook();
      if (room) {
        const r = room;
        void r.leave(socket).finally(() => rooms.released(r));
      }
    });

    // The token: the Sec-WebSocket-Protocol header, then the query (legacy), else — for a client that
    // speaks `league.v1` — a first `auth` message (any other first message seats it as a visitor).
    // A token that is present but invalid closes the socket; it never becomes a visitor.
    let token = fromHeader ?? url.searchParams.get('token');
    let authRequestId: string | undefined;
    if (!token && ws.protocol === REALTIME_SUBPROTOCOL) {
      const first = await new Promise<RawData | null>((resolve) => {
        const t = clock.setTimeout(() => resolve(null), REALTIME_AUTH_WAIT_MS);
        firstMessage = (data) => {
          clock.clearTimeout(t);
          resolve(data);
        };
      });
      firstMessage = null;
      if (closed) return;
      const auth = first ? AuthMessageSchema.safeParse(safeJson(first)) : null;
      if (auth?.success) {
        token = auth.data.token;
        authRequestId = auth.data.requestId;
      } else if (first) early.push(first);
    }
    const authUserId = token ? await opts.authenticate(token).catch(() => null) : null;
    if (closed) return;
    if (token && authUserId === null) return refuse(ws, RealtimeCloseCodes.UNAUTHENTICATED, 'UNAUTHENTICATED', 'Invalid or expired token', authRequestId);
    const userId = authUserId;

    async function onMessage(data: RawData): Promise<void> {
      const raw = safeJson(data);
      if (raw === undefined) return reply(ws, { type: 'error', code: 'INVALID_PARAMS', message: 'Message is not JSON' });
      const parsed = ClientMessageSchema.safeParse(raw);
      const rid = (raw as { requestId?: unknown } | null)?.requestId;
      const requestId = typeof rid === 'string' && rid.length <= 64 ? rid : undefined;
      if (!parsed.success) {
        const type = (raw as { type?: unknown } | null)?.type;
        const known = typeof type === 'string' && KNOWN_TYPES.has(type);
        // A data view request answers in its own vocabulary, naming the refused field (spec §7).
        if (type === 'data_view_request' && requestId) {
          const issue = parsed.error.issues[0];
          const field = issue ? issue.path.join('.') : '';
          return reply(ws, { type: 'data_view_error', requestId, code: 'INVALID_PARAMS', message: `${field || 'request'}: ${issue?.message ?? 'invalid'}` });
        }
        reply(ws, { type: 'error', code: known ? 'INVALID_PARAMS' : 'UNKNOWN_MESSAGE', message: known ? `Invalid ${type} message` : 'Unknown message type', ...(requestId ? { requestId } : {}) });
        return;
      }
      const msg = parsed.data;
      if (msg.type === 'auth') {
        // The connection's identity is settled when it is seated; a late token must not change it.
        return refuse(ws, RealtimeCloseCodes.AUTH_TOO_LATE, 'INVALID_PARAMS', 'auth must be the first message', requestId);
      }
      opts.onCommand?.(msg.type);
      const other = opts.handlers?.[msg.type];
      if (other) {
        other(msg, (m) => reply(ws, m), {
          userId,
          leagueId,
          socket,
          onClose: (fn) => (closed ? fn() : void closeHooks.push(fn)),
        });
        return;
      }
      try {
        await room!.handle(socket, msg);
      } catch (err) {
        opts.log.error('realtime message failed', { type: msg.type, ...errorFields(err) });
        reply(ws, { type: 'error', code: 'INTERNAL', message: 'Something went wrong', ...(requestId ? { requestId } : {}) });
      }
    }

    try {
      const loaded = await rooms.get(leagueId);
      if (!loaded) return refuse(ws, RealtimeCloseCodes.NOT_FOUND, 'NOT_FOUND', 'League not found');
      const actor = await opts.repo.actorFor(leagueId, userId);
      if (closed) return rooms.released(loaded);
      await loaded.join(socket, actor);
      room = loaded;
      if (closed) {
        await loaded.leave(socket);
        rooms.released(loaded);
        return;
      }
      if (token && authRequestId !== undefined) reply(ws, { type: 'ack', command: 'auth', version: loaded.state?.version ?? 0, changed: false, requestId: authRequestId });
      for (const data of early.splice(0)) await onMessage(data);
    } catch (err) {
      opts.log.error('realtime join failed', { leagueId, ...errorFields(err) });
      refuse(ws, RealtimeCloseCodes.INTERNAL, 'INTERNAL', 'Could not join the room');
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
