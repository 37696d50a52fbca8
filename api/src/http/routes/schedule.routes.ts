import express, { type Router } from 'express';
import { getScheduleEndpoint } from '@league/shared-rules/contracts';
import { getSchedule } from '../../features/schedule/get-schedule';
import type { AppContext } from '../context';
import { mount } from '../validate';

export function scheduleRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  mount(router, getScheduleEndpoint, ({ query }) => getSchedule(ctx.repos, query, ctx.clock()), { checkResponse });
  return router;
}
