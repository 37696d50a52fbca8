import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import { DataViewFiltersSchema } from './data-view-filters';

/**
 * Saved player-table views (spec §3 "Data view", §4 "Transactions list and data views", §5, §6, §7).
 *
 * System views belong to the username {@link SYSTEM_VIEW_USERNAME} and have no `user_id`; nobody may
 * save over or delete them. A user's own view may be saved and deleted only by that user.
 */
export const SYSTEM_VIEW_USERNAME = 'system';

/** Parameters a column may take (spec §3 "Data view": year, seas_type, rate_type; plus a week range). */
export type DataViewColumnParamName = 'year' | 'seas_type' | 'weeks' | 'rate_type';

/** What a catalogue entry says of a column: header, plain-language description, family, value type, parameters. */
export interface DataViewColumnMeta {
  label: string;
  description: string;
  family: 'player' | 'combine' | 'league' | 'projections' | 'seasonlogs' | 'careerlogs' | 'passing' | 'rushing' | 'receiving' | 'team' | 'game_lines';
  type: 'string' | 'number';
  params: readonly DataViewColumnParamName[];
}

const PLAY_PARAMS = ['year', 'seas_type', 'weeks', 'rate_type'] as const;
const LOG_PARAMS = ['year', 'seas_type', 'weeks'] as const;
const player = (label: string, description: string, type: 'string' | 'number' = 'number') =>
  ({ label, description, family: 'player', type, params: [] }) as const;
const combine = (label: string, description: string) => ({ label, description, family: 'combine', type: 'number', params: [] }) as const;
const league = (label: string, description: string) => ({ label, description, family: 'league', type: 'number', params: [] }) as const;
const projected = (label: string, description: string) => ({ label, description, family: 'projections', type: 'number', params: [] }) as const;
const logs = (label: string, description: string) => ({ label, description, family: 'seasonlogs', type: 'number', params: LOG_PARAMS }) as const;
const careers = (label: string, description: string) => ({ label, description, family: 'careerlogs', type: 'number', params: [] }) as const;
const lines = (label: string, description: string) => ({ label, description, family: 'game_lines', type: 'number', params: LOG_PARAMS }) as const;
const plays = (family: 'passing' | 'rushing' | 'receiving' | 'team', label: string, description: string, rate = true) =>
  ({ label, description, family, type: 'number', params: rate ? PLAY_PARAMS : LOG_PARAMS }) as const;

/**
 * The player data column catalogue (spec §3): every column the server's query engine computes
 * (api/src/features/data-views/engine), each with a plain-language description. Families the shipped data
 * cannot fill (betting markets per player, ESPN scores, contracts, KTC, PFF) are not listed:
 * api/src/features/data-views/engine/README.md names the data source each one needs.
 *
 * Play columns count regular-season plays of the year by default; `weeks` narrows to a week range and
 * `rate_type: per_game` divides counts by the games the player appears in that role.
 */
