import { PlayerTag, planRemoveTag, planTag } from '@league/shared-rules';
import type { AddTagBody, RemoveTagBody, TagChangeResponse } from '@league/shared-rules/contracts';
import { AppError } from '../../errors/app-error';
import type { RosterActor, RosterDeps } from './deps';
import { runRosterMove } from './run-move';

/** Applies a franchise or rookie tag, untagging `remove` when the tag set is full ('Player tagged'). */
export async function tagPlayer(deps: RosterDeps, actor: RosterActor, teamId: number, body: AddTagBody): Promise<TagChangeResponse> {
  await runRosterMove(deps, {
    teamId,
    actor,
    pids: [body.pid],
    decide: (ctx) => planTag(ctx, { pid: body.pid, tag: body.tag, remove: body.remove }),
  });
  return { pid: body.pid, tag: body.tag, remove: body.remove ?? null };
}

/** Removes a player's tag: he reverts to regular (spec §4 "Removing a tag"). */
export async function removeTag(deps: RosterDeps, actor: RosterActor, teamId: number, body: RemoveTagBody): Promise<TagChangeResponse> {
  if (body.teamId !== teamId) throw AppError.invalid('teamId does not match the path');
  await runRosterMove(deps, { teamId, actor, pids: [body.pid], decide: (ctx) => planRemoveTag(ctx, body.pid) });
  return { pid: body.pid, tag: PlayerTag.REGULAR, remove: null };
}
