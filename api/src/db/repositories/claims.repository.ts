import { nextId } from '../counters';
import { TeamModel } from '../models/league.model';
import { PoachModel, type PoachDoc } from '../models/poach.model';
import { WaiverModel, type WaiverDoc } from '../models/waiver.model';
import { plain } from './duplicate-key';
import { Tx } from './tx';
import {
  allocateTransactionDocs,
  applyRosterWrite,
  inRosterTransaction,
  RosterWriteConflict,
  type RosterWrite,
} from './roster-actions.repository';
import type { TransactionDoc } from '../models/roster.model';

/** A unique index refused the write: the team already has a pending claim on the player. */
export class DuplicateClaimError extends Error {
  override name = 'DuplicateClaimError';
}

/** The outcome written on a processed claim. */
export interface ClaimOutcome {
  uid: number;
  succ: boolean;
  reason: string | null;
}

/** Everything one waiver processing run writes, committed together. */
export interface WaiverRunWrite {
  lid: number;
  processed: number;
  outcomes: ClaimOutcome[];
  /** Roster writes of the winning claims (releases and adds), one per claim. */
  rosterWrites: RosterWrite[];
  /** New FAAB and waiver order of every team of the league. */
  teams: { uid: number; faab: number; waiver_order: number }[];
  /** Poaching claims created for winners of poaching waiver claims. */
  poaches: Omit<PoachDoc, 'uid'>[];
}

/** Everything processing one poach writes: the claim's outcome and, on success, both rosters. */
export interface PoachProcessWrite {
  uid: number;
  processed: number;
  succ: boolean;
  reason: string | null;
  rosterWrites: RosterWrite[];
}

/** Waiver and poaching claims. Every guarded write is one conditional update or one transaction. */
export interface ClaimsRepository {
  /** @throws DuplicateClaimError when the team already has a pending claim on the player. */
  insertWaiver(doc: Omit<WaiverDoc, 'uid' | 'processed' | 'cancelled' | 'succ' | 'reason' | 'pending' | 'po'>): Promise<WaiverDoc>;
  findWaiver(lid: number, uid: number): Promise<WaiverDoc | null>;
  /** Updates a pending claim of the team; null when it is no longer pending. */
  updatePendingWaiver(lid: number, tid: number, uid: number, set: { bid: number; release: string[] }): Promise<WaiverDoc | null>;
  cancelPendingWaiver(lid: number, tid: number, uid: number, at: number): Promise<WaiverDoc | null>;
  /** Sets `po` of the team's pending claims by their index in `uids`; answers the pending claims. */
  reorderWaivers(lid: number, tid: number, uids: number[]): Promise<WaiverDoc[]>;
  pendingWaivers(lid: number, filter?: { tid?: number; type?: number; pid?: string }): Promise<WaiverDoc[]>;
  processedWaivers(lid: number, filter: { tid?: number; type?: number; processed: number }): Promise<WaiverDoc[]>;
  /** The processing runs that handled claims of `type`, newest first (unix seconds). */
  processingTimes(lid: number, type: number): Promise<number[]>;
  /** Commits a waiver run in one transaction, guarded by every outcome's claim still pending. */
  commitWaiverRun(run: WaiverRunWrite): Promise<void>;

  /** @throws DuplicateClaimError when the player already has a pending poach. */
  insertPoach(doc: Omit<PoachDoc, 'uid' | 'processed' | 'succ' | 'reason' | 'pending'>): Promise<PoachDoc>;
  findPoach(lid: number, uid: number): Promise<PoachDoc | null>;
  updatePendingPoach(lid: number, tid: number, uid: number, release: string[]): Promise<PoachDoc | null>;
  pendingPoaches(lid: number, pid?: string): Promise<PoachDoc[]>;
  /** Commits a poach's processing in one transaction, guarded by the claim still pending. */
  /** `also` runs inside the same transaction (e.g. the victim's compensatory pick). */
  commitPoach(write: PoachProcessWrite, also?: (tx: Tx) => Promise<void>): Promise<TransactionDoc[]>;
}

const isDuplicate = (err: unknown) => (err as { code?: number })?.code === 11000;
const waiver = (doc: unknown) => plain<WaiverDoc>(doc);
const poach = (doc: unknown) => plain<PoachDoc>(doc);

