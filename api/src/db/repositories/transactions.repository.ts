import { TransactionModel, type TransactionDoc } from '../models/roster.model';
import { plain } from './duplicate-key';

/** Filters of the league transactions list (spec §7). */
export interface TransactionFilter {
  lid: number;
  types?: number[];
  tids?: number[];
  pids?: string[];
  /** Only transactions at or after this instant (unix seconds). */
  since?: number;
  /** Only transactions naming this pick (a trade's: the draft pick uid; a draft's: the overall pick). */
  pick?: number;
}

/** Transactions, newest first (ties broken by uid so pages never overlap). */
export interface TransactionsRepository {
  list(filter: TransactionFilter, page?: { offset: number; limit: number }): Promise<TransactionDoc[]>;
}

export function createTransactionsRepository(): TransactionsRepository {
  return {
    async list(filter, page) {
      const query: Record<string, unknown> = { lid: filter.lid };
      if (filter.types?.length) query.type = { $in: filter.types };
      if (filter.tids?.length) query.tid = { $in: filter.tids };
      if (filter.pids) query.pid = { $in: filter.pids };
      if (filter.since !== undefined) query.timestamp = { $gte: filter.since };
      if (filter.pick !== undefined) query.pick = filter.pick;
      let cursor = TransactionModel.find(query).sort({ timestamp: -1, uid: -1 });
      if (page) cursor = cursor.skip(page.offset).limit(page.limit);
      const rows = await cursor.lean();
      return rows.map((r) => plain<TransactionDoc>(r));
    },
  };
}
