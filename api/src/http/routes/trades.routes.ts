import express, { type Router } from 'express';
import {
  acceptTradeEndpoint,
  analyzeTradeEndpoint,
  cancelTradeEndpoint,
  listTradesEndpoint,
  proposeTradeEndpoint,
  rejectTradeEndpoint,
  vetoTradeEndpoint,
} from '@league/shared-rules/contracts';
import { analyzeTradeProposal } from '../../features/trades/analyze-trade';
import { createTradeDeps } from '../../features/trades/deps';
import { listTrades } from '../../features/trades/list-trades';
import { proposeTrade } from '../../features/trades/propose-trade';
import { acceptTrade, cancelTrade, rejectTrade } from '../../features/trades/respond-trade';
import { vetoTrade } from '../../features/trades/veto-trade';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Trades of spec §7 ("Trades"), the commissioner's veto and the trade analyzer. */
export function tradesRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const deps = createTradeDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));
  const opts = { checkResponse: ctx.config.nodeEnv !== 'production' };
  const actor = (userId: number | null) => ({ userId: userId! });

  // '/analyze' comes before any '/:tradeId' route so it is never read as an id
  mount(router, analyzeTradeEndpoint, ({ params, body }) => analyzeTradeProposal(deps, params.leagueId, body), opts);
  mount(router, listTradesEndpoint, ({ userId, params, query }) => listTrades(deps, userId, params.leagueId, query), opts);
  mount(router, proposeTradeEndpoint, ({ userId, params, body }) => proposeTrade(deps, actor(userId), params.leagueId, body), opts);
  mount(router, acceptTradeEndpoint, ({ userId, params, body }) => acceptTrade(deps, actor(userId), params.leagueId, params.tradeId, body), opts);
  mount(router, cancelTradeEndpoint, ({ userId, params }) => cancelTrade(deps, actor(userId), params.leagueId, params.tradeId), opts);
  mount(router, rejectTradeEndpoint, ({ userId, params }) => rejectTrade(deps, actor(userId), params.leagueId, params.tradeId), opts);
  mount(router, vetoTradeEndpoint, ({ userId, params }) => vetoTrade(deps, actor(userId), params.leagueId, params.tradeId), opts);
  return router;
}
