import { playoffBracket } from './playoffs-bracket';

/** Points table: week → tid → points; anything missing is not final yet. */
const pointsFrom = (table: Record<number, Record<number, number>>) => (tid: number, week: number) => table[week]?.[tid] ?? null;

describe('playoffBracket', () => {
  const seeds = [11, 12, 13, 14, 15, 16];

  it('pairs 3 v 6 and 4 v 5 in the wildcard week and waits for results', () => {
    const bracket = playoffBracket({ seeds, byes: 2, wildcardWeek: 15, championshipWeeks: [16, 17], points: () => null });
    expect(bracket.rounds[0]).toEqual({
      kind: 'wildcard',
      week: 15,
      games: [
        { home: 13, away: 16, homePoints: null, awayPoints: null, winner: null },
        { home: 14, away: 15, homePoints: null, awayPoints: null, winner: null },
      ],
      walkovers: [],
    });
    expect(bracket.rounds[1]).toMatchObject({ kind: 'championship', week: 17, weeks: [16, 17], teams: [11, 12], complete: false });
    expect(bracket.champion).toBeNull();
    expect(bracket.finish).toEqual([]);
  });

  it('advances wildcard winners (tie to the higher seed) and crowns the best two-week total', () => {
    const points = pointsFrom({
      15: { 13: 100, 16: 120, 14: 90, 15: 90 },
      16: { 11: 100, 12: 110, 16: 130, 14: 80 },
      17: { 11: 120, 12: 100, 16: 90, 14: 80 },
    });
    const bracket = playoffBracket({ seeds, byes: 2, wildcardWeek: 15, championshipWeeks: [17, 16], points });
    const wildcard = bracket.rounds[0];
    expect(wildcard.kind === 'wildcard' && wildcard.games.map((g) => g.winner)).toEqual([16, 14]);
    // 11: 220, 12: 210, 16: 220 (tie with 11 → better seed 11), 14: 160.
    expect(bracket.rounds[1]).toMatchObject({
      teams: [11, 12, 14, 16],
      standings: [
        { tid: 11, points: 220 },
        { tid: 16, points: 220 },
        { tid: 12, points: 210 },
        { tid: 14, points: 160 },
      ],
      complete: true,
    });
    expect(bracket.champion).toBe(11);
    expect(bracket.finish).toEqual([11, 16, 12, 14, 13, 15].map((tid, i) => ({ tid, place: i + 1 })));
  });

  it('shows partial championship totals while a week is not final', () => {
    const points = pointsFrom({ 16: { 1: 50, 2: 60 } });
    const bracket = playoffBracket({ seeds: [1, 2], byes: 2, wildcardWeek: 15, championshipWeeks: [16, 17], points });
    expect(bracket.rounds).toHaveLength(1);
    expect(bracket.rounds[0]).toMatchObject({ standings: [{ tid: 1, points: 50 }, { tid: 2, points: 60 }], complete: false });
  });

  it('lets the middle seed of an odd wildcard field walk over', () => {
    const bracket = playoffBracket({ seeds: [1, 2, 3, 4, 5], byes: 2, wildcardWeek: 15, championshipWeeks: [16], points: () => null });
    expect(bracket.rounds[0]).toMatchObject({ games: [{ home: 3, away: 5 }], walkovers: [4] });
    expect(bracket.rounds[1]).toMatchObject({ teams: [1, 2, 4], weeks: [16] });
  });

  it('plays every seed in the championship without a wildcard week, and nothing without championship weeks', () => {
    const points = pointsFrom({ 16: { 1: 10, 2: 30, 3: 20 } });
    const bracket = playoffBracket({ seeds: [1, 2, 3], byes: 0, wildcardWeek: null, championshipWeeks: [16], points });
    expect(bracket.rounds).toHaveLength(1);
    expect(bracket.champion).toBe(2);
    expect(playoffBracket({ seeds: [1, 2], byes: 0, wildcardWeek: null, championshipWeeks: [], points })).toEqual({ rounds: [], champion: null, finish: [] });
  });
});
