import express, { type Router } from 'express';
import { getLeagueCalendarEndpoint, listLeagueNoticesEndpoint, updateLeagueCalendarEndpoint } from '@league/shared-rules/contracts';
import { createRosterDeps } from '../../features/rosters/deps';
import { getLeagueCalendar, updateLeagueCalendar } from '../../features/rosters/league-calendar';
import { listLeagueNotices } from '../../features/rosters/league-notices';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** The league calendar the commissioner sets, and the notices its jobs write. */
export function leagueCalendarRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const deps = createRosterDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));
  const opts = { checkResponse: ctx.config.nodeEnv !== 'production' };
  mount(router, getLeagueCalendarEndpoint, ({ params }) => getLeagueCalendar(deps, params.leagueId), opts);
  mount(router, updateLeagueCalendarEndpoint, ({ userId, params, body }) => updateLeagueCalendar(deps, { userId: userId! }, params.leagueId, body), opts);
  mount(router, listLeagueNoticesEndpoint, ({ userId, params, query }) => listLeagueNotices(deps, userId, params.leagueId, query.since), opts);
  return router;
}
