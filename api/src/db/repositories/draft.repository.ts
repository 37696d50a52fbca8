import { nextId, nextIds } from '../counters';
import { DraftPickModel, type DraftPickDoc } from '../models/draft.model';
import { plain } from './duplicate-key';
import type { Tx } from './tx';

/** A pick to write: everything but its allocated id and the fields a draft fills in later. */
export type NewDraftPick = Omit<DraftPickDoc, 'uid' | 'pick' | 'pick_str' | 'pid' | 'selection_timestamp'>;

/** Rookie draft picks (the `draft` collection). Writing a pick is idempotent by its key. */
export interface DraftRepository {
  /**
   * Makes sure each team owns its regular picks of `year` (`rounds` rounds, as original owner);
   * answers how many were created. Picks that exist (traded ones included) are left alone.
   */
  ensureRegularPicks(lid: number, year: number, tids: readonly number[], rounds: number, now: number): Promise<number>;
  /** Grants a compensatory pick; a second grant with the same key answers the first one. */
  grant(pick: NewDraftPick, tx?: Tx): Promise<DraftPickDoc>;
  /** The league's picks, by year, round and original team. */
  list(lid: number, filter?: { year?: number; tid?: number }): Promise<DraftPickDoc[]>;
}

/** Identity of a regular pick: league, year, round and original owner. */
export function regularPickKey(lid: number, year: number, round: number, otid: number): string {
  return `${lid}:${year}:${round}:${otid}`;
}

function isDuplicate(err: unknown): boolean {
  return (err as { code?: number })?.code === 11000;
}

export function createDraftRepository(): DraftRepository {
  async function insert(pick: NewDraftPick, tx?: Tx): Promise<DraftPickDoc | null> {
    const doc: DraftPickDoc = { ...pick, uid: await nextId('draft'), pick: null, pick_str: null, pid: null, selection_timestamp: null };
    try {
      await DraftPickModel.create([doc], { session: tx?.session });
      return doc;
    } catch (err) {
      if (isDuplicate(err)) return null;
      throw err;
    }
  }
  return {
    async ensureRegularPicks(lid, year, tids, rounds, now) {
      const existing = new Set((await DraftPickModel.find({ lid, year }, { key: 1 }).lean()).map((d) => d.key));
      const missing: NewDraftPick[] = [];
      for (let round = 1; round <= rounds; round++) {
        for (const otid of tids) {
          const key = regularPickKey(lid, year, round, otid);
          if (!existing.has(key)) missing.push({ key, lid, tid: otid, otid, year, round, comp: null, comp_pid: null, created: now });
        }
      }
      if (missing.length === 0) return 0;
      const first = await nextIds('draft', missing.length);
      const docs: DraftPickDoc[] = missing.map((p, i) => ({ ...p, uid: first + i, pick: null, pick_str: null, pid: null, selection_timestamp: null }));
      try {
        await DraftPickModel.insertMany(docs, { ordered: false });
        return docs.length;
      } catch (err) {
        // another instance wrote some of them first: the unique key kept one of each
        const inserted = (err as { insertedDocs?: unknown[] }).insertedDocs;
        if (isDuplicate(err) || (err as { writeErrors?: unknown[] }).writeErrors) return inserted?.length ?? 0;
        throw err;
      }
    },
    async grant(pick, tx) {
      const stored = await insert(pick, tx);
      if (stored) return stored;
      return plain<DraftPickDoc>(await DraftPickModel.findOne({ key: pick.key }, null, { session: tx?.session }).lean());
    },
    async list(lid, filter = {}) {
      const docs = await DraftPickModel.find({ lid, ...filter }).sort({ year: 1, round: 1, pick: 1, otid: 1, uid: 1 }).lean();
      return docs.map((d) => plain<DraftPickDoc>(d));
    },
  };
}
