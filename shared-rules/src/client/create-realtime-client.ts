import type { z } from 'zod';
import { REALTIME_AUTH_SUBPROTOCOL_PREFIX, REALTIME_KEEPALIVE_MS, REALTIME_RECONNECT_MS, REALTIME_SUBPROTOCOL } from '../contracts/realtime/protocol';

/** `WebSocket.OPEN`, spelled out so no global is needed to read it. */
const OPEN = 1;

/**
 * The part of a WebSocket this client uses: the browser's `WebSocket` and `ws` both fit, and tests
 * pass a fake. Handlers are attached with `addEventListener`.
 */
export interface RealtimeSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Constructs a socket for a URL and subprotocols (e.g. the global `WebSocket`). */
export type RealtimeSocketConstructor = new (url: string, protocols?: string[]) => RealtimeSocket;

/** Every realtime message is a member of a union discriminated by `type`. */
export interface TypedMessage {
  type: string;
}

/** Why a message was dropped or a handler failed; the reporter decides what to do with it. */
export interface RealtimeErrorContext {
  /** The raw text received, when the problem is an incoming message. */
  raw?: string;
  /** The message type whose handler threw. */
  type?: string;
}

export interface RealtimeClientOptions<ClientMsg extends TypedMessage, ServerMsg extends TypedMessage> {
  /** The realtime endpoint, e.g. `wss://host/ws`. */
  url: string;
  /**
   * The session token (left out when absent). Sent in the `Sec-WebSocket-Protocol` header as
   * `auth.<token>` (query strings end up in proxy logs); a token with characters a subprotocol
   * cannot carry falls back to `?token=`.
   */
  token?: string | null;
  /** The current league (0 = default league); sent as `?leagueId=`. */
  leagueId: number;
  /** Parses every incoming message; messages that fail are dropped and reported. */
  serverMessageSchema: z.ZodType<ServerMsg>;
  /** Read on every close: the client reconnects only while a user is logged in (spec §4). */
  isLoggedIn: () => boolean;
  /** Called when a connection opens again after a close (spec: "announces reconnection"). */
  onReconnect?: () => void;
  /** Receives dropped messages (bad JSON, failed parse) and handler exceptions. */
  reportError?: (error: Error, context: RealtimeErrorContext) => void;
  /** Defaults to the global `WebSocket`. */
  webSocketImpl?: RealtimeSocketConstructor;
  /** Sent every `keepaliveMs` while open; defaults to `{ type: 'keepalive' }`. */
  keepaliveMessage?: ClientMsg | { type: 'keepalive' };
  /** Defaults to 30 s (spec §9). */
  keepaliveMs?: number;
  /** Delay between reconnection attempts; defaults to 2 s (spec §9). */
  reconnectMs?: number;
}

/** A handler for one server message type. */
export type RealtimeHandler<ServerMsg extends TypedMessage, T extends ServerMsg['type']> = (
  message: Extract<ServerMsg, { type: T }>,
) => void;

/** A realtime connection that survives drops while the user stays logged in. */
export interface RealtimeClient<ClientMsg extends TypedMessage, ServerMsg extends TypedMessage> {
  /** Sends now when open, else queues it until the connection opens (in order). */
  send(message: ClientMsg): void;
  /** Subscribes to one server message type; returns the unsubscribe function. */
  on<T extends ServerMsg['type']>(type: T, handler: RealtimeHandler<ServerMsg, T>): () => void;
  /** True while the socket is open. */
  isOpen(): boolean;
  /** Closes for good: no more reconnects, timers stopped, queue dropped. */
  close(): void;
}

/** Characters an HTTP token (and so a subprotocol) may hold that a JWT uses. */
const SUBPROTOCOL_SAFE = /^[A-Za-z0-9._~-]+$/;

function connectUrl(url: string, token: string | null | undefined, leagueId: number): string {
  const search = new URLSearchParams();
  if (token && !SUBPROTOCOL_SAFE.test(token)) search.set('token', token);
  search.set('leagueId', String(leagueId));
  return `${url}${url.includes('?') ? '&' : '?'}${search.toString()}`;
}

function messageText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    return new TextDecoder().decode(data instanceof ArrayBuffer ? data : new Uint8Array(data.buffer, data.byteOffset, data.byteLength));
  }
  return null;
}

