import type { AnyBulkWriteOperation, PipelineStage } from 'mongoose';
import { NflTeamModel, PlayModel } from '../models/nfl-data.model';
import { PlayerModel } from '../models/player.model';
import {
  GameStateModel,
  PlayerWeekModel,
  StatMarkModel,
  StatUpdateModel,
  type GameStateDoc,
  type PlayerWeekDoc,
  type StatUpdateDoc,
  type StoredStatLine,
} from '../models/stats.model';
import { followChanges, type Follower } from './change-feed';
import { plain } from './duplicate-key';

/** One player-week line to write; `part` says which input it is (see PlayerWeekDoc.parts). */
export type PlayerWeekWrite = Pick<PlayerWeekDoc, 'year' | 'week' | 'pid' | 'gsis_id' | 'team' | 'esbid' | 'pos' | 'stats'>;

/** A game state change: the clock and score as seen by the latest play (status never goes back from final). */
export type GameStateWrite = Omit<GameStateDoc, 'updated'>;

/** Who a gsis id is in the league: pid and position. Team defences are looked up by team code. */
export interface PlayerIndex {
  byGsis: Map<string, { pid: string; pos: string }>;
  /** Every alias of a team (nflverse, MFL, PFR codes) -> the DST pid (nflverse team_abbr). */
  defenseByTeam: Map<string, string>;
}

/** Player-week stat lines, live game states and the change signal (collections in stats.model.ts). */
export interface StatsRepository {
  weekLines(year: number, week: number): Promise<PlayerWeekDoc[]>;
  gameStates(year: number, week: number): Promise<GameStateDoc[]>;
  /** Unix seconds of the week's latest stat update, null when it never had one. */
  lastUpdated(year: number, week: number): Promise<number | null>;
  /** Every line of weeks 1..throughWeek of `year` (projections, history). */
  seasonLines(year: number, throughWeek: number): Promise<PlayerWeekDoc[]>;
  /**
   * Calls `listener` for every stat_updates insert by any process (change stream). A stream that fails
   * is reported to `onError` and reopened after the last event it delivered. Returns the stop function.
   */
  onUpdate(listener: (u: StatUpdateDoc) => void, onError?: (err: unknown) => void): Follower;

  playerIndex(): Promise<PlayerIndex>;
  /**
   * Sets one input part of each line (atomic per document: the merge runs inside the update), then for
   * `part: 'plays'` removes the play part of lines of `esbids` not in `lines` (a stat correction took a
   * player out of the game) and deletes lines left with no part.
   */
  writeLines(part: 'weekly' | 'plays', lines: PlayerWeekWrite[], now: number, esbids?: string[]): Promise<void>;
  upsertGameStates(states: GameStateWrite[], now: number): Promise<void>;
  /** Marks games final (clock 0), keeping their score. */
  finalizeGames(filter: { year: number; week: number } | { esbids: string[] }, now: number): Promise<string[]>;
  /**
   * Appends the week's update signal. Its `at` becomes the week's new marker: `doc.at`, or one past the
   * previous marker when that is not older (see StatMarkModel); returns the marker written.
   */
  recordUpdate(doc: StatUpdateDoc): Promise<number>;
  /** Stores plays keyed (esbid, playId) into the `plays` collection (a replayed or corrected play replaces its row). */
  upsertPlays(plays: Record<string, unknown>[]): Promise<void>;
  playsOfGames(esbids: string[]): Promise<Record<string, unknown>[]>;
  playsOfWeek(year: number, week: number): Promise<Record<string, unknown>[]>;
  /** Replay: the week back to before kickoff — its lines and plays removed, its games scheduled 0–0. */
  resetWeek(year: number, week: number, now: number): Promise<void>;
  /** As resetWeek, for some games of a week only: their lines, stored plays and states (a one-game replay). */
  resetGames(esbids: string[], now: number): Promise<void>;
  /** Bulk load (import): empties player_weeks, game_states and stat_updates. */
  clearAll(): Promise<void>;
  insertPlayerWeeks(docs: PlayerWeekDoc[]): Promise<void>;
  insertGameStates(docs: GameStateDoc[]): Promise<void>;
}

