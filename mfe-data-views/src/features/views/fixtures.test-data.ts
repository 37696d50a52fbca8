import type { DataView, DataViewTableState } from '@league/shared-rules/contracts';

/** Views as the api serves them: two system views and one of user 4 (owner3). */
export const systemPoints: DataView = {
  view_id: 'system-season-fantasy-points',
  view_name: 'Season Fantasy Points',
  view_description: 'Fantasy points of the last completed regular season, best first.',
  view_username: 'system',
  user_id: null,
  view_search_column_id: 'player_name',
  table_state: {
    sort: [{ column_id: 'player_fantasy_points_from_seasonlogs', desc: true }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_position' }, { column_id: 'player_age' }, { column_id: 'player_fantasy_points_from_seasonlogs' }],
  },
  created_at: 1,
  updated_at: 1,
};

export const systemDraft: DataView = {
  ...systemPoints,
  view_id: 'system-draft-capital',
  view_name: 'Draft Capital',
  view_description: 'Earliest picks first.',
  table_state: {
    sort: [{ column_id: 'player_draft_pick', desc: false }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_draft_year' }, { column_id: 'player_draft_pick' }],
  },
};

export const ownView: DataView = {
  ...systemPoints,
  view_id: 'a1b2c3',
  view_name: 'My Rookies',
  view_description: '',
  view_username: 'owner3',
  user_id: 4,
  created_at: 5,
  updated_at: 5,
};

type Cells = Record<string, string | number | null>;

/** What the fake server knows of three players, by column id. */
export const playerValues: Array<{ pid: string } & Cells> = [
  { pid: 'JAMA-CHAS-2021-2000-03-01', player_name: "Ja'Marr Chase", player_position: 'WR', player_age: 25.8, player_draft_year: 2021, player_draft_pick: 5, player_fantasy_points_from_seasonlogs: 270.4, player_pass_yards_from_plays: null },
  { pid: 'PATR-MAHO-2017-1995-09-17', player_name: 'Patrick Mahomes', player_position: 'QB', player_age: 30.3, player_draft_year: 2017, player_draft_pick: 10, player_fantasy_points_from_seasonlogs: 301.2, player_pass_yards_from_plays: 3928 },
  { pid: 'PUKA-NACU-2023-2001-05-29', player_name: 'Puka Nacua', player_position: 'WR', player_age: 24.6, player_draft_year: 2023, player_draft_pick: 177, player_fantasy_points_from_seasonlogs: null, player_pass_yards_from_plays: null },
];

/**
 * A stand-in for POST /data-views/query over `playerValues` (plus `filler` unnamed rows at the end):
 * cells in table-state order, sorted by the first sort key with missing values last, one page.
 */
export function fakeQuery(body: { table_state: DataViewTableState; offset?: number; limit?: number }, filler = 0) {
  const state = body.table_state;
  const ids = [...state.prefix_columns, ...state.columns.map((c) => c.column_id)];
  const key = state.sort[0];
  const named = [...playerValues].sort((a, b) => {
    if (!key) return 0;
    const va = a[key.column_id] ?? null;
    const vb = b[key.column_id] ?? null;
    if (va === vb) return 0;
    if (va === null) return 1;
    if (vb === null) return -1;
    return (va < vb ? -1 : 1) * (key.desc ? -1 : 1);
  });
  const all = [...named, ...Array.from({ length: filler }, (_v, i) => ({ pid: `FILL-${i}` }) as { pid: string } & Cells)];
  const offset = body.offset ?? 0;
  const limit = body.limit ?? 100;
  const rows = all.slice(offset, offset + limit).map((p) => ({ pid: p.pid, cells: ids.map((id) => p[id] ?? null) }));
  return { rows, total: all.length, offset, limit };
}
