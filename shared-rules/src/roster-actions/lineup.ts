import { isActiveSlot, isStarterSlot, RosterSlot } from '../constants/slots';
import { createRoster } from '../roster/roster';
import { flagsOf, rowOf } from './helpers';
import { refuse, type RosterActionContext, type RosterActionPlan, type RosterChange } from './types';

/** One requested lineup move. */
export interface LineupMove {
  pid: string;
  slot: number;
}

/**
 * Set starters (spec §4 "Adding a player" to a starter slot, §5 position eligibility). Every named
 * player must be on the active roster and go to a starter slot or the bench; the resulting lineup
 * must respect each slot's count and position eligibility.
 *
 * Locks (spec §4 "Locked"): a player whose game has started cannot change slot, and an inactive
 * player cannot be moved into a starter slot. Decision: an inactive player whose game has not
 * started may still be moved to the bench, since that is how a manager replaces him.
 */
export function planLineup(ctx: RosterActionContext, moves: readonly LineupMove[]): RosterActionPlan {
  const seen = new Set<string>();
  for (const move of moves) {
    if (seen.has(move.pid)) return refuse('INVALID_PARAMS', 'Duplicate player in lineup');
    seen.add(move.pid);
    const row = rowOf(ctx, move.pid);
    if (!row) return refuse('INELIGIBLE_PLAYER_NOT_ON_ROSTER', 'Player is not on the roster');
    if (!isActiveSlot(row.slot)) return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not on the active roster');
    if (!isStarterSlot(move.slot) && move.slot !== RosterSlot.BENCH) return refuse('INVALID_PARAMS', 'Invalid lineup slot');
    if (row.slot === move.slot) continue;
    const info = ctx.players.get(move.pid);
    if (info?.gameStarted) return refuse('PLAYER_LOCKED', 'Player is locked');
    if (isStarterSlot(move.slot) && flagsOf(ctx, move.pid, row).locked) return refuse('PLAYER_LOCKED', 'Player is locked');
  }

  // bench every moved player first, then seat each one: the model checks slot counts and positions
  const roster = createRoster(ctx.league, ctx.roster, { tid: ctx.tid });
  const changed = moves.filter((m) => rowOf(ctx, m.pid)!.slot !== m.slot);
  for (const move of changed) roster.updateSlot(move.pid, RosterSlot.BENCH);
  for (const move of changed) {
    if (move.slot === RosterSlot.BENCH) continue;
    try {
      roster.updateSlot(move.pid, move.slot);
    } catch {
      return refuse('PLAYER_NOT_ELIGIBLE', 'Player is not eligible');
    }
  }
  const changes: RosterChange[] = changed.map((m) => ({
    kind: 'update',
    pid: m.pid,
    from: rowOf(ctx, m.pid)!.slot,
    set: { slot: m.slot },
  }));
  return { ok: true, changes, transactions: [] };
}
