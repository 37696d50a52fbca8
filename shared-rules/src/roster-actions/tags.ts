import { PlayerTag, TransactionType } from '../constants/codes';
import { isActiveSlot } from '../constants/slots';
import { isTagWindow } from '../season/windows';
import { flagsOf, rosterOf, rowOf } from './helpers';
import { refuse, type RosterActionContext, type RosterActionPlan, type RosterChange } from './types';

const OUTSIDE_TAG_WINDOW = 'Franchise and rookie tags change only in the offseason, before the extension deadline';

/**
 * Apply a franchise or rookie tag (spec §4 "Tags", §5 "Franchise, rookie and RFA tag"), only in the
 * offseason tag window ({@link isTagWindow}; OUTSIDE_WINDOW otherwise, e.g. in week 12). When the
 * tag set is full the caller names a tagged player (`remove`) who reverts to regular in the same
 * move; otherwise TAG_LIMIT_REACHED tells the client to ask for one.
 */
export function planTag(ctx: RosterActionContext, { pid, tag, remove }: { pid: string; tag: number; remove?: string }): RosterActionPlan {
  if (tag !== PlayerTag.FRANCHISE && tag !== PlayerTag.ROOKIE) return refuse('INVALID_PARAMS', 'Invalid tag');
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  if ((row.tag ?? PlayerTag.REGULAR) === tag) return refuse('INVALID_PARAMS', 'Player already has this tag');
  if (!isTagWindow(ctx.league, ctx.now, ctx.season)) return refuse('OUTSIDE_WINDOW', OUTSIDE_TAG_WINDOW);
  const flags = flagsOf(ctx, pid, row);
  const eligible = tag === PlayerTag.FRANCHISE ? flags.eligible.franchiseTag : flags.eligible.rookieTag;
  if (!eligible || !isActiveSlot(row.slot)) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');

  const roster = rosterOf(ctx);
  const changes: RosterChange[] = [];
  if (remove) {
    const removed = rowOf(ctx, remove);
    if (!removed || remove === pid || (removed.tag ?? PlayerTag.REGULAR) !== tag) {
      return refuse('INVALID_PARAMS', 'The player to untag must carry this tag');
    }
    roster.updateTag(remove, PlayerTag.REGULAR);
    changes.push({ kind: 'update', pid: remove, from: removed.slot, set: { tag: PlayerTag.REGULAR } });
  }
  roster.updateTag(pid, PlayerTag.REGULAR);
  if (!roster.isEligibleForTag({ tag })) return refuse('TAG_LIMIT_REACHED', 'Tag limit reached');
  changes.push({ kind: 'update', pid, from: row.slot, set: { tag } });
  return {
    ok: true,
    changes,
    transactions: [{ pid, type: tag === PlayerTag.FRANCHISE ? TransactionType.FRANCHISE_TAG : TransactionType.ROOKIE_TAG, value: row.value }],
  };
}

/**
 * Remove a tag (spec §4): the player reverts to regular. No transaction is written. Franchise and
 * rookie tags come off only in the offseason tag window, as they go on.
 */
export function planRemoveTag(ctx: RosterActionContext, pid: string): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  const tag = row.tag ?? PlayerTag.REGULAR;
  if (tag === PlayerTag.REGULAR) return refuse('INVALID_PARAMS', 'Player is not tagged');
  if ((tag === PlayerTag.FRANCHISE || tag === PlayerTag.ROOKIE) && !isTagWindow(ctx.league, ctx.now, ctx.season)) {
    return refuse('OUTSIDE_WINDOW', OUTSIDE_TAG_WINDOW);
  }
  return { ok: true, changes: [{ kind: 'update', pid, from: row.slot, set: { tag: PlayerTag.REGULAR } }], transactions: [] };
}
