import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * One charted play of one player (coverage, route, personnel, formation, timing), loaded by the charted
 * play importer (features/plays/charted-import.ts) from a charting provider's CSV. No charted data
 * ships with the project; the collection stays empty until a deployment loads a file.
 */
export interface ChartedPlayDoc {
  esbid: string;
  playId: number;
  pid: string;
  year: number;
  week: number;
  /** The player's part in the play as charted: PASSER, RUSHER, TARGET, ROUTE, BLOCKER, DEFENDER … */
  role: string | null;
  route: string | null;
  coverage_type: string | null;
  /** MAN or ZONE. */
  man_zone: string | null;
  offense_personnel: string | null;
  defense_personnel: string | null;
  offense_formation: string | null;
  defenders_in_box: number | null;
  /** Seconds from snap to throw. */
  time_to_throw: number | null;
  /** Yards between the receiver and the nearest defender at the catch or incompletion. */
  separation: number | null;
}

const chartedPlaySchema = new Schema(
  {
    esbid: { type: String, required: true },
    playId: { type: Number, required: true },
    pid: { type: String, required: true },
    year: { type: Number, required: true },
    week: { type: Number, required: true },
    role: { type: String, default: null },
    route: { type: String, default: null },
    coverage_type: { type: String, default: null },
    man_zone: { type: String, default: null },
    offense_personnel: { type: String, default: null },
    defense_personnel: { type: String, default: null },
    offense_formation: { type: String, default: null },
    defenders_in_box: { type: Number, default: null },
    time_to_throw: { type: Number, default: null },
    separation: { type: Number, default: null },
  },
  { collection: 'charted_plays', versionKey: false },
);
// a re-load replaces a player's charting of a play
chartedPlaySchema.index({ esbid: 1, playId: 1, pid: 1 }, { unique: true });
// GET /plays/charted: one player's plays, by year
chartedPlaySchema.index({ pid: 1, year: 1 });
export const ChartedPlayModel = defineModel<ChartedPlayDoc>('ChartedPlay', chartedPlaySchema);
