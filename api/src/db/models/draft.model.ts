import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * A rookie draft pick (spec §3 "Draft", "Transaction pick"): `otid` owned it originally, `tid` owns
 * it now; `pick` is the overall number once the order is set and `pid` the player once it is made.
 * `comp` marks a compensatory pick and why it was granted. `key` is the pick's identity — a
 * regular pick's league, year, round and original team, a compensatory pick's cause — and is
 * unique, so generating or granting a pick twice writes it once.
 */
export interface DraftPickDoc {
  uid: number;
  key: string;
  lid: number;
  tid: number;
  otid: number;
  year: number;
  round: number;
  pick: number | null;
  pick_str: string | null;
  pid: string | null;
  selection_timestamp: number | null;
  comp: 'poach' | 'restricted_free_agency' | null;
  /** The player whose loss a compensatory pick makes up for. */
  comp_pid: string | null;
  created: number;
}

const draftSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    key: { type: String, required: true, unique: true },
    lid: { type: Number, required: true },
    tid: { type: Number, required: true },
    otid: { type: Number, required: true },
    year: { type: Number, required: true },
    round: { type: Number, required: true },
    pick: { type: Number, default: null },
    pick_str: { type: String, default: null },
    pid: { type: String, default: null },
    selection_timestamp: { type: Number, default: null },
    comp: { type: String, default: null },
    comp_pid: { type: String, default: null },
    created: { type: Number, required: true },
  },
  { collection: 'draft', versionKey: false },
);
draftSchema.index({ lid: 1, year: 1, round: 1 });
// A player is drafted once per league draft: two picks of the same player by two slots, one commits.
draftSchema.index({ lid: 1, year: 1, pid: 1 }, { unique: true, partialFilterExpression: { pid: { $type: 'string' } } });
// the same overall pick across the league's drafts (a pick's history)
draftSchema.index({ lid: 1, pick: 1 });

export const DraftPickModel = defineModel<DraftPickDoc>('DraftPick', draftSchema);

/**
 * A season rollover that ran (job generate_rosters): one per league and new season, written in the
 * same transaction as the rolled rosters, so a second run finds it and writes nothing.
 */
export interface SeasonRolloverDoc {
  lid: number;
  year: number;
  timestamp: number;
  players: number;
}

const rolloverSchema = new Schema(
  {
    lid: { type: Number, required: true },
    year: { type: Number, required: true },
    timestamp: { type: Number, required: true },
    players: { type: Number, required: true },
  },
  { collection: 'season_rollovers', versionKey: false },
);
rolloverSchema.index({ lid: 1, year: 1 }, { unique: true });

export const SeasonRolloverModel = defineModel<SeasonRolloverDoc>('SeasonRollover', rolloverSchema);
