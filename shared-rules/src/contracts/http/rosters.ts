import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueParamsSchema, YearQuerySchema } from './entities/common';
import { RosterReadSchema } from './entities/roster';

/**
 * GET /leagues/:leagueId/rosters?year — every team's roster (spec §7 "Rosters and team actions").
 * Visitors get them without salary data (spec §6, see {@link RosterReadSchema}).
 */
export const RostersQuerySchema = z.object({ year: YearQuerySchema.optional() });

export const getRostersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/rosters',
  params: LeagueParamsSchema,
  query: RostersQuerySchema,
  response: z.object({ rosters: z.array(RosterReadSchema) }),
  docs: {
    summary: 'List a league\'s rosters',
    description: 'Every team\'s roster for the current season, or for `year`. Visitors receive no salary, extension, bid or cap figures (spec §6).',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});
