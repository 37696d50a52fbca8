import { planReserve } from '@league/shared-rules';
import type { ReservePlayerBody, RosterMoveResponse } from '@league/shared-rules/contracts';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/** Moves a player to IR, COV or long-term IR, activating one from IR if it is full (spec §5 "Reserve/IR"). */
export async function reservePlayer(deps: RosterDeps, actor: RosterActor, teamId: number, body: ReservePlayerBody): Promise<RosterMoveResponse> {
  const pids = [body.reserve_pid, body.activate_pid].filter((p): p is string => !!p);
  return runRosterMove(deps, {
    teamId,
    actor,
    pids,
    decide: (ctx) => planReserve(ctx, { pid: body.reserve_pid, slot: body.slot, activatePid: body.activate_pid }),
  });
}
