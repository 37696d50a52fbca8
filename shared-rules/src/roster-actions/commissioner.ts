import { isInPlayerPool } from '../constants/nfl-status';
import { PlayerTag, TransactionType } from '../constants/codes';
import { isActiveSlot, RosterSlot } from '../constants/slots';
import { isValidCommissionerValue } from '../roster/messages';
import { createRoster } from '../roster/roster';
import { rosterOf, rowOf } from './helpers';
import { refuse, type RosterActionContext, type RosterActionPlan } from './types';

/**
 * Commissioner adds a player to a team's bench at a salary (spec §5 "Add player to roster"):
 * the value is an integer between 0 and the team's available cap, and the team needs bench room.
 * The caller checks that no team of the league holds him.
 */
export function planCommissionerAdd(ctx: RosterActionContext, { pid, value }: { pid: string; value: number }): RosterActionPlan {
  const info = ctx.players.get(pid);
  if (!info) return refuse('INVALID_PARAMS', 'Unknown player');
  if (rowOf(ctx, pid)) return refuse('PLAYER_ROSTERED', 'Player is already rostered');
  // a commissioner fixes rosters, but a retired player is not a player pool (issue 18, point 14)
  if (!isInPlayerPool(info.nfl_status)) return refuse('PLAYER_RETIRED', 'Player is retired');
  const roster = rosterOf(ctx);
  if (!roster.hasOpenBenchSlot(info.pos)) return refuse('OVER_ROSTER_SPACE', 'Roster is full');
  if (!isValidCommissionerValue(value, roster.availableCap)) return refuse('OVER_CAP_SPACE', 'Value exceeds available cap');
  return {
    ok: true,
    changes: [{ kind: 'insert', pid, pos: info.pos, slot: RosterSlot.BENCH, value, tag: PlayerTag.REGULAR }],
    transactions: [{ pid, type: TransactionType.ROSTER_ADD, value }],
  };
}

/**
 * Commissioner edits a rostered player's salary, slot or tag. The result must still be a legal
 * roster (slot eligibility, counts, tag limits) and stay within the cap; no transaction is written
 * for a contract edit.
 */
export function planCommissionerUpdate(
  ctx: RosterActionContext,
  { pid, value, slot, tag }: { pid: string; value?: number; slot?: number; tag?: number },
): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  const roster = createRoster(ctx.league, ctx.roster, { tid: ctx.tid });
  const set: { slot?: number; value?: number; tag?: number } = {};
  if (tag !== undefined && tag !== (row.tag ?? PlayerTag.REGULAR)) {
    roster.updateTag(pid, PlayerTag.REGULAR);
    if (!roster.isEligibleForTag({ tag })) return refuse('TAG_LIMIT_REACHED', 'Tag limit reached');
    roster.updateTag(pid, tag);
    set.tag = tag;
  }
  if (slot !== undefined && slot !== row.slot) {
    try {
      roster.updateSlot(pid, slot);
    } catch (error) {
      return refuse(isActiveSlot(slot) ? 'OVER_ROSTER_SPACE' : 'PLAYER_NOT_ELIGIBLE', (error as Error).message);
    }
    set.slot = slot;
  }
  if (value !== undefined && value !== row.value) {
    roster.updateValue(pid, value);
    if (roster.availableCap < 0) return refuse('OVER_CAP_SPACE', 'Value exceeds available cap');
    set.value = value;
  }
  if (Object.keys(set).length === 0) return refuse('INVALID_PARAMS', 'Nothing to update');
  return { ok: true, changes: [{ kind: 'update', pid, from: row.slot, set }], transactions: [] };
}

/** Commissioner removes a player from a team: a release, without the owner's lock rules. */
export function planCommissionerRemove(ctx: RosterActionContext, pid: string): RosterActionPlan {
  const row = rowOf(ctx, pid);
  if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
  return {
    ok: true,
    changes: [{ kind: 'delete', pid, from: row.slot }],
    transactions: [{ pid, type: TransactionType.RELEASE, value: row.value }],
  };
}
