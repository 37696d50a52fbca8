import { planCommissionerAdd, planCommissionerRemove, planCommissionerUpdate } from '@league/shared-rules';
import type {
  AddRosterPlayerBody,
  RemoveRosterPlayerBody,
  RosterMoveResponse,
  RosterPlayer,
  UpdateRosterPlayerBody,
} from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';
import { loadTeam } from './team-context';

/** The team must belong to the league of the path. */
async function assertTeamInLeague(deps: RosterDeps, leagueId: number, teamId: number): Promise<void> {
  const { team } = await loadTeam(deps, teamId);
  if (team.lid !== leagueId) throw new AppError('INVALID_TEAM', `Invalid team: ${teamId}`, 400);
}

/** Commissioner adds a player to a team at a salary (spec §6, §5 "Add player to roster"). */
export async function commissionerAddPlayer(deps: RosterDeps, actor: RosterActor, leagueId: number, body: AddRosterPlayerBody): Promise<RosterMoveResponse> {
  await assertTeamInLeague(deps, leagueId, body.teamId);
  return runRosterMove(deps, {
    teamId: body.teamId,
    actor,
    authority: 'commissioner',
    pids: [body.pid],
    precheck: async (tc) => {
      if (!(await deps.players.findByPid(body.pid))) throw AppError.notFound('Player not found');
      const held = await deps.actions.findRostered(leagueId, tc.year, body.pid);
      if (held && held.tid !== tc.team.uid) throw AppError.conflict('Player is already rostered', 'PLAYER_ROSTERED');
    },
    decide: (ctx) => planCommissionerAdd(ctx, { pid: body.pid, value: body.value }),
  });
}

/** Commissioner edits a rostered player's salary, slot or tag; answers the updated player. */
export async function commissionerUpdatePlayer(deps: RosterDeps, actor: RosterActor, leagueId: number, body: UpdateRosterPlayerBody): Promise<RosterPlayer> {
  await assertTeamInLeague(deps, leagueId, body.teamId);
  const result = await runRosterMove(deps, {
    teamId: body.teamId,
    actor,
    authority: 'commissioner',
    pids: [body.pid],
    decide: (ctx) => planCommissionerUpdate(ctx, { pid: body.pid, value: body.value, slot: body.slot, tag: body.tag }),
  });
  return result.roster.players.find((p) => p.pid === body.pid)!;
}

/** Commissioner removes a player from a team (a release transaction is recorded). */
export async function commissionerRemovePlayer(deps: RosterDeps, actor: RosterActor, leagueId: number, body: RemoveRosterPlayerBody): Promise<RosterMoveResponse> {
  await assertTeamInLeague(deps, leagueId, body.teamId);
  return runRosterMove(deps, {
    teamId: body.teamId,
    actor,
    authority: 'commissioner',
    pids: [body.pid],
    decide: (ctx) => planCommissionerRemove(ctx, body.pid),
  });
}
