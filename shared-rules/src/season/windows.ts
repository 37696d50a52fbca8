import {
  POACH_CLAIM_EXPIRY_SECONDS,
  WAIVER_PROCESSING_HOUR,
} from '../constants/season-constants';
import type { League } from '../constants/types';
import { getSeason, getWeekStart, toLeagueTime, type SeasonOptions } from './calendar';

type Day = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const TUESDAY: Day = 2;
const WEDNESDAY: Day = 3;
const THURSDAY: Day = 4;
const SUNDAY: Day = 0;

/**
 * Waiver period (spec §4): always on outside the fantasy regular season; in season on Tuesday and
 * on Wednesday before 15:00 New York time.
 */
export function isWaiverPeriod(now: number, options: SeasonOptions = {}): boolean {
  if (!getSeason(now, options).isRegularSeason) return true;
  const t = toLeagueTime(now);
  return t.day() === TUESDAY || (t.day() === WEDNESDAY && t.hour() < WAIVER_PROCESSING_HOUR);
}

/** The next weekly waiver processing time (Wednesday 15:00 New York) strictly after `now`. */
export function getNextWaiverProcessingTime(now: number): number {
  const t = toLeagueTime(now);
  const candidate = t.clone().day(WEDNESDAY).hour(WAIVER_PROCESSING_HOUR).startOf('hour');
  if (candidate.unix() <= now) candidate.add(1, 'week');
  return candidate.unix();
}

/** A `[start, end]` window in unix seconds. */
export interface TimeWindow {
  start: number;
  end: number;
}

/**
 * Free agency period (spec §4): the league's explicit start/end if set; default start is the day
 * before the live auction start (start of that day, New York), default end one week minus one
 * minute after the regular season start of the auction's season. Null without a start.
 */
export function getFreeAgencyPeriod(league: League, options: SeasonOptions = {}): TimeWindow | null {
  const auctionStart = league.free_agency_live_auction_start ?? null;
  let start = league.free_agency_period_start ?? null;
  if (start == null) {
    if (auctionStart == null) return null;
    start = toLeagueTime(auctionStart).subtract(1, 'day').startOf('day').unix();
  }
  let end = league.free_agency_period_end ?? null;
  if (end == null) {
    const season = getSeason(auctionStart ?? start, options);
    end = getWeekStart(season.regularSeasonStart, 2) - 60;
  }
  return { start, end };
}

/** True while the free agency period is open. */
export function isFreeAgencyPeriod(league: League, now: number, options: SeasonOptions = {}): boolean {
  const period = getFreeAgencyPeriod(league, options);
  return period !== null && now >= period.start && now <= period.end;
}

/**
 * The live auction is running: started, not ended (`free_agency_live_auction_end` unset or in the
 * future).
 */
export function isLiveAuctionWindow(league: League, now: number): boolean {
  const start = league.free_agency_live_auction_start;
  if (start == null || now < start) return false;
  const end = league.free_agency_live_auction_end;
  return end == null || now < end;
}

/** Before the extension deadline (`ext_date` set and not yet reached). */
export function isBeforeExtensionDeadline(league: League, now: number): boolean {
  return league.ext_date != null && now < league.ext_date;
}

/**
 * Extensions are allowed (spec §4): before ext_date, during the live auction window, or in the
 * day after the first week of the regular season (Tuesday of week 2, New York time).
 */
export function isExtensionAllowed(league: League, now: number, options: SeasonOptions = {}): boolean {
  if (isBeforeExtensionDeadline(league, now) || isLiveAuctionWindow(league, now)) return true;
  const season = getSeason(now, options);
  const dayStart = getWeekStart(season.regularSeasonStart, 2);
  return now >= dayStart && now < toLeagueTime(dayStart).add(1, 'day').unix();
}

/**
 * Franchise and rookie tags are applied or removed only in the offseason (spec §4 "Derived player
 * eligibility": "after week 0, or before the extension deadline"): once the fantasy season is over
 * (past its final week) until the season rolls over, and in the offseason (week 0) until the
 * extension deadline. An `ext_date` of an earlier season does not close the window, so a league
 * that has not set this year's deadline yet can still tag. A tag decides the salary the player
 * carries at the next rollover (spec §9 "Salary by tag").
 */
export function isTagWindow(league: League, now: number, options: SeasonOptions = {}): boolean {
  const season = getSeason(now, options);
  if (season.week > season.finalWeek) return true;
  if (!season.isOffseason) return false;
  const deadline = league.ext_date;
  if (deadline == null || now < deadline) return true;
  return getSeason(deadline, options).year < season.year;
}

/** Restricted free agency (transition) period: tran_start ≤ now < tran_end (default +30 days). */
export function isRestrictedFreeAgencyPeriod(league: League, now: number): boolean {
  const start = league.tran_start;
  if (start == null) return false;
  const end = league.tran_end ?? start + 2592000;
  return now >= start && now < end;
}

/**
 * When a poach claim clears (spec §4): 48 hours after the claim, except in season where claims
 * between Thursday 18:00 and Sunday 15:00 New York time clear the following Tuesday at 15:00.
 */
export function getPoachProcessingTime(submitted: number, options: SeasonOptions = {}): number {
  if (getSeason(submitted, options).isRegularSeason) {
    const t = toLeagueTime(submitted);
    const day = t.day();
    const minutes = t.hour() * 60 + t.minute();
    const inWeekendWindow =
      (day === THURSDAY && minutes >= 18 * 60) || day === 5 || day === 6 ||
      (day === SUNDAY && minutes < 15 * 60);
    if (inWeekendWindow) {
      const tuesday = t.clone().startOf('day');
      while (tuesday.day() !== TUESDAY) tuesday.add(1, 'day');
      return tuesday.hour(15).unix();
    }
  }
  return submitted + POACH_CLAIM_EXPIRY_SECONDS;
}

/**
 * Poaching sanctuary (DOMAIN-NOTES): no poaching before the extension deadline, nor from the start
 * of the free agency period until the live auction ends. (A player's own first day on the practice
 * squad is checked per player, see waivers/poach.)
 */
export function isPoachSanctuaryPeriod(league: League, now: number, options: SeasonOptions = {}): boolean {
  if (isBeforeExtensionDeadline(league, now)) return true;
  const period = getFreeAgencyPeriod(league, options);
  if (period === null || now < period.start) return false;
  const auctionEnd = league.free_agency_live_auction_end;
  return auctionEnd == null ? now <= period.end : now < auctionEnd;
}

/** Start of the New York calendar day containing `now` plus `days` days. */
export function getDayStart(now: number, days = 0): number {
  return toLeagueTime(now).startOf('day').add(days, 'days').unix();
}
