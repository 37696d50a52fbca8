/**
 * Research bench (issue #12): `GET /players/:pid/gamelogs` for six seasons (2020–2025) of a QB with
 * lines in every one, through the real app on the embedded database with the real data (players,
 * schedule, the game files, and the stat lines: the full `stat_lines` import — 2023–2024 weekly, 2024
 * and 2025 plays; a smoke run ingests the weekly file only). Target p99 < 30 ms, warm (the first
 * request scores each season once; it is not counted).
 *
 * Floor, requested alternately with the same client: the same query with our code taken out — the
 * database reads the use-case makes (the player, his lines, his passing and rushing game rows) done
 * directly, plus one round trip through the same app (GET /players/:pid: routing, parsing, one cached
 * player read). What is left above it is our assembly: scoring, ranks, merging and the response.
 *
 * Run with `npm run bench -w @league/api -- research`.
 */
import { ingestWeeklyStats } from '../features/stats-ingest/ingest';
import { readCsvRecords } from '../import/csv';
import { projectFile } from '../import/datasets';
import { bootTestApp } from '../test-support/boot';
import type { BenchOptions, BenchRow, Floor } from './run';

const NOW = new Date('2026-11-25T17:00:00Z');
const PID = 'JOSH-ALLE-2018-1996-05-21';
const FULL = { reads: 300 };
const SMOKE = { reads: 10 };
const TARGET_MS = 30;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function researchBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  const size = options.smoke ? SMOKE : FULL;
  const only = options.smoke
    ? (['players', 'schedules', 'player_stats'] as const)
    : (['players', 'schedules', 'player_stats', 'stat_lines'] as const);
  const app = await bootTestApp({ importData: { only }, clock: () => NOW, env: { LOG_LEVEL: 'error' }, checkDocument: false });
  try {
    if (options.smoke) {
      const rows: Record<string, string>[] = [];
      for await (const r of readCsvRecords(projectFile('player_weekly_stats_2023_2024.csv'))) rows.push(r);
      await ingestWeeklyStats(app.repos, rows, { now: Math.floor(NOW.getTime() / 1000) });
    }
    const path = `/api/players/${PID}/gamelogs?years=2020,2021,2022,2023,2024,2025`;
    const first = await app.api(path);
    if (first.status !== 200) throw new Error(`gamelogs answered ${first.status}`);
    const seasons = new Set((first.body.gamelogs as Array<{ year: number }>).map((g) => g.year)).size;
    const reads: number[] = [];
    const floor: number[] = [];
    for (let i = 0; i < size.reads; i++) {
      let t0 = performance.now();
      const res = await app.api(path);
      reads.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`gamelogs answered ${res.status}`);
      t0 = performance.now();
      await app.api(`/api/players/${PID}`);
      await Promise.all([
        app.repos.research.playerLines(PID),
        app.repos.nfl.all('player_game_passing', { pid: PID }),
        app.repos.nfl.all('player_game_rushing', { pid: PID }),
      ]);
      floor.push(performance.now() - t0);
    }
    const sorted = [...reads].sort((a, b) => a - b);
    const floorSorted = [...floor].sort((a, b) => a - b);
    const floorOf = (p: number): Floor => ({ metric: `reads + app round trip p${p} (${floor.length})`, value: percentile(floorSorted, p), unit: 'ms' });
    const p99 = percentile(sorted, 99);
    return [
      { metric: 'gamelog seasons answered', value: seasons, unit: 'seasons', target: options.smoke ? '>= 5' : '= 6', pass: options.smoke ? seasons >= 5 : seasons === 6, check: true },
      { metric: 'GET /players/:pid/gamelogs six seasons p50', value: percentile(sorted, 50), unit: 'ms', floor: floorOf(50) },
      { metric: 'GET /players/:pid/gamelogs six seasons p99', value: p99, unit: 'ms', target: `< ${TARGET_MS}`, pass: p99 < TARGET_MS, floor: floorOf(99) },
    ];
  } finally {
    await app.stop();
  }
}
