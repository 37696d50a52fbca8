import mongoose from 'mongoose';
import { nextIds } from '../counters';
import {
  LineupWeekModel,
  MatchupModel,
  SeasonModel,
  TeamOddsModel,
  type LineupWeekDoc,
  type MatchupDoc,
  type SeasonDoc,
  type TeamOddsDoc,
} from '../models/season-play.model';
import { GameStateModel, PlayerWeekModel, StatMarkModel, type GameStateDoc, type PlayerWeekDoc } from '../models/stats.model';
import { bumpCareerlogs, writeInvalidating } from './careerlogs.repository';
import { plain } from './duplicate-key';

/** A matchup to write; the repository allocates its uid from the `matchups` counter. */
export type NewMatchup = Omit<MatchupDoc, 'uid'>;

/**
 * Matchups, weekly lineups, season records and odds of hosted leagues. Every write of matchups, lineup
 * rows and season records bumps the league's careerlogs stamp in the same transaction (they are what
 * the careerlogs are computed from); odds are not, the careerlogs show none.
 */
export interface SeasonPlayRepository {
  matchups(lid: number, year: number, week?: number): Promise<MatchupDoc[]>;
  /**
   * Replaces the season's matchups with `games` (dropping odds simulated over the old ones) and writes
   * the season record, in one transaction.
   * Answers false and writes nothing when any week of that season is already final (scored).
   */
  replaceSchedule(lid: number, year: number, games: NewMatchup[], season: Omit<SeasonDoc, 'champion' | 'finalized' | 'weeks_final'>): Promise<boolean>;
  /** Adds matchups (playoff rounds) for weeks that have none of that type yet; answers the ones written. */
  addMatchups(games: NewMatchup[]): Promise<number>;
  updateMatchup(uid: number, set: Partial<MatchupDoc>): Promise<void>;
  anyFinal(lid: number, year: number): Promise<boolean>;
  lineupWeeks(lid: number, year: number, week?: number): Promise<LineupWeekDoc[]>;
  /** A season's lineup rows without their players (standings and careerlogs read only the points). */
  weekPoints(lid: number, year: number): Promise<WeekPointsRow[]>;
  /** Every season of a league at once, for its history (careerlogs): the week points, matchups and season records. */
  leagueHistory(lid: number): Promise<{ points: Array<WeekPointsRow & { year: number }>; matchups: MatchupDoc[]; seasons: SeasonDoc[] }>;
  /** Writes (insert or replace) the lineup rows of a week. */
  putLineupWeeks(rows: LineupWeekDoc[]): Promise<void>;
  setPointsManual(lid: number, year: number, week: number, tid: number, value: number | null): Promise<LineupWeekDoc | null>;
  findSeason(lid: number, year: number): Promise<SeasonDoc | null>;
  seasons(lid: number): Promise<SeasonDoc[]>;
  putSeason(doc: Partial<SeasonDoc> & { lid: number; year: number }): Promise<void>;
  /** Replaces the odds of a league's week. */
  putOdds(rows: TeamOddsDoc[]): Promise<void>;
  /** The newest odds of the league's season (the latest week simulated). */
  latestOdds(lid: number, year: number): Promise<TeamOddsDoc[]>;
  /** Removes a league season's matchups, lineups, odds and record (an interrupted demo history is redone). */
  clearSeason(lid: number, year: number): Promise<void>;
  /** The ingested stat lines of an NFL week (of the given players, or all). */
  weekLines(year: number, week: number, pids?: string[]): Promise<WeekLine[]>;
  /** The players' lines known before (`year`, `week`): earlier weeks of that season and the season before. */
  history(pids: string[], year: number, week: number): Promise<WeekLine[]>;
  /**
   * A stamp of what {@link history} answers for (`year`, `week`): it moves whenever those lines may have
   * changed (a stat update of the earlier weeks or of the season before, or an import), in any process.
   */
  historyStamp(year: number, week: number): Promise<string>;
  gameStates(year: number, week: number): Promise<GameStateDoc[]>;
}

/** What scoring reads of a player-week. */
/** A lineup row's points only. */
export type WeekPointsRow = Pick<LineupWeekDoc, 'tid' | 'week' | 'final' | 'points' | 'points_manual' | 'potential'>;

export type WeekLine = Pick<PlayerWeekDoc, 'year' | 'week' | 'pid' | 'team' | 'pos' | 'stats'>;
const LINE_FIELDS = { _id: 0, year: 1, week: 1, pid: 1, team: 1, pos: 1, stats: 1 };

