import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueParamsSchema } from './entities/common';
import { LeagueWithCalendarSchema } from './entities/league';
import { TeamSchema } from './entities/team';

/** League reads (spec §7 "League and sources", "Teams, stats and season"). */

/** GET /leagues/:leagueId — leagueId 0 answers the default league of spec §9. */
export const getLeagueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId',
  params: LeagueParamsSchema,
  response: LeagueWithCalendarSchema,
  docs: {
    summary: 'Read a league',
    description:
      'A league\'s settings (scoring, roster slots, cap, calendar) and the season calendar\'s upcoming events at the time of the answer (`calendar_events`: next week, playoff weeks, a hosted league\'s next waiver run). League 0 is the default league that visitors see.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
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
  docs: {
    summary: 'List a league\'s teams',
    description: 'The league\'s teams with their owners. The commissioner also gets each team\'s invite code.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});
