import { nextId, nextIds } from '../counters';
import { DraftPickModel, type DraftPickDoc } from '../models/draft.model';
import { followChanges, type Follower } from './change-feed';
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
  /** The league's picks not yet made that `tids` hold or that are named in `uids` (what a trade analysis shows). */
  unmadePicks(lid: number, tids: readonly number[], uids: readonly number[]): Promise<DraftPickDoc[]>;
  /** One pick by uid (any league), or null. */
  find(uid: number): Promise<DraftPickDoc | null>;
  /**
   * Numbers the year's picks (the draft order): each named pick still without a number gets its
   * overall pick and pick_str. Idempotent: a numbered pick is left alone. Answers how many it set.
   */
  setOrder(lid: number, year: number, order: ReadonlyArray<{ uid: number; pick: number; pick_str: string }>): Promise<number>;
  /**
   * Makes the pick (inside the caller's transaction when given): only while it is unmade and `tid` still owns
   * it. Answers false when it was made (or traded) meanwhile.
   * @throws PlayerAlreadyDraftedError when the player was picked in this draft by another slot.
   */
  fill(uid: number, tid: number, pid: string, at: number, tx?: Tx): Promise<boolean>;
  /** How many of the year's picks are still to be made. */
  countOpen(lid: number, year: number): Promise<number>;
  /** Picks of the league that took any of these players (any year). */
  draftedOf(lid: number, pids: readonly string[]): Promise<DraftPickDoc[]>;
  /** The same overall pick in the league's drafts before `year`, newest first. */
  sameSlotBefore(lid: number, pick: number, year: number): Promise<DraftPickDoc[]>;
  /**
   * Calls `listener` with each pick made (a draft document whose pid was set), from any process: a
   * change stream on the draft collection, reopened after an error. Answers the stop function.
   */
  onPick(listener: (pick: DraftPickDoc) => void, onError?: (err: unknown) => void): Follower;
}

/** The player was already picked in this league's draft of the year (the unique (lid, year, pid) index). */
export class PlayerAlreadyDraftedError extends Error {
  override name = 'PlayerAlreadyDraftedError';
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
    async find(uid) {
      return plain<DraftPickDoc | null>(await DraftPickModel.findOne({ uid }).lean());
    },
    async setOrder(lid, year, order) {
      let set = 0;
      for (const o of order) {
        const res = await DraftPickModel.updateOne({ uid: o.uid, lid, year, pick: null }, { $set: { pick: o.pick, pick_str: o.pick_str } });
        set += res.modifiedCount;
      }
      return set;
    },
    async fill(uid, tid, pid, at, tx) {
      try {
        const res = await DraftPickModel.updateOne({ uid, tid, pid: null }, { $set: { pid, selection_timestamp: at } }, { session: tx?.session });
        return res.modifiedCount === 1;
      } catch (err) {
        if (isDuplicate(err)) throw new PlayerAlreadyDraftedError('Player was already drafted');
        throw err;
      }
    },
    async countOpen(lid, year) {
      return DraftPickModel.countDocuments({ lid, year, pid: null });
    },
    async draftedOf(lid, pids) {
      const docs = await DraftPickModel.find({ lid, pid: { $in: [...pids] } }).lean();
      return docs.map((d) => plain<DraftPickDoc>(d));
    },
    async sameSlotBefore(lid, pick, year) {
      const docs = await DraftPickModel.find({ lid, pick, year: { $lt: year } }).sort({ year: -1 }).lean();
      return docs.map((d) => plain<DraftPickDoc>(d));
    },
    onPick(listener, onError) {
      // a pick is made when its pid is set: the update that sets it, with the pick as it is after it
      const made = [{ $match: { operationType: 'update', 'updateDescription.updatedFields.pid': { $type: 'string' } } }];
      return followChanges<DraftPickDoc>(DraftPickModel, made, listener, onError, { fullDocument: 'updateLookup' });
    },
    async unmadePicks(lid, tids, uids) {
      const docs = await DraftPickModel.find({ lid, pid: null, $or: [{ tid: { $in: tids } }, { uid: { $in: uids } }] })
        .sort({ year: 1, round: 1, pick: 1, otid: 1, uid: 1 }).lean();
      return docs.map((d) => plain<DraftPickDoc>(d));
    },
    async list(lid, filter = {}) {
      const docs = await DraftPickModel.find({ lid, ...filter }).sort({ year: 1, round: 1, pick: 1, otid: 1, uid: 1 }).lean();
      return docs.map((d) => plain<DraftPickDoc>(d));
    },
  };
}
