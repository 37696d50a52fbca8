import { RosterSlot } from '../constants/slots';
import type { PlayerStatusInput, Transaction } from '../constants/types';
import { getReserveEligibility } from './reserve';
import { isIrEligibleByTransactionHistory } from './transaction-history';

/**
 * Whether a player may be moved to a reserve slot now: IR and long-term IR need the matching
 * status eligibility (spec §4 "Reserve") and pass the IR transaction-history rules; COV needs the
 * COVID status only. Any other slot: false. Space (IR count) is the roster model's check.
 */
export function canMoveToReserve(
  slot: number,
  status: PlayerStatusInput,
  transactions: readonly Transaction[],
  now: number,
): boolean {
  const eligible = getReserveEligibility(status);
  switch (slot) {
    case RosterSlot.IR:
      return eligible.ir && isIrEligibleByTransactionHistory(transactions, now);
    case RosterSlot.IR_LONG_TERM:
      return eligible.ir_long_term && isIrEligibleByTransactionHistory(transactions, now);
    case RosterSlot.COV:
      return eligible.cov;
    default:
      return false;
  }
}
