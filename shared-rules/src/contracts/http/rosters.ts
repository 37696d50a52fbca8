import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueParamsSchema, YearQuerySchema } from './entities/common';
import { RosterSchema } from './entities/roster';

/** GET /leagues/:leagueId/rosters?year — every team's roster (spec §7 "Rosters and team actions"). */
export const RostersQuerySchema = z.object({ year: YearQuerySchema.optional() });

export const getRostersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/rosters',
  params: LeagueParamsSchema,
  query: RostersQuerySchema,
  response: z.object({ rosters: z.array(RosterSchema) }),
  docs: {
    summary: 'List a league\'s rosters',
    description: 'Every team\'s roster for the current season, or for `year`.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});
