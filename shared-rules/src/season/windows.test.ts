import moment from 'moment-timezone';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import type { League } from '../constants/types';
import {
  getDayStart,
  getFreeAgencyPeriod,
  getNextWaiverProcessingTime,
  getPoachProcessingTime,
  isBeforeExtensionDeadline,
  isExtensionAllowed,
  isFreeAgencyPeriod,
  isLiveAuctionWindow,
  isPoachSanctuaryPeriod,
  isRestrictedFreeAgencyPeriod,
  isTagWindow,
  isWaiverPeriod,
} from './windows';

const et = (s: string): number => moment.tz(s, 'America/New_York').unix();
const league = (extra: Partial<League>): League => ({ ...DEFAULT_LEAGUE, uid: 1, ...extra });

describe('waiver period', () => {
  it('is always on in the offseason', () => {
    expect(isWaiverPeriod(et('2026-06-05 12:00'))).toBe(true); // Friday in June
    expect(isWaiverPeriod(et('2027-01-08 12:00'))).toBe(true); // week 18: after the fantasy season
  });
  it('runs Tuesday and Wednesday before 15:00 in season', () => {
    expect(isWaiverPeriod(et('2026-09-21 23:59'))).toBe(false); // Monday
    expect(isWaiverPeriod(et('2026-09-22 00:00'))).toBe(true); // Tuesday
    expect(isWaiverPeriod(et('2026-09-23 14:59'))).toBe(true); // Wednesday
    expect(isWaiverPeriod(et('2026-09-23 15:00'))).toBe(false);
    expect(isWaiverPeriod(et('2026-09-25 12:00'))).toBe(false); // Friday
  });
  it('processes weekly on Wednesday 15:00 New York', () => {
    expect(getNextWaiverProcessingTime(et('2026-09-21 10:00'))).toBe(et('2026-09-23 15:00'));
    expect(getNextWaiverProcessingTime(et('2026-09-23 14:59'))).toBe(et('2026-09-23 15:00'));
    expect(getNextWaiverProcessingTime(et('2026-09-23 15:00'))).toBe(et('2026-09-30 15:00'));
    expect(getNextWaiverProcessingTime(et('2026-09-27 10:00'))).toBe(et('2026-09-30 15:00'));
    // across the November DST change: 15:00 EST = 20:00 UTC
    expect(getNextWaiverProcessingTime(et('2026-10-30 10:00'))).toBe(moment.utc('2026-11-04T20:00:00Z').unix());
    // across the March DST change: 15:00 EDT = 19:00 UTC
    expect(getNextWaiverProcessingTime(et('2026-03-06 10:00'))).toBe(moment.utc('2026-03-11T19:00:00Z').unix());
  });
});

describe('free agency period', () => {
  it('defaults: the day before the live auction to one week minus a minute after week 1 starts', () => {
    const l = league({ free_agency_live_auction_start: et('2026-08-20 19:00') });
    expect(getFreeAgencyPeriod(l)).toEqual({ start: et('2026-08-19 00:00'), end: et('2026-09-14 23:59') });
    expect(isFreeAgencyPeriod(l, et('2026-08-19 00:00'))).toBe(true);
    expect(isFreeAgencyPeriod(l, et('2026-08-18 23:59'))).toBe(false);
    expect(isFreeAgencyPeriod(l, et('2026-09-15 00:00'))).toBe(false);
  });
  it('uses explicit dates and is null without any start', () => {
    expect(getFreeAgencyPeriod(league({ free_agency_period_start: 10, free_agency_period_end: 20 }))).toEqual({ start: 10, end: 20 });
    expect(getFreeAgencyPeriod(league({}))).toBeNull();
    expect(isFreeAgencyPeriod(league({}), et('2026-08-20 00:00'))).toBe(false);
    const onlyStart = getFreeAgencyPeriod(league({ free_agency_period_start: et('2026-08-01 00:00') }));
    expect(onlyStart?.end).toBe(et('2026-09-14 23:59'));
  });
  it('live auction window', () => {
    const l = league({ free_agency_live_auction_start: 100, free_agency_live_auction_end: 200 });
    expect(isLiveAuctionWindow(l, 99)).toBe(false);
    expect(isLiveAuctionWindow(l, 100)).toBe(true);
    expect(isLiveAuctionWindow(l, 200)).toBe(false);
    expect(isLiveAuctionWindow(league({ free_agency_live_auction_start: 100 }), 10_000)).toBe(true);
    expect(isLiveAuctionWindow(league({}), 100)).toBe(false);
  });
});

