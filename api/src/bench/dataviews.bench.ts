/**
 * Data views bench (issue #13): the server's query engine on the real data set (players, combine, stat
 * lines and both seasons of plays), through the real app on the embedded database.
 *
 * - `POST /data-views/query`, all players with 20 columns (8 identity, 2 combine, 3 season-log, 7
 *   play-derived with a year parameter), sorted by 2025 receiving yards, the first page (100 rows): p50/p95.
 *   Floor: the same aggregation pipeline run directly on the database (the engine's repository call: no
 *   HTTP, no queue, no validation), alternated with the requests.
 *
 * The server's answer cache (query-cache.ts) is off: every run computes the view.
 *
 * Run with `npm run bench -w @league/api -- dataviews` (quiet machine: load under 1); `--smoke` imports
 * only the first 5,000 plays and runs three of each.
 */
import { type DataViewTableState } from '@league/shared-rules/contracts';
import { createDataViewQueryRepository } from '../db/repositories/data-view-query.repository';
import { resolveColumns } from '../features/data-views/engine/params';
import { executeView } from '../features/data-views/engine/execute';
import { bootTestApp } from '../test-support/boot';
import type { BenchOptions, BenchRow } from './run';

const NOW = new Date('2026-11-25T17:00:00Z');
const FULL = { runs: 40 };
const SMOKE = { runs: 3 };
/**
 * Issue #13's target: the first page of this view, p95 under 300 ms on the embedded database. (The 40 s
 * budget of §8/§9 is when a request is cancelled, not a speed target.) Measured 4.2 s at full data, beside a
 * floor of 4.1 s for the pipeline alone: the embedded database's aggregation is the cost (engine/README.md).
 */
const TARGET_P95_MS = 300;

const y = { year: 2025 };
export const BENCH_TABLE_STATE: DataViewTableState = {
  sort: [{ column_id: 'player_receiving_yards_from_plays', desc: true }],
  prefix_columns: ['player_name'],
  columns: [
    { column_id: 'player_position' },
    { column_id: 'player_nfl_team' },
    { column_id: 'player_age' },
    { column_id: 'player_draft_year' },
    { column_id: 'player_draft_pick' },
    { column_id: 'player_college' },
    { column_id: 'player_height' },
    { column_id: 'player_forty_yard_dash' },
    { column_id: 'player_burst_score' },
    { column_id: 'player_fantasy_points_from_seasonlogs', params: y },
    { column_id: 'player_fantasy_points_per_game_from_seasonlogs', params: y },
    { column_id: 'player_games_played_from_seasonlogs', params: y },
    { column_id: 'player_pass_yards_from_plays', params: y },
    { column_id: 'player_pass_attempts_from_plays', params: y },
    { column_id: 'player_rush_yards_from_plays', params: y },
    { column_id: 'player_rush_attempts_from_plays', params: y },
    { column_id: 'player_targets_from_plays', params: y },
    { column_id: 'player_receptions_from_plays', params: y },
    { column_id: 'player_receiving_yards_from_plays', params: y },
  ],
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function dataViewsBench(options: BenchOptions): Promise<BenchRow[]> {
  const { runs } = options.smoke ? SMOKE : FULL;
  const app = await bootTestApp({
    importData: { only: ['players', 'schedules', 'player_reports', 'plays', 'stat_lines'], ...(options.smoke ? { limits: { plays: 5000, stat_lines: 5000 } } : {}) },
    clock: () => NOW,
    checkDocument: false,
    // the engine's own cost: answers are not reused between runs
    dataViews: { cache: false },
  });
  try {
    const repo = createDataViewQueryRepository();
    const year = (await repo.lastStatsSeason()) ?? 2025;
    const cells = resolveColumns(BENCH_TABLE_STATE, year);
    const floorRun = () =>
      executeView((c, p) => repo.aggregate(c, p, 600_000), cells, BENCH_TABLE_STATE.sort, { now: NOW, league: null, playFilter: {} }, { offset: 0, limit: 100 });
    const http: number[] = [];
    const floor: number[] = [];
    let rows = 0;
    for (let i = 0; i < runs + 1; i++) {
      let t = performance.now();
      const res = await app.api('/api/data-views/query', { method: 'POST', body: { table_state: BENCH_TABLE_STATE, limit: 100 } });
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`query answered ${res.status}: ${JSON.stringify(res.body)}`);
      rows = res.body.rows.length;
      t = performance.now();
      await floorRun();
      const floorMs = performance.now() - t;
      // the first of each warms the caches (default year, the resolver's collections)
      if (i > 0) {
        http.push(ms);
        floor.push(floorMs);
      }
    }
    http.sort((a, b) => a - b);
    floor.sort((a, b) => a - b);
    const floorRow = (p: number) => ({ metric: `same pipeline on the database p${p} (${floor.length})`, value: percentile(floor, p), unit: 'ms' });
    return [
      { metric: 'rows in the first page', value: rows, unit: 'rows', target: '= 100', pass: rows === 100, check: true },
      { metric: 'POST /data-views/query, 20 columns, first page p50', value: percentile(http, 50), unit: 'ms', floor: floorRow(50) },
      {
        metric: 'POST /data-views/query, 20 columns, first page p95',
        value: percentile(http, 95),
        unit: 'ms',
        target: `< ${TARGET_P95_MS}`,
        pass: percentile(http, 95) < TARGET_P95_MS,
        floor: floorRow(95),
      },
    ];
  } finally {
    await app.stop();
  }
}