export function createClaimsRepository(): ClaimsRepository {
  return {
    async insertWaiver(input) {
      // a new claim goes after the team's pending ones in its own priority list
      const last = await WaiverModel.findOne({ lid: input.lid, tid: input.tid, pending: true }).sort({ po: -1 }).lean();
      const doc: WaiverDoc = {
        ...input, uid: await nextId('waivers'), po: (last?.po ?? -1) + 1,
        processed: null, cancelled: null, succ: null, reason: null, pending: true,
      };
      try {
        await WaiverModel.create(doc);
      } catch (err) {
        if (isDuplicate(err)) throw new DuplicateClaimError('A claim for this player already exists');
        throw err;
      }
      return doc;
    },
    async findWaiver(lid, uid) {
      const doc = await WaiverModel.findOne({ lid, uid }).lean();
      return doc ? waiver(doc) : null;
    },
    async updatePendingWaiver(lid, tid, uid, set) {
      const doc = await WaiverModel.findOneAndUpdate({ lid, tid, uid, pending: true }, { $set: set }, { returnDocument: 'after' }).lean();
      return doc ? waiver(doc) : null;
    },
    async cancelPendingWaiver(lid, tid, uid, at) {
      const doc = await WaiverModel.findOneAndUpdate(
        { lid, tid, uid, pending: true },
        { $set: { pending: false, cancelled: at } },
        { returnDocument: 'after' },
      ).lean();
      return doc ? waiver(doc) : null;
    },
    async reorderWaivers(lid, tid, uids) {
      await WaiverModel.bulkWrite(uids.map((uid, po) => ({ updateOne: { filter: { lid, tid, uid, pending: true }, update: { $set: { po } } } })));
      const rows = await WaiverModel.find({ lid, tid, pending: true }).sort({ po: 1, uid: 1 }).lean();
      return rows.map(waiver);
    },
    async pendingWaivers(lid, filter = {}) {
      const rows = await WaiverModel.find({ lid, pending: true, ...filter }).sort({ po: 1, uid: 1 }).lean();
      return rows.map(waiver);
    },
    async processingTimes(lid, type) {
      const times = (await WaiverModel.distinct('processed', { lid, type, processed: { $ne: null } })) as Array<number | null>;
      return times.filter((t): t is number => typeof t === 'number').sort((a, b) => b - a);
    },
    async processedWaivers(lid, { processed, ...filter }) {
      const rows = await WaiverModel.find({ lid, processed, ...filter }).sort({ uid: 1 }).lean();
      return rows.map(waiver);
    },
    async commitWaiverRun(run) {
      const docs = await Promise.all(run.rosterWrites.map((w) => allocateTransactionDocs(w)));
      const poachUids = await Promise.all(run.poaches.map(() => nextId('poaches')));
      await inRosterTransaction(async (session) => {
        for (const o of run.outcomes) {
          const res = await WaiverModel.updateOne(
            { lid: run.lid, uid: o.uid, pending: true },
            { $set: { pending: false, processed: run.processed, succ: o.succ, reason: o.reason } },
            { session },
          );
          // another run (or a cancel) got there first: decide again on what is still pending
          if (res.matchedCount !== 1) throw new RosterWriteConflict('version');
        }
        for (let i = 0; i < run.rosterWrites.length; i++) await applyRosterWrite(run.rosterWrites[i], docs[i], session);
        for (const t of run.teams) {
          await TeamModel.updateOne({ uid: t.uid, lid: run.lid }, { $set: { faab: t.faab, waiver_order: t.waiver_order } }, { session });
        }
        if (run.poaches.length) {
          await PoachModel.create(run.poaches.map((p, i) => ({ ...p, uid: poachUids[i] })), { session, ordered: true });
        }
      });
    },

    async insertPoach(input) {
      const doc: PoachDoc = { ...input, uid: await nextId('poaches'), processed: null, succ: null, reason: null, pending: true };
      try {
        await PoachModel.create(doc);
      } catch (err) {
        if (isDuplicate(err)) throw new DuplicateClaimError('Player has an existing poaching claim');
        throw err;
      }
      return doc;
    },
    async findPoach(lid, uid) {
      const doc = await PoachModel.findOne({ lid, uid }).lean();
      return doc ? poach(doc) : null;
    },
    async updatePendingPoach(lid, tid, uid, release) {
      const doc = await PoachModel.findOneAndUpdate({ lid, tid, uid, pending: true }, { $set: { release } }, { returnDocument: 'after' }).lean();
      return doc ? poach(doc) : null;
    },
    async pendingPoaches(lid, pid) {
      const rows = await PoachModel.find({ lid, pending: true, ...(pid ? { pid } : {}) }).sort({ uid: 1 }).lean();
      return rows.map(poach);
    },
    async commitPoach(write, also) {
      const docs = await Promise.all(write.rosterWrites.map((w) => allocateTransactionDocs(w)));
      await inRosterTransaction(async (session) => {
        const res = await PoachModel.updateOne(
          { uid: write.uid, pending: true },
          { $set: { pending: false, processed: write.processed, succ: write.succ, reason: write.reason } },
          { session },
        );
        if (res.matchedCount !== 1) throw new RosterWriteConflict('version');
        for (let i = 0; i < write.rosterWrites.length; i++) await applyRosterWrite(write.rosterWrites[i], docs[i], session);
        if (also) await also(new Tx(session));
      });
      return docs.flat();
    },
  };
}
