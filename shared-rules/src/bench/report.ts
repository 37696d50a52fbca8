/**
 * What every bench reports, and how (`@league/shared-rules/bench`, used by the api's runner and ours).
 * A figure is only evidence when the machine was quiet and when it stands beside a floor measured in the
 * same run and the same arrangement: the load average is sampled before and after each bench, and a row
 * with a performance target names its floor.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';

/** The same arrangement with the work under test taken out: the least any implementation could take. */
export interface Floor {
  metric: string;
  value: number;
  unit: string;
}

/** One measured figure. */
export interface BenchRow {
  metric: string;
  value: number;
  unit: string;
  /** Target as text, e.g. ">= 5000"; omitted when there is none. */
  target?: string;
  /** Whether the target is met; omitted when there is no target. */
  pass?: boolean;
  /** Required beside every performance target. */
  floor?: Floor;
  /** The target is a correctness check (a count, the same lot), not a performance figure: no floor applies. */
  check?: boolean;
}

/** What a bench is told by the runner. */
export interface BenchOptions {
  /** A few iterations of everything: proves the bench runs, its figures mean nothing. */
  smoke?: boolean;
}

/** A bench: resolves with its rows. */
export type Bench = (options: BenchOptions) => Promise<BenchRow[]>;

/** Above this 1-minute load average (per machine, not per core) a run is marked busy. */
export const BUSY_LOAD = 1;

/** One bench's result with the machine's state around it. */
export interface BenchRun {
  bench: string;
  /** os.loadavg() (1, 5, 15 min) just before and just after the bench. */
  loadBefore: number[];
  loadAfter: number[];
  /** Either 1-minute load above {@link BUSY_LOAD}: the figures are not evidence for or against a target. */
  busy: boolean;
  seconds: number;
  rows: BenchRow[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const loadText = (load: number[]) => load.map((l) => l.toFixed(2)).join(' / ');

/** Rows with a performance target but no floor beside them (the runner reports them as such). */
export function rowsWithoutFloor(rows: BenchRow[]): BenchRow[] {
  return rows.filter((r) => r.target !== undefined && !r.check && !r.floor);
}

/** Runs one bench between two load samples and prints its table. */
export async function runBench(name: string, bench: Bench, options: BenchOptions, out: (text: string) => void): Promise<BenchRun> {
  const loadBefore = os.loadavg().map(round2);
  out(`\n== ${name} ==\nload average before (1/5/15 min): ${loadText(loadBefore)}\n`);
  const t0 = performance.now();
  const rows = await bench(options);
  const seconds = round2((performance.now() - t0) / 1000);
  const loadAfter = os.loadavg().map(round2);
  const run: BenchRun = { bench: name, loadBefore, loadAfter, busy: loadBefore[0] > BUSY_LOAD || loadAfter[0] > BUSY_LOAD, seconds, rows };
  out(formatRun(run, options));
  return run;
}

export function formatValue(v: number): string {
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v)) return String(v);
  return Math.abs(v) >= 100 ? v.toFixed(0) : Math.abs(v) >= 1 ? v.toFixed(2) : v.toFixed(4);
}

/** The bench's table: each targeted figure beside its floor, then the load after and the busy/smoke marks. */
export function formatRun(run: BenchRun, options: BenchOptions = {}): string {
  const lines = run.rows.map((r) => [
    r.metric,
    formatValue(r.value),
    r.unit,
    r.target ?? '',
    r.floor ? `${formatValue(r.floor.value)} ${r.floor.unit}` : r.target !== undefined && !r.check ? 'NO FLOOR' : '',
    r.pass === undefined ? '' : r.pass ? 'ok' : 'MISS',
  ]);
  const header = ['metric', 'value', 'unit', 'target', 'floor (same run)', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const fmt = (cols: string[]) => cols.map((c, i) => (i === 1 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd();
  const floors = run.rows.filter((r) => r.floor).map((r) => `  floor of "${r.metric}": ${r.floor?.metric}`);
  const marks: string[] = [`load average after (1/5/15 min): ${loadText(run.loadAfter)}; ${run.seconds} s`];
  if (run.busy) marks.push(`BUSY MACHINE (1-minute load above ${BUSY_LOAD}): these figures are not evidence for or against a target`);
  if (options.smoke) marks.push('SMOKE RUN (a few iterations): these figures are not evidence for or against a target');
  return `${fmt(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${lines.map(fmt).join('\n')}\n${floors.length ? `${floors.join('\n')}\n` : ''}${marks.join('\n')}\n`;
}
