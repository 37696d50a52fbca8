import { getReserveEligibility, isInactiveNflStatus, isPlayerLocked } from './reserve';
import {
  getPracticeSquadEntryTime,
  getRecentTransactions,
  hasBeenActivated,
  isIrEligibleByTransactionHistory,
  isRecentRelease,
} from './transaction-history';
import { TransactionType as T } from '../constants/codes';

describe('reserve eligibility', () => {
  it('derives IR, long-term IR and COV from NFL and injury status', () => {
    expect(getReserveEligibility({ nfl_status: 'ACT', injury_status: 'OUT' })).toEqual({ ir: true, ir_long_term: false, cov: false });
    expect(getReserveEligibility({ nfl_status: 'ACT', injury_status: 'doubtful' })).toEqual({ ir: true, ir_long_term: false, cov: false });
    expect(getReserveEligibility({ nfl_status: 'ACT', injury_status: 'QUESTIONABLE' })).toEqual({ ir: false, ir_long_term: false, cov: false });
    expect(getReserveEligibility({ nfl_status: 'RES' })).toEqual({ ir: true, ir_long_term: true, cov: false });
    expect(getReserveEligibility({ nfl_status: 'PUP', injury_status: null })).toEqual({ ir: true, ir_long_term: true, cov: false });
    expect(getReserveEligibility({ nfl_status: 'COV' })).toEqual({ ir: false, ir_long_term: false, cov: true });
    expect(getReserveEligibility({})).toEqual({ ir: false, ir_long_term: false, cov: false });
  });
  it('locks once the game started or the player is inactive', () => {
    expect(isPlayerLocked({ gameStarted: true, nfl_status: 'ACT' })).toBe(true);
    expect(isPlayerLocked({ gameStarted: false, nfl_status: 'ACT' })).toBe(false);
    expect(isPlayerLocked({ nfl_status: 'INA' })).toBe(true);
    expect(isPlayerLocked({ nfl_status: 'RES' })).toBe(true);
    expect(isPlayerLocked({})).toBe(false);
    expect(isInactiveNflStatus(null)).toBe(false);
    expect(isInactiveNflStatus('SUS')).toBe(true);
  });
});

describe('transaction history', () => {
  const now = 10_000_000;
  const day = 86400;
  const tx = (type: number, daysAgo: number) => ({ type, timestamp: now - daysAgo * day });

  it('recent transactions: 30 days and the five types, newest first', () => {
    const list = [tx(T.ROSTER_ADD, 1), tx(T.ACTIVATE, 2), tx(T.RELEASE, 31), tx(T.DRAFT, 29), tx(T.PRACTICE_ADD, 0.5), tx(T.POACHED, 3)];
    expect(getRecentTransactions(list, now).map((t) => t.type)).toEqual([T.PRACTICE_ADD, T.ROSTER_ADD, T.POACHED, T.DRAFT]);
    expect(getRecentTransactions([tx(T.RELEASE, 30)], now)).toEqual([]);
    expect(getRecentTransactions([tx(T.RELEASE, -1)], now)).toEqual([]);
  });

  it('IR: a recent activate or poached transaction makes the player ineligible', () => {
    expect(isIrEligibleByTransactionHistory([tx(T.ACTIVATE, 5)], now)).toBe(false);
    expect(isIrEligibleByTransactionHistory([tx(T.POACHED, 29)], now)).toBe(false);
    expect(isIrEligibleByTransactionHistory([tx(T.ACTIVATE, 31)], now)).toBe(true);
    expect(isIrEligibleByTransactionHistory([], now)).toBe(true);
  });

  it('IR: going back, a roster add or trade before a deactivate, practice add or draft is ineligible', () => {
    expect(isIrEligibleByTransactionHistory([tx(T.DRAFT, 20), tx(T.ROSTER_ADD, 2)], now)).toBe(false);
    expect(isIrEligibleByTransactionHistory([tx(T.TRADE, 1), tx(T.PRACTICE_ADD, 10)], now)).toBe(false);
    expect(isIrEligibleByTransactionHistory([tx(T.ROSTER_ADD, 10), tx(T.DEACTIVATE, 2)], now)).toBe(true);
    expect(isIrEligibleByTransactionHistory([tx(T.EXTENSION, 1), tx(T.PRACTICE_ADD, 3), tx(T.ROSTER_ADD, 9)], now)).toBe(true);
    expect(isIrEligibleByTransactionHistory([tx(T.ROSTER_ADD, 40)], now)).toBe(true);
    expect(isIrEligibleByTransactionHistory([tx(T.ROSTER_ADD, 20)], now)).toBe(false);
  });

  it('recent release: latest transaction, within 24 h, no other release within 24 h before it', () => {
    const h = 3600;
    const rel = (hoursAgo: number) => ({ type: T.RELEASE, timestamp: now - hoursAgo * h });
    expect(isRecentRelease([rel(2)], now)).toBe(true);
    expect(isRecentRelease([rel(24)], now)).toBe(false);
    expect(isRecentRelease([rel(2), { type: T.ROSTER_ADD, timestamp: now - h }], now)).toBe(false);
    expect(isRecentRelease([rel(2), rel(20)], now)).toBe(false);
    expect(isRecentRelease([rel(2), rel(27)], now)).toBe(true);
    expect(isRecentRelease([rel(-1)], now)).toBe(false);
    expect(isRecentRelease([], now)).toBe(false);
  });

  it('practice squad entry time and activation history', () => {
    expect(getPracticeSquadEntryTime([tx(T.DRAFT, 10), tx(T.DEACTIVATE, 3), tx(T.ROSTER_ADD, 1)])).toBe(now - 3 * day);
    expect(getPracticeSquadEntryTime([tx(T.ROSTER_ADD, 1)])).toBeNull();
    expect(hasBeenActivated([tx(T.ACTIVATE, 100)])).toBe(true);
    expect(hasBeenActivated([tx(T.POACHED, 100)])).toBe(true);
    expect(hasBeenActivated([tx(T.DRAFT, 100)])).toBe(false);
  });
});
