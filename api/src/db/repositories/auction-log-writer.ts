import type { AuctionRecord, CommitResult } from '../../features/auction/auction-store';
import { AuctionLogModel } from '../models/auction-log.model';

interface Pending {
  doc: AuctionRecord;
  resolve: (r: CommitResult) => void;
  reject: (err: unknown) => void;
}

const DUPLICATE_KEY = 11000;

/**
 * Group commit of auction log records. Each room has at most one record in flight (its commands are
 * serialized), but many rooms append at once: while one write is on the wire the others queue, and
 * the next write carries all of them in one unordered insert. A duplicate `{ lid, version }` fails
 * only its own record (`conflict`); the rest are acknowledged. Nothing is acknowledged before the
 * database acknowledged it.
 */
export class AuctionLogWriter {
  private pending: Pending[] = [];
  private writing = false;

  append(doc: AuctionRecord): Promise<CommitResult> {
    return new Promise((resolve, reject) => {
      this.pending.push({ doc, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.pending.length) {
        const batch = this.pending;
        this.pending = [];
        await this.write(batch);
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(batch: Pending[]): Promise<void> {
    // Copies: the driver adds `_id` to what it inserts, and records are also kept in memory.
    const docs = batch.map((p) => ({ ...p.doc }));
    try {
      if (docs.length === 1) await AuctionLogModel.collection.insertOne(docs[0]);
      else await AuctionLogModel.collection.insertMany(docs, { ordered: false });
      for (const p of batch) p.resolve({ kind: 'ok' });
    } catch (err) {
      const failed = failedIndexes(err, docs.length);
      if (!failed) {
        for (const p of batch) p.reject(err);
        return;
      }
      batch.forEach((p, i) => {
        const code = failed.get(i);
        if (code === undefined) p.resolve({ kind: 'ok' });
        else if (code === DUPLICATE_KEY) p.resolve({ kind: 'conflict' });
        else p.reject(err);
      });
    }
  }
}

/** Which records of a failed insert failed, with their codes; null when the error is not per record. */
function failedIndexes(err: unknown, n: number): Map<number, number> | null {
  const e = err as { code?: number; writeErrors?: Array<{ index: number; code: number }> | { index: number; code: number } };
  if (e.writeErrors) {
    const list = Array.isArray(e.writeErrors) ? e.writeErrors : [e.writeErrors];
    return new Map(list.map((w) => [w.index, w.code]));
  }
  if (n === 1 && e.code === DUPLICATE_KEY) return new Map([[0, DUPLICATE_KEY]]);
  return null;
}
