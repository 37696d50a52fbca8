import { RosterPlayerModel, TransactionModel, type RosterPlayerDoc, type TransactionDoc } from '../models/roster.model';
import { nextIds } from '../counters';
import { plain } from './duplicate-key';

/** Roster rows and transactions (reads plus the bulk writes the seed needs). */
export interface RostersRepository {
  listByLeague(lid: number, year: number): Promise<RosterPlayerDoc[]>;
  listByTeam(tid: number, year: number): Promise<RosterPlayerDoc[]>;
  /** The rows of several teams in one read, by team (each in listByTeam's order). */
  listByTeams(tids: readonly number[], year: number): Promise<Map<number, RosterPlayerDoc[]>>;
  /** Latest season with roster rows in the league, or null. */
  latestYear(lid: number): Promise<number | null>;
  countByLeague(lid: number): Promise<number>;
  insertMany(rows: RosterPlayerDoc[]): Promise<void>;
  /** Allocates uids from the `transactions` counter and inserts. */
  insertTransactions(rows: Omit<TransactionDoc, 'uid'>[]): Promise<void>;
}

export function createRostersRepository(): RostersRepository {
  return {
    async listByLeague(lid, year) {
      const rows = await RosterPlayerModel.find({ lid, year }).sort({ tid: 1, slot: 1, value: -1 }).lean();
      return rows.map((r) => plain<RosterPlayerDoc>(r));
    },
    async listByTeam(tid, year) {
      const rows = await RosterPlayerModel.find({ tid, year }).sort({ slot: 1, value: -1 }).lean();
      return rows.map((r) => plain<RosterPlayerDoc>(r));
    },
    async listByTeams(tids, year) {
      const rows = await RosterPlayerModel.find({ tid: { $in: [...tids] }, year }).sort({ tid: 1, slot: 1, value: -1 }).lean();
      const out = new Map<number, RosterPlayerDoc[]>(tids.map((tid) => [tid, []]));
      for (const r of rows) out.get(r.tid)?.push(plain<RosterPlayerDoc>(r));
      return out;
    },
    async latestYear(lid) {
      const row = await RosterPlayerModel.findOne({ lid }, { year: 1 }).sort({ year: -1 }).lean();
      return row ? row.year : null;
    },
    async countByLeague(lid) {
      return RosterPlayerModel.countDocuments({ lid });
    },
    async insertMany(rows) {
      if (rows.length) await RosterPlayerModel.insertMany(rows, { ordered: true });
    },
    async insertTransactions(rows) {
      if (rows.length === 0) return;
      const first = await nextIds('transactions', rows.length);
      const docs: TransactionDoc[] = rows.map((row, i) => ({ ...row, uid: first + i }));
      await TransactionModel.insertMany(docs, { ordered: true });
    },
  };
}
