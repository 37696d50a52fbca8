import type { NflGame } from '@league/shared-rules/contracts';
import { currentWeek, scheduleWeeks, weekLabel } from './schedule-model';

const game = (week: number, h: string, v: string, scored = false): NflGame => ({
  esbid: `g${week}${h}`, year: 2025, week, seas_type: 'REG', game_type: 'REG', date: '2025-09-07', time_est: '13:00', h, v,
  home_score: scored ? 20 : null, away_score: scored ? 17 : null, home_moneyline: null, away_moneyline: null, spread_line: null,
  total_line: null, over_odds: null, under_odds: null, roof: null, surface: null, stadium: null,
});
const games = [game(1, 'KC', 'BAL', true), game(2, 'CIN', 'KC', true), game(3, 'BUF', 'MIA'), game(4, 'KC', 'LAC'), game(5, 'DEN', 'KC')];

describe('schedule weeks (spec §2 Schedule tab)', () => {
  it('labels W{week} with @ when away and inserts the BYE', () => {
    const weeks = scheduleWeeks(games, 'KC');
    expect(weeks.map(weekLabel)).toEqual(['W1 BAL', 'W2 @CIN', 'BYE', 'W4 LAC', 'W5 @DEN']);
    expect(scheduleWeeks(games, 'NYJ')).toEqual([]);
  });

  it('opens on the current NFL week, else the first game not played', () => {
    const weeks = scheduleWeeks(games, 'KC');
    expect(currentWeek(weeks, 4)?.week).toBe(4);
    expect(currentWeek(weeks, 12)?.week).toBe(5);
    expect(currentWeek(weeks, 0)?.week).toBe(4); // week 3 is the bye
  });
});
