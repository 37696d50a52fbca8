import { planActivate } from '@league/shared-rules';
import type { ActivatePlayerBody, RosterMoveResponse } from '@league/shared-rules/contracts';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/** Activates a practice squad or reserve player, releasing or reserving one if the bench is full (spec §5). */
export async function activatePlayer(deps: RosterDeps, actor: RosterActor, teamId: number, body: ActivatePlayerBody): Promise<RosterMoveResponse> {
  const pids = [body.activate_pid, body.release_pid, body.reserve_pid].filter((p): p is string => !!p);
  return runRosterMove(deps, {
    teamId,
    actor,
    pids,
    decide: (ctx) =>
      planActivate(ctx, { pid: body.activate_pid, releasePid: body.release_pid, reservePid: body.reserve_pid, reserveSlot: body.slot }),
  });
}
