import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One HTTP call of spec §7, described once and used on both sides: the api's route parses
 * `params`, `query` and `body` with these schemas, and the typed client builds the URL and parses
 * the `response` with the same ones. `path` is relative to the API base (`/api`) and uses
 * Express-style `:name` parameters, e.g. `/leagues/:leagueId/teams`.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** True when the call needs a bearer token (the server answers 401 UNAUTHENTICATED without one). */
  auth?: boolean;
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return endpoint;
}

/** Input type of an endpoint's parts (absent parts are `undefined`). */
export type EndpointParams<E> = E extends Endpoint<infer P, any, any, any> ? z.input<P> : never;
export type EndpointQuery<E> = E extends Endpoint<any, infer Q, any, any> ? z.input<Q> : never;
export type EndpointBody<E> = E extends Endpoint<any, any, infer B, any> ? z.input<B> : never;
export type EndpointResponse<E> = E extends Endpoint<any, any, any, infer R> ? z.output<R> : never;

/** Fills `:name` parameters of a path; throws if one is missing so a bad URL is never sent. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter: ${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
