import express, { type Router } from 'express';
import {
  getLeaguePlayersEndpoint,
  getPlayerEndpoint,
  getTeamPlayersEndpoint,
  searchPlayersEndpoint,
} from '@league/shared-rules/contracts';
import { getLeaguePlayers, getPlayer, getTeamPlayers } from '../../features/players/league-players';
import { searchPlayers } from '../../features/players/search-players';
import type { AppContext } from '../context';
import { mount } from '../validate';

export function playersRoutes(ctx: AppContext): Router {
  const router = express.Router();
  const checkResponse = ctx.config.nodeEnv !== 'production';
  mount(router, searchPlayersEndpoint, ({ body, userId }) => searchPlayers(ctx.repos, body, ctx.clock(), userId), { checkResponse });
  mount(router, getPlayerEndpoint, ({ params }) => getPlayer(ctx.repos, params.pid), { checkResponse });
  mount(
    router,
    getLeaguePlayersEndpoint,
    async ({ params, userId }) => ({ players: await getLeaguePlayers(ctx.repos, params.leagueId, ctx.clock(), userId) }),
    { checkResponse },
  );
  mount(
    router,
    getTeamPlayersEndpoint,
    async ({ params, query, userId }) => ({
      players: await getTeamPlayers(ctx.repos, params.teamId, query.leagueId, ctx.clock(), userId),
    }),
    { checkResponse },
  );
  return router;
}
