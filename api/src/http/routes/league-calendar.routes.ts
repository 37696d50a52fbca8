import express, { type Router } from 'express';
import { getLeagueCalendarEndpoint, listLeagueNoticesEndpoint, updateLeagueCalendarEndpoint } from '@league/shared-rules/contracts';
import { createRosterDeps } from '../../features/rosters/deps';
import { getLeagueCalendar } from '../../features/rosters/league-calendar';
import { createSettingsDeps } from '../../features/league-settings/deps';
import { updateLeague } from '../../features/league-settings/update-league';
import { listLeagueNotices } from '../../features/rosters/league-notices';
import type { AppContext } from '../context';
import { mount } from '../validate';

/** The league calendar the commissioner sets, and the notices its jobs write. */
export function leagueCalendarRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const deps = createRosterDeps(ctx.repos, () => Math.floor(ctx.clock().getTime() / 1000));
  const opts = { checkResponse: ctx.config.nodeEnv !== 'production' };
  mount(router, getLeagueCalendarEndpoint, ({ params }) => getLeagueCalendar(deps, params.leagueId), opts);
  // the calendar is a slice of the league settings: one write path, one set of checks, one history
  const settings = createSettingsDeps(ctx.repos, deps.now, () => '');
  mount(router, updateLeagueCalendarEndpoint, async ({ userId, params, body }) => {
    await updateLeague(settings, userId!, params.leagueId, body);
    return getLeagueCalendar(deps, params.leagueId);
  }, opts);
  mount(router, listLeagueNoticesEndpoint, ({ userId, params, query }) => listLeagueNotices(deps, userId, params.leagueId, query.since), opts);
  return router;
}
