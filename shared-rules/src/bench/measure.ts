import { performance } from 'node:perf_hooks';

/** Timing summary of one benchmark, in milliseconds per operation. */
export interface BenchResult {
  name: string;
  samples: number;
  /** Operations per sample (the sample time is divided by it). */
  batch: number;
  medianMs: number;
  p99Ms: number;
  minMs: number;
  targetMs: number;
  baselineMs: number;
  pass: boolean;
  /** The floor's name and median, measured by the same harness right after the operation. */
  floor: { name: string; medianMs: number };
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

interface Harness {
  samples: number;
  batch?: number;
  warmup?: number;
}

/** Per-call times of `op`, sorted: `samples` timed samples of `batch` calls each, after `warmup` untimed samples. */
function sample(op: (iteration: number) => unknown, options: Harness): number[] {
  const batch = options.batch ?? 1;
  const gc = (globalThis as { gc?: () => void }).gc;
  let sink = 0;
  for (let s = 0; s < (options.warmup ?? 5); s++) for (let b = 0; b < batch; b++) if (op(b)) sink++;
  gc?.();
  const times: number[] = [];
  for (let s = 0; s < options.samples; s++) {
    const start = performance.now();
    for (let b = 0; b < batch; b++) if (op(s * batch + b)) sink++;
    times.push((performance.now() - start) / batch);
  }
  if (sink < 0) throw new Error('unreachable');
  return times.sort((a, b) => a - b);
}

/**
 * Runs `op` in the harness and reports per-call median and p99 (batching makes microsecond operations
 * measurable), then runs `floor.op` in the same harness: the floor reads the same inputs and does nothing
 * else, so the distance between the two is the rule's own cost on this machine at this moment.
 */
export function measure(
  name: string,
  op: (iteration: number) => unknown,
  options: Harness & { targetMs: number; baselineMs: number; floor: { name: string; op: (iteration: number) => unknown } },
): BenchResult {
  const times = sample(op, options);
  const floorTimes = sample(options.floor.op, options);
  const medianMs = percentile(times, 50);
  return {
    name,
    samples: options.samples,
    batch: options.batch ?? 1,
    medianMs,
    p99Ms: percentile(times, 99),
    minMs: times[0],
    targetMs: options.targetMs,
    baselineMs: options.baselineMs,
    pass: medianMs < options.targetMs,
    floor: { name: options.floor.name, medianMs: percentile(floorTimes, 50) },
  };
}

/** Formats milliseconds with a unit that keeps 3 significant digits. */
export function formatMs(ms: number): string {
  if (ms < 0.001) return `${(ms * 1e6).toFixed(0)} ns`;
  if (ms < 1) return `${(ms * 1000).toPrecision(3)} µs`;
  if (ms < 1000) return `${ms.toPrecision(3)} ms`;
  return `${(ms / 1000).toPrecision(3)} s`;
}
