import { Schema } from 'mongoose';
import type { RosterPlayerDoc } from './roster.model';
import { defineModel } from './model-helper';

/**
 * A trade (spec §3 "Trade"). Picks are stored as draft pick uids. `open` mirrors "no decision yet"
 * so the guarded writes (accept, reject, cancel) are one conditional update on `{ uid, open: true }`.
 * On acceptance `before` keeps the roster rows of every traded and released player and each traded
 * pick's owner as they were, so a veto can restore them exactly.
 */
export interface TradeDoc {
  uid: number;
  lid: number;
  year: number;
  propose_tid: number;
  accept_tid: number;
  /** Who proposed (the proposing team's owner). */
  userid: number;
  offered: number;
  accepted: number | null;
  cancelled: number | null;
  rejected: number | null;
  vetoed: number | null;
  open: boolean;
  proposingTeamPlayers: string[];
  acceptingTeamPlayers: string[];
  proposingTeamPicks: number[];
  acceptingTeamPicks: number[];
  proposingTeamReleasePlayers: string[];
  acceptingTeamReleasePlayers: string[];
  /** The trade this one counters (rejected when this one was proposed). */
  counterOf: number | null;
  before: { rows: RosterPlayerDoc[]; picks: Array<{ uid: number; tid: number }> } | null;
}

const tradeSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true },
    year: { type: Number, required: true },
    propose_tid: { type: Number, required: true },
    accept_tid: { type: Number, required: true },
    userid: { type: Number, required: true },
    offered: { type: Number, required: true },
    accepted: { type: Number, default: null },
    cancelled: { type: Number, default: null },
    rejected: { type: Number, default: null },
    vetoed: { type: Number, default: null },
    open: { type: Boolean, required: true },
    proposingTeamPlayers: { type: [String], default: [] },
    acceptingTeamPlayers: { type: [String], default: [] },
    proposingTeamPicks: { type: [Number], default: [] },
    acceptingTeamPicks: { type: [Number], default: [] },
    proposingTeamReleasePlayers: { type: [String], default: [] },
    acceptingTeamReleasePlayers: { type: [String], default: [] },
    counterOf: { type: Number, default: null },
    before: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'trades', versionKey: false },
);
tradeSchema.index({ lid: 1, offered: -1 });
tradeSchema.index({ lid: 1, open: 1 });

export const TradeModel = defineModel<TradeDoc>('Trade', tradeSchema);
