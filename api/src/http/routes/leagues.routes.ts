import express, { type Router } from 'express';
import { getLeagueEndpoint, getLeagueTeamsEndpoint } from '@league/shared-rules/contracts';
import { getLeague } from '../../features/leagues/get-league';
import { listTeams } from '../../features/leagues/list-teams';
import type { AppContext } from '../context';
import { mount } from '../validate';

export function leaguesRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  mount(router, getLeagueEndpoint, ({ params }) => getLeague(ctx.repos, params.leagueId, ctx.clock()), { checkResponse });
  mount(router, getLeagueTeamsEndpoint, async ({ params, userId, res }) => {
    // The answer depends on the caller (the commissioner also gets invite codes): never cache it shared.
    if (userId !== null) res.setHeader('Cache-Control', 'private, no-store');
    return { teams: await listTeams(ctx.repos, params.leagueId, userId) };
  }, {
    checkResponse,
  });
  return router;
}
