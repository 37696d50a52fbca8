/**
 * `@league/shared-rules/client`: the typed HTTP client over the endpoint contracts and the
 * realtime client. The only part of shared-rules that touches `fetch` and `WebSocket`.
 */
export * from './api-error';
export * from './create-api-client';
export * from './create-realtime-client';
export * from './create-error-reporter';
export * from './fake-realtime-socket';
