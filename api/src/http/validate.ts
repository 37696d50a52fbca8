import type { Request, RequestHandler, Response, Router } from 'express';
import type { z } from 'zod';
import type { Endpoint } from '@league/shared-rules/contracts';
import { AppError } from '../errors/app-error';
import { authOf } from './middleware/authenticate';

// NonNullable: an endpoint's schema properties are optional, but a declared schema is always parsed.
type Out<S> = z.output<NonNullable<S> & z.ZodType>;

/**
 * The contract of each handler `mount` registered, so the published document is built from what the
 * app actually mounts (see openapi/collect-routes.ts): a route mounted by hand has no entry here.
 */
export const mountedEndpoint = new WeakMap<RequestHandler, MountedContract>();

/** An endpoint as mounted: its contract and the status its success answers with. */
export interface MountedContract {
  endpoint: Endpoint;
  status: number;
}

/** What a route handler gets: parsed inputs and the caller's user id (null for visitors). */
export interface RouteInput<E extends Endpoint> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Non-null whenever the endpoint has `auth: true`. */
  userId: number | null;
  req: Request;
  res: Response;
}

/**
 * The caller's user id from the bearer token the `authenticate` middleware checked. A refused token
 * counts as no token (a visitor) — except where the endpoint needs a user: then an expired token
 * answers 401 TOKEN_EXPIRED (refresh and retry) and any other refusal 401 UNAUTHENTICATED.
 */
function callerId(res: Response, needsUser: boolean | undefined): number | null {
  const auth = authOf(res);
  if (auth?.ok) return auth.userId;
  if (!needsUser) return null;
  if (auth && auth.reason === 'expired') throw new AppError('TOKEN_EXPIRED', 'Session expired', 401);
  throw AppError.unauthenticated('Must be logged in.');
}

/**
 * Registers one contract endpoint on a router: parses params, query and body with the contract's
 * schemas (a failure reaches the error handler as 400 INVALID_PARAMS), enforces `auth`, runs the
 * handler and answers its result as JSON. Outside production the answer is also checked against the
 * response schema, so a server that drifts from its contract fails its tests instead of its clients.
 */
export function mount<E extends Endpoint>(
  router: Router,
  endpoint: E,
  handler: (input: RouteInput<E>) => Promise<z.input<E['response']>>,
  options: { checkResponse: boolean; status?: number; before?: RequestHandler[] },
): void {
  const run: RequestHandler = async (req, res) => {
    const userId = callerId(res, endpoint.auth);
    const input = {
      params: endpoint.params ? endpoint.params.parse(req.params) : undefined,
      query: endpoint.query ? endpoint.query.parse(req.query) : undefined,
      body: endpoint.body ? endpoint.body.parse(req.body ?? {}) : undefined,
      userId,
      req,
      res,
    } as RouteInput<E>;
    const result = await handler(input);
    if (options.checkResponse) endpoint.response.parse(result);
    res.status(options.status ?? 200).json(result);
  };
  mountedEndpoint.set(run, { endpoint, status: options.status ?? 200 });
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  router[method](endpoint.path, ...(options.before ?? []), run);
}
