import { ChartedPlayModel, type ChartedPlayDoc } from '../models/charted-play.model';
import { PlayModel } from '../models/nfl-data.model';
import { PlayerModel } from '../models/player.model';
import { plain } from './duplicate-key';

type Row = Record<string, unknown>;

/** The columns a play answer and its stats read (the rest of the nflverse row stays in the database). */
const PLAY_COLUMNS = [
  'esbid', 'playId', 'year', 'week', 'season_type', 'posteam', 'defteam', 'qtr', 'game_seconds_remaining', 'down', 'ydstogo',
  'yardline_100', 'play_type', 'yards_gained', 'pass_attempt', 'rush_attempt', 'complete_pass', 'incomplete_pass', 'interception',
  'sack', 'touchdown', 'fumble', 'air_yards', 'yards_after_catch', 'posteam_score', 'posteam_score_post',
  'passer_player_id', 'passer_player_name', 'rusher_player_id', 'rusher_player_name', 'receiver_player_id', 'receiver_player_name',
  'field_goal_result', 'kick_distance', 'extra_point_result', 'punt_blocked', 'kicker_player_id', 'kicker_player_name',
  'punter_player_id', 'punter_player_name',
];
const PROJECTION = Object.fromEntries([['_id', 0], ...PLAY_COLUMNS.map((c) => [c, 1])]);

/** Reads of the `plays` collection for GET /plays and /plays/stats. */
export interface PlaysRepository {
  /** A page of the plays matching `filter`, in game then play order. */
  find(filter: Row, page: { offset: number; limit: number }): Promise<Row[]>;
  /** The gsis id of a league player: undefined when no such player, null when he has none. */
  gsisIdOf(pid: string): Promise<string | null | undefined>;
  /** League pids of gsis ids (those known). */
  pidsOfGsisIds(gsisIds: readonly string[]): Promise<Map<string, string>>;
  /** The stored plays of these (esbid, playId) keys. */
  findByKeys(keys: ReadonlyArray<{ esbid: string; playId: number }>): Promise<Row[]>;
  /** Writes charted rows, replacing a player's earlier charting of the same play; returns rows written. */
  upsertCharted(rows: ChartedPlayDoc[]): Promise<number>;
  /** A player's charted rows (of some years), in game then play order. */
  chartedOf(pid: string, years: readonly number[] | null): Promise<ChartedPlayDoc[]>;
}

export function createPlaysRepository(): PlaysRepository {
  return {
    async find(filter, page) {
      const rows = await PlayModel.find(filter, PROJECTION).sort({ esbid: 1, playId: 1 }).skip(page.offset).limit(page.limit).lean();
      return rows.map((r) => plain<Row>(r));
    },
    async gsisIdOf(pid) {
      const player = (await PlayerModel.findOne({ pid }, { _id: 0, gsis_id: 1 }).lean()) as { gsis_id?: string | null } | null;
      if (!player) return undefined;
      return player.gsis_id ?? null;
    },
    async pidsOfGsisIds(gsisIds) {
      if (!gsisIds.length) return new Map();
      const rows = (await PlayerModel.find({ gsis_id: { $in: [...gsisIds] } }, { _id: 0, pid: 1, gsis_id: 1 }).lean()) as unknown as Array<{ pid: string; gsis_id: string }>;
      return new Map(rows.map((r) => [r.gsis_id, r.pid]));
    },
    async findByKeys(keys) {
      if (!keys.length) return [];
      const byGame = new Map<string, number[]>();
      for (const k of keys) byGame.set(k.esbid, [...(byGame.get(k.esbid) ?? []), k.playId]);
      const or = [...byGame].map(([esbid, ids]) => ({ esbid, playId: { $in: ids } }));
      const rows = await PlayModel.find({ $or: or }, PROJECTION).sort({ esbid: 1, playId: 1 }).lean();
      return rows.map((r) => plain<Row>(r));
    },
    async upsertCharted(rows) {
      if (!rows.length) return 0;
      await ChartedPlayModel.bulkWrite(
        rows.map((r) => ({ replaceOne: { filter: { esbid: r.esbid, playId: r.playId, pid: r.pid }, replacement: r, upsert: true } })),
        { ordered: false },
      );
      return rows.length;
    },
    async chartedOf(pid, years) {
      const filter: Row = { pid };
      if (years?.length) filter.year = { $in: [...years] };
      const rows = await ChartedPlayModel.find(filter, { _id: 0 }).sort({ esbid: 1, playId: 1 }).lean();
      return rows.map((r) => plain<ChartedPlayDoc>(r));
    },
  };
}
