import { WAIVER_PROCESSING_HOUR } from '../constants/season-constants';
import { getSeason, toLeagueTime, type SeasonOptions } from '../season/calendar';
import { getNextWaiverProcessingTime } from '../season/windows';

/**
 * When the waiver job next processes claims, strictly after `now` (spec §4 "Windows"). In the
 * regular season: Wednesday 15:00 New York. Decision where the spec is silent: outside the regular
 * season the waiver period never closes, so claims are processed every day at 15:00 New York —
 * a released player's 24-hour hold has passed by the next run or the one after, and claims never
 * wait a week. A daily run that would fall after the regular season starts gives way to the weekly
 * one.
 */
export function getNextWaiverRunTime(now: number, options: SeasonOptions = {}): number {
  const daily = toLeagueTime(now).hour(WAIVER_PROCESSING_HOUR).startOf('hour');
  if (daily.unix() <= now) daily.add(1, 'day');
  const weekly = getNextWaiverProcessingTime(now);
  if (getSeason(now, options).isRegularSeason) return weekly;
  return getSeason(daily.unix(), options).isRegularSeason ? weekly : daily.unix();
}
