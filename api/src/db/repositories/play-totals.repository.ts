import { PlayModel, PlayTotalModel } from '../models/nfl-data.model';

type Row = Record<string, unknown>;

/** The pre-aggregated play table (play_game_totals) and the plays it is built from. */
export interface PlayTotalsRepository {
  /** Runs a builder pipeline on `plays` (features/data-views/play-totals.ts). */
  aggregatePlays(pipeline: Row[]): Promise<Row[]>;
  /** Removes the rows of `filter` (games, a week, or everything with `{}`) and inserts `rows`. */
  replace(filter: Row, rows: Row[]): Promise<void>;
  /** Removes the rows of `filter` (a replay resetting a week or games). */
  remove(filter: Row): Promise<void>;
  /** The (year, week) pairs the plays cover. */
  playWeeks(): Promise<Array<{ year: number; week: number }>>;
}

export function createPlayTotalsRepository(): PlayTotalsRepository {
  return {
    async aggregatePlays(pipeline) {
      return PlayModel.aggregate(pipeline as never[]);
    },
    async replace(filter, rows) {
      await PlayTotalModel.deleteMany(filter);
      for (let i = 0; i < rows.length; i += 5000) await PlayTotalModel.insertMany(rows.slice(i, i + 5000), { ordered: false, lean: true });
    },
    async remove(filter) {
      await PlayTotalModel.deleteMany(filter);
    },
    async playWeeks() {
      // (year, week) index: the years, then each year's weeks
      const out: Array<{ year: number; week: number }> = [];
      for (const year of (await PlayModel.distinct('year')) as number[]) {
        for (const week of (await PlayModel.distinct('week', { year })) as number[]) out.push({ year, week });
      }
      return out.sort((a, b) => a.year - b.year || a.week - b.week);
    },
  };
}
