import { TransactionType } from '../constants/codes';
import {
  RECENT_TRANSACTION_WINDOW_SECONDS,
  RELEASE_WAIVER_HOLD_SECONDS,
} from '../constants/season-constants';
import type { Transaction } from '../constants/types';

/** Types that make up "recent transactions" (spec §4). */
export const RECENT_TRANSACTION_TYPES: readonly number[] = [
  TransactionType.ROSTER_ADD,
  TransactionType.RELEASE,
  TransactionType.POACHED,
  TransactionType.DRAFT,
  TransactionType.PRACTICE_ADD,
];

const PRACTICE_ENTRY_TYPES: readonly number[] = [
  TransactionType.DEACTIVATE,
  TransactionType.PRACTICE_ADD,
  TransactionType.DRAFT,
];

/** Newest first, without mutating the input. */
function newestFirst(transactions: readonly Transaction[]): Transaction[] {
  return [...transactions].sort((a, b) => b.timestamp - a.timestamp);
}

/** The player's transactions within the last 30 days (`now − 2592000 < timestamp ≤ now`). */
function withinWindow(transactions: readonly Transaction[], now: number): Transaction[] {
  return transactions.filter(
    (t) => t.timestamp > now - RECENT_TRANSACTION_WINDOW_SECONDS && t.timestamp <= now,
  );
}

/**
 * Recent transactions (spec §4): within 30 days (2592000 s) and of type roster add, release,
 * poached, draft or practice add; newest first.
 */
export function getRecentTransactions(transactions: readonly Transaction[], now: number): Transaction[] {
  return newestFirst(withinWindow(transactions, now).filter((t) => RECENT_TRANSACTION_TYPES.includes(t.type)));
}

/**
 * IR transaction-history rules (spec §4), over the player's transactions of the last 30 days:
 * 1. a recent activate or poached transaction makes him ineligible;
 * 2. going back in time, meeting a roster add or trade before any deactivate, practice add or draft
 *    makes him ineligible (a practice squad entry met first ends the walk: eligible).
 */
export function isIrEligibleByTransactionHistory(transactions: readonly Transaction[], now: number): boolean {
  const recent = newestFirst(withinWindow(transactions, now));
  if (recent.some((t) => t.type === TransactionType.ACTIVATE || t.type === TransactionType.POACHED)) {
    return false;
  }
  for (const t of recent) {
    if (PRACTICE_ENTRY_TYPES.includes(t.type)) return true;
    if (t.type === TransactionType.ROSTER_ADD || t.type === TransactionType.TRADE) return false;
  }
  return true;
}

/**
 * Recent release (spec §4): a release within the last 24 hours counts only when it is the latest
 * transaction and no other release came within the 24 hours before it.
 */
export function isRecentRelease(transactions: readonly Transaction[], now: number): boolean {
  if (transactions.length === 0) return false;
  const sorted = newestFirst(transactions);
  const latest = sorted[0];
  if (latest.type !== TransactionType.RELEASE) return false;
  if (now - latest.timestamp >= RELEASE_WAIVER_HOLD_SECONDS || latest.timestamp > now) return false;
  return !sorted.slice(1).some(
    (t) => t.type === TransactionType.RELEASE && latest.timestamp - t.timestamp < RELEASE_WAIVER_HOLD_SECONDS,
  );
}

/**
 * When the player last entered the practice squad (latest deactivate, practice add or draft), or
 * null. Used for the 24 h poach/protect delay and the 48 h poach waiver window.
 */
export function getPracticeSquadEntryTime(transactions: readonly Transaction[]): number | null {
  let latest: number | null = null;
  for (const t of transactions) {
    if (PRACTICE_ENTRY_TYPES.includes(t.type) && (latest === null || t.timestamp > latest)) latest = t.timestamp;
  }
  return latest;
}

/** True when the player has an activate or poached transaction (then not practice squad eligible). */
export function hasBeenActivated(transactions: readonly Transaction[]): boolean {
  return transactions.some((t) => t.type === TransactionType.ACTIVATE || t.type === TransactionType.POACHED);
}
