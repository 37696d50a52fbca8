import express, { type Router } from 'express';
import { getDraftEndpoint, getDraftPickEndpoint, getDraftPickValueEndpoint, makeDraftPickEndpoint } from '@league/shared-rules/contracts';
import { createDraftDeps } from '../../features/draft/draft-context';
import { getDraft } from '../../features/draft/get-draft';
import { makeDraftPick } from '../../features/draft/make-pick';
import { getDraftPick } from '../../features/draft/pick-details';
import { getDraftPickValue } from '../../features/draft/pick-value';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** The rookie draft of spec §7 "Draft": the board, making a pick, a pick's details. */
export function draftRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const deps = createDraftDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));
  const opts = { checkResponse: ctx.config.nodeEnv !== 'production' };
  mount(router, getDraftEndpoint, ({ params, query }) => getDraft(deps, params.leagueId, query.year), opts);
  mount(router, makeDraftPickEndpoint, ({ userId, params, body }) => makeDraftPick(deps, { userId: userId! }, params.leagueId, body), opts);
  mount(router, getDraftPickEndpoint, ({ params }) => getDraftPick(deps, params.leagueId, params.pickId), opts);
  mount(router, getDraftPickValueEndpoint, ({ params }) => getDraftPickValue(deps, params.leagueId), opts);
  return router;
}
