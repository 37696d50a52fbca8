import { Schema } from 'mongoose';
import type { ProjectionStatKey } from '@league/shared-rules/contracts';
import { defineModel } from './model-helper';

/**
 * One projection row (spec §3): a source's projected stats of a player for a week (0 = the season),
 * or a user's own row (sourceid null, userid set). Unique per (year, seas_type, week, pid, sourceid,
 * userid): a source has one row per player-week, a user one own row.
 */
export type ProjectionDoc = {
  pid: string;
  week: number;
  year: number;
  seas_type: 'PRE' | 'REG' | 'POST';
  sourceid: number | null;
  userid: number | null;
  timestamp: number;
} & Partial<Record<ProjectionStatKey, number>>;

const projectionSchema = new Schema(
  {
    pid: { type: String, required: true },
    week: { type: Number, required: true },
    year: { type: Number, required: true },
    seas_type: { type: String, required: true },
    sourceid: { type: Number, default: null },
    userid: { type: Number, default: null },
    timestamp: { type: Number, required: true },
  },
  // the stat keys are optional numbers, kept as given (strict: false keeps them without a path each)
  { collection: 'projections', versionKey: false, strict: false },
);
projectionSchema.index({ year: 1, seas_type: 1, week: 1, pid: 1, sourceid: 1, userid: 1 }, { unique: true });
projectionSchema.index({ pid: 1, year: 1 });
projectionSchema.index({ sourceid: 1, year: 1 });
export const ProjectionModel = defineModel<ProjectionDoc>('Projection', projectionSchema);

/** A projection source (spec §3 "Source"); the product's own model is uid 1 (OWN_SOURCE_ID). */
export interface SourceDoc {
  uid: number;
  name: string;
  url: string;
}

const sourceSchema = new Schema(
  {
    uid: { type: Number, required: true, unique: true },
    name: { type: String, required: true },
    url: { type: String, default: '' },
  },
  { collection: 'sources', versionKey: false },
);
export const SourceModel = defineModel<SourceDoc>('Source', sourceSchema);

/** A user's weight for a source (absent = 1). */
export interface SourceWeightDoc {
  userid: number;
  sourceid: number;
  weight: number;
}

const sourceWeightSchema = new Schema(
  {
    userid: { type: Number, required: true },
    sourceid: { type: Number, required: true },
    weight: { type: Number, required: true },
  },
  { collection: 'source_weights', versionKey: false },
);
sourceWeightSchema.index({ userid: 1, sourceid: 1 }, { unique: true });
export const SourceWeightModel = defineModel<SourceWeightDoc>('SourceWeight', sourceWeightSchema);

/**
 * A counter bumped on every write of source rows (importer, projections job): the pool's points at the
 * default weights (GET /leagues/:lid/projections/points) are computed once per counter value, and every api
 * process reads the counter, so a write by any process or job is seen by all.
 */
export interface ProjectionStampDoc {
  _id: string;
  version: number;
}

const projectionStampSchema = new Schema({ _id: { type: String, required: true }, version: { type: Number, required: true } }, { collection: 'projection_stamps', versionKey: false });
export const ProjectionStampModel = defineModel<ProjectionStampDoc>('ProjectionStamp', projectionStampSchema);
