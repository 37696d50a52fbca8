import { bandStart, gameTime, marketChartLabel, marketChartModel } from './market-chart';
import { altLines, marketOptionGroups, marketPercent, marketRows, showsOdds, windowSummary } from './market-model';
import type { BettingMarket, MarketSelection } from '@league/shared-rules/contracts';

const rates = (hit: number | null, edge: number | null) => ({
  current_season_hit_rate_hard: hit,
  current_season_edge_hard: edge,
  last_season_hit_rate_hard: null,
  last_season_edge_hard: null,
  last_five_hit_rate_hard: hit,
  last_five_edge_hard: edge,
  last_ten_hit_rate_hard: hit,
  last_ten_edge_hard: edge,
  overall_hit_rate_hard: hit,
  overall_edge_hard: edge,
});

function selection(type: string, line: number | null, odds: number, ts: number, hit: number | null = null): MarketSelection {
  return { selection_name: type.toLowerCase(), selection_type: type, selection_metric_line: line, odds_american: odds, implied_probability: null, timestamp: ts, result: null, ...rates(hit, hit === null ? null : hit - 0.5) };
}

function market(type: string, date: string, time: string, selections: MarketSelection[], year = 2024): BettingMarket {
  return { source_id: 'NFLVERSE', source_market_name: type, market_type: type, year, week: 1, event_date: date, event_time_est: time, home_team: 'BUF', away_team: 'ARI', esbid: `${date}`, selections };
}

// Sunday 8 Sep 2024 13:00 New York = 17:00 UTC; Sunday 7 Sep 2025 13:00 = 17:00 UTC
const T2024 = Date.UTC(2024, 8, 8, 17) / 1000;
const T2025 = Date.UTC(2025, 8, 7, 17) / 1000;
const markets = [
  market('GAME_TOTAL', '2024-09-08', '13:00', [selection('OVER', 46, -108, T2024, 0.4), selection('UNDER', 46, -112, T2024, 0.6)]),
  market('GAME_TOTAL', '2025-09-07', '13:00', [selection('OVER', 50.5, -110, T2025, 0.7), selection('UNDER', 50.5, -110, T2025, 0.3)], 2025),
  market('GAME_MONEYLINE', '2024-09-08', '13:00', [selection('WIN', null, -310, T2024)]),
  market('SEASON_PASSING_YARDS', '2024-09-01', '12:00', [selection('OVER', 4100.5, -115, T2024 - 86400 * 7)]),
  market('GAME_ALT_PASSING_YARDS', '2024-09-08', '13:00', [selection('OVER', 299.5, 210, T2024), selection('OVER', 249.5, 120, T2024)]),
];

describe('market model (spec §2 Betting Markets)', () => {
  it('groups the Select Market options Season, Game, Other with upper-case labels, and searches them', () => {
    const groups = marketOptionGroups(markets);
    expect(groups.map((g) => g.group)).toEqual(['Season', 'Game']);
    expect(groups[1].options.map((o) => o.label)).toEqual(['GAME ALT PASSING YARDS', 'GAME MONEYLINE', 'GAME TOTAL']);
    expect(marketOptionGroups(markets, 'total').flatMap((g) => g.options.map((o) => o.value))).toEqual(['GAME_TOTAL']);
  });

  it('lists ALT lines ascending and shows odds for ALT and no-line markets', () => {
    const alt = marketRows(markets, 'GAME_ALT_PASSING_YARDS');
    expect(altLines(alt)).toEqual([249.5, 299.5]);
    expect(showsOdds('GAME_ALT_PASSING_YARDS', alt)).toBe(true);
    expect(showsOdds('GAME_MONEYLINE', marketRows(markets, 'GAME_MONEYLINE'))).toBe(true);
    expect(showsOdds('GAME_TOTAL', marketRows(markets, 'GAME_TOTAL'))).toBe(false);
  });

  it('summarises the latest selection of a side per window, shaded against the column', () => {
    const rows = marketRows(markets, 'GAME_TOTAL');
    const over = windowSummary(rows, 'OVER')!;
    expect(over.map((l) => l.window)).toEqual(['current_season', 'last_season', 'last_five', 'last_ten', 'overall']);
    expect(over[0].hitRate.value).toBe(0.7);
    expect(over[0].hitRate.shade).toBe(1); // the best of the column
    expect(over[1].hitRate).toEqual({ value: null, shade: null });
    expect(marketPercent(over[0].edge.value)).toBe('20%');
    expect(windowSummary(rows, 'WIN')).toBeNull();
  });
});

describe('market chart (spec §2)', () => {
  it('plots the line and each side\'s odds at unix seconds × 1000', () => {
    const model = marketChartModel(marketRows(markets, 'GAME_TOTAL'));
    expect(model.line).toEqual([{ x: T2024 * 1000, y: 46 }, { x: T2025 * 1000, y: 50.5 }]);
    expect(model.odds.map((o) => o.name)).toEqual(['Over odds', 'Under odds']);
    expect(model.odds[0].points[0]).toEqual({ x: T2024 * 1000, y: -108 });
    expect(marketChartLabel('GAME_TOTAL', model)).toBe('GAME TOTAL: line and American odds over time');
  });

  it('draws only odds when the market has no line', () => {
    const model = marketChartModel(marketRows(markets, 'GAME_MONEYLINE'));
    expect(model.line).toBeNull();
    expect(marketChartLabel('GAME_MONEYLINE', model)).toBe('GAME MONEYLINE: American odds over time');
  });

  it('reads game times as Eastern, bands weeks from the preceding Thursday, and breaks the axis between seasons', () => {
    expect(gameTime({ event_date: '2024-09-08', event_time_est: '13:00', timestamp: 0 })).toBe(T2024 * 1000);
    // Sunday 8 Sep 2024 -> Thursday 5 Sep 2024, 00:00 New York (04:00 UTC)
    expect(bandStart(T2024 * 1000)).toBe(Date.UTC(2024, 8, 5, 4));
    // a Thursday game starts its own band
    expect(bandStart(Date.UTC(2024, 8, 6, 0, 20))).toBe(Date.UTC(2024, 8, 5, 4));
    const model = marketChartModel(marketRows(markets, 'GAME_TOTAL'));
    expect(model.games).toEqual([T2024 * 1000, T2025 * 1000]);
    expect(model.bands[0]).toEqual({ from: Date.UTC(2024, 8, 5, 4), to: Date.UTC(2024, 8, 5, 4) + 7 * 86_400_000 });
    expect(model.breaks).toHaveLength(1);
    expect(model.breaks[0].breakSize).toBe(86_400_000);
    expect(model.breaks[0].from).toBeGreaterThan(T2024 * 1000);
    expect(model.breaks[0].to).toBeLessThan(T2025 * 1000);
  });
});
