import type { Position } from './types';

/** Transaction types of spec §3. */
export const TransactionType = {
  RELEASE: 1,
  ACTIVATE: 2,
  DEACTIVATE: 3,
  TRADE: 4,
  POACHED: 5,
  AUCTION_BID: 6,
  AUCTION_PROCESSED: 7,
  DRAFT: 8,
  EXTENSION: 9,
  RESTRICTED_FREE_AGENCY_TAG: 10,
  FRANCHISE_TAG: 11,
  ROOKIE_TAG: 12,
  PRACTICE_ADD: 13,
  ROSTER_ADD: 14,
  RESERVE_IR: 15,
  RESERVE_COV: 16,
  PRACTICE_PROTECTED: 17,
  RESERVE_IR_LONG_TERM: 18,
  SUPER_PRIORITY: 19,
} as const;
export type TransactionTypeCode = (typeof TransactionType)[keyof typeof TransactionType];

/** Human names of the transaction types (index = code). */
export const TRANSACTION_TYPE_NAMES: Readonly<Record<number, string>> = {
  1: 'Release', 2: 'Activate', 3: 'Deactivate', 4: 'Trade', 5: 'Poached', 6: 'Auction Bid',
  7: 'Auction Processed', 8: 'Draft', 9: 'Extension', 10: 'Restricted Free Agency Tag',
  11: 'Franchise Tag', 12: 'Rookie Tag', 13: 'Practice Add', 14: 'Roster Add', 15: 'Reserve IR',
  16: 'Reserve COV', 17: 'Practice Protected', 18: 'Reserve IR Long Term', 19: 'Super Priority',
};

/** Player tags of spec §3. */
export const PlayerTag = {
  REGULAR: 1,
  FRANCHISE: 2,
  ROOKIE: 3,
  RESTRICTED_FREE_AGENCY: 4,
} as const;
export type PlayerTagCode = (typeof PlayerTag)[keyof typeof PlayerTag];

/** Short tag labels (regular has none). */
export const PLAYER_TAG_ABBREVIATIONS: Readonly<Record<number, string>> = {
  1: '', 2: 'F', 3: 'R', 4: 'RFA',
};
/** Tag names. */
export const PLAYER_TAG_NAMES: Readonly<Record<number, string>> = {
  1: 'Regular', 2: 'Franchise', 3: 'Rookie', 4: 'Restricted Free Agency',
};

/** Waiver types of spec §3. */
export const WaiverType = {
  FREE_AGENCY: 1,
  POACH: 2,
  FREE_AGENCY_PRACTICE: 3,
} as const;
export type WaiverTypeCode = (typeof WaiverType)[keyof typeof WaiverType];

/** Fantasy positions in display order. */
export const POSITIONS: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'];

/** League field holding each position's maximum (`mqb` … `mk`). */
export const POSITION_MAX_FIELD = {
  QB: 'mqb', RB: 'mrb', WR: 'mwr', TE: 'mte', K: 'mk', DST: 'mdst',
} as const;

/** League field holding each position's franchise tag value (`fqb` … `fte`). */
export const FRANCHISE_VALUE_FIELD = {
  QB: 'fqb', RB: 'frb', WR: 'fwr', TE: 'fte',
} as const;

/** True when `value` is one of the six fantasy positions. */
export function isPosition(value: unknown): value is Position {
  return typeof value === 'string' && (POSITIONS as readonly string[]).includes(value);
}
