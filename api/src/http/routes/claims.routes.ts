import express, { type Router } from 'express';
import {
  cancelWaiverEndpoint,
  getWaiverReportEndpoint,
  listPoachesEndpoint,
  listWaiversEndpoint,
  processPoachEndpoint,
  reorderWaiversEndpoint,
  submitPoachEndpoint,
  submitWaiverEndpoint,
  updatePoachEndpoint,
  updateWaiverEndpoint,
} from '@league/shared-rules/contracts';
import { createClaimDeps } from '../../features/claims/deps';
import { listPoaches, processPoach, submitPoach, updatePoach } from '../../features/claims/poach-claims';
import { cancelWaiver, listWaivers, reorderWaivers, submitWaiver, updateWaiver } from '../../features/claims/waiver-claims';
import { getWaiverReport } from '../../features/claims/waiver-report';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Waiver and poaching claims of spec §7 ("Waivers", "Poaches"). */
export function claimsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const deps = createClaimDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));
  const opts = { checkResponse: ctx.config.nodeEnv !== 'production' };
  const actor = (userId: number | null) => ({ userId: userId! });

  // the order and report routes come before '/:waiverId' so 'order' and 'report' are never read as ids
  mount(router, getWaiverReportEndpoint, ({ params, query }) => getWaiverReport(deps, params.leagueId, query), opts);
  mount(router, reorderWaiversEndpoint, ({ userId, params, body }) => reorderWaivers(deps, actor(userId), params.leagueId, body), opts);
  mount(router, submitWaiverEndpoint, ({ userId, params, body }) => submitWaiver(deps, actor(userId), params.leagueId, body), opts);
  mount(router, updateWaiverEndpoint, ({ userId, params, body }) => updateWaiver(deps, actor(userId), params.leagueId, params.waiverId, body), opts);
  mount(router, cancelWaiverEndpoint, ({ userId, params }) => cancelWaiver(deps, actor(userId), params.leagueId, params.waiverId), opts);
  mount(router, listWaiversEndpoint, ({ userId, params, query }) => listWaivers(deps, userId, params.leagueId, query), opts);
  mount(router, listPoachesEndpoint, ({ params }) => listPoaches(deps, params.leagueId), opts);
  mount(router, submitPoachEndpoint, ({ userId, params, body }) => submitPoach(deps, actor(userId), params.leagueId, body), opts);
  mount(router, updatePoachEndpoint, ({ userId, params, body }) => updatePoach(deps, actor(userId), params.leagueId, params.poachId, body), opts);
  mount(router, processPoachEndpoint, ({ userId, params }) => processPoach(deps, actor(userId), params.leagueId, params.poachId), opts);
  return router;
}
