import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { LeagueIdParamSchema, PidSchema, PositionSchema, SeasonTypeSchema, UnixSecondsSchema, YearQuerySchema, queryList } from './entities/common';
import { GamelogSchema } from './entities/gamelog';

/**
 * The selected-player drawer's data tabs (spec §2 "Selected-player bottom drawer", §7 Players:
 * GET /players/{pid}/gamelogs, /practices, /markets). Reads only; visitors may call them.
 */

export const PlayerPidParamsSchema = z.object({ pid: PidSchema });

/** Seasons to include (default: every season with stats) and season types (default REG and POST). */
export const PlayerGamelogsByPidQuerySchema = z.object({
  years: queryList(YearQuerySchema).optional(),
  seas_type: SeasonTypeSchema.optional(),
  leagueId: LeagueIdParamSchema.default(0),
});
export type PlayerGamelogsByPidQuery = z.infer<typeof PlayerGamelogsByPidQuerySchema>;

/**
 * A player's games: `gamelogs` newest first; `years` every season with a line for him. Lines with
 * only part of the stats (the 2020–2022 passing and rushing files) carry no points, rank or points
 * added (`complete: false` years).
 */
export const PlayerGamelogsSchema = z.object({
  pid: PidSchema,
  pos: PositionSchema.nullable(),
  years: z.array(z.object({ year: z.number().int(), complete: z.boolean() })),
  gamelogs: z.array(GamelogSchema),
});
export type PlayerGamelogs = z.infer<typeof PlayerGamelogsSchema>;

export const getPlayerGamelogsByPidEndpoint = defineEndpoint({
  method: 'GET',
  path: '/players/:pid/gamelogs',
  params: PlayerPidParamsSchema,
  query: PlayerGamelogsByPidQuerySchema,
  response: PlayerGamelogsSchema,
  docs: {
    summary: "A player's gamelogs",
    description:
      "The player's games by season (default every season in the data, 2020 on), newest first: day, week, team, opponent, the stats of his position (spec §5: QB passing and rushing, RB rushing and receiving, WR/TE receiving), and — where the season's stat lines are complete (2023 on) — fantasy points in the league's scoring (default league 0), points added over the week's worst starter and the position rank of the week. 2020–2022 come from passing and rushing game lines only, so they have no points. The data set has no snap counts.",
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { pid: 'JOSH-ALLE-2018-1996-05-21' }, query: { years: '2024,2025' } },
  },
});

/** One weekly injury and practice report (spec §3 "Practice report"); daily entries are null when the source has none. */
export const PracticeReportSchema = z.object({
  year: z.number().int(),
  week: z.number().int(),
  seas_type: z.string(),
  team: z.string().nullable(),
  /** Game status of the report: Out, Doubtful, Questionable … (null when none was given). */
  status: z.string().nullable(),
  /** The report's injuries, primary first. */
  inj: z.string().nullable(),
  /** The week's practice participation (e.g. "Limited Participation in Practice"). */
  practice_status: z.string().nullable(),
  practice_inj: z.string().nullable(),
  m: z.string().nullable(),
  tu: z.string().nullable(),
  w: z.string().nullable(),
  th: z.string().nullable(),
  f: z.string().nullable(),
  s: z.string().nullable(),
  su: z.string().nullable(),
});
export type PracticeReport = z.infer<typeof PracticeReportSchema>;

export const getPlayerPracticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/players/:pid/practices',
  params: PlayerPidParamsSchema,
  response: z.array(PracticeReportSchema),
  docs: {
    summary: "A player's practice reports",
    description:
      "The player's weekly injury and practice reports, newest first (the shipped data holds the 2025 season, weeks 1–22). The source gives one practice participation per week, not one per day, so the Mon–Sun entries are null unless a feed with daily entries is loaded.",
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { pid: 'JOSH-ALLE-2018-1996-05-21' } },
  },
});

const rate = z.number().nullable();

/**
 * One priced side of a market (spec §3 "Betting market" selection), with the hit rate and edge of
 * the same selection before this event per window: current season, last season, last 5, last 10,
 * overall (edge = hit rate minus the implied probability of these odds).
 */
export const MarketSelectionSchema = z.object({
  selection_name: z.string(),
  selection_type: z.string(),
  selection_metric_line: z.number().nullable(),
  odds_american: z.number(),
  implied_probability: z.number().nullable(),
  /** Unix seconds the price was taken (game markets of the schedule: the closing line, at kickoff). */
  timestamp: UnixSecondsSchema,
  /** Settled result, null while open or when the data cannot settle it. */
  result: z.enum(['hit', 'miss', 'push']).nullable(),
  current_season_hit_rate_hard: rate,
  current_season_edge_hard: rate,
  last_season_hit_rate_hard: rate,
  last_season_edge_hard: rate,
  last_five_hit_rate_hard: rate,
  last_five_edge_hard: rate,
  last_ten_hit_rate_hard: rate,
  last_ten_edge_hard: rate,
  overall_hit_rate_hard: rate,
  overall_edge_hard: rate,
});
export type MarketSelection = z.infer<typeof MarketSelectionSchema>;

/** One market of one event (spec §3 market fields). */
export const BettingMarketSchema = z.object({
  source_id: z.string(),
  source_market_name: z.string(),
  market_type: z.string(),
  year: z.number().int(),
  week: z.number().int().nullable(),
  event_date: z.string().nullable(),
  event_time_est: z.string().nullable(),
  home_team: z.string().nullable(),
  away_team: z.string().nullable(),
  esbid: z.string().nullable(),
  selections: z.array(MarketSelectionSchema),
});
export type BettingMarket = z.infer<typeof BettingMarketSchema>;

export const PlayerMarketsSchema = z.object({
  pid: PidSchema,
  /** The player's NFL team whose game markets are listed (null for a player on no team). */
  team: z.string().nullable(),
  /** Player prop markets loaded for this player (0 when no prop feed is loaded). */
  prop_markets: z.number().int().nonnegative(),
  markets: z.array(BettingMarketSchema),
});
export type PlayerMarkets = z.infer<typeof PlayerMarketsSchema>;

export const getPlayerMarketsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/players/:pid/markets',
  params: PlayerPidParamsSchema,
  response: PlayerMarketsSchema,
  docs: {
    summary: "A player's betting markets",
    description:
      "The betting markets of the player, oldest first: his NFL team's game markets from the schedule's closing lines (GAME_MONEYLINE, GAME_SPREAD, GAME_TOTAL, every game since 2020, source NFLVERSE), and any player prop markets (SEASON_…, GAME_…, ALT lines) loaded by `npm run ingest:markets` from a licensed odds feed — none ship with the project. Each selection is settled from the real result where known, and carries its hit rate and edge over the same selection's earlier events per window (this season, last season, last 5, last 10, overall).",
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { pid: 'JOSH-ALLE-2018-1996-05-21' } },
  },
});
