import { byeTeams, defaultNflWeek, kickoffOf, nflWeeks } from './nfl-week';

describe('NFL week helpers', () => {
  it('reads kickoff from date and time_est in New York time, across daylight saving', () => {
    expect(kickoffOf({ date: '2025-10-05', time_est: '13:00' })).toBe(Date.UTC(2025, 9, 5, 17) / 1000);
    expect(kickoffOf({ date: '2025-11-09', time_est: '13:00' })).toBe(Date.UTC(2025, 10, 9, 18) / 1000);
    expect(kickoffOf({ date: '2025-11-09', time_est: null })).toBeNull();
  });
  it('lists the teams without a game as byes', () => {
    const games = byeTeams([{ h: 'KC', v: 'BUF' }]);
    expect(games).toHaveLength(30);
    expect(games).not.toContain('KC');
  });
  it('names the postseason rounds and defaults to the current week', () => {
    expect(nflWeeks(2025).map((w) => w.label).slice(17)).toEqual(['Week 18', 'Wild Card', 'Divisional', 'Conference', 'Super Bowl']);
    expect(defaultNflWeek(2025, Date.UTC(2025, 9, 5, 17) / 1000)).toBe(5);
    expect(defaultNflWeek(2024, Date.UTC(2025, 9, 5, 17) / 1000)).toBe(1);
  });
});
