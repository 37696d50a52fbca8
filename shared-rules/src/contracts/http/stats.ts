import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import {
  LeagueIdParamSchema,
  NflTeamSchema,
  PidSchema,
  PositionSchema,
  SeasonTypeSchema,
  WeekQuerySchema,
  YearQuerySchema,
  queryList,
} from './entities/common';
import { GamelogSchema } from './entities/gamelog';
import { PlaySchema, PlayStatSchema } from './entities/play';

/**
 * NFL stats, plays, percentiles and seasonlogs (spec §7 "Stats and schedule"). Reads only; visitors
 * may call them. Fantasy points use the league's scoring (`leagueId`, default league 0).
 */

/**
 * Player gamelogs: by year with optional week, season type, position and opponent (spec: requests
 * by opponent take year, opponent and position).
 */
export const PlayerGamelogsQuerySchema = z.object({
  year: YearQuerySchema,
  week: WeekQuerySchema.optional(),
  seas_type: SeasonTypeSchema.default('REG'),
  position: PositionSchema.optional(),
  opponent: NflTeamSchema.optional(),
  leagueId: LeagueIdParamSchema.default(0),
});
export type PlayerGamelogsQuery = z.infer<typeof PlayerGamelogsQuerySchema>;

export const getPlayerGamelogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/stats/gamelogs/players',
  query: PlayerGamelogsQuerySchema,
  response: z.array(GamelogSchema),
});

/** Plays of a week (default: current) and year, optionally of some NFL teams only (`teams=KC,BUF`). */
export const PlaysQuerySchema = z.object({
  year: YearQuerySchema.optional(),
  week: WeekQuerySchema.optional(),
  seas_type: SeasonTypeSchema.default('REG'),
  teams: queryList(NflTeamSchema).optional(),
});
export type PlaysQuery = z.infer<typeof PlaysQuerySchema>;

export const getPlaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/plays',
  query: PlaysQuerySchema,
  response: z.array(PlaySchema),
});

/** Charted plays involving one player, optionally limited to some years (`years=2024,2025`). */
export const ChartedPlaysQuerySchema = z.object({
  pid: PidSchema,
  years: queryList(YearQuerySchema).optional(),
});
export type ChartedPlaysQuery = z.infer<typeof ChartedPlaysQuerySchema>;

export const getChartedPlaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/plays/charted',
  query: ChartedPlaysQuerySchema,
  response: z.array(PlaySchema),
});

/** The stats credited on the plays of a week (the live scoreboard's input). */
export const getPlayStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/plays/stats',
  query: PlaysQuerySchema,
  response: z.array(PlayStatSchema),
});

/** Percentile key (spec §3): per position and stat group, e.g. `QB_PASSING` or `WR_RECEIVING`. */
export const PercentileParamsSchema = z.object({ percentile_key: z.string().regex(/^[A-Za-z0-9_]{1,64}$/) });
export type PercentileParams = z.infer<typeof PercentileParamsSchema>;

/** Reported points of one field (spec §9), reversed for lower-is-better stats by the server. */
export const PercentileSchema = z.object({
  p25: z.number(),
  p50: z.number(),
  p75: z.number(),
  p90: z.number(),
  p95: z.number(),
  p98: z.number(),
  p99: z.number(),
  min: z.number(),
  max: z.number(),
});
export type Percentile = z.infer<typeof PercentileSchema>;

/** Percentiles keyed by stat field. */
export const PercentilesSchema = z.record(z.string(), PercentileSchema);
export type Percentiles = z.infer<typeof PercentilesSchema>;

export const getPercentilesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/percentiles/:percentile_key',
  params: PercentileParamsSchema,
  response: PercentilesSchema,
});

/** Optional league for fantasy points allowed (default league 0). */
export const TeamSeasonlogsQuerySchema = z.object({ leagueId: LeagueIdParamSchema.optional(), year: YearQuerySchema.optional() });
export type TeamSeasonlogsQuery = z.infer<typeof TeamSeasonlogsQuerySchema>;

/**
 * NFL team seasonlogs keyed by team then stat key (spec §3 "Play"), e.g. points allowed to each
 * position (`AGAINST_ADJ` rows carry `pts` and `rnk` per position).
 */
export const TeamSeasonlogsSchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.number().nullable())));
export type TeamSeasonlogs = z.infer<typeof TeamSeasonlogsSchema>;

export const getTeamSeasonlogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/seasonlogs/teams',
  query: TeamSeasonlogsQuerySchema,
  response: TeamSeasonlogsSchema,
});
