import { POSITION_TARGETS, salaryForPick, snakeAllocate, type PoolPlayer } from './allocate';

function pool(): PoolPlayer[] {
  const out: PoolPlayer[] = [];
  const sizes: Record<string, number> = { QB: 60, RB: 90, WR: 100, TE: 40, K: 20, DST: 32 };
  for (const [pos, n] of Object.entries(sizes)) {
    for (let i = 0; i < n; i++) out.push({ pid: `${pos}${i}`, pos, points: pos === 'DST' ? null : 300 - i * 3 });
  }
  return out;
}

describe('snakeAllocate', () => {
  const rosters = snakeAllocate(pool(), 12);

  it('gives every team a full legal roster with no player twice', () => {
    const all = rosters.flat().map((a) => a.pid);
    expect(new Set(all).size).toBe(all.length);
    for (const roster of rosters) {
      expect(roster).toHaveLength(17);
      for (const [pos, n] of Object.entries(POSITION_TARGETS)) expect(roster.filter((a) => a.pos === pos)).toHaveLength(n);
      const starters = roster.filter((a) => a.slot !== 11).map((a) => a.slot).sort((a, b) => a - b);
      expect(starters).toEqual([1, 2, 2, 3, 3, 4, 7, 8, 9, 10]);
    }
  });

  it('keeps each team under the $200 cap with salaries from $1 up', () => {
    for (const roster of rosters) {
      const total = roster.reduce((s, a) => s + a.value, 0);
      expect(total).toBeLessThan(200);
      expect(total).toBeGreaterThan(100);
    }
    expect(salaryForPick(1)).toBe(56);
    expect(salaryForPick(204)).toBe(1);
  });

  it('snakes: the first team picks 1st and 24th', () => {
    expect(rosters[0].map((a) => a.pick).sort((a, b) => a - b).slice(0, 2)).toEqual([1, 24]);
  });
});
