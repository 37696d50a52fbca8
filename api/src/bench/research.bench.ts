/**
 * Research bench (issue #12): `GET /players/:pid/gamelogs` for six seasons (2020–2025) of a QB with
 * lines in every one, through the real app on the embedded database with the real data (players,
 * schedule, the game files, and the stat lines: the full `stat_lines` import — 2023–2024 weekly, 2024
 * and 2025 plays; a smoke run ingests the weekly file only). Target p99 < 30 ms, warm (the first
 * request scores each season once and builds the player's answer; it is not counted).
 *
 * Floors, requested alternately with the same client: the same query with our code taken out — the
 * database reads the use-case makes, done directly, plus one round trip through the same app
 * (GET /players/:pid: routing, parsing, one cached player read). A repeated request (the answer kept
 * in memory under its inputs' signature) reads the signature only (import records and stat markers);
 * a first request for a player (the second pair of rows: a different player each time) also reads his
 * lines and his passing and rushing game rows. What is left above a floor is our code: signature
 * check, filtering and the response; on a first request also scoring, ranks and merging.
 *
 * Run with `npm run bench -w @league/api -- research`.
 */
import { ingestWeeklyStats } from '../features/stats-ingest/ingest';
import { readCsvRecords } from '../import/csv';
import { projectFile } from '../import/datasets';
import { FILE_FIELDS } from '../features/research/gamelogs';
import { bootTestApp } from '../test-support/boot';
import type { Repositories } from '../db/repositories';
import type { BenchOptions, BenchRow, Floor } from './run';

const NOW = new Date('2026-11-25T17:00:00Z');
const PID = 'JOSH-ALLE-2018-1996-05-21';
const FULL = { reads: 300, players: 200 };
const SMOKE = { reads: 10, players: 10 };
const YEARS = 'years=2020,2021,2022,2023,2024,2025';
const TARGET_MS = 30;

/** The reads a repeated request makes: the signature of the research inputs (see research-inputs.ts). */
async function signatureReads(repos: Repositories): Promise<void> {
  await Promise.all([repos.nfl.listImports(), repos.research.yearSignatures()]);
}

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
    const path = `/api/players/${PID}/gamelogs?${YEARS}`;
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
      await signatureReads(app.repos);
      floor.push(performance.now() - t0);
    }
    // first requests: a different player each time (players with stat lines, QB/RB/WR/TE)
    const pids = (await app.repos.research.yearLines(2024))
      .filter((l) => ['QB', 'RB', 'WR', 'TE'].includes(l.pos) && l.pid !== PID)
      .map((l) => l.pid)
      .filter((pid, i, all) => all.indexOf(pid) === i)
      .slice(0, size.players);
    const firsts: number[] = [];
    const firstFloor: number[] = [];
    for (const pid of pids) {
      let t0 = performance.now();
      const res = await app.api(`/api/players/${pid}/gamelogs?${YEARS}`);
      firsts.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`gamelogs answered ${res.status}`);
      t0 = performance.now();
      await app.api(`/api/players/${pid}`);
      await signatureReads(app.repos);
      await Promise.all([
        app.repos.research.playerLines(pid),
        app.repos.nfl.all('player_game_passing', { pid }, FILE_FIELDS),
        app.repos.nfl.all('player_game_rushing', { pid }, FILE_FIELDS),
      ]);
      firstFloor.push(performance.now() - t0);
    }
    const floorOf = (samples: number[], what: string) => {
      const sorted = [...samples].sort((a, b) => a - b);
      return (p: number): Floor => ({ metric: `${what} + app round trip p${p} (${samples.length})`, value: percentile(sorted, p), unit: 'ms' });
    };
    const repeated = floorOf(floor, 'signature reads');
    const firstFloorOf = floorOf(firstFloor, 'signature, lines and game-file reads');
    const sorted = [...reads].sort((a, b) => a - b);
    const firstSorted = [...firsts].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    return [
      { metric: 'gamelog seasons answered', value: seasons, unit: 'seasons', target: options.smoke ? '>= 5' : '= 6', pass: options.smoke ? seasons >= 5 : seasons === 6, check: true },
      { metric: 'GET /players/:pid/gamelogs six seasons p50', value: percentile(sorted, 50), unit: 'ms', floor: repeated(50) },
      { metric: 'GET /players/:pid/gamelogs six seasons p99', value: p99, unit: 'ms', target: `< ${TARGET_MS}`, pass: p99 < TARGET_MS, floor: repeated(99) },
      { metric: `first request per player (${pids.length} players) p50`, value: percentile(firstSorted, 50), unit: 'ms', floor: firstFloorOf(50) },
      { metric: `first request per player (${pids.length} players) p99`, value: percentile(firstSorted, 99), unit: 'ms', floor: firstFloorOf(99) },
    ];
  } finally {
    await app.stop();
  }
}
