import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * One team's value on one day (spec §3 "Team daily value": tid, ktc_value, ktc_share, timestamp). The
 * value is the product's own (the market salaries of the team's players), not keeptradecut's — the field
 * names are the spec's. `day` (the New York date, YYYY-MM-DD) with league and team is unique: a day's
 * snapshot is written once, however often or on however many processes the job runs.
 */
export interface TeamValueDoc {
  lid: number;
  tid: number;
  day: string;
  ktc_value: number;
  ktc_share: number;
  timestamp: number;
}

const schema = new Schema(
  {
    lid: { type: Number, required: true },
    tid: { type: Number, required: true },
    day: { type: String, required: true },
    ktc_value: { type: Number, required: true },
    ktc_share: { type: Number, required: true },
    timestamp: { type: Number, required: true },
  },
  { collection: 'team_daily_values', versionKey: false },
);
schema.index({ lid: 1, tid: 1, day: 1 }, { unique: true });
schema.index({ lid: 1, timestamp: 1 });

export const TeamValueModel = defineModel<TeamValueDoc>('TeamValue', schema);
