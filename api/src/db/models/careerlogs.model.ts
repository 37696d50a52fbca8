import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/**
 * A league's computed careerlogs answer (GET /leagues/:lid/careerlogs) and the stamp that says whether
 * it still holds. `version` is bumped by every write to what the answer is computed from, in the same
 * transaction as that write (api/src/db/careerlogs-stamp.ts); the answer is stored with the version it
 * was computed at and the season year it counted up to, and is served only while both still match.
 * The stamp lives in the database, not in a process, so every api process sees every invalidation.
 */
export interface CareerlogsDoc {
  lid: number;
  version: number;
  /** The version the stored answer was computed at (null: none stored since the last bump). */
  answer_version: number | null;
  /** The current season year when it was computed (seasons after it are not counted yet). */
  answer_year: number | null;
  /** The answer, as the endpoint sends it. */
  answer: unknown;
}

const careerlogsSchema = new Schema(
  {
    lid: { type: Number, required: true },
    version: { type: Number, required: true, default: 0 },
    answer_version: { type: Number, default: null },
    answer_year: { type: Number, default: null },
    answer: { type: Schema.Types.Mixed, default: null },
  },
  { collection: 'careerlogs', versionKey: false, minimize: false },
);
careerlogsSchema.index({ lid: 1 }, { unique: true });

export const CareerlogsModel = defineModel<CareerlogsDoc>('Careerlogs', careerlogsSchema);
