import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import {
  IdSchema,
  LeagueIdParamSchema,
  LeagueParamsSchema,
  PidSchema,
  PositionSchema,
  UnixSecondsSchema,
  WeekQuerySchema,
  YearQuerySchema,
  YearSchema,
} from './entities/common';

/**
 * League history and team numbers (spec §7 "Teams, stats and season" and "Draft"; §3 "Careerlog
 * metrics", "Team daily value", "Season record"; §9 "Draft pick value").
 */

/** Record and scoring numbers shared by a season line and a career line (spec §3). */
const RecordMetrics = {
  wins: z.number().int().nonnegative(),
  losses: z.number().int().nonnegative(),
  ties: z.number().int().nonnegative(),
  /** All-play record: as if each week were played against every other team. */
  apWins: z.number().int().nonnegative(),
  apLosses: z.number().int().nonnegative(),
  apTies: z.number().int().nonnegative(),
  pf: z.number(),
  pa: z.number(),
  pdiff: z.number(),
  /** Potential points: the optimal lineup's points; `pw`/`pl` potential wins and losses. */
  pp: z.number(),
  pw: z.number().int().nonnegative(),
  pl: z.number().int().nonnegative(),
  pp_pct: z.number().nullable(),
  pmax: z.number().nullable(),
  pmin: z.number().nullable(),
};

export const YearQueryOnlySchema = z.object({ year: YearQuerySchema.optional() });

/** One team's season line. `regular_season_finish`/`post_season_finish` are places (1 = first). */
export const TeamSeasonStatsSchema = z.object({
  tid: IdSchema,
  lid: z.number().int().nonnegative(),
  year: YearSchema,
  ...RecordMetrics,
  division_finish: z.number().int().positive().nullable(),
  regular_season_finish: z.number().int().positive().nullable(),
  post_season_finish: z.number().int().positive().nullable(),
});
export type TeamSeasonStats = z.infer<typeof TeamSeasonStatsSchema>;

/** Every team's season line for the year (default: current). */
export const getTeamStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/team-stats',
  params: LeagueParamsSchema,
  query: YearQueryOnlySchema,
  response: z.array(TeamSeasonStatsSchema),
  docs: {
    summary: 'Team season lines',
    description: 'Every team\'s season line for the year (default: current): record, all-play record, points for and against, potential points and record, highest and lowest week, and division, regular-season and postseason finishes.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1 }, query: { year: 2025 } },
  },
});

/** A team's keeptradecut value on a day; team value = share × teams × season_due_amount (§9). */
export const TeamDailyValueSchema = z.object({
  tid: IdSchema,
  ktc_value: z.number().nonnegative(),
  ktc_share: z.number().min(0).max(1),
  timestamp: UnixSecondsSchema,
});
export type TeamDailyValue = z.infer<typeof TeamDailyValueSchema>;

