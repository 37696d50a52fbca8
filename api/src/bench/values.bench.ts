/**
 * Values recompute bench (issue #12): what the players page's values worker does after a source weight
 * changes, for a 12-team league — the request copied into the worker (structured clone, as postMessage
 * does; the pool's rows are already there: the page sends them once per load, see values-client.ts),
 * the sources combined with the new weights and the whole pool valued with the shared-rules valuation
 * (`computeValues`, the worker's own function), and the answer copied back. Target p99 < 150 ms.
 *
 * The pool, from the shipped data (api/data), projected as of 2025 week 1 for weeks 1–18:
 * - source 1: the product's projection model (fitWeekModel) fitted on the 2023–2024 lines;
 * - source 2: a naive source, each player's 2024 per-game average line (the baseline the model's error
 *   is reported against), in the weeks source 1 projects him;
 * - the 12 teams' rosters: the 12 × 20 best players by the first valuation's points added (rostered
 *   players change the best-available baseline).
 * Each timed run sets a different weight on source 2, so no run repeats the one before it.
 *
 * Floor, in the same loop: the same request and a previous answer copied the same way, with no valuation.
 * Beside them, for information: copying the pool's rows into the worker (once per page load).
 *
 * Run with `npm run bench -w @league/api -- values`.
 */
import { computeValues, fitWeekModel, MODEL_POSITIONS, PROJECTED_KEYS, type ProjectedLine, type ValuesRequest, type ValuesResult } from '@league/shared-rules';
import { DEFAULT_LEAGUE, type ProjectionRow } from '@league/shared-rules/contracts';
import { readModelLines, readSchedule } from '../features/projections/model-data-files';
import type { BenchOptions, BenchRow, Floor } from './run';

const YEAR = 2025;
const FINAL_WEEK = 18;
const TEAMS = 12;
const ROSTERED_PER_TEAM = 20;
const TARGET_MS = 150;
const FULL = { runs: 100, warmup: 5 };
const SMOKE = { runs: 5, warmup: 1 };

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The two sources' rows and the pool, as the page's `loadPool` hands them to the worker. */
async function buildPool(): Promise<{ rows: ProjectionRow[]; players: Array<{ pid: string; pos: string }> }> {
  const schedule = await readSchedule();
  const lines = await readModelLines(schedule, undefined, { through2024: true });
  const model = fitWeekModel(lines, schedule, YEAR, 1);
  const positions = new Set<string>(MODEL_POSITIONS);
  // each player's last 2024 team and his 2024 per-game totals
  const latest = new Map<string, { pos: string; team: string; week: number; games: number; sums: Record<string, number> }>();
  for (const l of lines) {
    if (l.year !== 2024 || !positions.has(l.pos)) continue;
    let p = latest.get(l.pid);
    if (!p) latest.set(l.pid, (p = { pos: l.pos, team: l.team, week: 0, games: 0, sums: {} }));
    if (l.week >= p.week) Object.assign(p, { team: l.team, week: l.week });
    p.games += 1;
    for (const key of PROJECTED_KEYS) p.sums[key] = (p.sums[key] ?? 0) + ((l.stats as Record<string, number | undefined>)[key] ?? 0);
  }
  const rows: ProjectionRow[] = [];
  const players: Array<{ pid: string; pos: string }> = [];
  for (const [pid, p] of latest) {
    const naive: ProjectedLine = {};
    for (const key of PROJECTED_KEYS) naive[key] = Math.round((p.sums[key] / p.games) * 100) / 100;
    let any = false;
    for (let week = 1; week <= FINAL_WEEK; week++) {
      const line = model.project(pid, p.pos, p.team, week);
      if (!line) continue;
      any = true;
      const base = { pid, week, year: YEAR, seas_type: 'REG' as const, userid: null, timestamp: 0 };
      rows.push({ ...base, sourceid: 1, ...line }, { ...base, sourceid: 2, ...naive });
    }
    if (any) players.push({ pid, pos: p.pos });
  }
  return { rows, players };
}

export async function valuesBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  const size = options.smoke ? SMOKE : FULL;
  const { rows, players } = await buildPool();
  const base: ValuesRequest = {
    rows,
    players,
    weights: { '1': 1, '2': 1 },
    userId: null,
    league: DEFAULT_LEAGUE as unknown as ValuesRequest['league'],
    currentWeek: 1,
    finalWeek: FINAL_WEEK,
  };
  const first = computeValues(base);
  const rostered = Object.entries(first.players)
    .sort((a, b) => b[1].ptsAdded - a[1].ptsAdded)
    .slice(0, TEAMS * ROSTERED_PER_TEAM)
    .map(([pid]) => pid);
  const { rows: _rows, ...rest } = base;
  const request = (i: number): Omit<ValuesRequest, 'rows'> => ({ ...rest, rostered, weights: { '1': 1, '2': ((i % 8) + 1) / 8 } });

  const runs: number[] = [];
  const floor: number[] = [];
  const poolCopies: number[] = [];
  let last: ValuesResult = first;
  for (let i = 0; i < size.warmup + size.runs; i++) {
    let t0 = performance.now();
    last = structuredClone(computeValues({ ...structuredClone(request(i)), rows }));
    const ms = performance.now() - t0;
    t0 = performance.now();
    const sent = structuredClone(request(i));
    const back = structuredClone(last);
    const floorMs = performance.now() - t0;
    if (!sent.rostered?.length || !back.players) throw new Error('a copy lost its data');
    if (i >= size.warmup) {
      runs.push(ms);
      floor.push(floorMs);
      if ((i - size.warmup) % 10 === 0) {
        t0 = performance.now();
        if (structuredClone(rows).length !== rows.length) throw new Error('a copy lost its rows');
        poolCopies.push(performance.now() - t0);
      }
    }
  }
  const valued = Object.keys(last.players).length;
  const sorted = [...runs].sort((a, b) => a - b);
  const floorSorted = [...floor].sort((a, b) => a - b);
  const floorOf = (p: number): Floor => ({ metric: `request and answer copied, no valuation p${p} (${floor.length})`, value: percentile(floorSorted, p), unit: 'ms' });
  const p99 = percentile(sorted, 99);
  return [
    { metric: `players valued (${rows.length} rows, 2 sources, ${TEAMS} teams)`, value: valued, unit: 'players', target: '> 300', pass: valued > 300, check: true },
    { metric: 'value recompute after a weight change p50', value: percentile(sorted, 50), unit: 'ms', floor: floorOf(50) },
    { metric: 'value recompute after a weight change p99', value: p99, unit: 'ms', target: `< ${TARGET_MS}`, pass: p99 < TARGET_MS, floor: floorOf(99) },
    { metric: `pool rows copied into the worker, once per load (${rows.length} rows) p50`, value: percentile([...poolCopies].sort((a, b) => a - b), 50), unit: 'ms' },
  ];
}
