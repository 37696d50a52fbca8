import { getRegularSeasonStart } from './calendar';
import { seasonCalendarEvents } from './calendar-events';

// Wednesday 2026-11-25 12:00 New York: week 12 of the 2026 season (week 1 began Tuesday 2026-09-08).
const inSeason = Date.UTC(2026, 10, 25, 17) / 1000;
const at = (iso: string) => Date.parse(iso) / 1000;

describe('seasonCalendarEvents', () => {
  it('gives the next week, the playoff weeks and, for a hosted league, the waiver run in season', () => {
    const events = seasonCalendarEvents({ hosted: 1, wildcard_round: 15, championship_round: [16, 17] }, inSeason);
    expect(events).toEqual([
      { date: at('2026-12-01T05:00:00Z'), detail: 'Week 13 begins' },
      { date: at('2026-12-15T05:00:00Z'), detail: 'Playoffs begin (week 15)' },
      { date: at('2026-12-22T05:00:00Z'), detail: 'Championship round begins (week 16)' },
      // Wednesday 15:00 New York (EST, UTC-5)
      { date: at('2026-11-25T20:00:00Z'), detail: 'Waivers process' },
    ]);
  });

  it('gives the season opener in the offseason, and no waiver run for a league that is not hosted', () => {
    const may = Date.UTC(2026, 4, 1, 12) / 1000;
    const events = seasonCalendarEvents({ hosted: 0, championship_round: [16] }, may);
    expect(events).toEqual([
      { date: getRegularSeasonStart(2026), detail: '2026 season week 1 begins' },
      { date: at('2026-12-22T05:00:00Z'), detail: 'Playoffs begin (week 16)' },
    ]);
  });

  it('gives no playoff week to a league without playoff rounds', () => {
    const events = seasonCalendarEvents({ hosted: 0, wildcard_round: null, championship_round: null }, inSeason);
    expect(events.map((e) => e.detail)).toEqual(['Week 13 begins']);
  });
});
