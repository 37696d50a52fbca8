import type { League } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { defaultLeague, toLeagueWithHashes } from './league-view';

/** GET /leagues/:leagueId. 0 is the default league; other ids must exist. */
export async function getLeague(repos: Repositories, leagueId: number, now: Date): Promise<League> {
  if (leagueId === 0) return defaultLeague(now);
  const doc = await repos.leagues.findById(leagueId);
  if (!doc) throw AppError.notFound(`League ${leagueId} not found`);
  return toLeagueWithHashes(doc, await repos.leagues.yearsOf(leagueId));
}
