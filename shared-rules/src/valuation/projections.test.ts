import { STAT_COUNT, STAT_INDEX } from '../scoring/stat-line';
import { combineProjections, projectedStatLine, type ProjectionRow } from './projections';

describe('combineProjections', () => {
  const rows: ProjectionRow[] = [
    { pid: 'A', week: 1, sourceid: 1, py: 300, tdp: 2 },
    { pid: 'A', week: 1, sourceid: 2, py: 200, tdp: 1 },
    { pid: 'A', week: 1, sourceid: 3, py: 1000 },
    { pid: 'B', week: 2, sourceid: 1, rec: 5 },
    { pid: 'B', week: 2, sourceid: null, userid: 7, rec: 9 },
    { pid: 'B', week: 2, sourceid: '', userid: 8, rec: 1 },
    { pid: 'C', week: 1, sourceid: 1, ry: 50 },
    { pid: 'Z', week: 1, sourceid: 1, ry: 50 },
    { pid: 'A', week: 19, sourceid: 1, ry: 50 },
  ];

  it('averages sources by weight, leaving out sources weighted 0', () => {
    const packed = combineProjections(rows, ['A', 'B'], 3, { weights: { 1: 3, 2: 1, 3: 0 }, userId: 7 });
    expect(projectedStatLine(packed, 0, 1)).toMatchObject({ py: 275, tdp: 1.75, rec: 0 });
    expect(packed.stats.length).toBe(2 * 3 * STAT_COUNT);
  });

  it("lets the user's own row override the sources, ignoring other users' rows", () => {
    const packed = combineProjections(rows, ['A', 'B'], 3, { userId: 7 });
    expect(projectedStatLine(packed, 1, 2)?.rec).toBe(9);
    const other = combineProjections(rows, ['A', 'B'], 3, { userId: 8 });
    expect(projectedStatLine(other, 1, 2)?.rec).toBe(1);
    const stranger = combineProjections(rows, ['A', 'B'], 3, { userId: 99 });
    expect(projectedStatLine(stranger, 1, 2)?.rec).toBe(5);
  });

  it('without a user, takes any own row (a visitor keeps them locally)', () => {
    const packed = combineProjections([{ pid: 'B', week: 2, rec: 4 }, { pid: 'B', week: 2, sourceid: 1, rec: 8 }], ['B'], 2);
    expect(packed.stats[(0 * 2 + 1) * STAT_COUNT + STAT_INDEX.rec]).toBe(4);
  });

  it('uses weight 1 for unknown sources, marks missing cells and ignores unknown pids and weeks', () => {
    const packed = combineProjections(rows, ['A', 'C'], 2);
    expect(projectedStatLine(packed, 0, 1)?.py).toBe(500);
    expect(projectedStatLine(packed, 1, 1)?.ry).toBe(50);
    expect(projectedStatLine(packed, 1, 2)).toBeUndefined();
    expect(combineProjections(rows, ['A'], 1, { weights: { 1: 0, 2: -1, 3: 0 } }).has[0]).toBe(0);
  });
});
