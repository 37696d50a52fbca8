import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { IdSchema, LeagueIdParamSchema, LeagueParamsSchema, WeekQuerySchema, WeekSchema, YearQuerySchema } from './entities/common';
import { MatchupSchema } from './entities/matchup';
import { TeamSeasonStatsSchema } from './team-stats';

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
  docs: {
    summary: 'List matchups',
    description: 'The season\'s matchups (default: the current season), of one week or every week. Regular-season head-to-head games are in `matchups`; the postseason (wildcard games after week 14 and the championship tournament, whose points are its weeks combined) in `playoffs`. Points are null until a week is finalized; a commissioner\'s correction counts in them.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1 }, query: { year: 2025, week: 5 } },
  },
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
  docs: {
    summary: 'Generate the schedule',
    description: 'Generates the current season\'s regular-season head-to-head schedule (weeks 1–14) from the league\'s teams and divisions, replacing the season\'s matchups in one transaction; each call draws a new order. Refused with MATCHUPS_ALREADY_SCORED once any week of the season is final.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'MATCHUPS_ALREADY_SCORED', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1 }, body: {} },
  },
});

/** Scoreboard for a league and week (default: current fantasy week). */
/** Refusal details of the rules a schema cannot say (the final week depends on the year). */
export const SEASON_WEEK_RULES = {
  year: 'a season that has started',
  week: 'a week of the fantasy season (1 to its final week)',
  tid: 'a team of the league',
} as const;

export const ScoreboardQuerySchema = z.object({
  leagueId: LeagueIdParamSchema,
  /** Default: the current season. A past season's week can be opened (and replayed) too. */
  year: YearQuerySchema.meta({ 'x-rules': [SEASON_WEEK_RULES.year] }).optional(),
  week: WeekQuerySchema.meta({ 'x-rules': [SEASON_WEEK_RULES.week] }).optional(),
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
  year: z.number().int(),
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
  docs: {
    summary: 'Live scoreboard of a league week',
    description:
      "Each team's points so far (the commissioner's correction when set), projected final points, player-minutes left and its matchup that week. The week defaults to the scoreboard's default week (spec §2: the current week capped at the final week, minus one on Tuesdays, at least 1). `last_updated` is the marker a `/ws` `scoreboard_register` sends back; the server pushes a `scoreboard` message on every change of points.",
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { query: { leagueId: 1, year: 2025, week: 5 } },
  },
});


/**
 * One starter (or bench player) of a team's lineup for a week, as the matchup page shows it:
 * actual points from real stats under the league's scoring (null until the player's game starts),
 * our projection (see season-play/projection.ts: a trailing average, since no projection source is
 * licensed), player-minutes left, and the game's state (`bye` when the player's team has no game).
 */
export const LineupPlayerSchema = z.object({
  slot: z.number().int().nonnegative(),
  pid: z.string(),
  pos: z.string(),
  name: z.string(),
  team: z.string().nullable(),
  points: z.number().nullable(),
  projection: z.number(),
  minutes_left: z.number().nonnegative(),
  status: z.enum(['scheduled', 'live', 'final', 'bye']),
  esbid: z.string().nullable(),
  opponent: z.string().nullable(),
  kickoff: z.number().int().nonnegative().nullable(),
});
export type LineupPlayer = z.infer<typeof LineupPlayerSchema>;

/**
 * A team's lineup and line for one week: the starters slot by slot, the bench, and the totals the
 * scoreboard shows. `points_manual` is the commissioner's correction, when set (it replaces `points`
 * in the matchup result and the standings). `final` once the week is finalized.
 */
export const TeamWeekLineupSchema = z.object({
  tid: IdSchema,
  week: WeekSchema,
  year: z.number().int(),
  points: z.number(),
  points_manual: z.number().nullable(),
  projected: z.number(),
  minutes: z.number().nonnegative(),
  final: z.boolean(),
  starters: z.array(LineupPlayerSchema),
  bench: z.array(LineupPlayerSchema),
});
export type TeamWeekLineup = z.infer<typeof TeamWeekLineupSchema>;

/** GET /leagues/:leagueId/matchups/:year/:week/lineups — every team's lineup of that week. */

export const WeekParamsSchema = z.object({
  leagueId: LeagueIdParamSchema,
  year: YearQuerySchema.meta({ 'x-rules': [SEASON_WEEK_RULES.year] }),
  week: WeekQuerySchema.meta({ 'x-rules': [SEASON_WEEK_RULES.week] }),
});
export type WeekParams = z.infer<typeof WeekParamsSchema>;

export const WeekLineupsSchema = z.object({
  year: z.number().int(),
  week: WeekSchema,
  last_updated: z.number().int().nonnegative().nullable(),
  lineups: z.array(TeamWeekLineupSchema),
});
export type WeekLineups = z.infer<typeof WeekLineupsSchema>;

