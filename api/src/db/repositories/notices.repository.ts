import { nextId } from '../counters';
import { NoticeModel, type NoticeDoc } from '../models/notice.model';
import { plain } from './duplicate-key';
import type { Tx } from './tx';

/** League notices of the calendar jobs. */
export interface NoticesRepository {
  /** Writes a notice; false when one with its key exists (the event was already reported). */
  insert(notice: Omit<NoticeDoc, 'uid'>, tx?: Tx): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /** The league's notices, newest first. */
  list(lid: number, since?: number): Promise<NoticeDoc[]>;
}

export function createNoticesRepository(): NoticesRepository {
  return {
    async insert(notice, tx) {
      try {
        await NoticeModel.create([{ ...notice, uid: await nextId('notices') }], { session: tx?.session });
        return true;
      } catch (err) {
        if ((err as { code?: number })?.code === 11000) return false;
        throw err;
      }
    },
    async exists(key) {
      return (await NoticeModel.countDocuments({ key })) > 0;
    },
    async list(lid, since) {
      const docs = await NoticeModel.find({ lid, ...(since !== undefined ? { timestamp: { $gte: since } } : {}) })
        .sort({ timestamp: -1, uid: -1 })
        .lean();
      return docs.map((d) => plain<NoticeDoc>(d));
    },
  };
}
