import { findIneligibleCutlistPid } from '@league/shared-rules';
import type { Cutlist, SetCutlistBody } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { RosterActor, RosterDeps } from './deps';
import { assertTeamOwner, loadTeam, loadTeamContext } from './team-context';

/** The team's cutlist, for its owner. Players no longer on the roster are left out. */
export async function getCutlist(deps: RosterDeps, actor: RosterActor, teamId: number): Promise<Cutlist> {
  const { team, league } = await loadTeam(deps, teamId);
  await assertTeamOwner(deps, actor, team.uid);
  const tc = await loadTeamContext(deps, team, league);
  const rostered = new Set(tc.rows.map((r) => r.pid));
  return (await deps.actions.getCutlist(team.uid)).filter((pid) => rostered.has(pid));
}

/** Replaces the cutlist ('Updated Cutlist'): every pid must be an active, non-RFA player of the team. */
export async function setCutlist(deps: RosterDeps, actor: RosterActor, teamId: number, body: SetCutlistBody): Promise<Cutlist> {
  if (body.teamId !== teamId) throw AppError.invalid('teamId does not match the path');
  const { team, league } = await loadTeam(deps, teamId);
  if (body.leagueId !== league.uid) throw AppError.invalid('leagueId does not match the team');
  await assertTeamOwner(deps, actor, team.uid);
  if (new Set(body.pids).size !== body.pids.length) throw AppError.invalid('Duplicate player in cutlist');
  const tc = await loadTeamContext(deps, team, league);
  const bad = findIneligibleCutlistPid(tc.rows, body.pids);
  if (bad) throw new AppError('PLAYER_NOT_ELIGIBLE', 'Player is not eligible', 400, { pids: bad });
  return deps.actions.setCutlist(team.uid, league.uid, body.pids);
}
