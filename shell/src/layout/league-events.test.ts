import * as rules from '@league/shared-rules';
import { relativeTime, upcomingLeagueEvents } from './league-events';

const now = 1_780_000_000;
// Wednesday 2026-11-25 12:00 New York: week 12 of the 2026 season (week 1 began Tuesday 2026-09-08).
const inSeason = Date.UTC(2026, 10, 25, 17) / 1000;
const calendar = { getSeason: rules.getSeason, getWeekStart: rules.getWeekStart, getNextWaiverProcessingTime: rules.getNextWaiverProcessingTime };
const newYork = (iso: string) => Date.parse(iso) / 1000;

describe('upcomingLeagueEvents', () => {
  it('merges the league dates, drops past and unset ones, and sorts by date', () => {
    const events = upcomingLeagueEvents(
      {
        uid: 1,
        free_agency_live_auction_start: now + 3 * 86400,
        draft_start: now + 86400,
        tddate: now + 60 * 86400,
        ext_date: now - 10,
        free_agency_period_start: null,
      },
      now,
    );
    expect(events).toEqual([
      { date: now + 86400, detail: 'Rookie draft begins' },
      { date: now + 3 * 86400, detail: 'Free agency auction begins' },
      { date: now + 60 * 86400, detail: 'Trade deadline' },
    ]);
  });

  it('adds the next week, the waiver run and the playoff weeks in season', () => {
    const events = upcomingLeagueEvents(
      { uid: 1, hosted: 1, wildcard_round: 15, championship_round: [16, 17], tddate: inSeason - 86400, draft_start: null },
      inSeason,
      calendar,
    );
    expect(events).toEqual([
      // Wednesday 15:00 New York (EST, UTC-5)
      { date: newYork('2026-11-25T20:00:00Z'), detail: 'Waivers process' },
      { date: newYork('2026-12-01T05:00:00Z'), detail: 'Week 13 begins' },
      { date: newYork('2026-12-15T05:00:00Z'), detail: 'Playoffs begin (week 15)' },
      { date: newYork('2026-12-22T05:00:00Z'), detail: 'Championship round begins (week 16)' },
    ]);
  });

  it('shows the season opener in the offseason, and no waiver run for a league that is not hosted', () => {
    const may = Date.UTC(2026, 4, 1, 12) / 1000;
    const events = upcomingLeagueEvents({ uid: 1, hosted: 0, championship_round: [16] }, may, calendar);
    expect(events.map((e) => e.detail)).toEqual(['2026 season week 1 begins', 'Playoffs begin (week 16)']);
    expect(events[0].date).toBe(rules.getRegularSeasonStart(2026));
  });

  it('is empty without a league, and after the last playoff week when no date is set', () => {
    expect(upcomingLeagueEvents(null, now, calendar)).toEqual([]);
    const afterFinal = Date.UTC(2027, 0, 20, 12) / 1000;
    expect(upcomingLeagueEvents({ uid: 1, hosted: 1, wildcard_round: 15, championship_round: [16, 17] }, afterFinal, calendar)).toEqual([]);
  });
});

describe('relativeTime', () => {
  it('uses the largest whole unit', () => {
    expect(relativeTime(now + 3 * 86400, now)).toBe('in 3 days');
    expect(relativeTime(now + 5 * 3600, now)).toBe('in 5 hours');
    expect(relativeTime(now + 86400, now)).toBe('tomorrow');
    expect(relativeTime(now + 20, now)).toBe('now');
  });
});
