import express, { type Router } from 'express';
import {
  deleteProjectionEndpoint,
  getPoolPointsEndpoint,
  getProjectionsEndpoint,
  listProjectionsEndpoint,
  listSourcesEndpoint,
  setProjectionEndpoint,
  setSourceWeightEndpoint,
} from '@league/shared-rules/contracts';
import {
  deleteOwnProjection,
  getProjections,
  listProjections,
  listSources,
  setOwnProjection,
  setSourceWeight,
} from '../../features/projections/projections';
import { AppError } from '../../errors/app-error';
import { createPoolPoints } from '../../features/projections/pool-points';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Projection sources, the caller's weights and own projection rows (spec §4 "Projections and values"). */
export function projectionsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const now = () => Math.floor(ctx.clock().getTime() / 1000);
  mount(router, listSourcesEndpoint, ({ userId }) => listSources(ctx.repos, userId), { checkResponse });
  mount(router, setSourceWeightEndpoint, ({ userId, params, body }) => setSourceWeight(ctx.repos, userId!, params.sourceId, body.weight), { checkResponse });
  mount(router, listProjectionsEndpoint, ({ userId, query }) => listProjections(ctx.repos, query, userId, now()), { checkResponse });
  const poolPoints = (ctx.poolPoints ??= createPoolPoints(ctx.repos));
  mount(
    router,
    getPoolPointsEndpoint,
    ({ params, query, userId }) => {
      if (query.weights !== 'mine') return poolPoints(params.leagueId, ctx.clock());
      if (userId == null) throw AppError.unauthenticated('Log in to see your own weights and rows');
      return poolPoints(params.leagueId, ctx.clock(), userId);
    },
    { checkResponse },
  );
  mount(router, getProjectionsEndpoint, ({ userId, params, query }) => getProjections(ctx.repos, params.pid, query.year, userId, now()), { checkResponse });
  mount(router, setProjectionEndpoint, ({ userId, params, body }) => setOwnProjection(ctx.repos, params.pid, userId!, body, now()), { checkResponse });
  mount(router, deleteProjectionEndpoint, ({ userId, params, body }) => deleteOwnProjection(ctx.repos, params.pid, userId!, body, now()), { checkResponse });
  return router;
}
