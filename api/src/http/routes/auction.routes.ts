import express, { type Router } from 'express';
import { getAuctionSummaryEndpoint } from '@league/shared-rules/contracts';
import { getAuctionSummary } from '../../features/auction/get-auction-summary';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** The live auction's HTTP side: a summary for other screens (the room itself is on `/ws`). */
export function auctionRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  mount(router, getAuctionSummaryEndpoint, ({ params }) => getAuctionSummary(ctx.repos.auction, params.leagueId), { checkResponse });
  return router;
}