/** Daily values of every team, oldest first (deltas at 7, 30, 90, 365 and 730 days are derived). */
export const getTeamDailyValuesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/team-daily-values',
  params: LeagueParamsSchema,
  response: z.array(TeamDailyValueSchema),
  docs: {
    summary: 'Team value history',
    description: 'Every team\'s value by day, oldest first, as a daily job records it at midnight New York: `ktc_value` is what the team\'s players are worth on the league\'s market (the sum of their market salaries — the product\'s own valuation; the field names are the spec\'s) and `ktc_share` its share of the league. History starts with the first snapshot the league\'s server took. Team value = share × teams × season_due_amount (§9); the page charts it with the 7, 30, 90, 365 and 730-day changes.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

/**
 * Career metrics (spec §3): the record numbers plus titles, best and worst finishes; further
 * numeric metrics ride along. `ranks` gives each metric's rank among the league (1 = best).
 */
const CareerlogBase = z
  .object({
    ...RecordMetrics,
    weekly_high_scores: z.number().int().nonnegative(),
    post_seasons: z.number().int().nonnegative(),
    championships: z.number().int().nonnegative(),
    championship_rounds: z.number().int().nonnegative(),
    regular_season_leader: z.number().int().nonnegative(),
    num_byes: z.number().int().nonnegative(),
    division_wins: z.number().int().nonnegative(),
    first_season_year: YearSchema,
    last_season_year: YearSchema,
    num_seasons: z.number().int().positive(),
    ranks: z.record(z.string(), z.number().int().positive()),
  })
  .catchall(z.number().nullable());

export const UserCareerlogSchema = CareerlogBase.extend({ userid: IdSchema, username: z.string() });
export type UserCareerlog = z.infer<typeof UserCareerlogSchema>;

export const TeamCareerlogSchema = CareerlogBase.extend({ tid: IdSchema });
export type TeamCareerlog = z.infer<typeof TeamCareerlogSchema>;

export const CareerlogsSchema = z.object({
  users: z.array(UserCareerlogSchema),
  teams: z.array(TeamCareerlogSchema),
});
export type Careerlogs = z.infer<typeof CareerlogsSchema>;

export const getCareerlogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/careerlogs',
  params: LeagueParamsSchema,
  response: CareerlogsSchema,
  docs: {
    summary: 'League careerlogs',
    description: 'Every careerlog metric (spec §3) per team and per user over the seasons the league has played: records, all-play records, points for and against, potential points, weekly high scores, playoff appearances, byes, wildcard and championship results, titles, division wins, best and worst seasons and finishes. Each metric has a rank among the teams (or users): 1 is the highest value, except finishes, where 1 is the best place. A user\'s line sums the teams the user owns now.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
    example: { params: { leagueId: 1 } },
  },
});

/** Week (default: current; 0 = season) and year. */
export const BaselinesQuerySchema = z.object({ week: WeekQuerySchema.optional(), year: YearQuerySchema.optional() });
export type BaselinesQuery = z.infer<typeof BaselinesQuerySchema>;

/**
 * Baselines by week, then position, then baseline type (`starter`: worst projected starter,
 * `available`: best unrostered player), each naming the baseline player's pid (spec §3
 * "Players state"). Week keys are strings in JSON.
 */
export const BaselinesSchema = z.record(
  z.string().regex(/^\d+$/),
  z.partialRecord(PositionSchema, z.partialRecord(z.enum(['starter', 'available']), PidSchema)),
);
export type Baselines = z.infer<typeof BaselinesSchema>;

export const getBaselinesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/baselines',
  params: LeagueParamsSchema,
  query: BaselinesQuerySchema,
  response: BaselinesSchema,
});

export const SeasonParamsSchema = z.object({ leagueId: LeagueIdParamSchema, year: YearQuerySchema });
export type SeasonParams = z.infer<typeof SeasonParamsSchema>;

/** A league season's playoff settings (spec §3 "Season record"); null round when not set. */
export const SeasonRecordSchema = z.object({
  lid: z.number().int().nonnegative(),
  year: YearSchema,
  wildcard_round: z.number().int().min(1).max(22).nullable(),
  championship_round: z.array(z.number().int().min(1).max(22)),
  /** The title winner once the last championship week is final. */
  champion: IdSchema.nullable(),
  /** Every week of the season, playoffs included, is final. */
  finalized: z.boolean(),
});
export type SeasonRecord = z.infer<typeof SeasonRecordSchema>;

export const getSeasonEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/seasons/:year',
  params: SeasonParamsSchema,
  response: SeasonRecordSchema,
  docs: {
    summary: 'Season record',
    description: 'A league season\'s playoff weeks (wildcard week and championship weeks), its champion once decided and whether the season is complete. 404 when the league has no record of that season.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { leagueId: 1, year: 2025 } },
  },
});

/**
 * Value of a rookie pick by overall rank (spec §9): medians over past drafts of points added per
 * game, best season and career. The pick value itself (3 parts best season, 1 part career, times
 * remaining weeks) is a shared rule applied to these rows.
 */
export const DraftPickValueSchema = z.object({
  rank: z.number().int().positive(),
  median_best_season_points_added_per_game: z.number(),
  median_career_points_added_per_game: z.number(),
});
export type DraftPickValue = z.infer<typeof DraftPickValueSchema>;

export const getDraftPickValueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/leagues/:leagueId/draft-pick-value',
  params: LeagueParamsSchema,
  response: z.array(DraftPickValueSchema),
});
