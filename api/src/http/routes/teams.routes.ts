import express, { type Router } from 'express';
import {
  activatePlayerEndpoint,
  addFreeAgentEndpoint,
  addTagEndpoint,
  cancelRestrictedFreeAgencyBidEndpoint,
  cancelRestrictedFreeAgentNominationEndpoint,
  nominateRestrictedFreeAgentEndpoint,
  listRestrictedFreeAgencyBidsEndpoint,
  placeRestrictedFreeAgencyBidEndpoint,
  updateRestrictedFreeAgencyBidEndpoint,
  deactivatePlayerEndpoint,
  getCutlistEndpoint,
  protectPlayerEndpoint,
  releasePlayerEndpoint,
  removeTagEndpoint,
  reservePlayerEndpoint,
  setCutlistEndpoint,
  setLineupEndpoint,
} from '@league/shared-rules/contracts';
import { activatePlayer } from '../../features/rosters/activate-player';
import { addFreeAgent } from '../../features/rosters/add-free-agent';
import { getCutlist, setCutlist } from '../../features/rosters/cutlist';
import { deactivatePlayer } from '../../features/rosters/deactivate-player';
import { createRosterDeps } from '../../features/rosters/deps';
import { protectPlayer } from '../../features/rosters/protect-player';
import { releasePlayer } from '../../features/rosters/release-player';
import { reservePlayer } from '../../features/rosters/reserve-player';
import {
  cancelRestrictedFreeAgencyBid,
  listRestrictedFreeAgencyBids,
  nominateRestrictedFreeAgent,
  placeRestrictedFreeAgencyBid,
} from '../../features/rosters/restricted-free-agency';
import { setLineup } from '../../features/rosters/set-lineup';
import { removeTag, tagPlayer } from '../../features/rosters/tag-player';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Team actions of spec §7: lineups, signing, release, activate, deactivate, protect, reserve, tags, RFA tags, bids and nominations, cutlist. */
export function teamsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const deps = createRosterDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));
  const opts = { checkResponse };

  mount(router, setLineupEndpoint, ({ userId, params, body }) => setLineup(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, addFreeAgentEndpoint, ({ userId, params, body }) => addFreeAgent(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, releasePlayerEndpoint, ({ userId, params, body }) => releasePlayer(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, activatePlayerEndpoint, ({ userId, params, body }) => activatePlayer(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, deactivatePlayerEndpoint, ({ userId, params, body }) => deactivatePlayer(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, protectPlayerEndpoint, ({ userId, params, body }) => protectPlayer(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, reservePlayerEndpoint, ({ userId, params, body }) => reservePlayer(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, addTagEndpoint, ({ userId, params, body }) => tagPlayer(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, removeTagEndpoint, ({ userId, params, body }) => removeTag(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, getCutlistEndpoint, ({ userId, params }) => getCutlist(deps, { userId: userId! }, params.teamId), opts);
  mount(router, setCutlistEndpoint, ({ userId, params, body }) => setCutlist(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, listRestrictedFreeAgencyBidsEndpoint, ({ userId, params }) => listRestrictedFreeAgencyBids(deps, { userId: userId! }, params.teamId), opts);
  mount(router, placeRestrictedFreeAgencyBidEndpoint, ({ userId, params, body }) => placeRestrictedFreeAgencyBid(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, updateRestrictedFreeAgencyBidEndpoint, ({ userId, params, body }) => placeRestrictedFreeAgencyBid(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, cancelRestrictedFreeAgencyBidEndpoint, ({ userId, params, body }) => cancelRestrictedFreeAgencyBid(deps, { userId: userId! }, params.teamId, body), opts);
  mount(router, nominateRestrictedFreeAgentEndpoint, ({ userId, params, body }) => nominateRestrictedFreeAgent(deps, { userId: userId! }, params.teamId, body, false), opts);
  mount(router, cancelRestrictedFreeAgentNominationEndpoint, ({ userId, params, body }) => nominateRestrictedFreeAgent(deps, { userId: userId! }, params.teamId, body, true), opts);
  return router;
}
