import fc from 'fast-check';
import { championshipRound, isPlayoffWeek, rankChampionship, wildcardGames, wildcardWinner } from './playoffs';
import { calculateSeasonStandings } from './season-standings';
import { compareDivision, rankStandings, seedPlayoffs } from './seeding';
import { computeRecords, groupHeadToHeadPct, type MatchupResult } from './team-records';

const m = (week: number, hid: number, aid: number, hp: number, ap: number): MatchupResult => ({ week, hid, aid, hp, ap });

describe('computeRecords', () => {
  const teams = [
    { tid: 1, div: 1 },
    { tid: 2, div: 1 },
    { tid: 3, div: 2 },
    { tid: 4, div: 2 },
  ];
  const matchups = [
    m(1, 1, 2, 100, 90),
    m(1, 3, 4, 80, 80),
    m(2, 1, 3, 70, 75),
    m(2, 2, 4, 110, 60),
    m(15, 1, 2, 999, 0),
    m(2, 1, 99, 50, 50),
  ];
  const season = computeRecords(teams, matchups, 14);
  const byTid = Object.fromEntries(season.records.map((r) => [r.tid, r]));

  it('counts wins, losses, ties, points for and against, ignoring later weeks and unknown teams', () => {
    expect(byTid[1]).toMatchObject({ wins: 1, losses: 1, ties: 0, pointsFor: 170, pointsAgainst: 165, winPct: 0.5 });
    expect(byTid[3]).toMatchObject({ wins: 1, losses: 0, ties: 1, pointsFor: 155, pointsAgainst: 150, winPct: 0.75 });
    expect(byTid[4]).toMatchObject({ wins: 0, losses: 1, ties: 1, winPct: 0.25 });
  });

  it('computes all-play records per week', () => {
    // Week 1: 100, 90, 80, 80. Week 2: 70, 110, 75, 60.
    expect(byTid[1]).toMatchObject({ allPlayWins: 3 + 1, allPlayLosses: 0 + 2, allPlayTies: 0 });
    expect(byTid[3]).toMatchObject({ allPlayWins: 0 + 2, allPlayLosses: 2 + 1, allPlayTies: 1 });
    expect(byTid[2].allPlayWinPct).toBeCloseTo(5 / 6, 10);
  });

  it('keeps division records only for games inside a division', () => {
    expect(byTid[1]).toMatchObject({ divisionWins: 1, divisionLosses: 0, divisionTies: 0 });
    expect(byTid[2]).toMatchObject({ divisionWins: 0, divisionLosses: 1 });
    expect(byTid[3]).toMatchObject({ divisionTies: 1 });
    expect(byTid[4]).toMatchObject({ divisionTies: 1, divisionWins: 0 });
  });

  it('includes every week by default and treats a missing division as none', () => {
    const all = computeRecords([{ tid: 1 }, { tid: 2, div: null }], [m(15, 1, 2, 3, 2)]);
    expect(all.records[0]).toMatchObject({ wins: 1, div: 0, divisionWins: 0 });
    expect(computeRecords([{ tid: 1 }], []).records[0]).toMatchObject({ winPct: 0, allPlayWinPct: 0 });
  });

  it('conserves games: all-play and head-to-head totals balance across teams', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 14 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })), { maxLength: 40 }),
        (rows) => {
          const ts = [0, 1, 2, 3, 4, 5].map((tid) => ({ tid, div: (tid % 2) + 1 }));
          const ms = rows.filter(([, h, a]) => h !== a).map(([w, h, a, hp, ap]) => m(w, h, a, hp, ap));
          const s = computeRecords(ts, ms);
          const sum = (f: (r: (typeof s.records)[number]) => number) => s.records.reduce((t, r) => t + f(r), 0);
          expect(sum((r) => r.wins)).toBe(sum((r) => r.losses));
          expect(sum((r) => r.allPlayWins)).toBe(sum((r) => r.allPlayLosses));
          expect(sum((r) => r.pointsFor)).toBe(sum((r) => r.pointsAgainst));
          expect(sum((r) => r.wins + r.losses + r.ties)).toBe(2 * ms.length);
          const ranked = rankStandings(s);
          expect(new Set(ranked.map((r) => r.tid)).size).toBe(6);
          for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1].winPct).toBeGreaterThanOrEqual(ranked[i].winPct);
        },
      ),
    );
  });
});

