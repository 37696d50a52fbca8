import { Schema } from 'mongoose';
import type { League } from '@league/shared-rules/contracts';
import { defineModel } from './model-helper';

/**
 * A hosted or imported league. Settings are the contract's League fields; the schema types the
 * keys it queries on and keeps the rest as given (they were validated by the contract).
 */
export type LeagueDoc = Omit<League, 'years'> & { created_at: number };

const leagueSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    commishid: { type: Number, default: null, index: true },
    name: { type: String, required: true },
    hosted: { type: Number, default: 0 },
    created_at: { type: Number, required: true },
  },
  { collection: 'leagues', versionKey: false, strict: false, minimize: false },
);

export const LeagueModel = defineModel<LeagueDoc>('League', leagueSchema);

/** A fantasy team. `invite_code` lets a new user join it at registration; never sent to clients. */
export interface TeamDoc {
  uid: number;
  lid: number;
  year: number;
  div: number | null;
  name: string;
  image: string | null;
  abbrv: string;
  cap: number;
  faab: number;
  waiver_order: number | null;
  draft_order: number | null;
  pc: string | null;
  ac: string | null;
  invite_code: string | null;
  /** When the commissioner deleted the team (unix seconds): it leaves team lists but keeps its history. */
  archived_at?: number | null;
}

const teamSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true, index: true },
    year: { type: Number, required: true },
    div: { type: Number, default: null },
    name: { type: String, required: true },
    image: { type: String, default: null },
    abbrv: { type: String, required: true },
    cap: { type: Number, required: true },
    faab: { type: Number, required: true },
    waiver_order: { type: Number, default: null },
    draft_order: { type: Number, default: null },
    pc: { type: String, default: null },
    ac: { type: String, default: null },
    invite_code: { type: String, default: null },
    archived_at: { type: Number, default: null },
  },
  { collection: 'teams', versionKey: false },
);

export const TeamModel = defineModel<TeamDoc>('Team', teamSchema);

/** One recorded change of one league setting: who changed it, when, from what to what. */
export interface LeagueSettingChangeDoc {
  uid: number;
  lid: number;
  field: string;
  old: unknown;
  new: unknown;
  userid: number;
  timestamp: number;
}

const leagueSettingChangeSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true },
    field: { type: String, required: true },
    old: { type: Schema.Types.Mixed, default: null },
    new: { type: Schema.Types.Mixed, default: null },
    userid: { type: Number, required: true },
    timestamp: { type: Number, required: true },
  },
  { collection: 'league_settings_changes', versionKey: false, minimize: false },
);
leagueSettingChangeSchema.index({ lid: 1, timestamp: -1 });

export const LeagueSettingChangeModel = defineModel<LeagueSettingChangeDoc>('LeagueSettingChange', leagueSettingChangeSchema);
