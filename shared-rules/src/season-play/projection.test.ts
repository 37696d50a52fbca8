import { trailingProjection } from './projection';

const season = (year: number, points: number[]) => points.map((p, i) => ({ year, week: i + 1, points: p }));

describe('trailingProjection', () => {
  it('uses only weeks strictly before the asked week', () => {
    const history = season(2025, [10, 20, 30, 1000]);
    expect(trailingProjection(history, 2025, 4).mean).toBe(20);
    expect(trailingProjection(history, 2025, 4).games).toBe(3);
  });

  it('uses the prior season alone in week 1 and blends it as 3 games after', () => {
    const history = [...season(2024, [10, 10, 10, 10]), ...season(2025, [22, 22, 22])];
    expect(trailingProjection(history, 2025, 1).mean).toBe(10);
    // (66 + 3 × 10) / 6
    expect(trailingProjection(history, 2025, 4).mean).toBe(16);
  });

  it('ignores seasons older than the prior one, later seasons and non-finite points', () => {
    const history = [...season(2023, [100]), ...season(2026, [100]), { year: 2025, week: 1, points: Number.NaN }, ...season(2024, [8])];
    expect(trailingProjection(history, 2025, 3)).toMatchObject({ mean: 8, games: 0, priorGames: 1 });
  });

  it('measures the spread once there are enough games, else assumes half the mean', () => {
    const flat = trailingProjection(season(2025, [10, 10, 10, 10]), 2025, 5);
    expect(flat.sd).toBe(0);
    const varied = trailingProjection(season(2025, [10, 20, 10, 20]), 2025, 5);
    expect(varied.mean).toBe(15);
    // sample standard deviation of 10, 20, 10, 20
    expect(varied.sd).toBeCloseTo(Math.sqrt(100 / 3), 10);
    expect(trailingProjection(season(2025, [12, 8]), 2025, 3).sd).toBe(5);
  });

  it('is zero with no history', () => {
    expect(trailingProjection([], 2025, 5)).toEqual({ mean: 0, sd: 0, games: 0, priorGames: 0 });
  });
});
