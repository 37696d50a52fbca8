import {
  RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR,
  RESTRICTED_FREE_AGENCY_PROCESSING_HOUR,
  RESTRICTED_FREE_AGENCY_DEFAULT_LENGTH_SECONDS,
  RESTRICTED_FREE_AGENCY_WARNING_WINDOW_SECONDS,
  SECONDS_PER_DAY,
} from '../constants/season-constants';
import type { League, Team } from '../constants/types';
import { toLeagueTime } from './calendar';

/** One team's nomination deadline. */
export interface NominationDeadline {
  tid: number;
  /** Unix seconds. */
  deadline: number;
  /** 0-based rotation day since tran_start. */
  day: number;
}

export interface NominationSchedule {
  /** The team whose nomination is due next. */
  current: NominationDeadline;
  /** Teams whose deadline is within the warning window or at most 2 days away, soonest first. */
  upcoming: NominationDeadline[];
}

/**
 * Deadline of rotation day `day`: the announcement hour of that New York day (hour 24 means
 * midnight at the start of the next day).
 */
export function getNominationDeadline(tranStart: number, day: number, announcementHour: number): number {
  const dayStart = toLeagueTime(tranStart).startOf('day').add(day, 'days');
  return announcementHour >= 24
    ? dayStart.add(1, 'day').add(announcementHour - 24, 'hours').unix()
    : dayStart.hour(announcementHour).unix();
}

/**
 * Restricted free agency nomination helper (spec §4/§5). Returns undefined unless the league has
 * tran_start, the team list is non-empty and `num_teams === teams.length`, and outside
 * [tran_start, tran_end) (tran_end defaults to tran_start + 30 days).
 *
 * Teams rotate one day each by draft_order descending (the cycle repeats over the window).
 */
export function getRestrictedFreeAgencyNominations(
  league: League,
  teams: readonly Team[],
  now: number,
  warningWindowSeconds = RESTRICTED_FREE_AGENCY_WARNING_WINDOW_SECONDS,
): NominationSchedule | undefined {
  const start = league.tran_start;
  if (start == null || teams.length === 0 || league.num_teams !== teams.length) return undefined;
  const end = league.tran_end ?? start + RESTRICTED_FREE_AGENCY_DEFAULT_LENGTH_SECONDS;
  if (now < start || now >= end) return undefined;
  const hour = league.restricted_free_agency_announcement_hour ?? RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR;
  const order = [...teams].sort((a, b) => (b.draft_order ?? 0) - (a.draft_order ?? 0));
  const at = (day: number): NominationDeadline => ({
    tid: order[day % order.length].uid,
    deadline: getNominationDeadline(start, day, hour),
    day,
  });
  let day = 0;
  while (getNominationDeadline(start, day, hour) <= now) day += 1;
  const horizon = Math.max(warningWindowSeconds, 2 * SECONDS_PER_DAY);
  const upcoming: NominationDeadline[] = [];
  for (let d = day; d < day + order.length; d++) {
    const entry = at(d);
    if (entry.deadline - now > horizon || entry.deadline > end) break;
    upcoming.push(entry);
  }
  return { current: at(day), upcoming };
}

/**
 * The rotation days whose announcement deadline has come by `now` within the transition period
 * (tran_start ≤ deadline ≤ min(now, tran_end)), oldest first: on each, the team on the clock (one
 * day each, draft_order descending) has one RFA-tagged player announced. A job that missed days
 * (the server was down) announces them in order. Empty without tran_start or teams.
 */
export function getDueRestrictedFreeAgencyAnnouncements(
  league: League,
  teams: readonly Team[],
  now: number,
): NominationDeadline[] {
  const start = league.tran_start;
  if (start == null || teams.length === 0) return [];
  const end = league.tran_end ?? start + RESTRICTED_FREE_AGENCY_DEFAULT_LENGTH_SECONDS;
  const hour = league.restricted_free_agency_announcement_hour ?? RESTRICTED_FREE_AGENCY_ANNOUNCEMENT_HOUR;
  const order = [...teams].sort((a, b) => (b.draft_order ?? 0) - (a.draft_order ?? 0));
  const due: NominationDeadline[] = [];
  for (let day = 0; ; day++) {
    const deadline = getNominationDeadline(start, day, hour);
    if (deadline > now || deadline > end) break;
    if (deadline >= start) due.push({ tid: order[day % order.length].uid, deadline, day });
  }
  return due;
}

/**
 * When blind bids on a player announced at `announced` are processed: the first instant at the
 * league's processing hour (New York; default 0, midnight) strictly after the announcement — with
 * the default hours, a full day after a midnight announcement.
 */
export function getRestrictedFreeAgencyProcessingTime(
  league: Pick<League, 'restricted_free_agency_processing_hour'>,
  announced: number,
): number {
  const hour = league.restricted_free_agency_processing_hour ?? RESTRICTED_FREE_AGENCY_PROCESSING_HOUR;
  const at = toLeagueTime(announced).startOf('day').hour(hour);
  while (at.unix() <= announced) at.add(1, 'day');
  return at.unix();
}
