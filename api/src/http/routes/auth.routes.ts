import express, { type Router } from 'express';
import {
  getMeEndpoint,
  loginEndpoint,
  logoutEverywhereEndpoint,
  refreshEndpoint,
  registerEndpoint,
  updateMeEndpoint,
} from '@league/shared-rules/contracts';
import { login } from '../../features/auth/login';
import { createAttemptLimiter } from '../../features/auth/login-throttle';
import { getMe, updateMe } from '../../features/auth/me';
import { register } from '../../features/auth/register';
import type { AppContext } from '../context';
import { mount } from '../validate';

/**
 * Sign-in, registration, refresh and the account. Failed logins are throttled per account and per
 * address in counters shared through the database (see features/auth/login-throttle.ts).
 */
export function authRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const limiter = createAttemptLimiter(ctx.repos.rateLimits);
  // `trust proxy` decides what req.ip is: the socket's peer, or the proxy's X-Forwarded-For entry.
  const deps = (ip: string | undefined) => ({ sessions: ctx.sessions, limiter, address: ip ?? 'unknown', now: ctx.clock() });

  mount(router, registerEndpoint, ({ body, req }) => register(ctx.repos, body, deps(req.ip)), { checkResponse, status: 201 });
  mount(router, loginEndpoint, ({ body, req }) => login(ctx.repos, body, deps(req.ip)), { checkResponse });
  mount(router, refreshEndpoint, ({ body }) => ctx.sessions.refresh(body.refreshToken), { checkResponse });
  mount(
    router,
    logoutEverywhereEndpoint,
    async ({ userId }) => {
      await ctx.sessions.endAll(userId!);
      return { ok: true as const };
    },
    { checkResponse },
  );
  mount(router, getMeEndpoint, ({ userId }) => getMe(ctx.repos, userId!), { checkResponse });
  mount(router, updateMeEndpoint, ({ userId, body }) => updateMe(ctx.repos, ctx.sessions, userId!, body), { checkResponse });
  return router;
}
