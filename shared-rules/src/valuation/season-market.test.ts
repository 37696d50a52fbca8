import { seasonMarketSalaries } from './season-market';

/** Two teams, one QB and one RB slot each, no bench: roster size 2, discretionary cap 2×100 − 2×2×1 = 196. */
const league = {
  num_teams: 2, cap: 100, min_bid: 1, bench: 0,
  sqb: 1, srb: 1, swr: 0, ste: 0, srbwr: 0, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0,
};

describe('seasonMarketSalaries', () => {
  it('prices points over the worst dedicated starter at the league rate', () => {
    const market = seasonMarketSalaries(league, [
      { pid: 'qb1', pos: 'QB', points: 300 },
      { pid: 'qb2', pos: 'QB', points: 250 },
      { pid: 'qb3', pos: 'QB', points: 200 },
      { pid: 'rb1', pos: 'RB', points: 200 },
      { pid: 'rb2', pos: 'RB', points: 150 },
      { pid: 'rb3', pos: 'RB', points: null },
    ]);
    // baselines: QB 250, RB 150; points added 50, 0, -50, 50, 0, -150; rate 196 / 100
    expect(Object.fromEntries(market)).toEqual({ qb1: 98, qb2: 0, qb3: 0, rb1: 98, rb2: 0, rb3: 0 });
  });

  it('values nobody when no player adds points, and positions without slots at 0', () => {
    const market = seasonMarketSalaries(league, [
      { pid: 'qb', pos: 'QB', points: 10 },
      { pid: 'k', pos: 'K', points: 120 },
    ]);
    expect(Object.fromEntries(market)).toEqual({ qb: 0, k: 0 });
  });
});
