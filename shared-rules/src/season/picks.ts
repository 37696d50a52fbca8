import type { League } from '../constants/types';
import { getSeason, type SeasonOptions } from './calendar';

/** Rounds of the rookie draft (DOMAIN-NOTES "Rookie draft"). */
export const ROOKIE_DRAFT_ROUNDS = 3;
/** A successful poach gives the victim a conditional pick in this round (DOMAIN-NOTES "Poaching"). */
export const POACH_COMPENSATION_ROUND = 4;

/**
 * The year of the next rookie draft at `now`: a season's draft runs in its offseason (week 0), so
 * in week 0 it is this season's draft until the league records it completed; once the regular
 * season starts (or the draft is done) it is next year's.
 */
export function getNextRookieDraftYear(
  league: Pick<League, 'rookie_draft_completed_at'>,
  now: number,
  options: SeasonOptions = {},
): number {
  const season = getSeason(now, options);
  if (!season.isOffseason) return season.year + 1;
  const completed = league.rookie_draft_completed_at;
  const done = completed != null && completed <= now && getSeason(completed, options).year === season.year;
  return done ? season.year + 1 : season.year;
}

/**
 * Round of the compensatory pick a team receives when it loses its restricted free agent
 * (DOMAIN-NOTES names the pick, not its round; decision: the bigger the contract it lost, the
 * better the pick): a winning bid of at least 15% of the cap gives a 1st-round pick, at least 7.5%
 * a 2nd, anything else a 3rd.
 */
export function getRestrictedFreeAgencyCompensationRound(winningBid: number, cap: number): number {
  if (cap > 0 && winningBid * 100 >= cap * 15) return 1;
  if (cap > 0 && winningBid * 1000 >= cap * 75) return 2;
  return 3;
}

/** The years whose regular picks must exist at `now`: the next rookie draft's and the one after. */
export function getPickYears(league: Pick<League, 'rookie_draft_completed_at'>, now: number, options: SeasonOptions = {}): number[] {
  const next = getNextRookieDraftYear(league, now, options);
  return [next, next + 1];
}