export const getWeekLineupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/matchups/:year/:week/lineups',
  params: WeekParamsSchema,
  response: WeekLineupsSchema,
  docs: {
    summary: 'Week lineups',
    description: 'Every team\'s lineup of the week slot by slot: the lineup as finalized when the week is final, else the current roster\'s. Each player has actual points from the ingested stats under the league\'s scoring, a trailing-average projection, minutes left and his game\'s state; each team its points, projected points and player-minutes left. The week must be 1 to the final fantasy week of a season that has started.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1, year: 2025, week: 5 } },
  },
});

/** The commissioner's points correction for a team's week (null clears it). */
export const SetPointsManualBodySchema = z.object({
  tid: IdSchema,
  points_manual: z.number().min(-1000).max(1000).nullable(),
}).strict().meta({ 'x-rules': [SEASON_WEEK_RULES.tid] });
export type SetPointsManualBody = z.infer<typeof SetPointsManualBodySchema>;

export const setPointsManualEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/leagues/:leagueId/matchups/:year/:week/points',
  params: WeekParamsSchema,
  body: SetPointsManualBodySchema,
  response: TeamWeekLineupSchema,
  auth: true,
  docs: {
    summary: 'Correct a team\'s points',
    description: 'The commissioner sets (or clears with null) a team\'s points correction for a finalized week. It is recorded as `points_manual` beside the scored points, and the matchup result, bracket and standings use it.',
    access: 'commissioner',
    errors: ['NOT_FOUND', 'NOT_COMMISSIONER', 'WEEK_NOT_FINAL', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1, year: 2025, week: 5 }, body: { tid: 3, points_manual: 101.5 } },
  },
});

/**
 * A team's odds (spec §3 Team "playoff, division, bye and championship odds, each also with-win and
 * with-loss variants"), probabilities 0–1 from a Monte Carlo simulation of the remaining schedule
 * (shared-rules season-play/odds.ts). The with-win/with-loss variants are conditional on the team's
 * game of the current week; null when it has none.
 */
export const TeamOddsSchema = z.object({
  playoff_odds: z.number().min(0).max(1),
  division_odds: z.number().min(0).max(1).nullable(),
  bye_odds: z.number().min(0).max(1),
  championship_odds: z.number().min(0).max(1),
  playoff_odds_with_win: z.number().min(0).max(1).nullable(),
  playoff_odds_with_loss: z.number().min(0).max(1).nullable(),
  division_odds_with_win: z.number().min(0).max(1).nullable(),
  division_odds_with_loss: z.number().min(0).max(1).nullable(),
  bye_odds_with_win: z.number().min(0).max(1).nullable(),
  bye_odds_with_loss: z.number().min(0).max(1).nullable(),
  championship_odds_with_win: z.number().min(0).max(1).nullable(),
  championship_odds_with_loss: z.number().min(0).max(1).nullable(),
});
export type TeamOdds = z.infer<typeof TeamOddsSchema>;

/** A postseason game or round of the bracket: teams with seeds and points, and the winner once decided. */
export const BracketRoundSchema = z.object({
  name: z.string(),
  weeks: z.array(WeekSchema),
  teams: z.array(z.object({ tid: IdSchema, seed: z.number().int().positive().nullable(), points: z.number().nullable() })),
  games: z.array(z.object({ tids: z.array(IdSchema).min(1), winner: IdSchema.nullable() })),
});
export type BracketRound = z.infer<typeof BracketRoundSchema>;

/**
 * GET /leagues/:leagueId/standings?year — the standings page in one call: each team's season line
 * (team-stats fields), its playoff seed, odds (current season only) and the postseason bracket.
 */
export const StandingsTeamSchema = TeamSeasonStatsSchema.extend({
  div: z.number().int().nullable(),
  seed: z.number().int().positive().nullable(),
  odds: TeamOddsSchema.nullable(),
});
export const StandingsSchema = z.object({
  year: z.number().int(),
  /** Regular-season weeks counted so far (finalized). */
  weeks_played: z.number().int().nonnegative(),
  /** When the odds were simulated (unix seconds) and how many seasons; null when not simulated. */
  odds_computed_at: z.number().int().nonnegative().nullable(),
  odds_simulations: z.number().int().nonnegative().nullable(),
  teams: z.array(StandingsTeamSchema),
  champion: IdSchema.nullable(),
  bracket: z.array(BracketRoundSchema),
});
export type Standings = z.infer<typeof StandingsSchema>;

export const getStandingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/standings',
  params: LeagueParamsSchema,
  query: z.object({ year: YearQuerySchema.optional() }),
  response: StandingsSchema,
  docs: {
    summary: 'Standings',
    description: 'The season\'s standings (default: current season): each team\'s record, points for and against, all-play record and potential points from the finalized regular-season weeks, in standings order with its division and playoff seed; the newest playoff, bye and championship odds (Monte Carlo over the remaining schedule, computed after each finalized week); the postseason bracket and champion.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1 }, query: { year: 2025 } },
  },
});
