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
