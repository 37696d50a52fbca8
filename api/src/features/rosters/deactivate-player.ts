import { planDeactivate } from '@league/shared-rules';
import type { DeactivatePlayerBody, RosterMoveResponse } from '@league/shared-rules/contracts';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/** Moves an active player to the practice squad, releasing a signed one if the squad is full (spec §5). */
export async function deactivatePlayer(deps: RosterDeps, actor: RosterActor, teamId: number, body: DeactivatePlayerBody): Promise<RosterMoveResponse> {
  const pids = [body.deactivate_pid, body.release_pid].filter((p): p is string => !!p);
  return runRosterMove(deps, {
    teamId,
    actor,
    pids,
    decide: (ctx) => planDeactivate(ctx, { pid: body.deactivate_pid, releasePid: body.release_pid }),
  });
}
