import express, { type Router } from 'express';
import { getStatusEndpoint } from '@league/shared-rules/contracts';
import { getStatus } from '../../features/status/get-status';
import type { AppContext } from '../context';
import { mount } from '../validate';

export function statusRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  mount(router, getStatusEndpoint, () => getStatus(ctx.repos, ctx.dbKind), { checkResponse });
  return router;
}
