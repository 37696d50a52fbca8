import express, { type Router } from 'express';
import { getChartedPlaysEndpoint, getPlayStatsEndpoint, getPlaysEndpoint } from '@league/shared-rules/contracts';
import { listChartedPlays } from '../../features/plays/charted-plays';
import { listPlayStats, listPlays } from '../../features/plays/list-plays';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Plays of the play-by-play and the stats credited on them (spec §7 "Stats and schedule"). */
export function playsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const now = () => Math.floor(ctx.clock().getTime() / 1000);
  mount(router, getPlayStatsEndpoint, ({ query }) => listPlayStats(ctx.repos, query, now()), { checkResponse });
  mount(router, getChartedPlaysEndpoint, ({ query }) => listChartedPlays(ctx.repos, query), { checkResponse });
  mount(router, getPlaysEndpoint, ({ query }) => listPlays(ctx.repos, query, now()), { checkResponse });
  return router;
}
