import { randomBytes } from 'node:crypto';
import express, { type Router } from 'express';
import {
  addTeamEndpoint,
  deleteTeamEndpoint,
  listLeagueSettingChangesEndpoint,
  newInviteCodeEndpoint,
  setTeamOrderEndpoint,
  updateLeagueEndpoint,
  updateTeamEndpoint,
} from '@league/shared-rules/contracts';
import { createSettingsDeps } from '../../features/league-settings/deps';
import { addTeam, deleteTeam, newInviteCode, setTeamOrder, updateTeam } from '../../features/league-settings/team-admin';
import { listSettingChanges, updateLeague } from '../../features/league-settings/update-league';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** League settings (commissioner), team settings (owner), and the commissioner's team tools. */
export function leagueSettingsRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const deps = createSettingsDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000), () => randomBytes(8).toString('hex'));
  const opts = { checkResponse: ctx.config.nodeEnv !== 'production' };
  mount(router, updateLeagueEndpoint, ({ userId, params, body }) => updateLeague(deps, userId!, params.leagueId, body), opts);
  mount(router, listLeagueSettingChangesEndpoint, ({ params }) => listSettingChanges(deps, params.leagueId), opts);
  mount(router, updateTeamEndpoint, ({ userId, params, body }) => updateTeam(deps, userId!, params.teamId, body), opts);
  // the order path comes before anything that could read `order` as a team id
  mount(router, setTeamOrderEndpoint, ({ userId, params, body }) => setTeamOrder(deps, userId!, params.leagueId, body.order, body.tids), opts);
  mount(router, addTeamEndpoint, ({ userId, params, body }) => addTeam(deps, userId!, params.leagueId, body), opts);
  mount(router, deleteTeamEndpoint, ({ userId, params, body }) => deleteTeam(deps, userId!, params.leagueId, body.teamId), opts);
  mount(router, newInviteCodeEndpoint, ({ userId, params }) => newInviteCode(deps, userId!, params.leagueId, params.teamId), opts);
  return router;
}
