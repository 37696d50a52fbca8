import { TeamValueModel, type TeamValueDoc } from '../models/team-value.model';
import { plain } from './duplicate-key';

/** Daily team values (spec §3 "Team daily value"). */
export interface TeamValuesRepository {
  /** Writes the day's values of a league; a team whose day exists keeps it. Answers how many were written. */
  insertDay(rows: TeamValueDoc[]): Promise<number>;
  /** The league's values, oldest first, optionally since a time. */
  list(lid: number, since?: number): Promise<TeamValueDoc[]>;
}

export function createTeamValuesRepository(): TeamValuesRepository {
  return {
    async insertDay(rows) {
      if (rows.length === 0) return 0;
      const result = await TeamValueModel.bulkWrite(
        rows.map((row) => ({ updateOne: { filter: { lid: row.lid, tid: row.tid, day: row.day }, update: { $setOnInsert: row }, upsert: true } })),
        { ordered: false },
      );
      return result.upsertedCount;
    },
    async list(lid, since) {
      const docs = await TeamValueModel.find({ lid, ...(since !== undefined ? { timestamp: { $gte: since } } : {}) }).sort({ timestamp: 1, tid: 1 }).lean();
      return docs.map((d) => plain<TeamValueDoc>(d));
    },
  };
}
