import mongoose, { type ClientSession } from 'mongoose';
import { CareerlogsModel } from '../models/careerlogs.model';

/**
 * Bumps the careerlogs stamp of these leagues inside `session` (the caller's transaction, which holds
 * the write that changes what the careerlogs are computed from). Every writer of those inputs calls it
 * — the season-play, league-settings and users repositories — so no use-case can forget it.
 */
export async function bumpCareerlogs(lids: readonly number[], session: ClientSession): Promise<void> {
  const unique = [...new Set(lids)];
  if (!unique.length) return;
  await CareerlogsModel.bulkWrite(
    unique.map((lid) => ({
      // the stale answer goes with the bump: nothing can serve it again, and the space is freed
      updateOne: { filter: { lid }, update: { $inc: { version: 1 }, $set: { answer_version: null, answer_year: null, answer: null } }, upsert: true },
    })),
    { session, ordered: true },
  );
}

/**
 * Runs `write` and bumps the leagues' careerlogs stamp in one transaction, so the change and its
 * invalidation commit together (a process that dies between the two leaves neither). `lids` may be
 * learned by the write itself (a matchup updated by uid): it answers them with its result.
 */
export async function writeInvalidating<T>(write: (session: ClientSession) => Promise<{ result: T; lids: readonly number[] }>): Promise<T> {
  const session = await mongoose.startSession();
  let result!: T;
  try {
    await session.withTransaction(async () => {
      const done = await write(session);
      await bumpCareerlogs(done.lids, session);
      result = done.result;
    });
  } finally {
    await session.endSession();
  }
  return result;
}

/** The stamp of a league's careerlogs and what the stored answer was computed at. */
export interface CareerlogsStamp {
  version: number;
  answerVersion: number | null;
  answerYear: number | null;
}

/** The stored careerlogs answers (GET /leagues/:lid/careerlogs) and their stamps. */
export interface CareerlogsRepository {
  /** One indexed read of the stamp (the answer itself not read); version 0 when never bumped. */
  stamp(lid: number): Promise<CareerlogsStamp>;
  /** The answer stored at `version` for `year`, or null (bumped since, or none stored). */
  storedAnswer(lid: number, version: number, year: number): Promise<unknown>;
  /**
   * Stores an answer computed at `version` — only while the stamp is still `version`: an answer computed
   * from reads a later write may have missed never lands over that write's bump. True when stored.
   */
  store(lid: number, version: number, year: number, answer: unknown): Promise<boolean>;
}

export function createCareerlogsRepository(): CareerlogsRepository {
  return {
    async stamp(lid) {
      const doc = await CareerlogsModel.findOne({ lid }, { _id: 0, version: 1, answer_version: 1, answer_year: 1 }).lean();
      return { version: doc?.version ?? 0, answerVersion: doc?.answer_version ?? null, answerYear: doc?.answer_year ?? null };
    },
    async storedAnswer(lid, version, year) {
      const doc = await CareerlogsModel.findOne({ lid, answer_version: version, answer_year: year }, { _id: 0, answer: 1 }).lean();
      return doc?.answer ?? null;
    },
    async store(lid, version, year, answer) {
      const set = { answer_version: version, answer_year: year, answer };
      try {
        // version 0 is a league never bumped: its stamp document may not exist yet
        const res = await CareerlogsModel.updateOne({ lid, version }, { $set: set }, { upsert: version === 0 });
        return res.matchedCount + res.upsertedCount > 0;
      } catch (err) {
        // the upsert raced a bump that created the document first: the answer is already stale
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },
  };
}
