import { DATA_VIEW_PAGE_MAX, queryDataView, type DataViewColumnId } from '@league/shared-rules/contracts';
import type { PlayFamily } from '../players/views';
import { apiClient, type ApiContext } from './http';

/**
 * The stats-by-play views' columns (spec §2), computed per player from the play-by-play by the
 * server's data-view engine (POST /data-views/query; default year: the last season with final games).
 * The first column of each family is its count of plays and the view's default sort.
 */
export const PLAY_COLUMNS: Record<PlayFamily, readonly DataViewColumnId[]> = {
  passing: [
    'player_pass_attempts_from_plays',
    'player_pass_completions_from_plays',
    'player_pass_yards_from_plays',
    'player_pass_air_yards_from_plays',
    'player_pass_touchdowns_from_plays',
    'player_pass_epa_from_plays',
    'player_pass_success_rate_from_plays',
  ],
  rushing: [
    'player_rush_attempts_from_plays',
    'player_rush_yards_from_plays',
    'player_rush_touchdowns_from_plays',
    'player_rush_epa_from_plays',
    'player_rush_success_rate_from_plays',
    'player_rush_explosive_rate_from_plays',
    'player_red_zone_rush_attempts_from_plays',
  ],
  receiving: [
    'player_targets_from_plays',
    'player_receptions_from_plays',
    'player_receiving_yards_from_plays',
    'player_receiving_air_yards_from_plays',
    'player_yards_after_catch_from_plays',
    'player_receiving_touchdowns_from_plays',
    'player_receiving_epa_from_plays',
    'player_receiving_explosive_rate_from_plays',
    'player_red_zone_targets_from_plays',
  ],
};

/** The column each family sorts on first (spec §4: a view's default column, descending). */
export const PLAY_DEFAULT_SORT: Record<PlayFamily, DataViewColumnId> = {
  passing: 'player_pass_yards_from_plays',
  rushing: 'player_rush_yards_from_plays',
  receiving: 'player_receiving_yards_from_plays',
};

/** Cells by column id, for each player with plays of the family. */
export type PlayStats = Map<string, Readonly<Record<string, number | null>>>;

const cache = new Map<string, Promise<PlayStats>>();

/**
 * Every player with plays of the family. Rows come sorted by the family's play count, missing last,
 * so paging stops at the first player without plays (a few hundred rows, one or two pages), instead
 * of fetching all 5,500 players' empty cells.
 */
export function loadPlayStats(ctx: ApiContext, family: PlayFamily): Promise<PlayStats> {
  const key = `${ctx.apiBase}|${family}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const p = fetchPlayStats(ctx, family);
  cache.set(key, p);
  p.catch(() => cache.delete(key));
  return p;
}

async function fetchPlayStats(ctx: ApiContext, family: PlayFamily): Promise<PlayStats> {
  const client = apiClient(ctx);
  const ids = PLAY_COLUMNS[family];
  const table_state = { sort: [{ column_id: ids[0], desc: true }], prefix_columns: [], columns: ids.map((column_id) => ({ column_id })) };
  const stats: PlayStats = new Map();
  for (let offset = 0; ; offset += DATA_VIEW_PAGE_MAX) {
    const page = await client.call(queryDataView, { body: { table_state, offset, limit: DATA_VIEW_PAGE_MAX } });
    let done = page.rows.length < DATA_VIEW_PAGE_MAX || offset + page.rows.length >= page.total;
    for (const row of page.rows) {
      const count = row.cells[0];
      if (typeof count !== 'number' || count <= 0) {
        done = true;
        break;
      }
      const cells: Record<string, number | null> = {};
      ids.forEach((id, i) => {
        const cell = row.cells[i];
        cells[id] = typeof cell === 'number' ? cell : null;
      });
      stats.set(row.pid, cells);
    }
    if (done) return stats;
  }
}

/** Forgets the cached answers (tests). */
export function clearPlayStatsCache(): void {
  cache.clear();
}
