import { percentileBand } from './column-values';

const p = { n: 10, p25: 10, p50: 20, p75: 30, p90: 40, p95: 45, p98: 48, p99: 49, min: 0, max: 50, lower_is_better: false };

describe('percentileBand', () => {
  it('high from p75 toward the max, low from p25 toward the min, nothing in the middle half', () => {
    expect(percentileBand(40, p)).toEqual({ band: 'high', strength: 0.5 });
    expect(percentileBand(5, p)).toEqual({ band: 'low', strength: 0.5 });
    expect(percentileBand(20, p)).toBeNull();
    expect(percentileBand(null, p)).toBeNull();
    expect(percentileBand(40, null)).toBeNull();
  });

  it('a lower-is-better column (reversed points): the smallest values are high', () => {
    const dash = { ...p, p25: 4.7, p75: 4.4, min: 4.2, max: 5.0, lower_is_better: true };
    expect(percentileBand(4.3, dash)?.band).toBe('high');
    expect(percentileBand(4.3, dash)?.strength).toBeCloseTo(0.5);
    expect(percentileBand(4.9, dash)).toMatchObject({ band: 'low' });
    expect(percentileBand(4.5, dash)).toBeNull();
  });
});
