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
  docs: {
    summary: 'Gamelogs of many players',
    description:
      "Every player's game lines of a season (and week) from the ingested stats, with fantasy points in the league's scoring (default league 0), points added over the week's worst starter and the position rank. With `opponent` and `position`: the games that position played against that NFL team (the drawer's opponent gamelogs). Best scorers first.",
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { query: { year: 2025, opponent: 'KC', position: 'WR' } },
  },
});

/** One or a list of integers in a query string (`down=3,4`). */
const intList = (min: number, max: number) => queryList(z.coerce.number<number | string>().int().min(min).max(max));

/**
 * The play types of the stats explorer (spec §2 "play_type"), over nflverse's `play_type`: PASS is a
 * pass or spike on a down, RUSH a run or kneel on a down, CONV a pass or run without a down (a two-point
 * try), FGXP a field goal or extra point, KOFF a kickoff, PUNT a punt, NOPL a play nullified by penalty.
 */
export const PlayTypeSchema = z.enum(['CONV', 'FGXP', 'KOFF', 'NOPL', 'PASS', 'PUNT', 'RUSH']);
export type PlayType = z.infer<typeof PlayTypeSchema>;

/** Page size of GET /plays and /plays/stats. */
export const PLAYS_PAGE_MAX = 500;

/**
 * Plays of the shipped play-by-play, filtered like the stats explorer (spec §2): years (default the
 * current season), weeks (default: the current week when `year` is absent too, else every week), season type, NFL teams
 * (either side), a player (any role), downs, quarters (5 = overtime), play types and a yardline_100
 * range (distance to the opponent's goal; applies only when narrower than 0-100 and leaves out plays
 * without a yard line). Paged with `limit` (at most 500) and `offset`, in game then play order.
 */
export const PlaysQuerySchema = z.object({
  year: queryList(YearQuerySchema).optional(),
  week: queryList(WeekQuerySchema).optional(),
  seas_type: SeasonTypeSchema.default('REG'),
  teams: queryList(NflTeamSchema).optional(),
  pid: PidSchema.optional(),
  down: intList(1, 4).optional(),
  quarter: intList(1, 6).optional(),
  play_type: queryList(PlayTypeSchema).optional(),
  ydl_100_min: z.coerce.number<number | string>().int().min(0).max(100).default(0),
  ydl_100_max: z.coerce.number<number | string>().int().min(0).max(100).default(100),
  limit: z.coerce.number<number | string>().int().min(1).max(PLAYS_PAGE_MAX).default(100),
  offset: z.coerce.number<number | string>().int().min(0).default(0),
});
export type PlaysQuery = z.infer<typeof PlaysQuerySchema>;

const PLAYS_ERRORS = ['NOT_FOUND', 'INVALID_PARAMS'] as const;

export const getPlaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/plays',
  query: PlaysQuerySchema,
  response: z.array(PlaySchema),
  docs: {
    summary: 'Plays of the play-by-play, filtered like the stats explorer',
    description:
      "Plays of the ingested nflverse play-by-play (seasons 2024 and 2025 ship with the product) in game then play order, each with the stats credited on it (`playStats`, NFL GSIS stat ids derived from the play's columns; api/src/features/plays/README.md lists which ids the data states and which it cannot). Filters: `year` (one or more; default the current season), `week` (one or more; without `year` the current week, with `year` every week), `seas_type`, `teams` (plays where the team is on offence or defence), `pid` (plays where the player passed, ran, was targeted, or kicked/punted), `down`, `quarter` (derived from the game clock; 5 is overtime), `play_type` and a `ydl_100_min`/`ydl_100_max` range of the distance to the opponent's goal. `limit` (at most 500, default 100) and `offset` page the result. An unknown `pid` answers 404; a bad filter 400 naming the field. The play-by-play has no description or drive sequence columns: `desc` and `sequence` are null.",
    access: 'visitor',
    errors: PLAYS_ERRORS,
    example: { query: { year: 2024, week: 1, teams: 'KC', down: '3,4', limit: 50 } },
  },
});

/** Charted plays involving one player, optionally limited to some years (`years=2024,2025`). */
export const ChartedPlaysQuerySchema = z.object({
  pid: PidSchema,
  years: queryList(YearQuerySchema).optional(),
});
export type ChartedPlaysQuery = z.infer<typeof ChartedPlaysQuerySchema>;

/** What a charting provider recorded of the player on the play (null where the file has no value). */
export const PlayChartingSchema = z.object({
  role: z.string().nullable(),
  route: z.string().nullable(),
  coverage_type: z.string().nullable(),
  man_zone: z.string().nullable(),
  offense_personnel: z.string().nullable(),
  defense_personnel: z.string().nullable(),
  offense_formation: z.string().nullable(),
  defenders_in_box: z.number().nullable(),
  time_to_throw: z.number().nullable(),
  separation: z.number().nullable(),
});
export type PlayCharting = z.infer<typeof PlayChartingSchema>;

export const ChartedPlaySchema = PlaySchema.extend({ charting: PlayChartingSchema });
export type ChartedPlay = z.infer<typeof ChartedPlaySchema>;

