import { DEFAULT_LEAGUE } from '../constants/default-league';
import type { ProjectionRow } from '../contracts/http/entities/projection';
import { computeValues, type ValuesRequest } from './pool-values';

const QB = 'JOSH-ALLE-2018-1996-05-21';
const RB = 'BIJA-ROBI-2023-2002-01-30';
const row = (pid: string, week: number, sourceid: number | null, stats: Partial<ProjectionRow>, userid: number | null = null): ProjectionRow => ({
  pid, week, year: 2026, seas_type: 'REG', sourceid, userid, timestamp: 1, ...stats,
});

const request = (rows: ProjectionRow[], weights: Record<string, number>): ValuesRequest => ({
  rows,
  players: [{ pid: QB, pos: 'QB' }, { pid: RB, pos: 'RB' }],
  weights,
  userId: 7,
  league: DEFAULT_LEAGUE as unknown as ValuesRequest['league'],
  currentWeek: 17,
  finalWeek: 18,
});

describe('computeValues projected lines', () => {
  const rows = [
    row(QB, 17, 1, { pa: 30, py: 200, tdp: 1 }),
    row(QB, 17, 2, { pa: 40, py: 300, tdp: 3 }),
    row(QB, 18, 1, { pa: 30, py: 200 }),
    row(QB, 18, null, { pa: 20, py: 150 }, 7),
    row(RB, 17, 1, { ra: 15, ry: 70, rec: 3, recy: 20 }),
  ];
  const at = (lines: ReturnType<typeof computeValues>['lines'], player: number, week: number, key: string) =>
    lines.stats[(player * lines.weeks + week) * lines.keys.length + lines.keys.indexOf(key)];

  it('packs the weighted line of each remaining week, the own row winning, NaN where nothing projects the player', () => {
    const { lines } = computeValues(request(rows, { '1': 1, '2': 3 }));
    expect(lines.weeks).toBe(2);
    // (200 × 1 + 300 × 3) / 4
    expect(at(lines, 0, 0, 'py')).toBe(275);
    expect(at(lines, 0, 0, 'tdp')).toBe(2.5);
    expect(at(lines, 0, 1, 'py')).toBe(150);
    expect(at(lines, 1, 0, 'ry')).toBe(70);
    expect(at(lines, 1, 0, 'recy')).toBe(20);
    expect(at(lines, 1, 0, 'py')).toBe(0);
    expect(Number.isNaN(at(lines, 1, 1, 'ry'))).toBe(true);
  });

  it('follows a weight change', () => {
    const { lines } = computeValues(request(rows, { '1': 1, '2': 0 }));
    expect(at(lines, 0, 0, 'py')).toBe(200);
  });
});
