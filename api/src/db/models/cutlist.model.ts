import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/** A team's cutlist (spec §3 Players state): its ordered pids, released first when room is needed. */
export interface CutlistDoc {
  tid: number;
  lid: number;
  pids: string[];
}

const cutlistSchema = new Schema<CutlistDoc>(
  {
    tid: { type: Number, required: true, unique: true },
    lid: { type: Number, required: true },
    pids: { type: [String], default: [] },
  },
  { collection: 'cutlists', versionKey: false },
);

export const CutlistModel = defineModel<CutlistDoc>('Cutlist', cutlistSchema);

/**
 * A team's roster version for one season. Every roster move bumps it with a conditional update in
 * the move's transaction, so two moves decided on the same roster cannot both commit (the second
 * re-reads and decides again): room checks stay true under concurrency.
 */
export interface RosterVersionDoc {
  tid: number;
  year: number;
  version: number;
}

const rosterVersionSchema = new Schema<RosterVersionDoc>(
  {
    tid: { type: Number, required: true },
    year: { type: Number, required: true },
    version: { type: Number, required: true },
  },
  { collection: 'roster_versions', versionKey: false },
);
rosterVersionSchema.index({ tid: 1, year: 1 }, { unique: true });

export const RosterVersionModel = defineModel<RosterVersionDoc>('RosterVersion', rosterVersionSchema);
