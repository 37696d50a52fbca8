import { adjustedMarketSalaries, adjustedMarketSalary, discretionaryCap, marketRate, marketSalary, salaryAdjustedPointsAdded } from './market-salary';

describe('market salary', () => {
  it('computes the discretionary cap', () => {
    // 12 teams × $200 − 12 × 19 roster spots × $1.
    expect(discretionaryCap(12, 200, 19, 1)).toBe(2400 - 228);
    expect(discretionaryCap(10, 200, 20, 0)).toBe(2000);
  });

  it('rates dollars per positive point added', () => {
    expect(marketRate([100, 50, -20, 0], 300)).toBe(2);
    expect(marketRate([-1, 0], 300)).toBe(0);
    expect(marketRate(new Float64Array([25, 75]), 100)).toBe(1);
  });

  it('rounds points added × rate and floors at 0', () => {
    expect(marketSalary(10.2, 2)).toBe(20);
    expect(marketSalary(10.3, 2)).toBe(21);
    expect(marketSalary(-5, 2)).toBe(0);
    expect(marketSalary(5, 0)).toBe(0);
  });

  it('computes the §9 adjusted market salary', () => {
    // 40 × (600 ÷ (1000 − 400)) = 40.
    expect(adjustedMarketSalary(40, 600, 1000, 400)).toBe(40);
    expect(adjustedMarketSalary(33.3, 500, 1000, 400)).toBe(28);
    expect(adjustedMarketSalary(-10, 600, 1000, 400)).toBe(0);
    expect(adjustedMarketSalary(10, 600, 400, 400)).toBe(0);
  });

  it('prices a whole pool against the open points added', () => {
    // Positive points added 100 + 50 + 50 = 200, rostered 100 → 300 ÷ 100 = $3 a point.
    const salaries = adjustedMarketSalaries([100, 50, 50, -10], [1, 0, 0, 0], 300);
    expect(Array.from(salaries)).toEqual([300, 150, 150, 0]);
    expect(Array.from(adjustedMarketSalaries([10], [1], 300))).toEqual([0]);
  });

  it('subtracts the points a salary buys', () => {
    expect(salaryAdjustedPointsAdded(50, 20, 2)).toBe(40);
    expect(salaryAdjustedPointsAdded(50, 0, 2)).toBe(50);
    expect(salaryAdjustedPointsAdded(50, 20, 0)).toBe(50);
  });
});