/** Recomputes `stats` and `source` from `parts` inside an update pipeline (weekly keys win). */
const MERGE: PipelineStage[] = [
  {
    $set: {
      stats: { $mergeObjects: [{ $ifNull: ['$parts.plays', {}] }, { $ifNull: ['$parts.weekly', {}] }] },
      source: { $cond: [{ $eq: [{ $type: '$parts.weekly' }, 'object'] }, 'weekly', 'plays'] },
    },
  },
];

function sameLine(a: StoredStatLine | null | undefined, b: StoredStatLine): boolean {
  if (!a) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => a[k as keyof StoredStatLine] === b[k as keyof StoredStatLine]);
}

function toDoc(row: unknown): PlayerWeekDoc {
  return plain<PlayerWeekDoc>(row);
}

export function createStatsRepository(): StatsRepository {
  return {
    async weekLines(year, week) {
      const rows = await PlayerWeekModel.find({ year, week }).sort({ pid: 1 }).lean();
      return rows.map(toDoc);
    },
    async gameStates(year, week) {
      const rows = await GameStateModel.find({ year, week }).sort({ kickoff: 1, esbid: 1 }).lean();
      return rows.map((r) => plain<GameStateDoc>(r));
    },
    async lastUpdated(year, week) {
      const row = await StatUpdateModel.findOne({ year, week }).sort({ at: -1 }).lean();
      return row ? row.at : null;
    },
    async seasonLines(year, throughWeek) {
      const rows = await PlayerWeekModel.find({ year, week: { $lte: throughWeek } }).sort({ week: 1, pid: 1 }).lean();
      return rows.map(toDoc);
    },
    onUpdate(listener, onError) {
      return followChanges<StatUpdateDoc>(StatUpdateModel, [{ $match: { operationType: 'insert' } }], listener, onError);
    },

    async playerIndex() {
      const players = (await PlayerModel.find({ gsis_id: { $ne: null } }, { _id: 0, pid: 1, gsis_id: 1, pos: 1 }).lean()) as unknown as Array<{
        pid: string;
        gsis_id: string;
        pos: string;
      }>;
      const teams = (await NflTeamModel.find({}, { _id: 0, team_abbr: 1, aliases: 1 }).lean()) as unknown as Array<{
        team_abbr: string;
        aliases?: string[];
      }>;
      const defenseByTeam = new Map<string, string>();
      for (const t of teams) {
        for (const alias of t.aliases ?? []) defenseByTeam.set(alias, t.team_abbr);
        defenseByTeam.set(t.team_abbr, t.team_abbr);
      }
      return { byGsis: new Map(players.map((p) => [p.gsis_id, { pid: p.pid, pos: p.pos }])), defenseByTeam };
    },

    async writeLines(part, lines, now, esbids) {
      // A live game rewrites all its lines on every batch: skip the ones this batch did not change, and
      // find the lines a correction took out of the game (stale) from the same read.
      let changed = lines;
      let stale: Array<{ year: number; week: number; pid: string }> = [];
      if (part === 'plays' && esbids?.length) {
        const existing = await PlayerWeekModel.find({ esbid: { $in: esbids } }, { _id: 0, pid: 1, year: 1, week: 1, team: 1, esbid: 1, parts: 1 }).lean();
        const key = (d: { year: number; week: number; pid: string }) => `${d.year}:${d.week}:${d.pid}`;
        const before = new Map(existing.map((d) => [key(d), d]));
        const current = new Set(lines.map(key));
        changed = lines.filter((l) => {
          const d = before.get(key(l));
          return !d || d.team !== l.team || d.esbid !== l.esbid || !sameLine(d.parts?.plays, l.stats);
        });
        stale = existing.filter((d) => !current.has(key(d)) && d.parts?.plays);
      }
      const ops: AnyBulkWriteOperation<PlayerWeekDoc>[] = changed.map((l) => ({
        updateOne: {
          filter: { year: l.year, week: l.week, pid: l.pid },
          update: [
            {
              $set: {
                gsis_id: l.gsis_id,
                pos: l.pos,
                // a weekly row has no game id and its team is the player's latest: keep the play line's
                team: part === 'plays' ? l.team : { $ifNull: ['$team', l.team] },
                esbid: part === 'plays' ? l.esbid : { $ifNull: ['$esbid', l.esbid] },
                [`parts.${part}`]: { $literal: l.stats },
                updated: now,
              },
            },
            ...MERGE,
          ] as never,
          upsert: true,
        },
      }));
      for (const { year, week, pid } of stale) {
        ops.push({
          updateOne: {
            filter: { year, week, pid },
            update: [{ $set: { 'parts.plays': null, updated: now } }, ...MERGE] as never,
          },
        });
      }
      if (ops.length) await PlayerWeekModel.bulkWrite(ops, { ordered: false });
      if (stale.length) await PlayerWeekModel.deleteMany({ esbid: { $in: esbids }, 'parts.plays': null, 'parts.weekly': null });
    },

    async upsertGameStates(states, now) {
      if (!states.length) return;
      await GameStateModel.bulkWrite(
        states.map((s) => ({
          updateOne: {
            filter: { esbid: s.esbid },
            update: [
              {
                $set: {
                  year: s.year,
                  week: s.week,
                  h: s.h,
                  v: s.v,
                  kickoff: s.kickoff !== null ? s.kickoff : { $ifNull: ['$kickoff', null] },
                  seconds_remaining: s.seconds_remaining,
                  home_score: s.home_score,
                  away_score: s.away_score,
                  // a finalized game stays final when a late play correction arrives
                  status: { $cond: [{ $eq: ['$status', 'final'] }, 'final', s.status] },
                  updated: now,
                },
              },
            ] as never,
            upsert: true,
          },
        })),
        { ordered: false },
      );
    },

    async finalizeGames(filter, now) {
      const query = 'esbids' in filter ? { esbid: { $in: filter.esbids } } : { year: filter.year, week: filter.week };
      const games = await GameStateModel.find({ ...query, status: { $ne: 'final' } }, { esbid: 1 }).lean();
      await GameStateModel.updateMany(query, { $set: { status: 'final', seconds_remaining: 0, updated: now } });
      return games.map((g) => g.esbid);
    },

    async recordUpdate(doc) {
      const mark = await StatMarkModel.findOneAndUpdate(
        { _id: `${doc.year}:${doc.week}` },
        [{ $set: { at: { $max: [doc.at, { $add: [{ $ifNull: ['$at', doc.at - 1] }, 1] }] } } }],
        { upsert: true, returnDocument: 'after', lean: true, updatePipeline: true },
      );
      const at = mark?.at ?? doc.at;
      await StatUpdateModel.create({ ...doc, at });
      return at;
    },

    async upsertPlays(plays) {
      if (!plays.length) return;
      await PlayModel.bulkWrite(
        plays.map((p) => ({ replaceOne: { filter: { esbid: p.esbid, playId: p.playId }, replacement: p, upsert: true } })),
        { ordered: false },
      );
    },
    async playsOfGames(esbids) {
      const rows = await PlayModel.find({ esbid: { $in: esbids } }).lean();
      return rows.map((r) => plain<Record<string, unknown>>(r));
    },
    async playsOfWeek(year, week) {
      const rows = await PlayModel.find({ year, week }).lean();
      return rows.map((r) => plain<Record<string, unknown>>(r));
    },

    async resetWeek(year, week, now) {
      await PlayerWeekModel.deleteMany({ year, week });
      await PlayModel.deleteMany({ year, week });
      await GameStateModel.updateMany(
        { year, week },
        { $set: { status: 'scheduled', seconds_remaining: 3600, home_score: 0, away_score: 0, updated: now } },
      );
    },

    async resetGames(esbids, now) {
      await PlayerWeekModel.deleteMany({ esbid: { $in: esbids } });
      await PlayModel.deleteMany({ esbid: { $in: esbids } });
      await GameStateModel.updateMany(
        { esbid: { $in: esbids } },
        { $set: { status: 'scheduled', seconds_remaining: 3600, home_score: 0, away_score: 0, updated: now } },
      );
    },

    async clearAll() {
      await PlayerWeekModel.deleteMany({});
      await GameStateModel.deleteMany({});
      await StatUpdateModel.deleteMany({});
    },
    async insertPlayerWeeks(docs) {
      for (let i = 0; i < docs.length; i += 5000) await PlayerWeekModel.insertMany(docs.slice(i, i + 5000), { ordered: false, lean: true });
    },
    async insertGameStates(docs) {
      for (let i = 0; i < docs.length; i += 5000) await GameStateModel.insertMany(docs.slice(i, i + 5000), { ordered: false, lean: true });
    },
  };
}
