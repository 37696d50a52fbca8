import { z } from 'zod';
import { defineEndpoint } from './define-endpoint';

/**
 * Saved player-table views (spec §3 "Data view", §4 "Transactions list and data views", §5, §6, §7).
 *
 * System views belong to the username {@link SYSTEM_VIEW_USERNAME} and have no `user_id`; nobody may
 * save over or delete them. A user's own view may be saved and deleted only by that user.
 */
export const SYSTEM_VIEW_USERNAME = 'system';

/**
 * The columns a view may show, each with a short header label and a plain-language description
 * (spec §3 column catalogue). A deliberately small catalogue: each id is served by the players API
 * for every player, so a view built from it always renders real data.
 */
export const DATA_VIEW_COLUMNS = {
  player_name: { label: 'Player', description: 'Player name' },
  player_position: { label: 'Pos', description: 'Fantasy position' },
  player_nfl_team: { label: 'NFL Team', description: 'Current NFL team' },
  player_age: { label: 'Age', description: 'Age in years (days / 365, one decimal)' },
  player_draft_year: { label: 'Draft Year', description: 'NFL draft year' },
  player_draft_round: { label: 'Round', description: 'NFL draft round' },
  player_draft_pick: { label: 'Pick', description: 'Overall NFL draft pick' },
  player_college: { label: 'College', description: 'College' },
  player_league_salary: { label: 'Salary', description: 'Salary on a roster of the league' },
  player_fantasy_points_from_seasonlogs: {
    label: 'Season Pts',
    description: 'Fantasy points (half-ppr) of the last completed regular season',
  },
} as const satisfies Record<string, { label: string; description: string }>;

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
