import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * A restricted free agency bid (spec §3, §4 "Tags"): the original team's own tag bid
 * (`tid === player_tid`) or another team's blind bid, one live bid per team and player.
 */
export interface RestrictedFreeAgencyBidDoc {
  uid: number;
  pid: string;
  tid: number;
  player_tid: number;
  lid: number;
  userid: number | null;
  year: number;
  bid: number;
  release: string[];
  submitted: number;
  processed: number | null;
  cancelled: number | null;
  succ: boolean | null;
  reason: string | null;
}

const bidSchema = new Schema<RestrictedFreeAgencyBidDoc>(
  {
    uid: { type: Number, required: true, unique: true },
    pid: { type: String, required: true },
    tid: { type: Number, required: true },
    player_tid: { type: Number, required: true },
    lid: { type: Number, required: true },
    userid: { type: Number, default: null },
    year: { type: Number, required: true },
    bid: { type: Number, required: true },
    release: { type: [String], default: [] },
    submitted: { type: Number, required: true },
    processed: { type: Number, default: null },
    cancelled: { type: Number, default: null },
    succ: { type: Boolean, default: null },
    reason: { type: String, default: null },
  },
  { collection: 'restricted_free_agency_bids', versionKey: false },
);
bidSchema.index({ lid: 1, year: 1, pid: 1, tid: 1 });

export const RestrictedFreeAgencyBidModel = defineModel<RestrictedFreeAgencyBidDoc>('RestrictedFreeAgencyBid', bidSchema);
