import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * A poaching claim (spec §3 Poach): `tid` claims `pid` from `player_tid`. `pending` is true until it
 * is processed; the unique partial index on (lid, pid) over pending claims is the guard behind
 * INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM: one pending claim per player, whoever submits first.
 */
export interface PoachDoc {
  uid: number;
  lid: number;
  tid: number;
  player_tid: number;
  userid: number | null;
  pid: string;
  release: string[];
  submitted: number;
  processed: number | null;
  succ: boolean | null;
  reason: string | null;
  pending: boolean;
}

const poachSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true },
    tid: { type: Number, required: true },
    player_tid: { type: Number, required: true },
    userid: { type: Number, default: null },
    pid: { type: String, required: true },
    release: { type: [String], default: [] },
    submitted: { type: Number, required: true },
    processed: { type: Number, default: null },
    succ: { type: Boolean, default: null },
    reason: { type: String, default: null },
    pending: { type: Boolean, required: true },
  },
  { collection: 'poaches', versionKey: false },
);
poachSchema.index({ lid: 1, pid: 1 }, { unique: true, partialFilterExpression: { pending: true }, name: 'one_pending_poach' });
poachSchema.index({ lid: 1, pending: 1 });

export const PoachModel = defineModel<PoachDoc>('Poach', poachSchema);
