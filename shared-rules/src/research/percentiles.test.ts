import { percentileSet, percentileShade, quantileSorted } from './percentiles';

describe('percentiles (spec §3, §9)', () => {
  it('interpolates between closest ranks', () => {
    expect(quantileSorted([1, 2, 3, 4], 50)).toBe(2.5);
    expect(quantileSorted([10], 99)).toBe(10);
    expect(quantileSorted([0, 100], 25)).toBe(25);
  });

  it('reports 25, 50, 75, 90, 95, 98, 99, min and max', () => {
    const values = Array.from({ length: 101 }, (_, i) => i); // 0..100
    expect(percentileSet(values)).toEqual({ p25: 25, p50: 50, p75: 75, p90: 90, p95: 95, p98: 98, p99: 99, min: 0, max: 100 });
  });

  it('reverses the scale for lower-is-better stats', () => {
    const values = Array.from({ length: 101 }, (_, i) => i);
    const set = percentileSet(values, true)!;
    expect(set.p90).toBe(10);
    expect(set.p25).toBe(75);
    expect(set.max).toBe(0);
    expect(set.min).toBe(100);
  });

  it('ignores non-finite values and answers null for none', () => {
    expect(percentileSet([])).toBeNull();
    expect(percentileSet([Number.NaN])).toBeNull();
    expect(percentileSet([3, Number.NaN, 1])!.max).toBe(3);
  });

  it('shades above p75 toward max and below p25 toward min', () => {
    const p = { p25: 40, p75: 60, min: 0, max: 100 };
    expect(percentileShade(50, p)).toBe(0);
    expect(percentileShade(80, p)).toBe(0.5);
    expect(percentileShade(100, p)).toBe(1);
    expect(percentileShade(20, p)).toBe(-0.5);
    expect(percentileShade(null, p)).toBeNull();
    // reversed set: smaller is better
    expect(percentileShade(5, { p25: 60, p75: 40, min: 100, max: 0 })).toBeCloseTo(0.875);
  });
});
