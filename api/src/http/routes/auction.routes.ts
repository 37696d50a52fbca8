import express, { type Router } from 'express';
import { buildAsyncApiDocument, getAuctionPoolEndpoint, getAuctionSummaryEndpoint, resetAuctionEndpoint, scheduleAuctionEndpoint, startAuctionEndpoint } from '@league/shared-rules/contracts';
import { resetAuction, scheduleAuction, startAuction, type CommissionerAuctionDeps } from '../../features/auction/commissioner-auction';
import { getAuctionPool } from '../../features/auction/auction-pool';
import { getAuctionSummary } from '../../features/auction/get-auction-summary';
import { AppError } from '../../errors/app-error';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** The live auction's HTTP side: a summary for other screens and the commissioner's schedule/start/reset (the room itself is on `/ws`). */
export function auctionRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const deps = (): CommissionerAuctionDeps => {
    if (!ctx.auction) throw new AppError('UNAVAILABLE', 'The live auction is not running on this server', 503);
    return { repo: ctx.repos.auction, control: ctx.auction, now: () => ctx.clock().getTime() };
  };
  // The /ws protocol, generated from the contracts (AsyncAPI 3).
  const asyncApi = buildAsyncApiDocument();
  router.get('/asyncapi.json', (_req, res) => void res.json(asyncApi));
  mount(router, getAuctionSummaryEndpoint, ({ params }) => getAuctionSummary(ctx.repos.auction, params.leagueId), { checkResponse });
  mount(router, getAuctionPoolEndpoint, ({ params, query }) => getAuctionPool(ctx.repos, params.leagueId, query, ctx.clock()), { checkResponse });
  mount(router, scheduleAuctionEndpoint, ({ params, userId, body }) => scheduleAuction(deps(), params.leagueId, userId!, body), { checkResponse });
  mount(router, startAuctionEndpoint, ({ params, userId }) => startAuction(deps(), params.leagueId, userId!), { checkResponse });
  mount(router, resetAuctionEndpoint, ({ params, userId }) => resetAuction(deps(), params.leagueId, userId!), { checkResponse });
  return router;
}
