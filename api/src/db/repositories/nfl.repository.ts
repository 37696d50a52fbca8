import type { Model } from 'mongoose';
import {
  CombineModel,
  DepthChartModel,
  ImportModel,
  InjuryModel,
  JobModel,
  NflDraftPickModel,
  NflGameModel,
  NflTeamModel,
  PlayModel,
  PlayerGamePassingModel,
  PlayerGameRushingModel,
  PlayerSeasonStatModel,
  PlayerWeeklyStatModel,
  type ImportDoc,
  type JobDoc,
} from '../models/nfl-data.model';
import { plain } from './duplicate-key';

/** Row collections the importer fills, by name. */
const collections = {
  nfl_teams: NflTeamModel,
  nfl_games: NflGameModel,
  player_weekly_stats: PlayerWeeklyStatModel,
  player_game_passing: PlayerGamePassingModel,
  player_game_rushing: PlayerGameRushingModel,
  player_season_stats: PlayerSeasonStatModel,
  injuries: InjuryModel,
  depth_charts: DepthChartModel,
  nfl_draft_picks: NflDraftPickModel,
  combine: CombineModel,
  plays: PlayModel,
} satisfies Record<string, Model<Record<string, unknown>>>;

export type RowCollection = keyof typeof collections;
export type Row = Record<string, unknown>;

/** Imported NFL data: bulk writes for the importer, reads for the schedule and status calls. */
export interface NflRepository {
  /** Drops the collection with its indexes (bulk loads are faster without index upkeep). */
  clear(collection: RowCollection): Promise<void>;
  /** Rebuilds the collection's declared indexes after a bulk load. */
  buildIndexes(collection: RowCollection): Promise<void>;
  insertRows(collection: RowCollection, rows: Row[]): Promise<void>;
  count(collection: RowCollection): Promise<number>;
  /** All rows of a small collection (teams), without `_id`; `fields`: only these columns (fewer bytes to read). */
  all(collection: RowCollection, filter?: Row, fields?: readonly string[]): Promise<Row[]>;
  /** The season's games (of one week); `fields` reads only those columns (a schedule row has dozens). */
  games(year: number, week?: number, fields?: readonly string[]): Promise<Row[]>;
  gameYears(): Promise<number[]>;
  findImport(dataset: string): Promise<ImportDoc | null>;
  listImports(): Promise<ImportDoc[]>;
  recordImport(doc: ImportDoc): Promise<void>;
  /**
   * Takes (or renews, for the same `holder`) the cross-process lock for importing `dataset`, valid
   * for `ttlMs`; false while another live holder has it. Several api processes may share a database.
   */
  acquireImportLock(dataset: string, holder: string, ttlMs: number): Promise<boolean>;
  releaseImportLock(dataset: string, holder: string): Promise<void>;
  listJobs(): Promise<JobDoc[]>;
  /** Records the latest run of a background job (jobs call this; GET /status reads it). */
  recordJob(doc: JobDoc): Promise<void>;
}

interface ImportLockDoc {
  _id: string;
  holder: string;
  expiresAt: Date;
}

/** Lock documents live beside the import records, in their own collection (not listed by /status). */
const importLocks = () => ImportModel.db.collection<ImportLockDoc>('import_locks');

export function createNflRepository(): NflRepository {
  return {
    async clear(collection) {
      const model = collections[collection];
      try {
        await model.collection.drop();
      } catch (err) {
        if ((err as { codeName?: string }).codeName !== 'NamespaceNotFound') throw err;
      }
    },
    async buildIndexes(collection) {
      await collections[collection].createIndexes();
    },
    async insertRows(collection, rows) {
      if (rows.length) await collections[collection].insertMany(rows, { ordered: false, lean: true });
    },
    async count(collection) {
      return collections[collection].countDocuments({});
    },
    async all(collection, filter = {}, fields) {
      const projection = fields ? Object.fromEntries([['_id', 0], ...fields.map((f) => [f, 1])]) : undefined;
      const rows = await collections[collection].find(filter, projection).lean();
      return rows.map((r) => plain<Row>(r));
    },
    async games(year, week, fields) {
      const filter: Row = { year };
      if (week !== undefined) filter.week = week;
      const projection = fields ? Object.fromEntries(fields.map((f) => [f, 1])) : undefined;
      const rows = await NflGameModel.find(filter, projection).sort({ week: 1, date: 1, time_est: 1, esbid: 1 }).lean();
      return rows.map((r) => plain<Row>(r));
    },
    async gameYears() {
      const years = (await NflGameModel.distinct('year')) as number[];
      return years.sort((a, b) => a - b);
    },
    async findImport(dataset) {
      return plain<ImportDoc | null>(await ImportModel.findOne({ dataset }).lean());
    },
    async listImports() {
      const rows = await ImportModel.find({}).sort({ dataset: 1 }).lean();
      return rows.map((r) => plain<ImportDoc>(r));
    },
    async acquireImportLock(dataset, holder, ttlMs) {
      const now = new Date();
      try {
        // Matches only a lock this holder has or one that expired; a live lock of another holder makes
        // the upsert insert a second document with the same _id, which the _id index refuses.
        await importLocks().updateOne(
          { _id: dataset, $or: [{ holder }, { expiresAt: { $lt: now } }] },
          { $set: { holder, expiresAt: new Date(now.getTime() + ttlMs) } },
          { upsert: true },
        );
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },
    async releaseImportLock(dataset, holder) {
      await importLocks().deleteOne({ _id: dataset, holder });
    },
    async recordImport(doc) {
      await ImportModel.updateOne({ dataset: doc.dataset }, { $set: doc }, { upsert: true });
    },
    async listJobs() {
      const rows = await JobModel.find({}).sort({ job_id: 1 }).lean();
      return rows.map((r) => plain<JobDoc>(r));
    },
    async recordJob(doc) {
      await JobModel.updateOne({ job_id: doc.job_id }, { $set: doc }, { upsert: true });
    },
  };
}