export const DATA_VIEW_COLUMNS = {
  player_name: player('Player', 'Player name', 'string'),
  player_position: player('Pos', 'Fantasy position', 'string'),
  player_nfl_team: player('NFL Team', 'Current NFL team', 'string'),
  player_age: player('Age', 'Age in years (days / 365, one decimal)'),
  player_height: player('Height', 'Height in inches'),
  player_weight: player('Weight', 'Weight in pounds'),
  player_draft_year: player('Draft Year', 'NFL draft year'),
  player_draft_round: player('Round', 'NFL draft round'),
  player_draft_pick: player('Pick', 'Overall NFL draft pick'),
  player_college: player('College', 'College', 'string'),
  player_forty_yard_dash: combine('40', 'NFL combine 40-yard dash, seconds'),
  player_vertical_jump: combine('Vert', 'NFL combine vertical jump, inches'),
  player_broad_jump: combine('Broad', 'NFL combine broad jump, inches'),
  player_bench_press: combine('Bench', 'NFL combine 225 lb bench press repetitions'),
  player_three_cone: combine('3-Cone', 'NFL combine three-cone drill, seconds'),
  player_short_shuttle: combine('Shuttle', 'NFL combine 20-yard shuttle, seconds'),
  player_burst_score: combine('Burst', 'Burst score: vertical jump in inches plus broad jump divided by 12'),
  player_league_salary: league('Salary', 'Salary on a roster of the league'),
  player_league_team_id: league('Team', 'Team id of the league roster the player is on'),
  player_league_tag: league('Tag', 'Roster tag in the league: 1 regular, 2 franchise, 3 rookie, 4 restricted free agency'),
  player_week_projected_points: projected('Proj Wk', "Projected fantasy points this week: the league's scoring of every projection source at its default weight (none after the final week)"),
  player_rest_of_season_projected_points: projected('Proj ROS', "Projected fantasy points from this week to the final week, the same way (in the offseason: the whole next season)"),
  player_fantasy_points_from_seasonlogs: logs('Season Pts', 'Half-PPR fantasy points from offensive stats over the season (regular season by default)'),
  player_fantasy_points_per_game_from_seasonlogs: logs('Pts/G', 'Half-PPR fantasy points per game played'),
  player_games_played_from_seasonlogs: logs('Games', 'Games with a stat line'),
  player_fantasy_points_position_rank_from_seasonlogs: logs('Pos Rank', 'Rank by season fantasy points among players of the same position (1 = best)'),
  player_points_added_from_seasonlogs: logs(
    'Pts Added',
    "Half-PPR points over a replacement starter: his points minus his games times the points per game of his position's last starter in a 12-team league (1 QB, 2 RB, 2 WR, 1 TE) among players with 8 or more games in the window (half the window's weeks when shorter)",
  ),
  player_points_added_per_game_from_seasonlogs: logs('Pts Added/G', 'Points added per game played'),
  player_career_points_from_careerlogs: careers('Career Pts', 'Half-PPR fantasy points over every regular season the stats hold (2023 on), the season in progress included'),
  player_career_games_from_careerlogs: careers('Career G', 'Regular-season games with a stat line, over the seasons the stats hold'),
  player_career_points_per_game_from_careerlogs: careers('Career Pts/G', 'Career half-PPR points per game played'),
  player_career_points_added_from_careerlogs: careers('Career Pts Added', 'Points added (as the season column) summed over his seasons'),
  player_career_seasons_from_careerlogs: careers('Seasons', 'Regular seasons with at least one game, over the seasons the stats hold'),
  player_best_position_rank_from_careerlogs: careers('Best Pos Rank', 'His best finish by season points among his position, over complete seasons (1 = best)'),
  player_points_added_first_1_seasons_from_careerlogs: careers('Pts Added Yr 1', 'Points added in his first NFL season (his draft year); empty when undrafted, drafted before 2023 or the season is not over'),
  player_points_added_first_2_seasons_from_careerlogs: careers('Pts Added Yrs 1-2', 'Points added in his first two NFL seasons from his draft year; empty until both are over'),
  player_points_added_first_3_seasons_from_careerlogs: careers('Pts Added Yrs 1-3', 'Points added in his first three NFL seasons from his draft year; empty until all are over'),
  player_points_added_first_4_seasons_from_careerlogs: careers('Pts Added Yrs 1-4', 'Points added in his first four NFL seasons from his draft year; empty until all are over'),
  player_points_added_first_5_seasons_from_careerlogs: careers('Pts Added Yrs 1-5', 'Points added in his first five NFL seasons from his draft year; empty until all are over'),
  player_top_1_seasons_from_careerlogs: careers('Top-1 Seasons', 'Complete seasons he finished first at his position by points'),
  player_top_3_seasons_from_careerlogs: careers('Top-3 Seasons', 'Complete seasons he finished in the top 3 of his position'),
  player_top_6_seasons_from_careerlogs: careers('Top-6 Seasons', 'Complete seasons he finished in the top 6 of his position'),
  player_top_12_seasons_from_careerlogs: careers('Top-12 Seasons', 'Complete seasons he finished in the top 12 of his position'),
  player_top_24_seasons_from_careerlogs: careers('Top-24 Seasons', 'Complete seasons he finished in the top 24 of his position'),
  player_top_36_seasons_from_careerlogs: careers('Top-36 Seasons', 'Complete seasons he finished in the top 36 of his position'),
  player_pass_attempts_from_plays: plays('passing', 'Pass Att', 'Pass attempts (sacks and two-point tries excluded)'),
  player_pass_completions_from_plays: plays('passing', 'Comp', 'Completed passes'),
  player_pass_yards_from_plays: plays('passing', 'Pass Yds', 'Passing yards (yards gained on completions)'),
  player_pass_air_yards_from_plays: plays('passing', 'Air Yds', 'Air yards of all pass attempts'),
  player_pass_touchdowns_from_plays: plays('passing', 'Pass TD', 'Passing touchdowns'),
  player_pass_epa_from_plays: plays('passing', 'Pass EPA', 'Expected points added on pass attempts and sacks'),
  player_pass_success_rate_from_plays: plays('passing', 'Pass Succ%', 'Share of pass attempts and sacks with positive EPA (nflfastR success)', false),
  player_rush_attempts_from_plays: plays('rushing', 'Rush Att', 'Rushing attempts (scrambles and kneels included)'),
  player_rush_yards_from_plays: plays('rushing', 'Rush Yds', 'Rushing yards'),
  player_rush_touchdowns_from_plays: plays('rushing', 'Rush TD', 'Rushing touchdowns'),
  player_rush_epa_from_plays: plays('rushing', 'Rush EPA', 'Expected points added on rushing attempts'),
  player_rush_success_rate_from_plays: plays('rushing', 'Rush Succ%', 'Share of rushing attempts with positive EPA', false),
  player_rush_explosive_rate_from_plays: plays('rushing', 'Rush Expl%', 'Share of rushing attempts gaining 10 or more yards', false),
  player_red_zone_rush_attempts_from_plays: plays('rushing', 'RZ Att', 'Rushing attempts starting inside the opponent 20'),
  player_goal_line_rush_attempts_from_plays: plays('rushing', 'GL Att', 'Rushing attempts starting inside the opponent 5'),
  player_red_zone_rush_share_from_plays: plays('rushing', 'RZ Att%', "Share of his current NFL team's rushing attempts inside the opponent 20, in the games he played for it", false),
  player_goal_line_rush_share_from_plays: plays('rushing', 'GL Att%', "Share of his current NFL team's rushing attempts inside the opponent 5, in the games he played for it", false),
  player_targets_from_plays: plays('receiving', 'Tgt', 'Targets (passes thrown to the player)'),
  player_receptions_from_plays: plays('receiving', 'Rec', 'Receptions'),
  player_receiving_yards_from_plays: plays('receiving', 'Rec Yds', 'Receiving yards'),
  player_receiving_air_yards_from_plays: plays('receiving', 'Tgt Air Yds', 'Air yards of all targets'),
  player_yards_after_catch_from_plays: plays('receiving', 'YAC', 'Yards after the catch on receptions'),
  player_receiving_touchdowns_from_plays: plays('receiving', 'Rec TD', 'Receiving touchdowns'),
  player_receiving_epa_from_plays: plays('receiving', 'Rec EPA', 'Expected points added on targets'),
  player_receiving_explosive_rate_from_plays: plays('receiving', 'Rec Expl%', 'Share of targets caught for 20 or more yards', false),
  player_red_zone_targets_from_plays: plays('receiving', 'RZ Tgt', 'Targets from inside the opponent 20'),
  player_goal_line_targets_from_plays: plays('receiving', 'GL Tgt', 'Targets from inside the opponent 5'),
  player_red_zone_target_share_from_plays: plays('receiving', 'RZ Tgt%', "Share of his current NFL team's pass attempts inside the opponent 20 thrown to him, in the games he played for it", false),
  player_goal_line_target_share_from_plays: plays('receiving', 'GL Tgt%', "Share of his current NFL team's pass attempts inside the opponent 5 thrown to him, in the games he played for it", false),
  player_team_plays_from_plays: plays('team', 'Tm Plays', "Offensive plays of the player's current NFL team: dropbacks and rushing attempts"),
  player_team_pass_attempts_from_plays: plays('team', 'Tm Pass Att', "Pass attempts of the player's current NFL team (sacks excluded)"),
  player_team_rush_attempts_from_plays: plays('team', 'Tm Rush Att', "Rushing attempts of the player's current NFL team"),
  player_team_pass_rate_from_plays: plays('team', 'Tm Pass%', "Share of the team's offensive plays that were dropbacks (pass attempts and sacks)", false),
  player_team_epa_per_play_from_plays: plays('team', 'Tm EPA/Play', "Expected points added per offensive play of the player's current NFL team", false),
  player_team_success_rate_from_plays: plays('team', 'Tm Succ%', "Share of the team's offensive plays with positive EPA", false),
  player_team_implied_total_from_games: lines('Implied Tm Pts', "Average implied points of the player's current NFL team per game with a betting line: half the total line plus half the team's expected margin (schedule spread)"),
  player_team_spread_from_games: lines('Tm Exp Margin', "Average expected margin of the player's current NFL team from the schedule's spread line (positive: favoured)"),
  player_team_total_line_from_games: lines('Game Total', "Average total line (over/under) of the games of the player's current NFL team"),
  player_team_lined_games_from_games: lines('Lined Games', "Games of the player's current NFL team with a spread and total line in the window"),
} as const satisfies Record<string, DataViewColumnMeta>;

