import { nextId } from '../counters';
import { RestrictedFreeAgencyBidModel, type RestrictedFreeAgencyBidDoc } from '../models/restricted-free-agency.model';
import { plain } from './duplicate-key';
import type { Tx } from './tx';

type BidKey = Pick<RestrictedFreeAgencyBidDoc, 'lid' | 'year' | 'pid' | 'tid'>;

/** Restricted free agency bids: one live (not cancelled, not processed) bid per team and player. */
export interface RestrictedFreeAgencyRepository {
  /** Places or replaces the team's live bid on the player; answers the stored bid. `tx`: inside that transaction. */
  upsertLive(bid: Omit<RestrictedFreeAgencyBidDoc, 'uid' | 'processed' | 'cancelled' | 'succ' | 'reason'>, tx?: Tx): Promise<RestrictedFreeAgencyBidDoc>;
  /** Cancels the team's live bid; null when there is none. `tx`: inside that transaction. */
  cancelLive(key: BidKey, at: number, tx?: Tx): Promise<RestrictedFreeAgencyBidDoc | null>;
  /** The team's live bids in the league's season, oldest first. */
  listLive(key: Omit<BidKey, 'pid'>): Promise<RestrictedFreeAgencyBidDoc[]>;
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
    async listLive(key) {
      const docs = await RestrictedFreeAgencyBidModel.find({ ...key, cancelled: null, processed: null }).sort({ uid: 1 }).lean();
      return docs.map((d) => plain<RestrictedFreeAgencyBidDoc>(d));
    },
  };
}
