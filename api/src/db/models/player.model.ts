import { Schema } from 'mongoose';
import type { Player } from '@league/shared-rules/contracts';
import { defineModel } from './model-helper';

/** A stored player: the contract's Player plus `search`, the lower-cased name used by text search. */
export type PlayerDoc = Player & { search: string; ktc_value?: number | null };

const str = { type: String, default: null };
const num = { type: Number, default: null };

const playerSchema = new Schema(
  {
    pid: { type: String, required: true, unique: true },
    fname: { type: String, required: true },
    lname: { type: String, required: true },
    name: { type: String, required: true },
    pname: { type: String, required: true },
    search: { type: String, required: true },
    pos: { type: String, required: true, index: true },
    team: { type: String, required: true, index: true },
    jnum: num,
    dob: str,
    nfl_status: str,
    injury_status: str,
    game_status: str,
    nfl_draft_year: num,
    round: num,
    dpos: num,
    college: str,
    height: num,
    weight: num,
    points_last_season: num,
    gsis_id: { type: String, default: null, index: true },
    mfl_id: str,
    sleeper_id: str,
    espn_id: str,
    yahoo_id: str,
    pfr_id: str,
    rotowire_id: str,
    fantasy_data_id: str,
    ktc_id: str,
    sportradar_id: str,
    fantasypros_id: str,
  },
  { collection: 'players', versionKey: false },
);

// serves the default search order (best last-season scorers first)
playerSchema.index({ points_last_season: -1, lname: 1, fname: 1, pid: 1 });

export const PlayerModel = defineModel<PlayerDoc>('Player', playerSchema);
