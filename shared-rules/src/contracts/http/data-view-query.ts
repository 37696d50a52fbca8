import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';
import {
  DATA_VIEW_COLUMNS,
  DataViewColumnIdSchema,
  DataViewTableStateSchema,
  type DataViewColumnId,
  type DataViewColumnMeta,
  type DataViewTableState,
} from './data-views';
import { PercentileSchema } from './stats';

/**
 * Running a data view on the server (spec §4 "Data view request", §7 data view request/result): the
 * client sends the table state and a page window, the server's query engine answers rows. Cells follow
 * the order of `prefix_columns` then `columns`; a missing value is null.
 */
export const DATA_VIEW_PAGE_SIZE = 100;
export const DATA_VIEW_PAGE_MAX = 500;

/**
 * The server cancels a query over this many milliseconds and answers an error whose message mentions a
 * statement timeout, which the client shows as 'Canceled request — took longer than 40 seconds' (spec §8, §9).
 */
export const DATA_VIEW_QUERY_BUDGET_MS = 40_000;

export const DataViewCellSchema = z.union([z.string(), z.number(), z.null()]);
export type DataViewCell = z.infer<typeof DataViewCellSchema>;

export const DataViewRowSchema = z.object({ pid: z.string(), cells: z.array(DataViewCellSchema) });
export type DataViewRow = z.infer<typeof DataViewRowSchema>;

const pageWindow = {
  offset: z.number().int().min(0).max(20_000).default(0),
  limit: z.number().int().min(1).max(DATA_VIEW_PAGE_MAX).default(DATA_VIEW_PAGE_SIZE),
};

/** Rules the engine checks that the schema cannot: each refusal's detail is one of these, keyed by the field. */
export const DATA_VIEW_QUERY_RULES = {
  param: 'a column takes only the parameters the catalogue lists for it',
  rate: 'rate_type must be one the column supports (the catalogue lists them)',
  weeks: 'week_min must not be after week_max',
} as const;

export const DataViewQueryRequestSchema = z
  .object({
    table_state: DataViewTableStateSchema,
    /** League whose rosters fill the league columns (salary, team, tag); 0 or absent: none. */
    league_id: z.number().int().nonnegative().optional(),
    /** Also answer each numeric column's percentiles over the whole view (every row, not only the page). */
    percentiles: z.boolean().optional(),
    ...pageWindow,
  })
  .meta({ 'x-rules': Object.values(DATA_VIEW_QUERY_RULES) });
export type DataViewQueryRequest = z.input<typeof DataViewQueryRequestSchema>;

/**
 * A numeric column's percentiles within the view's rows (spec §3 Percentile: 25, 50, 75, 90, 95, 98, 99, min,
 * max; §9 qualifiers). Rows without a value, and for play columns rows under the qualifier (passing 14 pass
 * attempts, rushing 8 rush attempts, receiving 8 targets, in the column's window), are left out; `n` counts the
 * rows in. Linear between ranks. For a lower-is-better column (40, 3-cone, shuttle, draft round and pick,
 * position rank) the points are reversed: p90 is the value better than 90% of the rows, i.e. a low one; min and
 * max stay the smallest and largest value.
 */
export const DataViewPercentilesSchema = PercentileSchema.extend({
  n: z.number().int().positive(),
  lower_is_better: z.boolean(),
});
export type DataViewPercentiles = z.infer<typeof DataViewPercentilesSchema>;

export const DataViewQueryResultSchema = z.object({
  rows: z.array(DataViewRowSchema),
  /** Rows of the whole view (all players), for paging. */
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  /** With `percentiles: true`: per cell column, its percentiles (null: not numeric, or no qualifying row). */
  percentiles: z.array(DataViewPercentilesSchema.nullable()).optional(),
});
export type DataViewQueryResult = z.infer<typeof DataViewQueryResultSchema>;

export const DataViewColumnInfoSchema = z.object({
  column_id: DataViewColumnIdSchema,
  label: z.string(),
  description: z.string(),
  family: z.string(),
  type: z.enum(['string', 'number']),
  params: z.array(z.enum(['year', 'seas_type', 'weeks', 'rate_type'])),
  /** Values `rate_type` may take for this column (empty when it takes none). */
  rate_types: z.array(z.string()),
});
export type DataViewColumnInfo = z.infer<typeof DataViewColumnInfoSchema>;

/**
 * The rate bases the engine computes (spec §2 rate-basis selector), each a count of the column's own plays:
 * per game; per pass attempt (passing), per rush attempt (rushing), per target and per reception
 * (receiving); per team play, team pass play (pass attempts) and team rush play (team columns, and a player's
 * passing, rushing or receiving count against his current team's plays in the games he played for it: a target
 * share is targets per team pass play). Not offered: per team drive, series, half and quarter, per route,
 * catchable or deep target (no drive, series, route or catchable columns in the shipped plays).
 */
