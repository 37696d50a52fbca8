import { TransactionType } from '../constants/codes';
import { transactionSummary } from './transaction-summary';

const t = (tid: number, type: number, value: number, timestamp: number, extra: Record<string, unknown> = {}) => ({ tid, type, value, timestamp, year: 2025, ...extra });

describe('player transaction summary (spec §2 Transactions tab)', () => {
  it('counts extensions, finds the draft, the teams and the max salary with its date', () => {
    const s = transactionSummary([
      t(3, TransactionType.DRAFT, 2, 100, { pick: 7, pick_str: '1.07', year: 2024 }),
      t(3, TransactionType.EXTENSION, 7, 200),
      t(3, TransactionType.EXTENSION, 17, 300),
      t(5, TransactionType.TRADE, 17, 400),
      t(5, TransactionType.RELEASE, 0, 500),
      t(8, TransactionType.AUCTION_PROCESSED, 12, 600),
    ]);
    expect(s.extensionCount).toBe(2);
    expect(s.latestSalary).toBe(12);
    expect(s.drafted).toEqual({ tid: 3, year: 2024, pick: 7, pick_str: '1.07' });
    expect(s.totalTeams).toBe(3);
    expect(s.maxSalary).toEqual({ value: 17, timestamp: 300 });
    expect(s.teams).toEqual([
      { tid: 3, max: 17, type: TransactionType.EXTENSION, timestamp: 300 },
      { tid: 5, max: 17, type: TransactionType.TRADE, timestamp: 400 },
      { tid: 8, max: 12, type: TransactionType.AUCTION_PROCESSED, timestamp: 600 },
    ]);
  });

  it('is empty for a player without transactions', () => {
    expect(transactionSummary([])).toEqual({ extensionCount: 0, latestSalary: null, drafted: null, totalTeams: 0, maxSalary: null, teams: [] });
  });
});
