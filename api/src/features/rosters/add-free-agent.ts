import { planAddFreeAgent } from '@league/shared-rules';
import type { AddFreeAgentBody, RosterMoveResponse } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/**
 * Signs a free agent at $0 to the bench or practice squad, with optional conditional releases that
 * happen only together with the signing (spec §5 "Sign free agent"). Two teams signing the same
 * player at once: the (lid, year, pid) unique index lets exactly one commit.
 */
export async function addFreeAgent(deps: RosterDeps, actor: RosterActor, teamId: number, body: AddFreeAgentBody): Promise<RosterMoveResponse> {
  return runRosterMove(deps, {
    teamId,
    actor,
    pids: [body.pid, ...body.release],
    precheck: async (tc) => {
      if (!(await deps.players.findByPid(body.pid))) throw AppError.notFound('Player not found');
      const held = await deps.actions.findRostered(tc.league.uid, tc.year, body.pid);
      if (held && held.tid !== tc.team.uid) throw AppError.conflict('Player is already rostered', 'PLAYER_ROSTERED');
    },
    decide: (ctx) => planAddFreeAgent(ctx, { pid: body.pid, slot: body.slot, release: body.release }),
  });
}
