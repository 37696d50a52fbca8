import { RosterSlot } from '../constants/slots';

/**
 * Which positions may fill each starter slot — spec §5 "Position eligibility for slots", exactly:
 * QB: QB or QB/RB/WR/TE; RB: RB, RB/WR, RB/WR/TE or superflex; WR: WR, RB/WR, RB/WR/TE, WR/TE or
 * superflex; TE: TE, RB/WR/TE, WR/TE or superflex; K: a kicker slot; DST: a defense slot.
 */
export const POSITION_STARTER_SLOTS: Readonly<Record<string, readonly number[]>> = {
  QB: [RosterSlot.QB, RosterSlot.QBRBWRTE],
  RB: [RosterSlot.RB, RosterSlot.RBWR, RosterSlot.RBWRTE, RosterSlot.QBRBWRTE],
  WR: [RosterSlot.WR, RosterSlot.RBWR, RosterSlot.RBWRTE, RosterSlot.WRTE, RosterSlot.QBRBWRTE],
  TE: [RosterSlot.TE, RosterSlot.RBWRTE, RosterSlot.WRTE, RosterSlot.QBRBWRTE],
  K: [RosterSlot.K],
  DST: [RosterSlot.DST],
};

/**
 * True when a player of `pos` may fill starter `slot` by position alone (no capacity check).
 * Non-starter slots (bench, practice squad, reserve) take any position and return true.
 */
export function isPositionEligibleForSlot(pos: string, slot: number): boolean {
  if (slot >= RosterSlot.BENCH) return slot <= RosterSlot.IR_LONG_TERM;
  const slots = POSITION_STARTER_SLOTS[pos];
  return slots !== undefined && slots.includes(slot);
}

/** The starter slots a position may fill, in lineup order. */
export function getStarterSlotsForPosition(pos: string): readonly number[] {
  return POSITION_STARTER_SLOTS[pos] ?? [];
}
