import moment from 'moment-timezone';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import type { League, Team } from '../constants/types';
import {
  getDueRestrictedFreeAgencyAnnouncements,
  getNominationDeadline,
  getRestrictedFreeAgencyNominations,
  getRestrictedFreeAgencyProcessingTime,
} from './rfa-nominations';

const et = (s: string): number => moment.tz(s, 'America/New_York').unix();
const teams: Team[] = [1, 2, 3, 4].map((uid) => ({ uid, draft_order: uid }));
const league = (extra: Partial<League>): League => ({ ...DEFAULT_LEAGUE, uid: 1, num_teams: 4, ...extra });

describe('RFA nomination deadlines', () => {
  it('hour 24 means midnight of the next day; other hours that day', () => {
    const start = et('2026-03-05 09:00');
    expect(getNominationDeadline(start, 0, 24)).toBe(et('2026-03-06 00:00'));
    expect(getNominationDeadline(start, 0, 18)).toBe(et('2026-03-05 18:00'));
    // across the March DST change (2026-03-08)
    expect(getNominationDeadline(start, 3, 24)).toBe(et('2026-03-09 00:00'));
    expect(getNominationDeadline(start, 3, 24)).toBe(moment.utc('2026-03-09T04:00:00Z').unix());
  });
});

describe('getRestrictedFreeAgencyNominations', () => {
  const l = league({ tran_start: et('2026-03-01 00:00') });
  it('returns nothing without tran_start, teams or matching num_teams, or outside the window', () => {
    expect(getRestrictedFreeAgencyNominations(league({}), teams, et('2026-03-02 00:00'))).toBeUndefined();
    expect(getRestrictedFreeAgencyNominations(l, [], et('2026-03-02 00:00'))).toBeUndefined();
    expect(getRestrictedFreeAgencyNominations({ ...l, num_teams: 12 }, teams, et('2026-03-02 00:00'))).toBeUndefined();
    expect(getRestrictedFreeAgencyNominations(l, teams, et('2026-02-28 12:00'))).toBeUndefined();
    expect(getRestrictedFreeAgencyNominations(l, teams, et('2026-03-01 00:00') + 2592000)).toBeUndefined();
    expect(getRestrictedFreeAgencyNominations({ ...l, tran_end: et('2026-03-03 00:00') }, teams, et('2026-03-03 00:00'))).toBeUndefined();
  });
  it('rotates one team per day by draft order descending and lists deadlines within 48 hours', () => {
    const r = getRestrictedFreeAgencyNominations(l, teams, et('2026-03-01 12:00'));
    expect(r?.current).toEqual({ tid: 4, deadline: et('2026-03-02 00:00'), day: 0 });
    expect(r?.upcoming.map((u) => u.tid)).toEqual([4, 3]);
    const later = getRestrictedFreeAgencyNominations(l, teams, et('2026-03-04 06:00'));
    expect(later?.current).toMatchObject({ tid: 1, day: 3 });
    const cycled = getRestrictedFreeAgencyNominations(l, teams, et('2026-03-05 06:00'));
    expect(cycled?.current).toMatchObject({ tid: 4, day: 4 });
    const wide = getRestrictedFreeAgencyNominations(l, teams, et('2026-03-01 12:00'), 4 * 86400);
    expect(wide?.upcoming.map((u) => u.tid)).toEqual([4, 3, 2, 1]);
    const custom = getRestrictedFreeAgencyNominations({ ...l, restricted_free_agency_announcement_hour: 12 }, teams, et('2026-03-01 12:00'));
    expect(custom?.current).toMatchObject({ tid: 3, deadline: et('2026-03-02 12:00'), day: 1 });
  });
  it('stops listing at tran_end', () => {
    const short = { ...l, tran_end: et('2026-03-02 12:00') };
    expect(getRestrictedFreeAgencyNominations(short, teams, et('2026-03-01 12:00'))?.upcoming.map((u) => u.tid)).toEqual([4]);
  });
});

describe('announcements and processing', () => {
  const l = league({ tran_start: et('2026-03-01 00:00'), tran_end: et('2026-03-04 00:00') });
  it('one announcement a day at the announcement hour, by draft order descending, within the period', () => {
    expect(getDueRestrictedFreeAgencyAnnouncements(l, teams, et('2026-03-01 23:59'))).toEqual([]);
    expect(getDueRestrictedFreeAgencyAnnouncements(l, teams, et('2026-03-02 00:00'))).toEqual([{ tid: 4, deadline: et('2026-03-02 00:00'), day: 0 }]);
    expect(getDueRestrictedFreeAgencyAnnouncements(l, teams, et('2026-03-20 00:00')).map((d) => d.tid)).toEqual([4, 3, 2]);
    expect(getDueRestrictedFreeAgencyAnnouncements(league({}), teams, et('2026-03-20 00:00'))).toEqual([]);
  });
  it('bids are processed at the next processing hour strictly after the announcement', () => {
    expect(getRestrictedFreeAgencyProcessingTime({}, et('2026-03-02 00:00'))).toBe(et('2026-03-03 00:00'));
    expect(getRestrictedFreeAgencyProcessingTime({ restricted_free_agency_processing_hour: 18 }, et('2026-03-02 00:00'))).toBe(et('2026-03-02 18:00'));
  });
});
