import express, { type Router } from 'express';
import { getMeEndpoint, loginEndpoint, registerEndpoint, updateMeEndpoint } from '@league/shared-rules/contracts';
import { login } from '../../features/auth/login';
import { getMe, updateMe } from '../../features/auth/me';
import { register } from '../../features/auth/register';
import type { AppContext } from '../context';
import { rateLimit } from '../middleware/rate-limit';
import { mount } from '../validate';

/** Login and registration share one per-IP budget: 10 attempts a minute. */
export const AUTH_RATE_LIMIT = { limit: 10, windowMs: 60_000 };

export function authRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const limiter = rateLimit(AUTH_RATE_LIMIT);
  const deps = () => ({ secret: ctx.config.jwtSecret, now: ctx.clock() });

  mount(router, registerEndpoint, ({ body }) => register(ctx.repos, body, deps()), {
    checkResponse,
    status: 201,
    before: [limiter],
  });
  mount(router, loginEndpoint, ({ body }) => login(ctx.repos, body, deps()), { checkResponse, before: [limiter] });
  mount(router, getMeEndpoint, ({ userId }) => getMe(ctx.repos, userId!), { checkResponse });
  mount(router, updateMeEndpoint, ({ userId, body }) => updateMe(ctx.repos, userId!, body), { checkResponse });
  return router;
}
