import express, { type Router } from 'express';
import { reportErrorEndpoint } from '@league/shared-rules/contracts';
import { reportClientError } from '../../features/errors/report-error';
import type { AppContext } from '../context';
import { rateLimit } from '../middleware/rate-limit';
import { mount } from '../validate';

/**
 * Error reports per IP: a client stuck in an error loop reports every failed call, so the budget is
 * generous for a real user and still bounds what one address can write (30 a minute).
 */
export const ERROR_REPORT_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

/** POST /errors (spec §7 "Other"): no token needed, a valid one records the user. */
export function errorsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const limiter = rateLimit(ERROR_REPORT_RATE_LIMIT);
  mount(
    router,
    reportErrorEndpoint,
    ({ body, userId, req }) =>
      // ctx.logger is read per request so the line goes to whatever logger the context holds now.
      reportClientError({ repos: ctx.repos, logger: ctx.logger, now: ctx.clock() }, body, { userId, ip: req.ip ?? null }),
    { checkResponse, before: [limiter] },
  );
  return router;
}