export const DATA_VIEW_RATE_TYPES = ['per_game', 'per_pass_attempt', 'per_rush_attempt', 'per_target', 'per_reception', 'per_team_play', 'per_team_pass_play', 'per_team_rush_play'] as const;
export type DataViewRateType = (typeof DATA_VIEW_RATE_TYPES)[number];

/** The rate bases of each family of rate-taking columns. */
export const DATA_VIEW_FAMILY_RATE_TYPES: Partial<Record<DataViewColumnMeta['family'], readonly DataViewRateType[]>> = {
  passing: ['per_game', 'per_pass_attempt', 'per_team_play', 'per_team_pass_play'],
  rushing: ['per_game', 'per_rush_attempt', 'per_team_play', 'per_team_rush_play'],
  receiving: ['per_game', 'per_target', 'per_reception', 'per_team_play', 'per_team_pass_play'],
  team: ['per_game', 'per_team_play', 'per_team_pass_play', 'per_team_rush_play'],
};

/** Labels of the rate bases (spec §2 texts). */
export const DATA_VIEW_RATE_LABELS: Record<DataViewRateType, string> = {
  per_game: 'Per game',
  per_pass_attempt: 'Per pass attempt',
  per_rush_attempt: 'Per rush attempt',
  per_target: 'Per target',
  per_reception: 'Per reception',
  per_team_play: 'Per team play',
  per_team_pass_play: 'Per team pass play',
  per_team_rush_play: 'Per team rush play',
};

/** The rate bases a column takes (none when it takes no rate_type). */
export function dataViewRateTypes(id: DataViewColumnId): readonly DataViewRateType[] {
  const meta = DATA_VIEW_COLUMNS[id];
  return (meta.params as readonly string[]).includes('rate_type') ? (DATA_VIEW_FAMILY_RATE_TYPES[meta.family] ?? []) : [];
}

/** The catalogue as the columns endpoint lists it. */
export function dataViewColumnInfos(): DataViewColumnInfo[] {
  return (Object.keys(DATA_VIEW_COLUMNS) as DataViewColumnId[]).map((id) => {
    const meta = DATA_VIEW_COLUMNS[id];
    return {
      column_id: id,
      label: meta.label,
      description: meta.description,
      family: meta.family,
      type: meta.type,
      params: [...meta.params],
      rate_types: [...dataViewRateTypes(id)],
    };
  });
}

/** The columns of a table state in cell order: prefix columns (no params) then columns. */
export function dataViewCellColumns(state: DataViewTableState): Array<{ column_id: DataViewColumnId; params?: NonNullable<DataViewTableState['columns'][number]['params']> }> {
  return [...state.prefix_columns.map((column_id) => ({ column_id })), ...state.columns];
}

const exampleState = {
  sort: [{ column_id: 'player_pass_yards_from_plays', desc: true }],
  prefix_columns: ['player_name'],
  columns: [{ column_id: 'player_position' }, { column_id: 'player_pass_yards_from_plays', params: { year: 2025 } }],
};

/** POST /data-views/query — run a table state on the server's query engine. */
export const queryDataView = defineEndpoint({
  method: 'POST',
  path: '/data-views/query',
  body: DataViewQueryRequestSchema,
  response: DataViewQueryResultSchema,
  docs: {
    summary: 'Run a player-table view',
    description:
      'Computes the columns of a table state for every player on the server (MongoDB aggregation), sorts by the ' +
      'sort list (missing values last) and answers one page of rows. Shares the realtime queue: at most a few ' +
      'queries run at once per process and each caller may have only a few waiting. A query over the ' +
      `${DATA_VIEW_QUERY_BUDGET_MS / 1000} s budget is cancelled with TIMEOUT ("statement timeout"). ` +
      'League columns are filled only for a logged-in caller and a league_id.',
    access: 'visitor',
    errors: ['TIMEOUT', 'RATE_LIMITED'],
    example: { body: { table_state: exampleState, league_id: 1, offset: 0, limit: 20 } },
  },
});

/** GET /data-views/columns — the column catalogue with descriptions and parameters. */
export const listDataViewColumns = defineEndpoint({
  method: 'GET',
  path: '/data-views/columns',
  response: z.array(DataViewColumnInfoSchema),
  docs: {
    summary: 'List the data view columns',
    description: 'Every column the query engine computes, with its family, value type, description and the parameters it takes.',
    access: 'visitor',
  },
});
