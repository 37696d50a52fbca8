import { percentilesOf } from './percentiles';

describe('percentilesOf', () => {
  it('linear between ranks; reversed points for a lower-is-better column; null without values', () => {
    const xs = [5, 1, 4, 2, 3];
    expect(percentilesOf(xs, false)).toEqual({ n: 5, p25: 2, p50: 3, p75: 4, p90: 4.6, p95: 4.8, p98: 4.92, p99: 4.96, min: 1, max: 5, lower_is_better: false });
    // a 40-yard dash: p90 is the time better than 90% of the rows
    expect(percentilesOf(xs, true)).toMatchObject({ p25: 4, p50: 3, p75: 2, p90: 1.4, p99: 1.04, min: 1, max: 5, lower_is_better: true });
    expect(percentilesOf([], false)).toBeNull();
  });
});
