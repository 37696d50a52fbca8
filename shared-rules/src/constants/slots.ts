/**
 * Roster slot codes of spec §3 and their groupings.
 *
 * Groupings: starters are the ten lineup slots; active = starters + bench (these count against the
 * roster limit and the cap); practice squad = signed PS/PSP plus drafted PSD/PSDP (P = protected);
 * reserve = IR, IR_LONG_TERM and COV.
 */
export const RosterSlot = {
  QB: 1,
  RB: 2,
  WR: 3,
  TE: 4,
  WRTE: 5,
  RBWR: 6,
  /** FLEX */
  RBWRTE: 7,
  /** SFLEX (superflex) */
  QBRBWRTE: 8,
  K: 9,
  DST: 10,
  BENCH: 11,
  PS: 12,
  IR: 13,
  COV: 14,
  PSP: 15,
  PSD: 16,
  PSDP: 17,
  IR_LONG_TERM: 18,
} as const;

export type RosterSlotCode = (typeof RosterSlot)[keyof typeof RosterSlot];
export type RosterSlotName = keyof typeof RosterSlot;

/** Slot code -> name (index = code; index 0 unused). */
export const ROSTER_SLOT_NAMES: readonly string[] = (() => {
  const names: string[] = [''];
  for (const [name, code] of Object.entries(RosterSlot)) names[code] = name;
  return names;
})();

/** Display labels: FLEX and SFLEX as the spec nicknames them. */
export const ROSTER_SLOT_LABELS: Readonly<Record<number, string>> = {
  1: 'QB', 2: 'RB', 3: 'WR', 4: 'TE', 5: 'WR/TE', 6: 'RB/WR', 7: 'FLEX', 8: 'SFLEX', 9: 'K',
  10: 'DST', 11: 'BENCH', 12: 'PS', 13: 'IR', 14: 'COV', 15: 'PSP', 16: 'PSD', 17: 'PSDP',
  18: 'IR (LT)',
};

/** The ten starting lineup slots, in lineup order. */
export const STARTER_SLOTS: readonly number[] = [
  RosterSlot.QB, RosterSlot.RB, RosterSlot.WR, RosterSlot.TE, RosterSlot.WRTE, RosterSlot.RBWR,
  RosterSlot.RBWRTE, RosterSlot.QBRBWRTE, RosterSlot.K, RosterSlot.DST,
];
/** Active slots: starters plus bench. */
export const ACTIVE_SLOTS: readonly number[] = [...STARTER_SLOTS, RosterSlot.BENCH];
/** Signed practice squad slots (count against the league's `ps` limit). */
export const PRACTICE_SQUAD_SIGNED_SLOTS: readonly number[] = [RosterSlot.PS, RosterSlot.PSP];
/** Drafted practice squad slots (rookies; unlimited, see roster/). */
export const PRACTICE_SQUAD_DRAFTED_SLOTS: readonly number[] = [RosterSlot.PSD, RosterSlot.PSDP];
/** Every practice squad slot. */
export const PRACTICE_SQUAD_SLOTS: readonly number[] = [
  RosterSlot.PS, RosterSlot.PSP, RosterSlot.PSD, RosterSlot.PSDP,
];
/** Protected practice squad slots (cannot be poached). */
export const PRACTICE_SQUAD_PROTECTED_SLOTS: readonly number[] = [RosterSlot.PSP, RosterSlot.PSDP];
/** Reserve slots. */
export const RESERVE_SLOTS: readonly number[] = [
  RosterSlot.IR, RosterSlot.IR_LONG_TERM, RosterSlot.COV,
];
/** Non-active slots (spec §4: IR, PS variants, COV and long-term IR). */
export const NON_ACTIVE_SLOTS: readonly number[] = [...PRACTICE_SQUAD_SLOTS, ...RESERVE_SLOTS];

/**
 * League field holding the count of each starter slot (e.g. RB -> `srb`, FLEX -> `srbwrte`).
 */
export const STARTER_SLOT_LEAGUE_FIELD = {
  1: 'sqb', 2: 'srb', 3: 'swr', 4: 'ste', 5: 'swrte', 6: 'srbwr', 7: 'srbwrte', 8: 'sqbrbwrte',
  9: 'sk', 10: 'sdst',
} as const;

const STARTER_MASK = STARTER_SLOTS.reduce((m, s) => m | (1 << s), 0);
const ACTIVE_MASK = STARTER_MASK | (1 << RosterSlot.BENCH);
const PS_MASK = PRACTICE_SQUAD_SLOTS.reduce((m, s) => m | (1 << s), 0);
const RESERVE_MASK = RESERVE_SLOTS.reduce((m, s) => m | (1 << s), 0);

/** True for a starting lineup slot. */
export function isStarterSlot(slot: number): boolean {
  return slot > 0 && slot < 31 && (STARTER_MASK & (1 << slot)) !== 0;
}
/** True for starters and bench (the active roster). */
export function isActiveSlot(slot: number): boolean {
  return slot > 0 && slot < 31 && (ACTIVE_MASK & (1 << slot)) !== 0;
}
/** True for any practice squad slot (signed or drafted, protected or not). */
export function isPracticeSquadSlot(slot: number): boolean {
  return slot > 0 && slot < 31 && (PS_MASK & (1 << slot)) !== 0;
}
/** True for IR, long-term IR and COV. */
export function isReserveSlot(slot: number): boolean {
  return slot > 0 && slot < 31 && (RESERVE_MASK & (1 << slot)) !== 0;
}
/** True for a known slot code. */
export function isRosterSlot(slot: number): boolean {
  return Number.isInteger(slot) && slot >= 1 && slot <= 18;
}
