import type { Team } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { toTeam } from './league-view';

/**
 * GET /leagues/:leagueId/teams. The default league has no stored teams (visitors see an empty
 * list); an unknown league is 404.
 */
export async function listTeams(repos: Repositories, leagueId: number): Promise<Team[]> {
  if (leagueId === 0) return [];
  const league = await repos.leagues.findById(leagueId);
  if (!league) throw AppError.notFound(`League ${leagueId} not found`);
  return (await repos.leagues.teamsOf(leagueId)).map(toTeam);
}
