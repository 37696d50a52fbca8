import type { RequestHandler, Response } from 'express';
import type { Authentication, Sessions } from '../../features/auth/sessions';

/**
 * Reads `Authorization: Bearer …` once per request and keeps the answer in `res.locals` for the
 * routes (see `mount`). No header = a visitor (null); a refused token is kept with its reason so an
 * endpoint that needs a user can say whether a refresh would help (TOKEN_EXPIRED).
 */
export function authenticate(sessions: Sessions): RequestHandler {
  return (req, res, next) => {
    const header = req.headers.authorization;
    if (!header || !header.startsWith('Bearer ')) {
      next();
      return;
    }
    sessions.authenticate(header.slice(7).trim()).then((auth) => {
      res.locals.auth = auth;
      next();
    }, next);
  };
}

/** What {@link authenticate} found for this request; null for a request without a bearer token. */
export function authOf(res: Response): Authentication | null {
  return (res.locals.auth as Authentication | undefined) ?? null;
}
