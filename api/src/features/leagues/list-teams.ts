import type { Team } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { Repositories } from '../../db/repositories';
import { toTeam } from './league-view';

/**
 * GET /leagues/:leagueId/teams. The default league has no stored teams (visitors see an empty
 * list); an unknown league is 404. The league's commissioner (`viewerId === commishid`) also gets
 * each team's invite code, which they hand out so new owners can register; nobody else does.
 */
export async function listTeams(repos: Repositories, leagueId: number, viewerId: number | null = null): Promise<Team[]> {
  if (leagueId === 0) return [];
  const league = await repos.leagues.findById(leagueId);
  if (!league) throw AppError.notFound(`League ${leagueId} not found`);
  const teams = await repos.leagues.teamsOf(leagueId);
  const isCommissioner = viewerId !== null && league.commishid === viewerId;
  return teams.map((doc) => (isCommissioner ? { ...toTeam(doc), invite_code: doc.invite_code ?? null } : toTeam(doc)));
}