/**
 * Opens the realtime connection (spec §4 "Connections"): connects with token and leagueId, sends a
 * keepalive every 30 s, queues outgoing messages until open, and on close retries every 2 s while
 * a user is logged in, then announces the reconnection through `onReconnect` (the scoreboard
 * re-registers with its last-updated marker there).
 */
export function createRealtimeClient<ClientMsg extends TypedMessage, ServerMsg extends TypedMessage>(
  options: RealtimeClientOptions<ClientMsg, ServerMsg>,
): RealtimeClient<ClientMsg, ServerMsg> {
  const Socket =
    options.webSocketImpl ?? (globalThis as { WebSocket?: unknown }).WebSocket as RealtimeSocketConstructor | undefined;
  if (!Socket) throw new Error('No WebSocket implementation available');
  const keepaliveMs = options.keepaliveMs ?? REALTIME_KEEPALIVE_MS;
  const reconnectMs = options.reconnectMs ?? REALTIME_RECONNECT_MS;
  const keepalive = JSON.stringify(options.keepaliveMessage ?? { type: 'keepalive' });
  const url = connectUrl(options.url, options.token, options.leagueId);
  const protocols = options.token && SUBPROTOCOL_SAFE.test(options.token) ? [REALTIME_SUBPROTOCOL, `${REALTIME_AUTH_SUBPROTOCOL_PREFIX}${options.token}`] : undefined;

  const handlers = new Map<string, Set<(message: ServerMsg) => void>>();
  const queue: string[] = [];
  let socket: RealtimeSocket | null = null;
  let keepaliveTimer: ReturnType<typeof setInterval> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let closedForGood = false;
  /** True once a connection was lost: the next open is a reconnection. */
  let lostConnection = false;

  const report = (error: Error, context: RealtimeErrorContext) => {
    try {
      options.reportError?.(error, context);
    } catch {
      // The reporter must never take the connection down.
    }
  };

  const dispatch = (raw: string) => {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      report(new Error('Realtime message is not JSON'), { raw });
      return;
    }
    const parsed = options.serverMessageSchema.safeParse(json);
    if (!parsed.success) {
      report(new Error(`Invalid realtime message: ${parsed.error.issues[0]?.message ?? 'unknown'}`), { raw });
      return;
    }
    const message = parsed.data;
    for (const handler of [...(handlers.get(message.type) ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        report(error instanceof Error ? error : new Error(String(error)), { type: message.type });
      }
    }
  };

  const stopKeepalive = () => {
    if (keepaliveTimer !== null) clearInterval(keepaliveTimer);
    keepaliveTimer = null;
  };

  const connect = () => {
    retryTimer = null;
    let current: RealtimeSocket;
    try {
      current = protocols ? new Socket(url, protocols) : new Socket(url);
    } catch (error) {
      // e.g. a malformed URL or a browser refusing the connection: treat it as a lost connection.
      report(error instanceof Error ? error : new Error(String(error)), {});
      lostConnection = true;
      scheduleRetry();
      return;
    }
    socket = current;
    current.addEventListener('open', () => {
      if (socket !== current) return;
      keepaliveTimer = setInterval(() => {
        if (current.readyState === OPEN) current.send(keepalive);
      }, keepaliveMs);
      while (queue.length > 0 && current.readyState === OPEN) current.send(queue.shift() as string);
      if (lostConnection) {
        lostConnection = false;
        options.onReconnect?.();
      }
    });
    current.addEventListener('message', (event) => {
      if (socket !== current) return;
      const raw = messageText(event.data);
      if (raw === null) report(new Error('Realtime message is not text'), {});
      else dispatch(raw);
    });
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = null;
      stopKeepalive();
      if (closedForGood) return;
      lostConnection = true;
      scheduleRetry();
    });
  };

  const scheduleRetry = () => {
    if (closedForGood || retryTimer !== null || !options.isLoggedIn()) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (closedForGood || !options.isLoggedIn()) return;
      connect();
    }, reconnectMs);
  };

  connect();

  return {
    send(message) {
      if (closedForGood) return;
      const text = JSON.stringify(message);
      if (socket && socket.readyState === OPEN) socket.send(text);
      else queue.push(text);
    },
    on(type, handler) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const stored = handler as unknown as (message: ServerMsg) => void;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
    isOpen() {
      return socket !== null && socket.readyState === OPEN;
    },
    close() {
      closedForGood = true;
      stopKeepalive();
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
      queue.length = 0;
      const current = socket;
      socket = null;
      current?.close();
    },
  };
}