export type DataViewColumnId = keyof typeof DATA_VIEW_COLUMNS;

export const DataViewColumnIdSchema = z.enum(
  Object.keys(DATA_VIEW_COLUMNS) as [DataViewColumnId, ...DataViewColumnId[]],
);

/** A column with optional parameters (spec: year, seas_type, rate_type). */
export const DataViewColumnSchema = z.object({
  column_id: DataViewColumnIdSchema,
  params: z
    .object({
      year: z.number().int().min(2000).max(2100).optional(),
      seas_type: z.enum(['PRE', 'REG', 'POST']).optional(),
      rate_type: z.string().max(64).optional(),
      /** Inclusive NFL week range (1-22); both ends optional. */
      week_min: z.number().int().min(1).max(22).optional(),
      week_max: z.number().int().min(1).max(22).optional(),
    })
    .optional(),
});
export type DataViewColumn = z.infer<typeof DataViewColumnSchema>;

export const DataViewSortSchema = z.object({
  column_id: DataViewColumnIdSchema,
  desc: z.boolean(),
});
export type DataViewSort = z.infer<typeof DataViewSortSchema>;


/** The saved table state: at least one column, sort entries must name shown columns. */
export const DataViewTableStateSchema = z
  .object({
    sort: z.array(DataViewSortSchema).max(5),
    prefix_columns: z.array(DataViewColumnIdSchema).max(5),
    columns: z.array(DataViewColumnSchema).min(1).max(40),
    filters: DataViewFiltersSchema.optional(),
  })
  .refine(
    (state) => {
      const shown = new Set<string>([...state.prefix_columns, ...state.columns.map((c) => c.column_id)]);
      return state.sort.every((s) => shown.has(s.column_id));
    },
    { message: 'sort must reference a shown column', path: ['sort'] },
  )
  // JSON Schema cannot say it; `x-rules` puts the rule's message in the document, where the document's checks
  // (integration tests, the fuzzer) accept it as a refusal the document announces.
  .meta({ 'x-rules': ['sort must reference a shown column'] });
