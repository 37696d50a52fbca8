import { planRelease } from '@league/shared-rules';
import type { ReleasePlayerBody, ReleasePlayerResponse } from '@league/shared-rules/contracts';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/** Releases one of the team's players (spec §4 "Release"); he sits on waivers for 24 hours. */
export async function releasePlayer(deps: RosterDeps, actor: RosterActor, teamId: number, body: ReleasePlayerBody): Promise<ReleasePlayerResponse> {
  const result = await runRosterMove(deps, { teamId, actor, pids: [body.pid], decide: (ctx) => planRelease(ctx, body.pid) });
  return { transaction: result.transactions[0], roster: result.roster };
}
