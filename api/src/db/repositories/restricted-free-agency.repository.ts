import { nextId } from '../counters';
import { allocateTransactionDocs, applyRosterWrite, inRosterTransaction, RosterWriteConflict, type RosterWrite } from './roster-actions.repository';
import type { TransactionDoc } from '../models/roster.model';
import { RestrictedFreeAgencyBidModel, type RestrictedFreeAgencyBidDoc } from '../models/restricted-free-agency.model';
import { plain } from './duplicate-key';
import { Tx } from './tx';

type BidKey = Pick<RestrictedFreeAgencyBidDoc, 'lid' | 'year' | 'pid' | 'tid'>;

/** Restricted free agency bids: one live (not cancelled, not processed) bid per team and player. */
export interface RestrictedFreeAgencyRepository {
  /** Places or replaces the team's live bid on the player; answers the stored bid. `tx`: inside that transaction. */
  upsertLive(bid: Omit<RestrictedFreeAgencyBidDoc, 'uid' | 'processed' | 'cancelled' | 'succ' | 'reason'>, tx?: Tx): Promise<RestrictedFreeAgencyBidDoc>;
  /** Cancels the team's live bid; null when there is none. `tx`: inside that transaction. */
  cancelLive(key: BidKey, at: number, tx?: Tx): Promise<RestrictedFreeAgencyBidDoc | null>;
  /** The team's live bids in the league's season, oldest first. */
  listLive(key: Omit<BidKey, 'pid'>): Promise<RestrictedFreeAgencyBidDoc[]>;
  /** Every team's live bid on the player (the original team's tag bid included), oldest first. */
  liveBidsOn(key: Omit<BidKey, 'tid'>): Promise<RestrictedFreeAgencyBidDoc[]>;
  /**
   * Commits one player's processing in one transaction: each bid's outcome (guarded by the bid
   * still being live), the roster writes (version-guarded) and `also` (pick, notice).
   * @throws RosterWriteConflict when a guard fails (nothing is written).
   */
  commitProcessing(
    write: { processed: number; outcomes: { uid: number; succ: boolean; reason: string | null }[]; rosterWrites: RosterWrite[] },
    also?: (tx: Tx) => Promise<void>,
  ): Promise<TransactionDoc[]>;
}

export function createRestrictedFreeAgencyRepository(): RestrictedFreeAgencyRepository {
  return {
    async upsertLive(bid, tx) {
      const session = tx?.session;
      const key = { lid: bid.lid, year: bid.year, pid: bid.pid, tid: bid.tid, cancelled: null, processed: null };
      const existing = await RestrictedFreeAgencyBidModel.findOneAndUpdate(
        key,
        { $set: { bid: bid.bid, release: bid.release, submitted: bid.submitted, userid: bid.userid, player_tid: bid.player_tid } },
        { returnDocument: 'after', session },
      ).lean();
      if (existing) return plain<RestrictedFreeAgencyBidDoc>(existing);
      const doc: RestrictedFreeAgencyBidDoc = { ...bid, uid: await nextId('restricted_free_agency_bids'), processed: null, cancelled: null, succ: null, reason: null };
      await RestrictedFreeAgencyBidModel.create([doc], { session });
      return doc;
    },
    async cancelLive(key, at, tx) {
      const doc = await RestrictedFreeAgencyBidModel.findOneAndUpdate(
        { ...key, cancelled: null, processed: null },
        { $set: { cancelled: at } },
        { returnDocument: 'after', session: tx?.session },
      ).lean();
      return doc ? plain<RestrictedFreeAgencyBidDoc>(doc) : null;
    },
    async liveBidsOn(key) {
      const docs = await RestrictedFreeAgencyBidModel.find({ ...key, cancelled: null, processed: null }).sort({ uid: 1 }).lean();
      return docs.map((d) => plain<RestrictedFreeAgencyBidDoc>(d));
    },
    async commitProcessing(write, also) {
      const docs = await Promise.all(write.rosterWrites.map((w) => allocateTransactionDocs(w)));
      await inRosterTransaction(async (session) => {
        for (const o of write.outcomes) {
          const res = await RestrictedFreeAgencyBidModel.updateOne(
            { uid: o.uid, processed: null, cancelled: null },
            { $set: { processed: write.processed, succ: o.succ, reason: o.reason } },
            { session },
          );
          if (res.matchedCount !== 1) throw new RosterWriteConflict('version');
        }
        for (let i = 0; i < write.rosterWrites.length; i++) await applyRosterWrite(write.rosterWrites[i], docs[i], session);
        if (also) await also(new Tx(session));
      });
      return docs.flat();
    },
    async listLive(key) {
      const docs = await RestrictedFreeAgencyBidModel.find({ ...key, cancelled: null, processed: null }).sort({ uid: 1 }).lean();
      return docs.map((d) => plain<RestrictedFreeAgencyBidDoc>(d));
    },
  };
}
