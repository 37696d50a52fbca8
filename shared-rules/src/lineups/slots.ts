import { RosterSlot } from '../constants/slots';

/**
 * The starting-lineup slot counts of a league (§3 League "Lineup slots" plus bench), defined here so
 * lineups and valuation stand alone; rules-A's League type extends it.
 */
export interface LeagueLineupSlots {
  sqb: number;
  srb: number;
  swr: number;
  ste: number;
  srbwr: number;
  srbwrte: number;
  sqbrbwrte: number;
  swrte: number;
  sdst: number;
  sk: number;
  bench: number;
}

/** Fantasy positions a starter can have. */
export const LINEUP_POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'] as const;
/** One fantasy position. */
export type LineupPosition = (typeof LINEUP_POSITIONS)[number];

/** A starting slot kind: its league count field and the positions it accepts (§5 position eligibility). */
export interface StartingSlotKind {
  key: keyof Omit<LeagueLineupSlots, 'bench'>;
  /** Roster slot code of §3 (QB 1 … DST 10). */
  code: number;
  positions: readonly LineupPosition[];
}

/**
 * Starting slot kinds, dedicated slots first, then the flex slots from narrowest to widest. The order
 * matters for the baseline rule "dedicated slots before flex, flex filled by best remaining eligible".
 */
export const STARTING_SLOT_KINDS: readonly StartingSlotKind[] = [
  { key: 'sqb', code: RosterSlot.QB, positions: ['QB'] },
  { key: 'srb', code: RosterSlot.RB, positions: ['RB'] },
  { key: 'swr', code: RosterSlot.WR, positions: ['WR'] },
  { key: 'ste', code: RosterSlot.TE, positions: ['TE'] },
  { key: 'sk', code: RosterSlot.K, positions: ['K'] },
  { key: 'sdst', code: RosterSlot.DST, positions: ['DST'] },
  { key: 'swrte', code: RosterSlot.WRTE, positions: ['WR', 'TE'] },
  { key: 'srbwr', code: RosterSlot.RBWR, positions: ['RB', 'WR'] },
  { key: 'srbwrte', code: RosterSlot.RBWRTE, positions: ['RB', 'WR', 'TE'] },
  { key: 'sqbrbwrte', code: RosterSlot.QBRBWRTE, positions: ['QB', 'RB', 'WR', 'TE'] },
];

/** Number of starters in a lineup (sum of the starting slot counts). */
export function lineupStarterCount(slots: Omit<LeagueLineupSlots, 'bench'>): number {
  let total = 0;
  for (const kind of STARTING_SLOT_KINDS) total += slots[kind.key];
  return total;
}

/** Whether a player at `position` may fill a slot kind. */
export function slotAccepts(kind: StartingSlotKind, position: string): boolean {
  return (kind.positions as readonly string[]).includes(position);
}