/**
 * The earlier weeks' lines of an open week are read by every lineup and scoreboard request of that
 * week, and they do not change while its games are played; so they are kept per (year, week) in this
 * process and read again only when the token moves: a stat update of those earlier weeks (a stat
 * correction) or a change in the number of stored lines (an import).
 */
const HISTORY_CACHE_WEEKS = 4;
const historyCache = new Map<string, { token: string; lines: Map<string, WeekLine[]> }>();
/** More weeks than any NFL season has (regular season and playoffs): the season before is read whole. */
const SEASON_WEEKS = 25;

/**
 * Every stat update raises its week's marker (StatMarkModel: max(now, marker + 1)), so the sum of the
 * markers of the weeks read moves with each update, also with two updates of different weeks stamped at
 * the same instant (the latest `at` alone did not); markers are never removed.
 */
async function historyToken(year: number, week: number): Promise<string> {
  const ids = [
    ...Array.from({ length: SEASON_WEEKS + 1 }, (_, w) => `${year - 1}:${w}`),
    ...Array.from({ length: Math.max(0, week) }, (_, w) => `${year}:${w}`),
  ];
  const [marks, count] = await Promise.all([
    StatMarkModel.find({ _id: { $in: ids } }, { at: 1 }).lean(),
    PlayerWeekModel.estimatedDocumentCount(),
  ]);
  return `${marks.reduce((sum, m) => sum + m.at, 0)}:${marks.length}:${count}`;
}

