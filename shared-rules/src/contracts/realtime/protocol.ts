/**
 * Realtime protocol version. The client sends it in `join`; the server answers a different major
 * with `{ type: 'error', code: 'PROTOCOL_MISMATCH' }`. Bump it on any breaking message change.
 */
export const REALTIME_PROTOCOL_VERSION = 1;

/** Client keepalive interval and reconnect retry (spec §9). */
export const REALTIME_KEEPALIVE_MS = 30_000;
export const REALTIME_RECONNECT_MS = 2_000;

/** Largest message the server reads; anything bigger is refused with PAYLOAD_TOO_LARGE. */
export const REALTIME_MAX_MESSAGE_BYTES = 64 * 1024;

/** How long a connection without a token may take to send its `auth` message before it is seated as a visitor. */
export const REALTIME_AUTH_WAIT_MS = 3_000;

/**
 * Subprotocols: a client offers {@link REALTIME_SUBPROTOCOL} and, to authenticate without a query
 * string (query strings end up in proxy logs), `auth.<token>`; the server selects `league.v1`.
 */
export const REALTIME_SUBPROTOCOL = 'league.v1';
export const REALTIME_AUTH_SUBPROTOCOL_PREFIX = 'auth.';

/**
 * A team counts as connected while any of its sockets on any api instance is open. An instance
 * renews its teams every {@link REALTIME_PRESENCE_RENEW_MS}; an instance that dies is dropped after
 * {@link REALTIME_PRESENCE_TTL_MS}, so its teams count as disconnected at most
 * {@link REALTIME_PRESENCE_DETECT_MS} after it died.
 */
export const REALTIME_PRESENCE_RENEW_MS = 1_500;
export const REALTIME_PRESENCE_TTL_MS = 5_000;
export const REALTIME_PRESENCE_DETECT_MS = REALTIME_PRESENCE_TTL_MS + REALTIME_PRESENCE_RENEW_MS;

/** Close codes the server uses (4000–4999 are the application's; 1008/1009/1011 are the standard ones). */
export const RealtimeCloseCodes = {
  /** The token (query, header or `auth` message) is invalid or expired; never downgraded to a visitor. */
  UNAUTHENTICATED: { code: 4401, reason: 'unauthenticated' },
  /** `leagueId` is missing or malformed. */
  INVALID_PARAMS: { code: 4400, reason: 'leagueId required' },
  /** No league with that id. */
  NOT_FOUND: { code: 4404, reason: 'league not found' },
  /** An `auth` message after the connection was seated. */
  AUTH_TOO_LATE: { code: 4409, reason: 'auth must be the first message' },
  /** A frame over {@link REALTIME_MAX_MESSAGE_BYTES}; preceded by an `error` PAYLOAD_TOO_LARGE. */
  PAYLOAD_TOO_LARGE: { code: 1009, reason: 'payload too large' },
  /** The server could not seat the socket. */
  INTERNAL: { code: 1011, reason: 'join failed' },
} as const;
