import { seasonCalendarEvents } from '@league/shared-rules';
import type { League, LeagueWithCalendar } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { defaultLeague, toLeagueWithHashes } from './league-view';

/**
 * GET /leagues/:leagueId. 0 is the default league; other ids must exist. The answer carries the season
 * calendar's upcoming events at `now`, so the shell's side menu lists them without the rules' code.
 */
export async function getLeague(repos: Repositories, leagueId: number, now: Date): Promise<LeagueWithCalendar> {
  const withCalendar = (league: League): LeagueWithCalendar => ({ ...league, calendar_events: seasonCalendarEvents(league, Math.floor(now.getTime() / 1000)) });
  if (leagueId === 0) return withCalendar(defaultLeague(now));
  const doc = await repos.leagues.findById(leagueId);
  if (!doc) throw AppError.notFound(`League ${leagueId} not found`);
  return withCalendar(toLeagueWithHashes(doc, await repos.leagues.yearsOf(leagueId)));
}
