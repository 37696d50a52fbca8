import { DRAFT_HOUR_MAX, DRAFT_HOUR_MIN } from '../constants/season-constants';
import type { League } from '../constants/types';
import { toLeagueTime } from './calendar';

/** Warning given (through `onWarning`) for a pick number of 0 or less. */
export const DRAFT_PICK_NUMBER_WARNING = 'pick number 0 or less';

export interface DraftWindowInput {
  /** draft_start, unix seconds. */
  start: number;
  /** 1-based overall pick number. */
  pickNum: number;
  /** 'hour' (default) or 'day'. */
  type?: string | null;
  /** First pick hour of a day, New York (default 11). */
  min?: number | null;
  /** Hour the last window of a day ends, New York (default 16). */
  max?: number | null;
}

/**
 * When a pick's window opens (unix seconds). Hourly drafts give each pick one hour inside
 * [min, max) of each New York day — the clock starts at `min` on the draft start day, so the
 * default 11–16 gives five picks a day at 11, 12, 13, 14 and 15 o'clock. Daily drafts give each
 * pick one day from the start. A pick number of 0 or less warns and returns the start.
 */
export function getDraftWindow(
  { start, pickNum, type, min, max }: DraftWindowInput,
  onWarning?: (message: string) => void,
): number {
  if (pickNum <= 0) {
    onWarning?.(DRAFT_PICK_NUMBER_WARNING);
    return start;
  }
  const draftStart = toLeagueTime(start);
  if (type === 'day') return draftStart.add(pickNum - 1, 'days').unix();
  const hourMin = min ?? DRAFT_HOUR_MIN;
  const picksPerDay = Math.max((max ?? DRAFT_HOUR_MAX) - hourMin, 1);
  const index = pickNum - 1;
  return draftStart
    .startOf('day')
    .add(Math.floor(index / picksPerDay), 'days')
    .hour(hourMin + (index % picksPerDay))
    .unix();
}

/** The league's draft window settings for a pick. */
export function getLeagueDraftWindow(league: League, pickNum: number): number | null {
  if (league.draft_start == null) return null;
  return getDraftWindow({
    start: league.draft_start,
    pickNum,
    type: league.draft_type,
    min: league.draft_hour_min,
    max: league.draft_hour_max,
  });
}

/** Draft end (spec §4): the end of the New York day of the last pick's window. */
export function getDraftEnd(league: League, lastPick: number): number | null {
  const window = getLeagueDraftWindow(league, lastPick);
  if (window === null) return null;
  return toLeagueTime(window).endOf('day').unix();
}

/**
 * End of the rookie waiver period (spec §4): one day after the draft end; when the draft was
 * completed early, 24 hours after completion, at the end of that day.
 */
export function getRookieDraftWaiverEnd(league: League, lastPick: number): number | null {
  if (league.rookie_draft_completed_at != null) {
    return toLeagueTime(league.rookie_draft_completed_at + 86400).endOf('day').unix();
  }
  const end = getDraftEnd(league, lastPick);
  if (end === null) return null;
  return toLeagueTime(end).add(1, 'day').endOf('day').unix();
}

/** True from draft_start until the draft end (or completion). */
export function isRookieDraftWindow(league: League, now: number, lastPick: number): boolean {
  if (league.draft_start == null || now < league.draft_start) return false;
  if (league.rookie_draft_completed_at != null) return now < league.rookie_draft_completed_at;
  return now <= (getDraftEnd(league, lastPick) as number);
}

/** True after the draft end and until rookie waivers clear. */
export function isRookieDraftWaiverPeriod(league: League, now: number, lastPick: number): boolean {
  if (league.draft_start == null || isRookieDraftWindow(league, now, lastPick)) return false;
  if (now < league.draft_start) return false;
  return now <= (getRookieDraftWaiverEnd(league, lastPick) as number);
}
