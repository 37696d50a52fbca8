import { RosterSlot } from '../constants/slots';
import type { LeagueLineupSlots } from './slots';

/** Flex-eligible positions, in bit order (bit i of a mask = FLEX_POSITIONS[i]). */
export const FLEX_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

/** Bit of each flex-eligible position. */
export const POSITION_BIT: Readonly<Record<string, number>> = { QB: 1, RB: 2, WR: 4, TE: 8 };

/** Flex slot kinds: league field, §3 slot code and accepted-position mask. */
export const FLEX_KINDS = [
  { key: 'swrte', code: RosterSlot.WRTE, mask: 4 | 8 },
  { key: 'srbwr', code: RosterSlot.RBWR, mask: 2 | 4 },
  { key: 'srbwrte', code: RosterSlot.RBWRTE, mask: 2 | 4 | 8 },
  { key: 'sqbrbwrte', code: RosterSlot.QBRBWRTE, mask: 1 | 2 | 4 | 8 },
] as const;

/** Dedicated slot of each flex-eligible position: league field and slot code. */
export const DEDICATED = [
  { key: 'sqb', code: RosterSlot.QB },
  { key: 'srb', code: RosterSlot.RB },
  { key: 'swr', code: RosterSlot.WR },
  { key: 'ste', code: RosterSlot.TE },
] as const;

/**
 * For every non-empty subset S of {QB, RB, WR, TE} (index = bit mask), how many flex slots accept at
 * least one position of S. By Hall's theorem, extra players (beyond the dedicated slots) with counts
 * e_p fit the flex slots iff for every S: sum of e_p over S <= capacity[S].
 */
export function flexCapacity(slots: Omit<LeagueLineupSlots, 'bench'>): Int32Array {
  const capacity = new Int32Array(16);
  for (let subset = 1; subset < 16; subset++) {
    let total = 0;
    for (const kind of FLEX_KINDS) if (kind.mask & subset) total += slots[kind.key];
    capacity[subset] = total;
  }
  return capacity;
}

/** Whether extras (QB, RB, WR, TE beyond dedicated slots) can all be placed in flex slots. */
export function extrasFit(capacity: Int32Array, eQb: number, eRb: number, eWr: number, eTe: number): boolean {
  for (let subset = 1; subset < 16; subset++) {
    const need =
      (subset & 1 ? eQb : 0) + (subset & 2 ? eRb : 0) + (subset & 4 ? eWr : 0) + (subset & 8 ? eTe : 0);
    if (need > capacity[subset]) return false;
  }
  return true;
}

/**
 * Places extras into flex slots, returning the slot code for each extra in order QB…, RB…, WR…, TE….
 * Most constrained first: QB only fits SFLEX; TE takes WR/TE and RB takes RB/WR before the shared
 * FLEX and SFLEX (which accept both, so any split of them between RB and TE works); WR, accepted by
 * every flex slot, takes what is left. Succeeds whenever {@link extrasFit} holds.
 */
export function placeExtras(
  slots: Omit<LeagueLineupSlots, 'bench'>,
  eQb: number,
  eRb: number,
  eWr: number,
  eTe: number,
): { qb: number[]; rb: number[]; wr: number[]; te: number[] } {
  let wrte = slots.swrte;
  let rbwr = slots.srbwr;
  let flex = slots.srbwrte;
  const qb: number[] = [];
  const rb: number[] = [];
  const wr: number[] = [];
  const te: number[] = [];
  for (let i = 0; i < eQb; i++) {
    qb.push(RosterSlot.QBRBWRTE);
  }
  for (let i = 0; i < eTe; i++) {
    if (wrte > 0) {
      wrte--;
      te.push(RosterSlot.WRTE);
    } else if (flex > 0) {
      flex--;
      te.push(RosterSlot.RBWRTE);
    } else {
      te.push(RosterSlot.QBRBWRTE);
    }
  }
  for (let i = 0; i < eRb; i++) {
    if (rbwr > 0) {
      rbwr--;
      rb.push(RosterSlot.RBWR);
    } else if (flex > 0) {
      flex--;
      rb.push(RosterSlot.RBWRTE);
    } else {
      rb.push(RosterSlot.QBRBWRTE);
    }
  }
  for (let i = 0; i < eWr; i++) {
    if (wrte > 0) {
      wrte--;
      wr.push(RosterSlot.WRTE);
    } else if (rbwr > 0) {
      rbwr--;
      wr.push(RosterSlot.RBWR);
    } else if (flex > 0) {
      flex--;
      wr.push(RosterSlot.RBWRTE);
    } else {
      wr.push(RosterSlot.QBRBWRTE);
    }
  }
  return { qb, rb, wr, te };
}
