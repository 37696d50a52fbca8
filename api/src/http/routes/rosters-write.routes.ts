import express, { type Router } from 'express';
import { addRosterPlayerEndpoint, removeRosterPlayerEndpoint, updateRosterPlayerEndpoint } from '@league/shared-rules/contracts';
import {
  commissionerAddPlayer,
  commissionerRemovePlayer,
  commissionerUpdatePlayer,
} from '../../features/rosters/commissioner-roster';
import { createRosterDeps } from '../../features/rosters/deps';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** Commissioner roster edits: POST, PUT, DELETE /leagues/:leagueId/rosters (spec §6, §7). */
export function rostersWriteRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  const deps = createRosterDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));

  mount(router, addRosterPlayerEndpoint, ({ userId, params, body }) => commissionerAddPlayer(deps, { userId: userId! }, params.leagueId, body), { checkResponse });
  mount(router, updateRosterPlayerEndpoint, ({ userId, params, body }) => commissionerUpdatePlayer(deps, { userId: userId! }, params.leagueId, body), { checkResponse });
  mount(router, removeRosterPlayerEndpoint, ({ userId, params, body }) => commissionerRemovePlayer(deps, { userId: userId! }, params.leagueId, body), { checkResponse });
  return router;
}
