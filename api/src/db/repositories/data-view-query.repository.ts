import mongoose from 'mongoose';
import { NflGameModel } from '../models/nfl-data.model';
import { RosterPlayerModel } from '../models/roster.model';

/** What the data-view query engine reads: aggregations on its source collections, and the defaults it resolves. */
export interface DataViewQueryRepository {
  /**
   * Runs an engine pipeline on one of its collections (players, play_game_totals, plays, player_weeks,
   * combine, rosters_players); `maxTimeMS` makes a real MongoDB stop it (the embedded one ignores it).
   */
  aggregate(collection: string, pipeline: Record<string, unknown>[], maxTimeMS: number): Promise<Record<string, unknown>[]>;
  /** The latest season with a final score in the schedule (the "last stats season"), or null without games. */
  lastStatsSeason(): Promise<number | null>;
  /** The newest roster year of a league, or null when it has no rosters. */
  leagueRosterYear(lid: number): Promise<number | null>;
}

export function createDataViewQueryRepository(): DataViewQueryRepository {
  return {
    async aggregate(collection, pipeline, maxTimeMS) {
      return mongoose.connection.db!.collection(collection).aggregate(pipeline, { maxTimeMS }).toArray();
    },
    async lastStatsSeason() {
      // (year, week) index, newest first
      const game = await NflGameModel.findOne({ home_score: { $ne: null } }, { year: 1 }).sort({ year: -1, week: -1 }).lean();
      return typeof game?.year === 'number' ? game.year : null;
    },
    async leagueRosterYear(lid) {
      // (lid, year, pid) index
      const row = await RosterPlayerModel.findOne({ lid }, { year: 1 }).sort({ lid: 1, year: -1 }).lean();
      return row?.year ?? null;
    },
  };
}
