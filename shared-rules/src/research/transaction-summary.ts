import { TransactionType } from '../constants/codes';

/** What the summary reads of a transaction (spec §3 "Transaction"). */
export interface SummaryTransaction {
  tid: number;
  type: number;
  value: number;
  timestamp: number;
  year: number;
  pick?: number | null;
  pick_str?: string | null;
}

export interface TeamMax {
  tid: number;
  max: number;
  type: number;
  timestamp: number;
}

/** Spec §2 Transactions tab summary (before the salary projection, which needs the player's tag). */
export interface TransactionSummary {
  extensionCount: number;
  /** The latest salary a transaction set (null without one). */
  latestSalary: number | null;
  drafted: { tid: number; year: number; pick: number | null; pick_str: string | null } | null;
  totalTeams: number;
  maxSalary: { value: number; timestamp: number } | null;
  /** Per team, its highest salary and the type and time it was first reached, highest first. */
  teams: TeamMax[];
}

/** Types that set a salary (the others carry the value of the roster row or 0). */
const SALARY_TYPES = new Set<number>([
  TransactionType.ROSTER_ADD,
  TransactionType.AUCTION_PROCESSED,
  TransactionType.DRAFT,
  TransactionType.EXTENSION,
  TransactionType.RESTRICTED_FREE_AGENCY_TAG,
  TransactionType.FRANCHISE_TAG,
  TransactionType.ROOKIE_TAG,
  TransactionType.POACHED,
  TransactionType.TRADE,
  TransactionType.PRACTICE_ADD,
]);

/** The Transactions tab summary of one player's transactions in a league (any order). */
export function transactionSummary(list: readonly SummaryTransaction[]): TransactionSummary {
  const byTime = [...list].sort((a, b) => b.timestamp - a.timestamp);
  const salaries = byTime.filter((t) => SALARY_TYPES.has(t.type));
  const draft = byTime.find((t) => t.type === TransactionType.DRAFT) ?? null;
  // oldest first: on a tie the date is when the salary was first reached
  const oldestFirst = [...salaries].reverse();
  const teams = new Map<number, TeamMax>();
  for (const t of oldestFirst) {
    const current = teams.get(t.tid);
    if (!current || t.value > current.max) teams.set(t.tid, { tid: t.tid, max: t.value, type: t.type, timestamp: t.timestamp });
  }
  let max: TransactionSummary['maxSalary'] = null;
  for (const t of oldestFirst) if (!max || t.value > max.value) max = { value: t.value, timestamp: t.timestamp };
  return {
    extensionCount: list.filter((t) => t.type === TransactionType.EXTENSION).length,
    latestSalary: salaries[0]?.value ?? null,
    drafted: draft ? { tid: draft.tid, year: draft.year, pick: draft.pick ?? null, pick_str: draft.pick_str ?? null } : null,
    totalTeams: new Set(list.map((t) => t.tid)).size,
    maxSalary: max,
    teams: [...teams.values()].sort((a, b) => b.max - a.max || a.timestamp - b.timestamp),
  };
}
