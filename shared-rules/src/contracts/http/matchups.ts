import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdSchema, LeagueIdParamSchema, LeagueParamsSchema, WeekQuerySchema, YearQuerySchema } from './entities/common';
import { MatchupSchema } from './entities/matchup';

/**
 * Matchups and the live scoreboard (spec §7 "Matchups", §3 "Matchup" and "Scoreboard", §4 "Matchups").
 */

/** Filter by year (default: current) and week (default: every week of that year). */
export const ListMatchupsQuerySchema = z.object({
  year: YearQuerySchema.optional(),
  week: WeekQuerySchema.optional(),
});
export type ListMatchupsQuery = z.infer<typeof ListMatchupsQuerySchema>;

/** Regular-season head-to-head games and playoff tournaments, kept apart as the pages show them. */
export const MatchupListSchema = z.object({
  matchups: z.array(MatchupSchema),
  playoffs: z.array(MatchupSchema),
});
export type MatchupList = z.infer<typeof MatchupListSchema>;

export const listMatchupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/matchups',
  params: LeagueParamsSchema,
  query: ListMatchupsQuerySchema,
  response: MatchupListSchema,
});

/**
 * Commissioner generates the season's schedule, replacing matchups not yet played. An empty body:
 * the league's teams, divisions and playoff rounds decide it.
 */
export const generateMatchupsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leagues/:leagueId/matchups',
  params: LeagueParamsSchema,
  body: z.object({}).strict(),
  response: MatchupListSchema,
  auth: true,
});

/** Scoreboard for a league and week (default: current fantasy week). */
export const ScoreboardQuerySchema = z.object({
  leagueId: LeagueIdParamSchema,
  week: WeekQuerySchema.optional(),
});
export type ScoreboardQuery = z.infer<typeof ScoreboardQuerySchema>;

/**
 * A team's live line (spec §3 "Scoreboard"): points so far, projected final points, player-minutes
 * left to play, and the uid of its matchup that week (null on a bye).
 */
export const ScoreboardTeamSchema = z.object({
  tid: IdSchema,
  points: z.number(),
  projected: z.number(),
  minutes: z.number().nonnegative(),
  matchup: IdSchema.nullable(),
});
export type ScoreboardTeam = z.infer<typeof ScoreboardTeamSchema>;

/** `last_updated` (unix seconds) is the marker the realtime scoreboard registration sends back. */
export const ScoreboardSchema = z.object({
  week: z.number().int().min(0).max(22),
  last_updated: z.number().int().nonnegative().nullable(),
  teams: z.array(ScoreboardTeamSchema),
});
export type Scoreboard = z.infer<typeof ScoreboardSchema>;

export const getScoreboardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/scoreboard',
  query: ScoreboardQuerySchema,
  response: ScoreboardSchema,
});