describe('rankStandings tiebreaks', () => {
  it('breaks a record tie by head-to-head, then all-play win %, then points for', () => {
    // 1 and 2 both 1-1; 2 beat 1 head to head although 1 scored more and has the better all-play.
    const teams = [{ tid: 1 }, { tid: 2 }, { tid: 3 }, { tid: 4 }];
    const season = computeRecords(teams, [m(1, 1, 2, 90, 100), m(1, 3, 4, 10, 5), m(2, 1, 4, 200, 0.8), m(2, 2, 3, 0.5, 300)]);
    const byTid = Object.fromEntries(season.records.map((r) => [r.tid, r]));
    expect(byTid[1].allPlayWinPct).toBeGreaterThan(byTid[2].allPlayWinPct);
    expect(rankStandings(season).map((r) => r.tid)).toEqual([3, 2, 1, 4]);
    expect(groupHeadToHeadPct(season, [1, 2])).toEqual(new Map([[1, 0], [2, 1]]));
  });

  it('uses all-play win % when head to head is level or unplayed, then points for, then tid', () => {
    const teams = [{ tid: 1 }, { tid: 2 }, { tid: 3 }, { tid: 4 }];
    // 1 and 3 never meet; both 1-0. 3 has the better all-play.
    const season = computeRecords(teams, [m(1, 1, 2, 50, 40), m(1, 3, 4, 60, 10)]);
    expect(rankStandings(season).map((r) => r.tid)).toEqual([3, 1, 2, 4]);
    expect(groupHeadToHeadPct(season, [1, 3]).get(1)).toBe(0.5);
    // Identical everything but points for across weeks.
    const tied = computeRecords(teams, [m(1, 1, 2, 10, 9), m(1, 3, 4, 10, 9), m(2, 1, 4, 12, 9), m(2, 3, 2, 11, 9)]);
    expect(rankStandings(tied).map((r) => r.tid).slice(0, 2)).toEqual([1, 3]);
    const mirror = computeRecords([{ tid: 7 }, { tid: 5 }], [m(1, 7, 5, 10, 10)]);
    expect(rankStandings(mirror).map((r) => r.tid)).toEqual([5, 7]);
  });
});

describe('seedPlayoffs (§9)', () => {
  // 8 teams, 2 divisions of 4.
  const teams = [1, 2, 3, 4, 5, 6, 7, 8].map((tid) => ({ tid, div: tid <= 4 ? 1 : 2 }));
  const matchups = [
    m(1, 1, 2, 120, 100), m(1, 3, 4, 90, 95), m(1, 5, 6, 130, 80), m(1, 7, 8, 70, 75),
    m(2, 1, 3, 100, 110), m(2, 2, 4, 140, 60), m(2, 5, 7, 85, 90), m(2, 6, 8, 150, 100),
    m(3, 1, 5, 100, 100), m(3, 2, 6, 90, 80), m(3, 3, 7, 85, 70), m(3, 4, 8, 95, 99),
  ];
  const season = computeRecords(teams, matchups);

  it('seeds division winners first by all-play wins, the rest by points for', () => {
    const seeding = seedPlayoffs(season, { playoffTeams: 4, byeTeams: 2 });
    const div1 = seeding.divisions.get(1)!.map((r) => r.tid);
    const div2 = seeding.divisions.get(2)!.map((r) => r.tid);
    for (const list of [seeding.divisions.get(1)!, seeding.divisions.get(2)!]) {
      for (let i = 1; i < list.length; i++) expect(compareDivision(list[i - 1], list[i])).toBeLessThanOrEqual(0);
    }
    const winners = seeding.divisionWinners.map((r) => r.tid);
    expect(winners.sort()).toEqual([div1[0], div2[0]].sort());
    const seeds = seeding.seeds;
    expect(seeds[0].allPlayWins).toBeGreaterThanOrEqual(seeds[1].allPlayWins);
    const wildcards = seeds.slice(2);
    for (let i = 1; i < wildcards.length; i++) expect(wildcards[i - 1].pointsFor).toBeGreaterThanOrEqual(wildcards[i].pointsFor);
    expect(seeding.playoffTeams).toHaveLength(4);
    expect(seeding.byes.map((r) => r.tid)).toEqual(seeds.slice(0, 2).map((r) => r.tid));
    expect(seeding.seedOf.get(seeds[0].tid)).toBe(1);
    expect(seeding.divisionFinish.get(div1[0])).toBe(1);
    expect(seeding.divisionFinish.get(div2[3])).toBe(4);
  });

  it('splits division ties by ties then points for', () => {
    const s = computeRecords(
      [{ tid: 1, div: 1 }, { tid: 2, div: 1 }, { tid: 3, div: 1 }, { tid: 4, div: 1 }],
      [m(1, 1, 2, 10, 10), m(1, 3, 4, 50, 20), m(2, 1, 3, 30, 20), m(2, 2, 4, 9, 9)],
    );
    // 1: 1-0-1, 3: 1-1-0 → 1 wins on ties at one win each; 2: 0-0-2; 4: 0-1-1.
    expect(seedPlayoffs(s).divisions.get(1)!.map((r) => r.tid)).toEqual([1, 3, 2, 4]);
  });

  it('treats every team as a wildcard without divisions and uses defaults of 6 teams, 2 byes', () => {
    const s = computeRecords([1, 2, 3, 4, 5, 6, 7].map((tid) => ({ tid })), [m(1, 1, 2, 10, 20), m(1, 3, 4, 30, 40), m(1, 5, 6, 50, 60)]);
    const seeding = seedPlayoffs(s);
    expect(seeding.divisionWinners).toEqual([]);
    expect(seeding.seeds.map((r) => r.tid)).toEqual([6, 5, 4, 3, 2, 1, 7]);
    expect(seeding.playoffTeams).toHaveLength(6);
    expect(seeding.byes).toHaveLength(2);
  });
});

