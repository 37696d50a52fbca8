import { planProtect } from '@league/shared-rules';
import type { ProtectPlayerBody, RosterMoveResponse } from '@league/shared-rules/contracts';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/** Protects a practice squad player from poaching ('Player designated'). */
export async function protectPlayer(deps: RosterDeps, actor: RosterActor, teamId: number, body: ProtectPlayerBody): Promise<RosterMoveResponse> {
  return runRosterMove(deps, { teamId, actor, pids: [body.pid], decide: (ctx) => planProtect(ctx, body.pid) });
}
