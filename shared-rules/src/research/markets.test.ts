import {
  daysSinceThursday,
  gameSelections,
  hitRate,
  isAltMarket,
  marketEdge,
  marketGroup,
  marketLabel,
  marketWindowRates,
  propHit,
  type GameLines,
} from './markets';

const game: GameLines = {
  h: 'KC',
  v: 'HOU',
  home_score: 34,
  away_score: 20,
  home_moneyline: -423,
  away_moneyline: 349,
  spread_line: 9.5,
  home_spread_odds: -105,
  away_spread_odds: -105,
  total_line: 53.5,
  over_odds: -102,
  under_odds: -109,
};

describe('hit rate and edge (spec §2 Betting Markets)', () => {
  it('counts only decided outcomes', () => {
    expect(hitRate([{ hit: true }, { hit: false }, { hit: null }, { hit: true }])).toBeCloseTo(2 / 3);
    expect(hitRate([{ hit: null }])).toBeNull();
  });

  it('edge is the hit rate minus the implied probability of the odds', () => {
    expect(marketEdge(0.6, 150)).toBeCloseTo(0.2); // +150 implies 0.4
    expect(marketEdge(0.5, -110)).toBeCloseTo(0.5 - 110 / 210);
    expect(marketEdge(null, -110)).toBeNull();
    expect(marketEdge(0.5, 50)).toBeNull(); // invalid American odds
  });

  it('splits the history into This Season, Last Season, Last 5, Last 10 and Overall', () => {
    const history = [
      ...Array.from({ length: 6 }, (_, i) => ({ year: 2025, timestamp: 2000 + i, hit: i % 2 === 0 })),
      ...Array.from({ length: 6 }, (_, i) => ({ year: 2024, timestamp: 1000 + i, hit: true })),
      { year: 2025, timestamp: 3000, hit: null },
    ];
    const w = marketWindowRates(history, 2025, 100);
    expect(w.current_season).toEqual({ hit_rate: 0.5, edge: 0, games: 6 });
    expect(w.last_season).toEqual({ hit_rate: 1, edge: 0.5, games: 6 });
    // latest five decided: timestamps 2005..2001 -> hits at 2004, 2002
    expect(w.last_five.hit_rate).toBeCloseTo(2 / 5);
    expect(w.last_ten.hit_rate).toBeCloseTo(7 / 10);
    expect(w.overall).toMatchObject({ games: 12, hit_rate: 9 / 12 });
  });
});

describe('game selections from the schedule lines', () => {
  it("settles the home favourite's moneyline, spread and the total", () => {
    const s = gameSelections(game, 'KC');
    expect(s.map((x) => [x.market_type, x.selection_type, x.selection_metric_line, x.odds_american, x.hit])).toEqual([
      ['GAME_MONEYLINE', 'WIN', null, -423, true],
      ['GAME_SPREAD', 'COVER', -9.5, -105, true], // won by 14
      ['GAME_TOTAL', 'OVER', 53.5, -102, true], // 54 points
      ['GAME_TOTAL', 'UNDER', 53.5, -109, false],
    ]);
  });

  it("gives the away side its own line and odds, and pushes as null", () => {
    const s = gameSelections({ ...game, home_score: 29, away_score: 20, total_line: 49 }, 'HOU');
    expect(s[0]).toMatchObject({ selection_name: 'HOU', odds_american: 349, hit: false });
    expect(s[1]).toMatchObject({ selection_metric_line: 9.5, hit: true }); // lost by 9 with +9.5
    expect(s[2].hit).toBeNull(); // 49 on a 49 total
    expect(gameSelections(game, 'BUF')).toEqual([]);
  });

  it('leaves unplayed games unsettled', () => {
    expect(gameSelections({ ...game, home_score: null, away_score: null }, 'KC').every((x) => x.hit === null)).toBe(true);
  });
});

describe('market names and props', () => {
  it('groups, labels and finds ALT markets', () => {
    expect(marketGroup('SEASON_PASSING_YARDS')).toBe('Season');
    expect(marketGroup('GAME_SPREAD')).toBe('Game');
    expect(marketGroup('ANYTIME_TD')).toBe('Other');
    expect(marketLabel('game_alt_rushing_yards')).toBe('GAME ALT RUSHING YARDS');
    expect(isAltMarket('GAME_ALT_RUSHING_YARDS')).toBe(true);
    expect(isAltMarket('GAME_RUSHING_YARDS')).toBe(false);
  });

  it('settles over and under props on the actual value', () => {
    expect(propHit('over', 249.5, 250)).toBe(true);
    expect(propHit('UNDER', 249.5, 250)).toBe(false);
    expect(propHit('over', 250, 250)).toBeNull();
    expect(propHit('over', 250, null)).toBeNull();
  });

  it('finds the preceding Thursday', () => {
    expect(daysSinceThursday(4)).toBe(0); // Thursday
    expect(daysSinceThursday(0)).toBe(3); // Sunday
    expect(daysSinceThursday(1)).toBe(4); // Monday
    expect(daysSinceThursday(3)).toBe(6); // Wednesday
  });
});
