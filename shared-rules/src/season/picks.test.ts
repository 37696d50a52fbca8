import moment from 'moment-timezone';
import { getNextRookieDraftYear, getPickYears, getRestrictedFreeAgencyCompensationRound } from './picks';

const et = (s: string): number => moment.tz(s, 'America/New_York').unix();

describe('rookie draft years', () => {
  it('is this season\'s draft in the offseason until it is completed, then next year\'s', () => {
    expect(getNextRookieDraftYear({ rookie_draft_completed_at: null }, et('2026-04-01 12:00'))).toBe(2026);
    expect(getNextRookieDraftYear({ rookie_draft_completed_at: et('2026-05-03 12:00') }, et('2026-06-01 12:00'))).toBe(2027);
    // last year's completion does not count for this offseason
    expect(getNextRookieDraftYear({ rookie_draft_completed_at: et('2025-05-03 12:00') }, et('2026-04-01 12:00'))).toBe(2026);
  });
  it('is next year\'s once the season has started, also after the fantasy season', () => {
    expect(getNextRookieDraftYear({ rookie_draft_completed_at: null }, et('2026-10-20 12:00'))).toBe(2027);
    expect(getNextRookieDraftYear({ rookie_draft_completed_at: null }, et('2027-01-20 12:00'))).toBe(2027);
    expect(getPickYears({ rookie_draft_completed_at: null }, et('2026-10-20 12:00'))).toEqual([2027, 2028]);
  });
});

describe('restricted free agency compensation', () => {
  it('gives a better pick for a bigger lost contract', () => {
    expect(getRestrictedFreeAgencyCompensationRound(30, 200)).toBe(1);
    expect(getRestrictedFreeAgencyCompensationRound(29, 200)).toBe(2);
    expect(getRestrictedFreeAgencyCompensationRound(15, 200)).toBe(2);
    expect(getRestrictedFreeAgencyCompensationRound(14, 200)).toBe(3);
    expect(getRestrictedFreeAgencyCompensationRound(5, 0)).toBe(3);
  });
});
