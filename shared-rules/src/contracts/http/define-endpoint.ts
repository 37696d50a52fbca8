import type { z } from 'zod';
import type { ErrorCode } from '../errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The least role that may make a call (spec §6). Each includes the roles after it that hold a token:
 * `visitor` = anyone, token or not; `user` = any logged-in account; `owner` = the owner of the team or
 * league the path names (the commissioner only where the description says so); `commissioner` = the
 * league's commissioner (commishid equals the caller).
 */
export type EndpointAccess = 'visitor' | 'user' | 'owner' | 'commissioner';

/**
 * What the published HTTP document (`GET /api/openapi.json`) says about a call beyond its schemas.
 * Declared beside the schemas so a new endpoint is documented where it is declared.
 */
export interface EndpointDocs {
  /** One line, imperative: "List a league's teams". */
  summary: string;
  /** Plain language for someone who has not read the code: what it does, who may, what it changes. */
  description: string;
  access: EndpointAccess;
  /**
   * Error codes the call answers beyond the ones every call may (INVALID_PARAMS when it takes input,
   * UNAUTHENTICATED when it needs a token, RATE_LIMITED when limited, PAYLOAD_TOO_LARGE for bodies,
   * INTERNAL). The HTTP status of each code comes from `errorStatus`.
   */
  errors?: readonly ErrorCode[];
  /** Shares a per-IP request budget (answers 429 RATE_LIMITED past it). */
  rateLimited?: boolean;
  /** One request against the demo league (league 1, owner1 owns team 1), valid for the schemas. */
  example?: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
}

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
  /** How the call is described in the published document. */
  docs?: EndpointDocs;
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
