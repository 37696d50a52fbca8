import { groupByPosition, positionCode, positionCodes } from './positions';

describe('position codes', () => {
  it('codes valued positions and marks the rest', () => {
    expect(['QB', 'RB', 'WR', 'TE', 'K', 'DST', 'FB'].map(positionCode)).toEqual([0, 1, 2, 3, 4, 5, -1]);
    const codes = positionCodes(['WR', 'FB', 'QB', 'WR']);
    expect(Array.from(codes)).toEqual([2, 255, 0, 2]);
    expect(groupByPosition(codes).map((g) => Array.from(g))).toEqual([[2], [], [0, 3], [], [], []]);
  });
});
