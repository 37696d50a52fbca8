import { relativeTime, upcomingLeagueEvents } from './league-events';

const now = 1_780_000_000;

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

  it("merges the server's season calendar events with the league dates, past ones dropped", () => {
    const events = upcomingLeagueEvents(
      {
        uid: 1,
        tddate: now + 2 * 86400,
        calendar_events: [
          { date: now + 6 * 86400, detail: 'Week 13 begins' },
          { date: now + 3600, detail: 'Waivers process' },
          { date: now - 3600, detail: 'Week 12 begins' },
        ],
      },
      now,
    );
    expect(events).toEqual([
      { date: now + 3600, detail: 'Waivers process' },
      { date: now + 2 * 86400, detail: 'Trade deadline' },
      { date: now + 6 * 86400, detail: 'Week 13 begins' },
    ]);
  });

  it('is empty without a league, and for a league with no date and no calendar event ahead', () => {
    expect(upcomingLeagueEvents(null, now)).toEqual([]);
    expect(upcomingLeagueEvents({ uid: 1, hosted: 1, calendar_events: [] }, now)).toEqual([]);
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
