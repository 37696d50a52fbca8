import express, { type Router } from 'express';
import {
  getPercentilesEndpoint,
  getPlayerGamelogsByPidEndpoint,
  getPlayerGamelogsEndpoint,
  getPlayerMarketsEndpoint,
  getPlayerPracticesEndpoint,
  getTeamSeasonlogsEndpoint,
} from '@league/shared-rules/contracts';
import { getPlayerGamelogs } from '../../features/research/gamelogs';
import { getPlayerMarkets } from '../../features/research/markets';
import { getPercentiles } from '../../features/research/percentiles';
import { getPlayerPractices } from '../../features/research/practices';
import { getTeamSeasonlogs } from '../../features/research/seasonlogs';
import { getStatsGamelogs } from '../../features/research/stats-gamelogs';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** The selected-player drawer's data tabs (spec §2): gamelogs, practice, markets, percentiles, points against. */
export function researchRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const now = () => Math.floor(ctx.clock().getTime() / 1000);
  mount(router, getPlayerGamelogsByPidEndpoint, ({ params, query }) => getPlayerGamelogs(ctx.repos, params.pid, query), { checkResponse });
  mount(router, getPlayerPracticesEndpoint, ({ params }) => getPlayerPractices(ctx.repos, params.pid), { checkResponse });
  mount(router, getPlayerMarketsEndpoint, ({ params }) => getPlayerMarkets(ctx.repos, params.pid, now()), { checkResponse });
  mount(router, getPercentilesEndpoint, ({ params }) => getPercentiles(ctx.repos, params.percentile_key), { checkResponse });
  mount(router, getTeamSeasonlogsEndpoint, ({ query }) => getTeamSeasonlogs(ctx.repos, query), { checkResponse });
  mount(router, getPlayerGamelogsEndpoint, ({ query }) => getStatsGamelogs(ctx.repos, query), { checkResponse });
  return router;
}
