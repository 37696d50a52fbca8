import { generateHeadToHeadSchedule, type HeadToHeadGame } from './head-to-head-schedule';

const teamsOf = (count: number, divisions = 0) =>
  Array.from({ length: count }, (_, i) => ({ tid: i + 1, div: divisions ? (i % divisions) + 1 : null }));

const meetings = (games: HeadToHeadGame[]) => {
  const count = new Map<string, number>();
  for (const g of games) {
    const key = `${Math.min(g.hid, g.aid)}-${Math.max(g.hid, g.aid)}`;
    count.set(key, (count.get(key) ?? 0) + 1);
  }
  return count;
};

describe('generateHeadToHeadSchedule', () => {
  it('has every team play exactly once each week, never itself', () => {
    const games = generateHeadToHeadSchedule(teamsOf(12), 14, { seed: 7 });
    expect(games).toHaveLength(12 / 2 * 14);
    for (let week = 1; week <= 14; week++) {
      const tids = games.filter((g) => g.week === week).flatMap((g) => [g.hid, g.aid]);
      expect(tids.sort((a, b) => a - b)).toEqual(teamsOf(12).map((t) => t.tid));
    }
    expect(games.every((g) => g.hid !== g.aid)).toBe(true);
  });

  it('meets every opponent once in the first round robin, then at most twice in 14 weeks', () => {
    const games = generateHeadToHeadSchedule(teamsOf(12), 14);
    const first = meetings(games.filter((g) => g.week <= 11));
    expect(first.size).toBe(66);
    expect([...first.values()].every((c) => c === 1)).toBe(true);
    const all = meetings(games);
    expect([...all.values()].every((c) => c === 1 || c === 2)).toBe(true);
  });

  it('balances home and away games', () => {
    const games = generateHeadToHeadSchedule(teamsOf(12), 14, { seed: 3 });
    for (let tid = 1; tid <= 12; tid++) {
      const home = games.filter((g) => g.hid === tid).length;
      expect(home === 7 || home === 6 || home === 8).toBe(true);
    }
    const full = generateHeadToHeadSchedule(teamsOf(10), 18, { seed: 3 });
    for (let tid = 1; tid <= 10; tid++) expect(full.filter((g) => g.hid === tid).length).toBe(9);
  });

  it('plays division rivals twice when weeks allow (12 teams, 4 divisions of 3, 14 weeks)', () => {
    const teams = teamsOf(12, 4);
    const divOf = new Map(teams.map((t) => [t.tid, t.div]));
    const games = generateHeadToHeadSchedule(teams, 14, { seed: 11 });
    for (const [key, count] of meetings(games)) {
      const [a, b] = key.split('-').map(Number);
      // 3 leftover weeks x 6 games: the 12 rival pairs plus 6 cross-division rematches.
      if (divOf.get(a) === divOf.get(b)) expect(count).toBe(2);
      else expect(count === 1 || count === 2).toBe(true);
    }
    expect([...meetings(games).values()].filter((c) => c === 2)).toHaveLength(18);
  });

  it('plays rivals twice with 2 divisions of 5 in 14 weeks (9 + 5) and with 2 of 4 in 10 weeks (7 + 3)', () => {
    for (const [count, weeks] of [[10, 14], [8, 10]]) {
      const games = generateHeadToHeadSchedule(teamsOf(count, 2), weeks, { seed: 5 });
      for (const [key, met] of meetings(games)) {
        const [a, b] = key.split('-').map(Number);
        // Odd divisions: each week's odd ones out (one per division) meet across divisions again.
        if (a % 2 === b % 2) expect(met).toBe(2);
        else if (count === 8) expect(met).toBe(1);
        else expect([1, 2]).toContain(met);
      }
    }
  });

  it('gives one bye a week with an odd team count, spread evenly', () => {
    const games = generateHeadToHeadSchedule(teamsOf(7), 14, { seed: 2 });
    const byes = new Map<number, number>();
    for (let week = 1; week <= 14; week++) {
      const playing = new Set(games.filter((g) => g.week === week).flatMap((g) => [g.hid, g.aid]));
      expect(playing.size).toBe(6);
      for (let tid = 1; tid <= 7; tid++) if (!playing.has(tid)) byes.set(tid, (byes.get(tid) ?? 0) + 1);
    }
    expect([...byes.values()]).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });

  it('repeats the round robin for long seasons, mirroring home and away', () => {
    const games = generateHeadToHeadSchedule(teamsOf(4), 6, { seed: 1 });
    const first = games.filter((g) => g.week <= 3).map((g) => `${g.aid}@${g.hid}`).sort();
    const second = games.filter((g) => g.week > 3).map((g) => `${g.hid}@${g.aid}`).sort();
    expect(second).toEqual(first);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const a = generateHeadToHeadSchedule(teamsOf(12, 4), 14, { seed: 42 });
    expect(generateHeadToHeadSchedule(teamsOf(12, 4), 14, { seed: 42 })).toEqual(a);
    expect(generateHeadToHeadSchedule(teamsOf(12, 4), 14, { seed: 43 })).not.toEqual(a);
  });

  it('returns nothing without two teams or a week', () => {
    expect(generateHeadToHeadSchedule(teamsOf(1), 14)).toEqual([]);
    expect(generateHeadToHeadSchedule(teamsOf(4), 0)).toEqual([]);
  });
});