export const getChartedPlaysEndpoint = defineEndpoint({
  method: 'GET',
  path: '/plays/charted',
  query: ChartedPlaysQuerySchema,
  response: z.array(ChartedPlaySchema),
  docs: {
    summary: "A player's charted plays",
    description:
      "The plays a charting provider charted for the player (route, coverage, man/zone, personnel, formation, box count, time to throw, separation) in game then play order, each with the play as GET /plays answers it and the player's `charting`. Charted data is loaded by a deployment from a provider's CSV (`npm run ingest:charted -w @league/api -- --file …`, format in api/src/features/plays/README.md); the shipped product has none, so the answer is an empty list until a file is loaded. An unknown `pid` answers 404.",
    access: 'visitor',
    errors: PLAYS_ERRORS,
    example: { query: { pid: 'JOSH-ALLE-2018-1996-05-21', years: '2024,2025' } },
  },
});

/** The stats credited on the plays of a week (the live scoreboard's input). */
export const getPlayStatsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/plays/stats',
  query: PlaysQuerySchema,
  response: z.array(PlayStatSchema),
  docs: {
    summary: 'Stats credited on the plays of a week',
    description:
      'The `playStats` of the plays GET /plays answers for the same query (same filters, defaults and paging, which count plays), flattened in game then play order: one row per NFL GSIS stat id credited to a player on a play, with his league `gsispid` when the player is known. Only the stat ids the play-by-play states are derived (api/src/features/plays/README.md).',
    access: 'visitor',
    errors: PLAYS_ERRORS,
    example: { query: { year: 2024, week: 1, teams: 'KC' } },
  },
});

/**
 * Percentile key (spec §3): a position and a stat group, `QB_PASSING`, `RB_RUSHING`, `WR_RECEIVING`,
 * `K_KICKER`, `DST_DEFENSE` … (see PERCENTILE_KEY_PATTERN).
 */
export const PERCENTILE_KEY_PATTERN = /^(QB|RB|WR|TE|K|DST)_(PASSING|RUSHING|RECEIVING|KICKER|DEFENSE)$/;
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

/** Percentiles of a key: the seasons and qualifying games they are taken over, by stat field. */
export const PercentilesSchema = z.object({
  percentile_key: z.string(),
  years: z.array(z.number().int()),
  games: z.number().int().nonnegative(),
  fields: z.record(z.string(), PercentileSchema),
});
export type Percentiles = z.infer<typeof PercentilesSchema>;

export const getPercentilesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/percentiles/:percentile_key',
  params: PercentileParamsSchema,
  response: PercentilesSchema,
  docs: {
    summary: 'Stat percentiles of a position group',
    description:
      'Percentiles 25, 50, 75, 90, 95, 98, 99, min and max (spec §9) of every stat of the group over the single-game lines of the ingested seasons, counting only qualifying games: 14 pass attempts for passing, 8 rush attempts for rushing, 8 targets for receiving (kicker and defence groups count every game). Lower-is-better stats (interceptions, fumbles lost) are reversed, so p90 is always the better end. `pts` is fantasy points in the default league scoring. An unknown key answers 404.',
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { params: { percentile_key: 'QB_PASSING' } },
  },
});

/** Optional league for fantasy points allowed (default league 0) and season (default: the latest with stats). */
export const TeamSeasonlogsQuerySchema = z.object({ leagueId: LeagueIdParamSchema.optional(), year: YearQuerySchema.optional() });
export type TeamSeasonlogsQuery = z.infer<typeof TeamSeasonlogsQuerySchema>;

/** Points against of one position: per-game average and rank (1 = most allowed, the easiest matchup). */
export const PointsAgainstSchema = z.object({ pts: z.number(), rnk: z.number().int().positive() });

/**
 * NFL team seasonlogs keyed by team then stat key (spec §3 "Play" and "NFL schedule entry"):
 * `{POS}_AGAINST` (fantasy points allowed to the position per game) and `{POS}_AGAINST_ADJ` (adjusted:
 * per game, the points over what those offences average, so a defence is not blamed for its schedule),
 * each with `pts` and `rnk`.
 */
export const TeamSeasonlogsSchema = z.object({
  year: z.number().int().nullable(),
  teams: z.record(z.string(), z.record(z.string(), PointsAgainstSchema)),
});
export type TeamSeasonlogs = z.infer<typeof TeamSeasonlogsSchema>;

export const getTeamSeasonlogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/seasonlogs/teams',
  query: TeamSeasonlogsQuerySchema,
  response: TeamSeasonlogsSchema,
  docs: {
    summary: 'NFL team points against',
    description:
      "Each NFL team's fantasy points allowed per game to QB, RB, WR, TE and K in a season's regular-season games (default: the latest season with stat lines), raw (`{POS}_AGAINST`) and adjusted for the offences faced (`{POS}_AGAINST_ADJ`), with ranks: 1 allows the most. Points use the league's scoring (default league 0). `year` is null and `teams` empty when no season has stats.",
    access: 'visitor',
    errors: ['NOT_FOUND', 'INVALID_PARAMS'],
    example: { query: { year: 2025 } },
  },
});
