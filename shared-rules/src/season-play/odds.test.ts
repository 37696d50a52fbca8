import { computeRecords, type MatchupResult } from '../standings/team-records';
import { seedPlayoffs } from '../standings/seeding';
import { generateHeadToHeadSchedule } from './head-to-head-schedule';
import { simulateOdds, type ScoreProjection } from './odds';

const teams = Array.from({ length: 12 }, (_, i) => ({ tid: i + 1, div: (i % 4) + 1 }));
const schedule = generateHeadToHeadSchedule(teams, 14, { seed: 4 });
/** Deterministic scores for played weeks: higher tids score a little more. */
const playedThrough = (week: number): MatchupResult[] =>
  schedule.filter((g) => g.week <= week).map((g) => ({ ...g, hp: 90 + g.hid * 2 + ((g.week * 7 + g.hid) % 13), ap: 90 + g.aid * 2 + ((g.week * 5 + g.aid) % 11) }));
const flat = (mean: number, sd: number) => new Map(teams.map((t): [number, ScoreProjection] => [t.tid, { mean, sd }]));

describe('simulateOdds', () => {
  it('gives certainties once the regular season is over, matching seedPlayoffs', () => {
    const played = playedThrough(14);
    const odds = simulateOdds({ teams, played, remaining: [], projection: flat(100, 20), playoffTeams: 6, byes: 2, sims: 200, seed: 1 });
    const seeding = seedPlayoffs(computeRecords(teams, played));
    for (const t of teams) {
      const o = odds.get(t.tid)!;
      const seed = seeding.seedOf.get(t.tid)!;
      expect(o.playoff_odds).toBe(seed <= 6 ? 1 : 0);
      expect(o.bye_odds).toBe(seed <= 2 ? 1 : 0);
      expect(o.division_odds).toBe(seeding.divisionFinish.get(t.tid) === 1 ? 1 : 0);
      expect(o.playoff_odds_with_win).toBe(o.playoff_odds);
      if (seed > 6) expect(o.championship_odds).toBe(0);
    }
    const champions = teams.reduce((t, team) => t + odds.get(team.tid)!.championship_odds, 0);
    expect(champions).toBeCloseTo(1, 10);
  });

  it('adds up: playoff spots, byes and division titles per simulation; with-win at least with-loss', () => {
    const remaining = schedule.filter((g) => g.week > 8).map(({ week, hid, aid }) => ({ week, hid, aid }));
    const odds = simulateOdds({ teams, played: playedThrough(8), remaining, projection: flat(110, 25), playoffTeams: 6, byes: 2, sims: 2000, seed: 7 });
    const sum = (key: 'playoff_odds' | 'bye_odds' | 'division_odds' | 'championship_odds') => teams.reduce((t, team) => t + odds.get(team.tid)![key], 0);
    expect(sum('playoff_odds')).toBeCloseTo(6, 8);
    expect(sum('bye_odds')).toBeCloseTo(2, 8);
    expect(sum('division_odds')).toBeCloseTo(4, 8);
    expect(sum('championship_odds')).toBeCloseTo(1, 8);
    for (const t of teams) {
      const o = odds.get(t.tid)!;
      expect(o.playoff_odds_with_win).toBeGreaterThanOrEqual(o.playoff_odds_with_loss);
      expect(o.playoff_odds).toBeGreaterThanOrEqual(Math.min(o.playoff_odds_with_win, o.playoff_odds_with_loss) - 1e-12);
      expect(o.playoff_odds).toBeLessThanOrEqual(Math.max(o.playoff_odds_with_win, o.playoff_odds_with_loss) + 1e-12);
      expect(o.division_odds).toBeLessThanOrEqual(o.playoff_odds + 1e-12);
      expect(o.bye_odds).toBeLessThanOrEqual(o.playoff_odds + 1e-12);
    }
    // Some team is on the bubble: winning this week matters.
    expect(teams.some((t) => odds.get(t.tid)!.playoff_odds_with_win - odds.get(t.tid)!.playoff_odds_with_loss > 0.05)).toBe(true);
  });

  it('gives equal teams equal odds, within sampling error', () => {
    const four = [{ tid: 1 }, { tid: 2 }, { tid: 3 }, { tid: 4 }];
    const remaining = generateHeadToHeadSchedule(four, 6, { seed: 2 });
    const projection = new Map(four.map((t): [number, ScoreProjection] => [t.tid, { mean: 100, sd: 15 }]));
    const odds = simulateOdds({ teams: four, played: [], remaining, projection, playoffTeams: 2, byes: 0, sims: 4000, seed: 3, wildcardWeek: null, championshipWeeks: [7] });
    for (const t of four) {
      expect(odds.get(t.tid)!.playoff_odds).toBeGreaterThan(0.45);
      expect(odds.get(t.tid)!.playoff_odds).toBeLessThan(0.55);
      expect(odds.get(t.tid)!.championship_odds).toBeGreaterThan(0.21);
      expect(odds.get(t.tid)!.championship_odds).toBeLessThan(0.29);
      expect(odds.get(t.tid)!.division_odds).toBe(0);
    }
  });

  it('makes a far stronger team the near-certain champion and is deterministic for a seed', () => {
    const projection = flat(100, 15);
    projection.set(5, { mean: 200, sd: 10 });
    const remaining = schedule.filter((g) => g.week > 10);
    const input = { teams, played: playedThrough(10), remaining, projection, playoffTeams: 6, byes: 2, sims: 1000, seed: 9 };
    const odds = simulateOdds(input);
    const o = odds.get(5)!;
    expect(o.playoff_odds).toBe(1);
    expect(o.championship_odds).toBeGreaterThan(0.99);
    expect(simulateOdds(input)).toEqual(odds);
    expect(simulateOdds({ ...input, seed: 10 })).not.toEqual(odds);
  });

  it('uses playoff points already final instead of simulating them', () => {
    const played = playedThrough(14);
    const seeding = seedPlayoffs(computeRecords(teams, played));
    const sixth = seeding.seeds[5].tid;
    const third = seeding.seeds[2].tid;
    const final: Record<number, Record<number, number>> = { 15: { [sixth]: 150, [third]: 100 }, 16: { [sixth]: 1000 } };
    const odds = simulateOdds({
      teams,
      played,
      remaining: [],
      projection: flat(100, 20),
      playoffTeams: 6,
      byes: 2,
      sims: 300,
      seed: 5,
      playoffPoints: (tid, week) => final[week]?.[tid] ?? null,
    });
    expect(odds.get(sixth)!.championship_odds).toBe(1);
    expect(odds.get(third)!.championship_odds).toBe(0);
  });

  it('counts the played games of a partly played week once, beside its simulated games', () => {
    // Week 9 half played: the same odds whether its played games come as played or as certain projections.
    const week9 = schedule.filter((g) => g.week === 9);
    const playedPart = playedThrough(9).filter((g) => g.week === 9).slice(0, 3);
    const remaining = [...week9.slice(3), ...schedule.filter((g) => g.week > 9)];
    const odds = simulateOdds({ teams, played: [...playedThrough(8), ...playedPart], remaining, projection: flat(100, 0), playoffTeams: 6, byes: 2, sims: 5, seed: 1 });
    // With sd 0 every remaining score is 100: compute the certain outcome directly.
    const all = [...playedThrough(8), ...playedPart, ...remaining.map((g) => ({ ...g, hp: 100, ap: 100 }))];
    const seeding = seedPlayoffs(computeRecords(teams, all));
    for (const t of teams) {
      expect(odds.get(t.tid)!.playoff_odds).toBe(seeding.seedOf.get(t.tid)! <= 6 ? 1 : 0);
      expect(odds.get(t.tid)!.bye_odds).toBe(seeding.seedOf.get(t.tid)! <= 2 ? 1 : 0);
    }
  });

  it('compares a played score with the simulated scores of the same week for all-play wins', () => {
    // Division leaders 1 and 3 end level on all-play wins (5) and wins (2) only when week 2's played
    // 1 v 2 is compared with the simulated 3 v 4; team 1 then takes the bye on points for. Counting the
    // played game apart would leave team 1 at 3 all-play wins and give team 3 the bye.
    const four = [{ tid: 1, div: 1 }, { tid: 2, div: 1 }, { tid: 3, div: 2 }, { tid: 4, div: 2 }];
    const played = [
      { week: 1, hid: 1, aid: 2, hp: 150, ap: 5 },
      { week: 1, hid: 3, aid: 4, hp: 200, ap: 1 },
      { week: 2, hid: 1, aid: 2, hp: 300, ap: 50 },
    ];
    const projection = new Map([[3, { mean: 101, sd: 0 }], [4, { mean: 100, sd: 0 }]]);
    const odds = simulateOdds({ teams: four, played, remaining: [{ week: 2, hid: 3, aid: 4 }], projection, playoffTeams: 2, byes: 1, sims: 3, seed: 1 });
    expect(odds.get(1)!.bye_odds).toBe(1);
    expect(odds.get(3)!.bye_odds).toBe(0);
  });

  it('conditions on the current week: the winner of a decisive division game takes the division', () => {
    const two = [{ tid: 1, div: 1 }, { tid: 2, div: 1 }, { tid: 3, div: 2 }, { tid: 4, div: 2 }];
    const played = [
      { week: 1, hid: 1, aid: 2, hp: 100, ap: 90 },
      { week: 1, hid: 3, aid: 4, hp: 100, ap: 90 },
      { week: 2, hid: 2, aid: 1, hp: 100, ap: 90 },
      { week: 2, hid: 4, aid: 3, hp: 100, ap: 90 },
    ];
    const remaining = [{ week: 3, hid: 1, aid: 2 }, { week: 3, hid: 3, aid: 4 }];
    const projection = new Map([1, 2, 3, 4].map((tid): [number, ScoreProjection] => [tid, { mean: 100, sd: 20 }]));
    const odds = simulateOdds({ teams: two, played, remaining, projection, playoffTeams: 2, byes: 0, sims: 2000, seed: 8 });
    for (const tid of [1, 2, 3, 4]) {
      const o = odds.get(tid)!;
      expect(o.division_odds_with_win).toBe(1);
      expect(o.division_odds_with_loss).toBe(0);
      expect(o.playoff_odds_with_win).toBe(1);
      expect(o.division_odds).toBeGreaterThan(0.4);
      expect(o.division_odds).toBeLessThan(0.6);
    }
  });
});
