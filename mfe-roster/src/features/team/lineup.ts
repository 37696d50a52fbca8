import {
  createRoster,
  isStarterSlot,
  planLineup,
  RosterSlot,
  STARTER_SLOTS,
  STARTER_SLOT_LEAGUE_FIELD,
  getStarterSlotsForPosition,
  type LineupMove,
  type RosterActionContext,
} from '@league/shared-rules';

/**
 * The lineup moves that put `pid` into `slot`: when the slot is full, its occupant takes the
 * mover's old slot if he may, else goes to the bench. Answers null when the rules refuse the
 * result (the same `planLineup` the server runs), with the refusal message.
 */
export function lineupMovesFor(ctx: RosterActionContext, pid: string, slot: number): { moves: LineupMove[] } | { error: string } {
  const row = ctx.roster.find((p) => p.pid === pid);
  if (!row) return { error: 'Player is not on the roster' };
  const moves: LineupMove[] = [{ pid, slot }];
  if (isStarterSlot(slot)) {
    const roster = createRoster(ctx.league, ctx.roster, { tid: ctx.tid });
    if (!roster.hasOpenSlot(slot)) {
      const occupants = roster.getPlayersBySlot(slot);
      // prefer an occupant who can take the mover's old slot (a true swap)
      const swap = occupants.find((o) => isStarterSlot(row.slot) ? getStarterSlotsForPosition(o.pos).includes(row.slot) : true) ?? occupants[0];
      if (swap) moves.push({ pid: swap.pid, slot: isStarterSlot(row.slot) && getStarterSlotsForPosition(swap.pos).includes(row.slot) ? row.slot : RosterSlot.BENCH });
    }
  }
  const plan = planLineup(ctx, moves);
  return plan.ok ? { moves } : { error: plan.message };
}

/** Starter slots used by the league, in lineup order, with how many of each. */
export function leagueStarterSlots(ctx: RosterActionContext): { slot: number; count: number }[] {
  return STARTER_SLOTS.map((slot) => ({ slot, count: ctx.league[STARTER_SLOT_LEAGUE_FIELD[slot as keyof typeof STARTER_SLOT_LEAGUE_FIELD]] }))
    .filter((s) => s.count > 0);
}

/** The slots a player may be set to from the lineup editor: bench plus the league's starter slots for his position. */
export function selectableSlots(ctx: RosterActionContext, pos: string): number[] {
  const used = new Set(leagueStarterSlots(ctx).map((s) => s.slot));
  return [...getStarterSlotsForPosition(pos).filter((s) => used.has(s)), RosterSlot.BENCH];
}
