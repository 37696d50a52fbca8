import { planLineup } from '@league/shared-rules';
import type { Roster, SetLineupBody } from '@league/shared-rules/contracts';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/** Sets the team's starters (slot eligibility, counts and game locks from shared-rules). */
export async function setLineup(deps: RosterDeps, actor: RosterActor, teamId: number, body: SetLineupBody): Promise<{ roster: Roster }> {
  const result = await runRosterMove(deps, { teamId, actor, pids: body.players.map((p) => p.pid), decide: (ctx) => planLineup(ctx, body.players) });
  return { roster: result.roster };
}