describe('extensions and restricted free agency windows', () => {
  it('extension deadline and allowed windows', () => {
    const l = league({ ext_date: et('2026-07-01 00:00') });
    expect(isBeforeExtensionDeadline(l, et('2026-06-30 23:59'))).toBe(true);
    expect(isBeforeExtensionDeadline(l, et('2026-07-01 00:00'))).toBe(false);
    expect(isBeforeExtensionDeadline(league({}), 0)).toBe(false);
    expect(isExtensionAllowed(l, et('2026-06-30 12:00'))).toBe(true);
    expect(isExtensionAllowed(l, et('2026-07-15 12:00'))).toBe(false);
    const auction = league({ ext_date: et('2026-07-01 00:00'), free_agency_live_auction_start: et('2026-08-20 19:00'), free_agency_live_auction_end: et('2026-08-21 01:00') });
    expect(isExtensionAllowed(auction, et('2026-08-20 20:00'))).toBe(true);
    // the day after week 1: Tuesday 2026-09-15
    expect(isExtensionAllowed(l, et('2026-09-14 23:59'))).toBe(false);
    expect(isExtensionAllowed(l, et('2026-09-15 00:00'))).toBe(true);
    expect(isExtensionAllowed(l, et('2026-09-15 23:59'))).toBe(true);
    expect(isExtensionAllowed(l, et('2026-09-16 00:00'))).toBe(false);
  });
  it('RFA period is tran_start until tran_end (default + 30 days)', () => {
    expect(isRestrictedFreeAgencyPeriod(league({}), 5)).toBe(false);
    const l = league({ tran_start: 1000 });
    expect(isRestrictedFreeAgencyPeriod(l, 999)).toBe(false);
    expect(isRestrictedFreeAgencyPeriod(l, 1000)).toBe(true);
    expect(isRestrictedFreeAgencyPeriod(l, 1000 + 2592000 - 1)).toBe(true);
    expect(isRestrictedFreeAgencyPeriod(l, 1000 + 2592000)).toBe(false);
    expect(isRestrictedFreeAgencyPeriod(league({ tran_start: 1000, tran_end: 2000 }), 2000)).toBe(false);
  });
});

describe('poach clearing time', () => {
  it('is 48 hours after the claim outside the weekend window and in the offseason', () => {
    const t = et('2026-09-24 17:59'); // Thursday of week 3
    expect(getPoachProcessingTime(t)).toBe(t + 172800);
    const sunday = et('2026-09-27 15:00');
    expect(getPoachProcessingTime(sunday)).toBe(sunday + 172800);
    const offseason = et('2026-06-05 20:00'); // Friday in June
    expect(getPoachProcessingTime(offseason)).toBe(offseason + 172800);
  });
  it('clears Tuesday 15:00 for in-season claims from Thursday 18:00 to Sunday 15:00', () => {
    expect(getPoachProcessingTime(et('2026-09-24 18:00'))).toBe(et('2026-09-29 15:00'));
    expect(getPoachProcessingTime(et('2026-09-26 09:00'))).toBe(et('2026-09-29 15:00'));
    expect(getPoachProcessingTime(et('2026-09-27 14:59'))).toBe(et('2026-09-29 15:00'));
    // across the November DST change: Saturday 2026-10-31 EDT -> Tuesday 2026-11-03 15:00 EST (20:00 UTC)
    expect(getPoachProcessingTime(et('2026-10-31 12:00'))).toBe(moment.utc('2026-11-03T20:00:00Z').unix());
  });
});

describe('poach sanctuary', () => {
  const l = league({
    ext_date: et('2026-07-01 00:00'),
    free_agency_live_auction_start: et('2026-08-20 19:00'),
    free_agency_live_auction_end: et('2026-08-21 01:00'),
  });
  it('covers before the extension deadline and free agency start until the auction ends', () => {
    expect(isPoachSanctuaryPeriod(l, et('2026-06-01 12:00'))).toBe(true);
    expect(isPoachSanctuaryPeriod(l, et('2026-07-15 12:00'))).toBe(false);
    expect(isPoachSanctuaryPeriod(l, et('2026-08-19 00:00'))).toBe(true);
    expect(isPoachSanctuaryPeriod(l, et('2026-08-21 00:59'))).toBe(true);
    expect(isPoachSanctuaryPeriod(l, et('2026-08-21 01:00'))).toBe(false);
    expect(isPoachSanctuaryPeriod(league({}), et('2026-08-21 01:00'))).toBe(false);
    const noEnd = league({ free_agency_live_auction_start: et('2026-08-20 19:00') });
    expect(isPoachSanctuaryPeriod(noEnd, et('2026-09-01 12:00'))).toBe(true);
    expect(isPoachSanctuaryPeriod(noEnd, et('2026-09-20 12:00'))).toBe(false);
  });
});

describe('getDayStart', () => {
  it('returns New York midnight, DST aware', () => {
    expect(getDayStart(et('2026-11-01 18:00'))).toBe(et('2026-11-01 00:00'));
    expect(getDayStart(et('2026-11-01 18:00'), 1)).toBe(moment.utc('2026-11-02T05:00:00Z').unix());
    expect(getDayStart(et('2026-03-07 18:00'), 1)).toBe(moment.utc('2026-03-08T05:00:00Z').unix());
    expect(getDayStart(et('2026-03-07 18:00'), 2)).toBe(moment.utc('2026-03-09T04:00:00Z').unix());
  });
});

describe('tag window (franchise and rookie tags)', () => {
  it('is closed in the regular season and open once the fantasy season is over', () => {
    expect(isTagWindow(league({}), et('2026-11-27 12:00'))).toBe(false); // week 12
    expect(isTagWindow(league({}), et('2026-12-29 12:00'))).toBe(false); // week 17, final fantasy week
    expect(isTagWindow(league({}), et('2027-01-06 12:00'))).toBe(true); // week 18
  });
  it('stays open in the offseason until this season\'s extension deadline', () => {
    expect(isTagWindow(league({ ext_date: null }), et('2026-06-01 12:00'))).toBe(true);
    const deadline = league({ ext_date: et('2026-07-01 00:00') });
    expect(isTagWindow(deadline, et('2026-06-30 23:59'))).toBe(true);
    expect(isTagWindow(deadline, et('2026-07-01 00:00'))).toBe(false);
    // last season's deadline does not close this offseason
    expect(isTagWindow(league({ ext_date: et('2025-07-01 00:00') }), et('2026-04-01 12:00'))).toBe(true);
  });
});
