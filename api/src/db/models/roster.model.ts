import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * One player on one team's roster for a season. The unique (lid, year, pid) index is the guard that
 * a player is on at most one roster of a league: concurrent adds of the same player cannot both win.
 */
export interface RosterPlayerDoc {
  lid: number;
  tid: number;
  year: number;
  week: number;
  pid: string;
  pos: string;
  slot: number;
  tag: number;
  value: number;
  extensions: number;
  /** Transaction type that put the player here and when (unix seconds). */
  type: number | null;
  timestamp: number | null;
  /** Restricted free agency: the tag's bid and when the player was nominated/announced/processed. */
  bid?: number | null;
  restricted_free_agency_tag_nominated?: number | null;
  restricted_free_agency_tag_announced?: number | null;
  restricted_free_agency_tag_processed?: number | null;
  restricted_free_agency_original_team?: number | null;
}

const rosterPlayerSchema = new Schema(
  {
    lid: { type: Number, required: true },
    tid: { type: Number, required: true },
    year: { type: Number, required: true },
    week: { type: Number, default: 0 },
    pid: { type: String, required: true },
    pos: { type: String, required: true },
    slot: { type: Number, required: true },
    tag: { type: Number, default: 1 },
    value: { type: Number, required: true },
    extensions: { type: Number, default: 0 },
    type: { type: Number, default: null },
    timestamp: { type: Number, default: null },
    bid: { type: Number, default: null },
    restricted_free_agency_tag_nominated: { type: Number, default: null },
    restricted_free_agency_tag_announced: { type: Number, default: null },
    restricted_free_agency_tag_processed: { type: Number, default: null },
    restricted_free_agency_original_team: { type: Number, default: null },
  },
  { collection: 'rosters_players', versionKey: false },
);
rosterPlayerSchema.index({ lid: 1, year: 1, pid: 1 }, { unique: true });
rosterPlayerSchema.index({ tid: 1, year: 1 });

export const RosterPlayerModel = defineModel<RosterPlayerDoc>('RosterPlayer', rosterPlayerSchema);

/** A roster transaction (spec §3 Transaction); `uid` comes from the `transactions` counter. */
export interface TransactionDoc {
  uid: number;
  lid: number;
  tid: number;
  userid: number | null;
  pid: string;
  type: number;
  value: number;
  year: number;
  week: number;
  timestamp: number;
  /**
   * A draft transaction's overall pick and its `round.pick` string (spec §3 Transaction); a trade
   * transaction that moved a draft pick names the pick's uid in `pick` (its pick_str null).
   */
  pick?: number | null;
  pick_str?: string | null;
}

const transactionSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true },
    tid: { type: Number, required: true },
    userid: { type: Number, default: null },
    pid: { type: String, required: true },
    type: { type: Number, required: true },
    value: { type: Number, required: true },
    year: { type: Number, required: true },
    week: { type: Number, default: 0 },
    timestamp: { type: Number, required: true },
    pick: { type: Number, default: undefined },
    pick_str: { type: String, default: undefined },
  },
  { collection: 'transactions', versionKey: false },
);
transactionSchema.index({ lid: 1, timestamp: -1 });
transactionSchema.index({ pid: 1, lid: 1 });

export const TransactionModel = defineModel<TransactionDoc>('Transaction', transactionSchema);
