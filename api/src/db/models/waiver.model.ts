import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * A waiver claim (spec §3 Waiver). `pending` is true until the claim is processed or cancelled; the
 * unique partial index on (lid, tid, pid) over pending claims is the guard that a team holds at most
 * one pending claim per player, so two concurrent submissions cannot both be stored.
 */
export interface WaiverDoc {
  uid: number;
  lid: number;
  tid: number;
  userid: number | null;
  pid: string;
  type: number;
  bid: number;
  /** The team's own processing order among its pending claims (lower first). */
  po: number;
  release: string[];
  submitted: number;
  processed: number | null;
  cancelled: number | null;
  succ: boolean | null;
  reason: string | null;
  pending: boolean;
}

const waiverSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true },
    tid: { type: Number, required: true },
    userid: { type: Number, default: null },
    pid: { type: String, required: true },
    type: { type: Number, required: true },
    bid: { type: Number, default: 0 },
    po: { type: Number, default: 0 },
    release: { type: [String], default: [] },
    submitted: { type: Number, required: true },
    processed: { type: Number, default: null },
    cancelled: { type: Number, default: null },
    succ: { type: Boolean, default: null },
    reason: { type: String, default: null },
    pending: { type: Boolean, required: true },
  },
  { collection: 'waivers', versionKey: false },
);
waiverSchema.index({ lid: 1, tid: 1, pid: 1 }, { unique: true, partialFilterExpression: { pending: true }, name: 'one_pending_claim' });
waiverSchema.index({ lid: 1, pending: 1 });
waiverSchema.index({ lid: 1, type: 1, processed: -1 });

export const WaiverModel = defineModel<WaiverDoc>('Waiver', waiverSchema);
