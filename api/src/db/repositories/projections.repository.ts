import { ProjectionModel, ProjectionStampModel, SourceModel, SourceWeightModel, type ProjectionDoc, type SourceDoc } from '../models/projection.model';
import { plain } from './duplicate-key';

/** Projection rows of the sources and of users, the sources, and users' source weights. */
export interface ProjectionsRepository {
  sources(): Promise<SourceDoc[]>;
  upsertSource(source: SourceDoc): Promise<void>;
  /** The user's weights by sourceid (sources without a saved weight are absent). */
  weights(userid: number): Promise<Map<number, number>>;
  setWeight(userid: number, sourceid: number, weight: number): Promise<void>;
  /** Every source's rows of a player's season plus the own rows of `userid` (when given). */
  playerRows(pid: string, year: number, userid: number | null): Promise<ProjectionDoc[]>;
  /** Every source's rows of a season's weeks >= fromWeek plus the own rows of `userid` (when given). */
  seasonRows(year: number, fromWeek: number, userid: number | null): Promise<ProjectionDoc[]>;
  /** Whether `userid` has own rows of a season's weeks >= fromWeek. */
  hasOwnRows(userid: number, year: number, fromWeek: number): Promise<boolean>;
  /** Upserts source rows by (year, seas_type, week, pid, sourceid) and bumps {@link sourceRowsStamp}; returns rows written. */
  upsertSourceRows(rows: ProjectionDoc[]): Promise<number>;
  /** How many writes of source rows there have been (0 before the first): a key for what is computed from them. */
  sourceRowsStamp(): Promise<number>;
  /** A source's rows of a season (the own source's season totals are built from them). */
  sourceRows(sourceid: number, year: number): Promise<ProjectionDoc[]>;
  /** Sets stats of the user's own row for a player-week (adds the row when missing); answers it. */
  setOwn(pid: string, year: number, week: number, userid: number, stats: Partial<ProjectionDoc>, now: number): Promise<ProjectionDoc>;
  /** Removes the user's own rows of a player-week; answers how many. */
  deleteOwn(pid: string, year: number, week: number, userid: number): Promise<number>;
}

const NO_ID = { _id: 0 } as const;
const SOURCE_ROWS_STAMP = 'source-rows';

export function createProjectionsRepository(): ProjectionsRepository {
  return {
    async sources() {
      return (await SourceModel.find({}, NO_ID).sort({ uid: 1 }).lean()).map((r) => plain<SourceDoc>(r));
    },
    async upsertSource(source) {
      await SourceModel.updateOne({ uid: source.uid }, { $set: source }, { upsert: true });
    },
    async weights(userid) {
      const rows = await SourceWeightModel.find({ userid }, NO_ID).lean();
      return new Map(rows.map((r) => [r.sourceid, r.weight]));
    },
    async setWeight(userid, sourceid, weight) {
      await SourceWeightModel.updateOne({ userid, sourceid }, { $set: { userid, sourceid, weight } }, { upsert: true });
    },
    async playerRows(pid, year, userid) {
      const who = userid === null ? { sourceid: { $ne: null } } : { $or: [{ sourceid: { $ne: null } }, { sourceid: null, userid }] };
      const rows = await ProjectionModel.find({ pid, year, ...who }, NO_ID).sort({ week: 1, sourceid: 1 }).lean();
      return rows.map((r) => plain<ProjectionDoc>(r));
    },
    async seasonRows(year, fromWeek, userid) {
      const who = userid === null ? { sourceid: { $ne: null } } : { $or: [{ sourceid: { $ne: null } }, { sourceid: null, userid }] };
      const rows = await ProjectionModel.find({ year, week: { $gte: fromWeek }, ...who }, NO_ID).lean();
      return rows.map((r) => plain<ProjectionDoc>(r));
    },
    async hasOwnRows(userid, year, fromWeek) {
      return (await ProjectionModel.exists({ year, week: { $gte: fromWeek }, sourceid: null, userid })) !== null;
    },
    async upsertSourceRows(rows) {
      if (rows.length === 0) return 0;
      const ops = rows.map((r) => ({
        updateOne: {
          filter: { year: r.year, seas_type: r.seas_type, week: r.week, pid: r.pid, sourceid: r.sourceid, userid: null },
          update: { $set: { ...r, userid: null } },
          upsert: true,
        },
      }));
      try {
        const res = await ProjectionModel.bulkWrite(ops, { ordered: false });
        return res.upsertedCount + res.matchedCount;
      } finally {
        // bumped even after a partial failure: some rows may have been written
        await ProjectionStampModel.updateOne({ _id: SOURCE_ROWS_STAMP }, { $inc: { version: 1 } }, { upsert: true });
      }
    },
    async sourceRowsStamp() {
      return (await ProjectionStampModel.findById(SOURCE_ROWS_STAMP).lean())?.version ?? 0;
    },
    async sourceRows(sourceid, year) {
      return (await ProjectionModel.find({ sourceid, year }, NO_ID).lean()).map((r) => plain<ProjectionDoc>(r));
    },
    async setOwn(pid, year, week, userid, stats, now) {
      const filter = { year, seas_type: 'REG' as const, week, pid, sourceid: null, userid };
      const row = await ProjectionModel.findOneAndUpdate(
        filter,
        { $set: { ...stats, timestamp: now }, $setOnInsert: filter },
        { upsert: true, returnDocument: 'after', projection: NO_ID },
      ).lean();
      return plain<ProjectionDoc>(row!);
    },
    async deleteOwn(pid, year, week, userid) {
      const res = await ProjectionModel.deleteMany({ pid, year, week, sourceid: null, userid });
      return res.deletedCount;
    },
  };
}
