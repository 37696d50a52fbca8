import { residualFilter } from './collection';

describe('residualFilter', () => {
  const fields = ['year', 'week', 'down'];

  it('leaves out the scalar equalities and $in lists on the lookup fields', () => {
    expect(residualFilter({ year: 2025, week: { $in: [1, 2] }, down: { $eq: 1 }, yardline_100: { $lte: 50 } }, fields)).toEqual({ yardline_100: { $lte: 50 } });
    expect(residualFilter({ year: 2025, week: { $in: [1, 2] } }, fields)).toEqual({});
  });

  it('keeps conditions that carry more than the lookup (other operators, non-scalar values) and whole filters with operators', () => {
    expect(residualFilter({ year: 2025, week: { $in: [1, 2], $ne: 2 } }, fields)).toEqual({ week: { $in: [1, 2], $ne: 2 } });
    expect(residualFilter({ year: { a: 1 }, week: { $in: [[1]] } }, fields)).toBeNull();
    expect(residualFilter({ year: 2025, $and: [{ year: 2024 }] }, fields)).toBeNull();
    expect(residualFilter({ pos: 'WR' }, fields)).toBeNull();
  });
});