export type DataViewTableState = z.infer<typeof DataViewTableStateSchema>;

export const DataViewSchema = z.object({
  view_id: z.string().min(1).max(64),
  view_name: z.string().min(1).max(80),
  view_description: z.string().max(400),
  view_username: z.string().min(1),
  /** Owner's user id; null for system views. */
  user_id: z.number().int().nullable(),
  view_search_column_id: DataViewColumnIdSchema.nullable(),
  table_state: DataViewTableStateSchema,
  /** Unix seconds. */
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type DataView = z.infer<typeof DataViewSchema>;

/**
 * Save body. `view_id` is the server id of a view to update, or a client-generated id of a view never
 * saved (the server then creates the view and answers with its own id).
 */
export const SaveDataViewRequestSchema = z.object({
  view_id: z.string().min(1).max(64).optional(),
  view_name: z.string().trim().min(1).max(80),
  view_description: z.string().trim().max(400).default(''),
  view_search_column_id: DataViewColumnIdSchema.nullable().default(null),
  table_state: DataViewTableStateSchema,
});
export type SaveDataViewRequest = z.infer<typeof SaveDataViewRequestSchema>;

export const ListDataViewsQuerySchema = z.object({
  user_id: z.coerce.number().int().positive().optional(),
  username: z.string().min(1).max(64).optional(),
});

export const DataViewIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const DataViewListSchema = z.array(DataViewSchema);

export const DeleteDataViewResponseSchema = z.object({ view_id: z.string(), deleted: z.literal(true) });

/** POST /data-views — create or update the caller's own view. */
export const saveDataView = defineEndpoint({
  method: 'POST',
  path: '/data-views',
  body: SaveDataViewRequestSchema,
  response: DataViewSchema,
  auth: true,
  docs: {
    summary: 'Save a player-table view',
    description: 'Creates a view, or updates one of your own when `view_id` is given.',
    access: 'user',
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
});

/**
 * GET /data-views — the system views plus the views of `user_id` or `username` when given,
 * otherwise plus the caller's own views when a token is sent.
 */
export const listDataViews = defineEndpoint({
  method: 'GET',
  path: '/data-views',
  query: ListDataViewsQuerySchema,
  response: DataViewListSchema,
  docs: {
    summary: 'List saved player-table views',
    description: 'The system views and the saved views of one user (by `user_id` or `username`), or of the caller.',
    access: 'visitor',
  },
});

/** GET /data-views/:id */
export const getDataView = defineEndpoint({
  method: 'GET',
  path: '/data-views/:id',
  params: DataViewIdParamsSchema,
  response: DataViewSchema,
  docs: {
    summary: 'Read a player-table view',
    description: 'One saved view by id.',
    access: 'visitor',
    errors: ['NOT_FOUND'],
  },
});

/** DELETE /data-views/:id — owner only. */
export const deleteDataView = defineEndpoint({
  method: 'DELETE',
  path: '/data-views/:id',
  params: DataViewIdParamsSchema,
  response: DeleteDataViewResponseSchema,
  auth: true,
  docs: {
    summary: 'Delete a player-table view',
    description: 'Deletes one of your own saved views.',
    access: 'user',
    errors: ['FORBIDDEN', 'NOT_FOUND'],
  },
});

/**
 * Only the owner may save over or delete a view (spec §6). System views have no owner. The client
 * uses this to refuse silently; the server enforces it with 403 FORBIDDEN.
 */
export function isDataViewOwner(
  view: { user_id: number | null; view_username: string },
  userId: number | null | undefined,
): boolean {
  if (view.view_username === SYSTEM_VIEW_USERNAME || view.user_id === null) return false;
  return userId !== null && userId !== undefined && view.user_id === userId;
}