export function createSeasonPlayRepository(): SeasonPlayRepository {
  return {
    async matchups(lid, year, week) {
      const filter = week === undefined ? { lid, year } : { lid, year, week };
      return (await MatchupModel.find(filter).sort({ week: 1, uid: 1 }).lean()).map((m) => plain<MatchupDoc>(m));
    },
    async replaceSchedule(lid, year, games, season) {
      const first = games.length ? await nextIds('matchups', games.length) : 0;
      const docs = games.map((g, i) => ({ ...g, uid: first + i }));
      const session = await mongoose.startSession();
      let written = false;
      try {
        await session.withTransaction(async () => {
          written = false;
          // the guard and the writes commit together: a week finalized meanwhile aborts the swap
          if (await LineupWeekModel.exists({ lid, year, final: true }).session(session)) return;
          await MatchupModel.deleteMany({ lid, year }, { session });
          // odds simulated over the old schedule no longer hold
          await TeamOddsModel.deleteMany({ lid, year }, { session });
          if (docs.length) await MatchupModel.insertMany(docs, { session });
          await SeasonModel.updateOne(
            { lid, year },
            { $set: { wildcard_round: season.wildcard_round, championship_round: season.championship_round }, $setOnInsert: { champion: null, finalized: false, weeks_final: [] } },
            { upsert: true, session },
          );
          await bumpCareerlogs([lid], session);
          written = true;
        });
      } finally {
        await session.endSession();
      }
      return written;
    },
    async addMatchups(games) {
      if (!games.length) return 0;
      const first = await nextIds('matchups', games.length);
      const docs = games.map((g, i) => ({ ...g, uid: first + i }));
      await writeInvalidating(async (session) => ({ result: await MatchupModel.insertMany(docs, { session }), lids: docs.map((d) => d.lid) }));
      return games.length;
    },
    async updateMatchup(uid, set) {
      await writeInvalidating(async (session) => {
        const doc = await MatchupModel.findOneAndUpdate({ uid }, { $set: set }, { session, projection: { lid: 1 } }).lean();
        return { result: undefined, lids: doc ? [doc.lid] : [] };
      });
    },
    async anyFinal(lid, year) {
      return Boolean(await LineupWeekModel.exists({ lid, year, final: true }));
    },
    async lineupWeeks(lid, year, week) {
      const filter = week === undefined ? { lid, year } : { lid, year, week };
      return (await LineupWeekModel.find(filter).sort({ week: 1, tid: 1 }).lean()).map((r) => plain<LineupWeekDoc>(r));
    },
    async weekPoints(lid, year) {
      const rows = await LineupWeekModel.find({ lid, year }, { _id: 0, tid: 1, week: 1, final: 1, points: 1, points_manual: 1, potential: 1 }).sort({ week: 1, tid: 1 }).lean();
      return rows.map((r) => plain<WeekPointsRow>(r));
    },
    async leagueHistory(lid) {
      const [points, matchups, seasons] = await Promise.all([
        LineupWeekModel.find({ lid }, { _id: 0, year: 1, tid: 1, week: 1, final: 1, points: 1, points_manual: 1, potential: 1 }).sort({ year: 1, week: 1, tid: 1 }).lean(),
        MatchupModel.find({ lid }).sort({ year: 1, week: 1, uid: 1 }).lean(),
        SeasonModel.find({ lid }).sort({ year: 1 }).lean(),
      ]);
      return {
        points: points.map((r) => plain<WeekPointsRow & { year: number }>(r)),
        matchups: matchups.map((m) => plain<MatchupDoc>(m)),
        seasons: seasons.map((s) => plain<SeasonDoc>(s)),
      };
    },
    async putLineupWeeks(rows) {
      if (!rows.length) return;
      await writeInvalidating(async (session) => ({
        result: await LineupWeekModel.bulkWrite(
          rows.map((r) => ({
            replaceOne: { filter: { lid: r.lid, year: r.year, week: r.week, tid: r.tid }, replacement: r, upsert: true },
          })),
          { ordered: false, session },
        ),
        lids: rows.map((r) => r.lid),
      }));
    },
    async setPointsManual(lid, year, week, tid, value) {
      return writeInvalidating(async (session) => {
        const doc = await LineupWeekModel.findOneAndUpdate({ lid, year, week, tid }, { $set: { points_manual: value } }, { returnDocument: 'after', session }).lean();
        return { result: doc ? plain<LineupWeekDoc>(doc) : null, lids: doc ? [lid] : [] };
      });
    },
    async findSeason(lid, year) {
      return plain<SeasonDoc | null>(await SeasonModel.findOne({ lid, year }).lean());
    },
    async seasons(lid) {
      return (await SeasonModel.find({ lid }).sort({ year: 1 }).lean()).map((s) => plain<SeasonDoc>(s));
    },
    async putSeason(doc) {
      const { lid, year, ...set } = doc;
      await writeInvalidating(async (session) => ({
        result: await SeasonModel.updateOne(
          { lid, year },
          { $set: set, $setOnInsert: Object.fromEntries(Object.entries({ wildcard_round: null, championship_round: [], champion: null, finalized: false, weeks_final: [] }).filter(([k]) => !(k in set))) },
          { upsert: true, session },
        ),
        lids: [lid],
      }));
    },
    async putOdds(rows) {
      if (!rows.length) return;
      const { lid, year, week } = rows[0];
      await TeamOddsModel.deleteMany({ lid, year, week });
      await TeamOddsModel.insertMany(rows);
    },
    async latestOdds(lid, year) {
      const newest = await TeamOddsModel.findOne({ lid, year }).sort({ week: -1 }).lean();
      if (!newest) return [];
      return (await TeamOddsModel.find({ lid, year, week: newest.week }).sort({ tid: 1 }).lean()).map((r) => plain<TeamOddsDoc>(r));
    },
    async clearSeason(lid, year) {
      await writeInvalidating(async (session) => {
        // one after another: the statements of a transaction share its session
        await MatchupModel.deleteMany({ lid, year }, { session });
        await LineupWeekModel.deleteMany({ lid, year }, { session });
        await TeamOddsModel.deleteMany({ lid, year }, { session });
        await SeasonModel.deleteMany({ lid, year }, { session });
        return { result: undefined, lids: [lid] };
      });
    },
    async weekLines(year, week, pids) {
      const filter = pids ? { year, week, pid: { $in: pids } } : { year, week };
      return (await PlayerWeekModel.find(filter, LINE_FIELDS).lean()) as WeekLine[];
    },
    async history(pids, year, week) {
      if (!pids.length) return [];
      const token = await historyToken(year, week);
      const key = `${year}:${week}`;
      let entry = historyCache.get(key);
      if (!entry || entry.token !== token) {
        entry = { token, lines: new Map() };
        historyCache.delete(key);
        historyCache.set(key, entry);
        while (historyCache.size > HISTORY_CACHE_WEEKS) historyCache.delete(historyCache.keys().next().value!);
      }
      const lines = entry.lines;
      const missing = [...new Set(pids.filter((pid) => !lines.has(pid)))];
      if (missing.length) {
        // two plain range reads on the (year, week, pid) index rather than one $or
        const [prior, current] = await Promise.all([
          PlayerWeekModel.find({ year: year - 1, pid: { $in: missing } }, LINE_FIELDS).lean(),
          week > 1 ? PlayerWeekModel.find({ year, week: { $lt: week }, pid: { $in: missing } }, LINE_FIELDS).lean() : [],
        ]);
        for (const pid of missing) lines.set(pid, []);
        for (const line of [...prior, ...current] as WeekLine[]) lines.get(line.pid)!.push(line);
      }
      return pids.flatMap((pid) => lines.get(pid) ?? []);
    },
    historyStamp(year, week) {
      return historyToken(year, week);
    },
    async gameStates(year, week) {
      return (await GameStateModel.find({ year, week }).lean()).map((g) => plain<GameStateDoc>(g));
    },
  };
}
