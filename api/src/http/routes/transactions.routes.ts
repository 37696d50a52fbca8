import express, { type Router } from 'express';
import {
  listReleaseTransactionsEndpoint,
  listReserveTransactionsEndpoint,
  listTransactionsEndpoint,
} from '@league/shared-rules/contracts';
import { createRosterDeps } from '../../features/rosters/deps';
import {
  listReleaseTransactions,
  listReserveTransactions,
  listTransactions,
} from '../../features/transactions/list-transactions';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Transactions lists (spec §7 "Transactions"). */
export function transactionsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const deps = createRosterDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));

  // the release list is registered first so `release` is never read as part of another path
  mount(router, listReleaseTransactionsEndpoint, ({ params }) => listReleaseTransactions(deps, params.leagueId), { checkResponse });
  mount(router, listTransactionsEndpoint, ({ params, query }) => listTransactions(deps, params.leagueId, query), { checkResponse });
  mount(router, listReserveTransactionsEndpoint, ({ userId, params, query }) => listReserveTransactions(deps, { userId: userId! }, params.teamId, query.leagueId), { checkResponse });
  return router;
}