describe('calculateSeasonStandings', () => {
  it('stops at the regular-season final week by default', () => {
    const result = calculateSeasonStandings([{ tid: 1, div: 1 }, { tid: 2, div: 2 }], [m(14, 1, 2, 10, 5), m(15, 2, 1, 100, 0)]);
    expect(result.standings.map((r) => [r.tid, r.wins])).toEqual([[1, 1], [2, 0]]);
    expect(result.seeding.divisionWinners).toHaveLength(2);
    const withPlayoffs = calculateSeasonStandings([{ tid: 1 }, { tid: 2 }], [m(14, 1, 2, 10, 5), m(15, 2, 1, 100, 0)], { throughWeek: 17 });
    expect(withPlayoffs.standings[0].wins).toBe(1);
  });
});

describe('playoff rounds', () => {
  it('combines the highest championship week with the lowest', () => {
    expect(championshipRound({ championship_round: [16, 17] })).toEqual({ week: 17, weeks: [16, 17] });
    expect(championshipRound({ championship_round: [17, 15, 16] })).toEqual({ week: 17, weeks: [15, 17] });
    expect(championshipRound({ championship_round: [16] })).toEqual({ week: 16, weeks: [16] });
    expect(championshipRound({ championship_round: [] })).toBeNull();
    expect(championshipRound({})).toBeNull();
  });

  it('knows the playoff weeks from the configuration', () => {
    const rounds = { wildcard_round: 15, championship_round: [16, 17] };
    expect([14, 15, 16, 17, 18].map((w) => isPlayoffWeek(rounds, w))).toEqual([false, true, true, true, false]);
    expect(isPlayoffWeek({}, 15)).toBe(false);
  });

  it('pairs wildcards best against worst after the byes; ties go to the higher seed', () => {
    const games = wildcardGames([10, 20, 30, 40, 50, 60], 2);
    expect(games).toEqual([{ home: 30, away: 60 }, { home: 40, away: 50 }]);
    expect(wildcardGames([1, 2, 3], 0)).toEqual([{ home: 1, away: 3 }]);
    expect(wildcardWinner(games[0], new Map([[30, 90], [60, 95]]))).toBe(60);
    expect(wildcardWinner(games[0], new Map([[30, 90], [60, 90]]))).toBe(30);
    expect(wildcardWinner(games[1], new Map())).toBe(40);
  });

  it('ranks the championship on combined points, better seed first when level', () => {
    const round = championshipRound({ championship_round: [16, 17] })!;
    const points = new Map([
      [16, new Map([[1, 100], [2, 120], [3, 90]])],
      [17, new Map([[1, 110], [2, 80], [3, 110]])],
    ]);
    expect(rankChampionship([1, 2, 3, 4], round, points)).toEqual([
      { tid: 1, points: 210 },
      { tid: 2, points: 200 },
      { tid: 3, points: 200 },
      { tid: 4, points: 0 },
    ]);
  });
});
