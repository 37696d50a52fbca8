import { DEFAULT_LEAGUE, type League } from '@league/shared-rules/contracts';
import { formatInstant, keyDates, lineupSummary, receptionFormat, reserveSummary, scoringSummary } from './league-summary';

const league: League = { ...DEFAULT_LEAGUE, uid: 1, name: 'Demo', years: [2026] };

describe('league summary', () => {
  it('names the reception format', () => {
    expect([0, 0.5, 1, 0.25].map(receptionFormat)).toEqual(['Standard', 'Half PPR', 'PPR', '0.25 PPR']);
    expect(scoringSummary(league)).toBe('Half PPR · 4-pt pass TD');
    expect(scoringSummary({ ...league, rec: 1, ints: -2 })).toBe('PPR · 4-pt pass TD · INT -2, fumble lost -1');
  });

  it('summarises the default league lineup and roster sizes (spec §9)', () => {
    expect(lineupSummary(league)).toBe('1 QB, 2 RB, 2 WR, 1 TE, 1 FLEX, 1 SFLEX, 1 K, 1 DST');
    expect(reserveSummary(league)).toBe('7 bench, 4 practice squad, 3 IR');
  });

  it('lists only the dates that are set, earliest first', () => {
    expect(keyDates(league)).toEqual([]);
    const dates = keyDates({ ...league, tddate: 1_800_000_000, free_agency_live_auction_start: 1_790_000_000, draft_start: 1_780_000_000 });
    expect(dates.map((d) => d.label)).toEqual(['Rookie draft starts', 'Live auction starts', 'Trade deadline']);
  });

  it('formats an instant in the given zone', () => {
    expect(formatInstant(1_788_051_600, 'en-US', 'America/New_York')).toBe('Sat, Aug 29, 2026, 9:00 PM');
  });
});
