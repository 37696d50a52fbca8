import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { WeekQuerySchema, YearQuerySchema } from './entities/common';

/**
 * An NFL game with result and betting lines (spec §3 "NFL schedule entry": week, h, v). Lines are
 * from the home side: `spread_line` > 0 means the home team is favoured by that many points.
 */
export const NflGameSchema = z.object({
  esbid: z.string(),
  year: z.number().int(),
  week: z.number().int(),
  seas_type: z.enum(['REG', 'POST']),
  game_type: z.string(),
  date: z.string(),
  time_est: z.string().nullable(),
  h: z.string(),
  v: z.string(),
  home_score: z.number().int().nullable(),
  away_score: z.number().int().nullable(),
  home_moneyline: z.number().nullable(),
  away_moneyline: z.number().nullable(),
  spread_line: z.number().nullable(),
  total_line: z.number().nullable(),
  over_odds: z.number().nullable(),
  under_odds: z.number().nullable(),
  roof: z.string().nullable(),
  surface: z.string().nullable(),
  stadium: z.string().nullable(),
});
export type NflGame = z.infer<typeof NflGameSchema>;

export const ScheduleQuerySchema = z.object({
  year: YearQuerySchema.optional(),
  week: WeekQuerySchema.optional(),
});

/** GET /schedule?year&week — defaults to the current season, every week. */
export const getScheduleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/schedule',
  query: ScheduleQuerySchema,
  response: z.object({ year: z.number().int(), games: z.array(NflGameSchema) }),
  docs: {
    summary: 'NFL schedule',
    description: 'The NFL games of a season (and week), with betting lines.',
    access: 'visitor',
    example: { query: { year: 2024, week: 1 } },
  },
});
