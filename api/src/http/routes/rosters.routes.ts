import express, { type Router } from 'express';
import { getRostersEndpoint } from '@league/shared-rules/contracts';
import { getRosters } from '../../features/rosters-read/get-rosters';
import type { AppContext } from '../context';
import { mount } from '../validate';

export function rostersRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  mount(
    router,
    getRostersEndpoint,
    async ({ params, query, userId }) => ({
      rosters: await getRosters(ctx.repos, params.leagueId, query.year, ctx.clock(), userId),
    }),
    { checkResponse },
  );
  return router;
}
