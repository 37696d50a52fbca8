/**
 * Percentiles of a stat across qualifying games (spec §3 "Percentile", §9 "Percentiles"): reported at
 * 25, 50, 75, 90, 95, 98, 99, min and max. For a lower-is-better stat (interceptions, fumbles) the
 * scale is reversed, so p90 is still "better than 90 % of games": p90 of the values is their 10th
 * percentile and `max` the smallest value.
 */

export const PERCENTILE_POINTS = [25, 50, 75, 90, 95, 98, 99] as const;

export interface PercentileSet {
  p25: number;
  p50: number;
  p75: number;
  p90: number;
  p95: number;
  p98: number;
  p99: number;
  min: number;
  max: number;
}

/** Qualifier minimums of spec §9: a game counts for a group only with this many attempts. */
export const PERCENTILE_QUALIFIERS = { pa: 14, ra: 8, trg: 8 } as const;

/** The q-th percentile (0–100) of ascending `sorted`, linear between closest ranks (R type 7). */
export function quantileSorted(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const h = (sorted.length - 1) * (q / 100);
  const lo = Math.floor(h);
  const hi = Math.ceil(h);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (h - lo);
}

/** The reported percentiles of `values` (null when there are none); rounded to 2 decimals. */
export function percentileSet(values: readonly number[], lowerIsBetter = false): PercentileSet | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  const sorted = [...finite].sort((a, b) => a - b);
  const at = (q: number) => round2(quantileSorted(sorted, lowerIsBetter ? 100 - q : q));
  return {
    p25: at(25),
    p50: at(50),
    p75: at(75),
    p90: at(90),
    p95: at(95),
    p98: at(98),
    p99: at(99),
    min: lowerIsBetter ? sorted[sorted.length - 1] : sorted[0],
    max: lowerIsBetter ? sorted[0] : sorted[sorted.length - 1],
  };
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/**
 * Shading of a value against p25/p75/min/max (spec §2 Betting Markets groups): 0 inside p25–p75,
 * rising to 1 at max (good) or falling to -1 at min (bad); null when the value is missing.
 * Works for reversed sets too (min above max): "good" is toward `max` either way.
 */
export function percentileShade(value: number | null, p: Pick<PercentileSet, 'p25' | 'p75' | 'min' | 'max'>): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  const dir = p.max >= p.min ? 1 : -1;
  const v = value * dir;
  const [p25, p75, min, max] = [p.p25 * dir, p.p75 * dir, p.min * dir, p.max * dir];
  if (v > p75) return max > p75 ? Math.min(1, (v - p75) / (max - p75)) : 1;
  if (v < p25) return min < p25 ? -Math.min(1, (p25 - v) / (p25 - min)) : -1;
  return 0;
}
