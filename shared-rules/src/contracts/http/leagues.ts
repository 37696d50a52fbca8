import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueParamsSchema } from './entities/common';
import { LeagueSchema } from './entities/league';
import { TeamSchema } from './entities/team';

/** League reads (spec §7 "League and sources", "Teams, stats and season"). */

/** GET /leagues/:leagueId — leagueId 0 answers the default league of spec §9. */
export const getLeagueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId',
  params: LeagueParamsSchema,
  response: LeagueSchema,
});

/**
 * GET /leagues/:leagueId/teams — the league's teams. A team is one record across seasons (its
 * `year` is the season it was created), so there is no per-season query.
 */
export const getLeagueTeamsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/teams',
  params: LeagueParamsSchema,
  response: z.object({ teams: z.array(TeamSchema) }),
});
