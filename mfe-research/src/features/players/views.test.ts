import { getSeason } from '@league/shared-rules';
import { availableViews, defaultView, projectionKey } from './views';
import { visibleWindow } from './virtual';
import { formatSpread, weekMatchups } from './week-model';

const at = (iso: string) => getSeason(Date.parse(iso) / 1000);

describe('players page views (spec §2)', () => {
  it('offers Season Projections in the offseason and defaults to them', () => {
    const season = at('2026-06-01T00:00:00Z');
    expect(availableViews(season).map((v) => v.label)).toEqual([
      'Season Projections', 'Week Projections', 'Passing Stats by Play', 'Rushing Stats by Play', 'Receiving Stats by Play',
    ]);
    expect(defaultView(season)).toBe('season');
  });

  it('offers Rest of Season Projections in season', () => {
    const season = at('2026-11-25T17:00:00Z');
    expect(availableViews(season).map((v) => v.id)).toEqual(['ros', 'week', 'passing', 'rushing', 'receiving']);
    expect(defaultView(season)).toBe('ros');
  });

  it('hides Week Projections after the final week and defaults to passing stats by play', () => {
    const season = at('2027-01-13T17:00:00Z');
    expect(season.week).toBeGreaterThan(season.finalWeek);
    expect(availableViews(season).map((v) => v.id)).toEqual(['season', 'passing', 'rushing', 'receiving']);
    expect(defaultView(season)).toBe('passing');
  });

  it('reads the projection key of each projection view', () => {
    expect(projectionKey('season', 3)).toBe('0');
    expect(projectionKey('ros', 3)).toBe('ros');
    expect(projectionKey('week', 3)).toBe('3');
    expect(projectionKey('passing', 3)).toBeNull();
  });
});

describe('week context', () => {
  it("turns the home line into each team's spread and implied total", () => {
    const game = { esbid: 'x', year: 2026, week: 12, seas_type: 'REG' as const, game_type: 'REG', date: '2026-11-29', time_est: null, h: 'KC', v: 'BUF', home_score: null, away_score: null, home_moneyline: -175, away_moneyline: 150, spread_line: 3.5, total_line: 48.5, over_odds: null, under_odds: null, roof: null, surface: null, stadium: null };
    const map = weekMatchups([game]);
    expect(map.get('KC')).toEqual({ opponent: 'BUF', home: true, spread: -3.5, total: 48.5, impliedTotal: 26, moneyline: -175 });
    expect(map.get('BUF')).toEqual({ opponent: 'KC', home: false, spread: 3.5, total: 48.5, impliedTotal: 22.5, moneyline: 150 });
    expect(map.has('ATL')).toBe(false);
    expect([formatSpread(-3.5), formatSpread(3.5), formatSpread(0)]).toEqual(['-3.5', '+3.5', 'PK']);
  });
});

describe('visibleWindow', () => {
  it('renders the rows in view plus the overscan, never past either end', () => {
    expect(visibleWindow(5500, 0, 600, 41, 8)).toEqual({ start: 0, end: 24 });
    expect(visibleWindow(5500, 41 * 1000, 600, 41, 8)).toEqual({ start: 992, end: 1024 });
    expect(visibleWindow(5500, 41 * 6000, 600, 41, 8)).toEqual({ start: 5500 - 16 - 8, end: 5500 });
    expect(visibleWindow(3, 0, 600, 41, 8)).toEqual({ start: 0, end: 3 });
  });
});
