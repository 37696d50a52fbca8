/**
 * The starting-lineup slot counts of a league (§3 League "Lineup slots" plus bench), defined here so
 * lineups and valuation stand alone; rules-A's League type carries the same fields under the same names.
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
  { key: 'sqb', code: 1, positions: ['QB'] },
  { key: 'srb', code: 2, positions: ['RB'] },
  { key: 'swr', code: 3, positions: ['WR'] },
  { key: 'ste', code: 4, positions: ['TE'] },
  { key: 'sk', code: 9, positions: ['K'] },
  { key: 'sdst', code: 10, positions: ['DST'] },
  { key: 'swrte', code: 5, positions: ['WR', 'TE'] },
  { key: 'srbwr', code: 6, positions: ['RB', 'WR'] },
  { key: 'srbwrte', code: 7, positions: ['RB', 'WR', 'TE'] },
  { key: 'sqbrbwrte', code: 8, positions: ['QB', 'RB', 'WR', 'TE'] },
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
