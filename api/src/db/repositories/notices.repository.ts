import { nextId } from '../counters';
import { NoticeModel, type NoticeDoc } from '../models/notice.model';
import { followChanges, type Follower } from './change-feed';
import { plain } from './duplicate-key';
import type { Tx } from './tx';

/** League notices: the calendar jobs', the trades' and the draft's. */
export interface NoticesRepository {
  /**
   * Writes a notice; false when one with its key exists (the event was already reported). `uid` is one
   * allocated beforehand (with nextIds('notices', n)), so a transaction can take its ids beside another read.
   */
  insert(notice: Omit<NoticeDoc, 'uid'>, tx?: Tx, uid?: number): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /** The league's notices, newest first. */
  list(lid: number, since?: number): Promise<NoticeDoc[]>;
  /** The league's notices written after uid `after`, newest first, at most `limit`. */
  after(lid: number, after: number, limit: number): Promise<NoticeDoc[]>;
  /** The newest notice uid of the league, or null when it has none. */
  lastUid(lid: number): Promise<number | null>;
  /**
   * Tells `listener` of every notice written from now on, by any process (a change stream; it reopens
   * after an error, resuming where it stopped). Answers the function that stops it.
   */
  onInsert(listener: (notice: NoticeDoc) => void, onError?: (err: unknown) => void): Follower;
}

export function createNoticesRepository(): NoticesRepository {
  return {
    async insert(notice, tx, uid) {
      try {
        await NoticeModel.create([{ ...notice, uid: uid ?? (await nextId('notices')) }], { session: tx?.session });
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
    async after(lid, after, limit) {
      const docs = await NoticeModel.find({ lid, uid: { $gt: after } }).sort({ uid: -1 }).limit(limit).lean();
      return docs.map((d) => plain<NoticeDoc>(d));
    },
    async lastUid(lid) {
      const doc = await NoticeModel.findOne({ lid }, { uid: 1 }).sort({ uid: -1 }).lean();
      return doc ? (doc as { uid: number }).uid : null;
    },
    onInsert(listener, onError) {
      return followChanges<NoticeDoc>(NoticeModel, [{ $match: { operationType: 'insert' } }], listener, onError);
    },
  };
}
