import { accumulatePlays, type PlayRow } from '@league/shared-rules';
import type { Repositories } from '../../db/repositories';
import { rebuildPlayTotals } from '../data-views/play-totals';
import type { PlayerIndex, PlayerWeekWrite } from '../../db/repositories/stats.repository';
import { kickoffOf, linesOfGames, statesOfGames, toPlayDoc, weeklyLine } from './lines';

export interface IngestOptions {
  /** Unix seconds, from the app clock. */
  now: number;
  /** The league's player index, when the caller already has it (replay calls ingest many times). */
  index?: PlayerIndex;
  /**
   * A feeder that calls ingest play after play (the replay, a live feed) keeps one session: the plays of
   * the games it feeds and the weeks' schedules stay in memory, so a play costs its own writes instead of
   * re-reading its whole game. Valid while this feeder is the only writer of those games (README: one
   * writer per game); without a session every call reads them from the database.
   */
  session?: IngestSession;
}

/** What a feeder keeps between ingests (see {@link IngestOptions.session}). */
export class IngestSession {
  /** Stored plays of each game fed so far, by play id. */
  readonly plays = new Map<string, Map<number, Row>>();
  /** The NFL schedule rows of each week, by "year:week". */
  readonly schedules = new Map<string, Row[]>();
}

export interface IngestResult {
  /** Lines written. */
  lines: number;
  esbids: string[];
  pids: string[];
  /** gsis ids (or team codes) in the input that are not league players, so have no line. */
  unmatched: string[];
}

type Row = Record<string, unknown>;

function weekKey(year: number, week: number): string {
  return `${year}:${week}`;
}

/** Appends one stat_updates document per (year, week) the write touched. */
async function signal(repos: Repositories, lines: PlayerWeekWrite[], games: Array<{ esbid: string; year: number; week: number }>, now: number) {
  const weeks = new Map<string, { year: number; week: number; esbids: Set<string>; pids: Set<string> }>();
  const of = (year: number, week: number) => {
    const key = weekKey(year, week);
    let w = weeks.get(key);
    if (!w) weeks.set(key, (w = { year, week, esbids: new Set(), pids: new Set() }));
    return w;
  };
  for (const g of games) of(g.year, g.week).esbids.add(g.esbid);
  for (const l of lines) {
    const w = of(l.year, l.week);
    w.pids.add(l.pid);
    if (l.esbid) w.esbids.add(l.esbid);
  }
  for (const w of weeks.values()) {
    await repos.stats.recordUpdate({ year: w.year, week: w.week, esbids: [...w.esbids].sort(), pids: [...w.pids].sort(), at: now });
  }
}

/** The schedule rows of the weeks in question, by esbid and by (year, week, team). */
async function scheduleOf(repos: Repositories, weeks: Array<{ year: number; week: number }>, session?: IngestSession) {
  const byEsbid = new Map<string, Row>();
  const byTeam = new Map<string, string>();
  const seen = new Set<string>();
  for (const { year, week } of weeks) {
    const key = weekKey(year, week);
    if (seen.has(key)) continue;
    seen.add(key);
    let games = session?.schedules.get(key);
    if (!games) {
      games = await repos.nfl.games(year, week);
      session?.schedules.set(key, games);
    }
    for (const g of games) {
      byEsbid.set(String(g.esbid), g);
      byTeam.set(`${key}:${String(g.h)}`, String(g.esbid));
      byTeam.set(`${key}:${String(g.v)}`, String(g.esbid));
    }
  }
  return { byEsbid, byTeam };
}

/**
 * Ingests nflverse weekly player-stats rows (player_id, recent_team, season, week, position and the stat
 * columns, see README "Stats ingest") as the `weekly` part of player_weeks. The weekly line wins over
 * the play-by-play line for the offence keys whose columns the file has; the other keys (defence,
 * kicking, two-point conversions… when the file lacks them) keep the play-derived values.
 */
export async function ingestWeeklyStats(repos: Repositories, rows: readonly Row[], options: IngestOptions): Promise<IngestResult> {
  const index = options.index ?? (await repos.stats.playerIndex());
  const weeks = rows.map((r) => ({ year: Number(r.season), week: Number(r.week) }));
  const schedule = await scheduleOf(repos, weeks);
  const lines: PlayerWeekWrite[] = [];
  const unmatched: string[] = [];
  const esbidOf = (year: number, week: number, team: string) => schedule.byTeam.get(`${weekKey(year, week)}:${team}`) ?? null;
  for (const row of rows) {
    const line = weeklyLine(row, index, esbidOf);
    if (line) lines.push(line);
    else unmatched.push(String(row.player_id ?? ''));
  }
  await repos.stats.writeLines('weekly', lines, options.now);
  await signal(repos, lines, [], options.now);
  return result(lines, [], unmatched);
}

function result(lines: PlayerWeekWrite[], esbids: string[], unmatched: string[]): IngestResult {
  const all = new Set(esbids);
  for (const l of lines) if (l.esbid) all.add(l.esbid);
  return { lines: lines.length, esbids: [...all].sort(), pids: [...new Set(lines.map((l) => l.pid))].sort(), unmatched: [...new Set(unmatched)].sort() };
}

/**
 * Ingests play-by-play rows (nflverse pbp columns, see README "Stats ingest"): stores them in `plays`
 * (keyed game + play id, so a repeated or corrected play replaces its row), recomputes every line of
 * the games they belong to from all of those games' stored plays (accumulatePlays), writes them as the
 * `plays` part of player_weeks, updates the games' states (live, clock and score of the latest play;
 * a final game stays final) and appends one stat_updates document per week touched.
 */
export async function ingestPlays(repos: Repositories, plays: readonly Row[], options: IngestOptions): Promise<IngestResult> {
  const docs = plays.map(toPlayDoc).filter((p) => typeof p.esbid === 'string' && Number.isFinite(p.playId));
  if (!docs.length) return { lines: 0, esbids: [], pids: [], unmatched: [] };
  const esbids = [...new Set(docs.map((p) => p.esbid as string))].sort();
  const { session } = options;
  let gamePlays: Row[];
  let stored: Promise<void>;
  if (session) {
    // The batch's own plays join those the session holds; a game seen for the first time is read once.
    stored = repos.stats.upsertPlays(docs);
    const missing = esbids.filter((e) => !session.plays.has(e));
    for (const e of missing) session.plays.set(e, new Map());
    if (missing.length) for (const r of await repos.stats.playsOfGames(missing)) session.plays.get(String(r.esbid))?.set(Number(r.playId), r);
    for (const d of docs) session.plays.get(d.esbid as string)!.set(Number(d.playId), d);
    gamePlays = esbids.flatMap((e) => [...session.plays.get(e)!.values()]);
  } else {
    await repos.stats.upsertPlays(docs);
    stored = Promise.resolve();
    gamePlays = await repos.stats.playsOfGames(esbids);
  }
  const acc = accumulatePlays(gamePlays as PlayRow[]);
  const index = options.index ?? (await repos.stats.playerIndex());
  const { lines, unmatched } = linesOfGames(acc, index);
  const games = Object.values(acc.games);
  const schedule = await scheduleOf(repos, games, session);
  const kickoffs = new Map(games.map((g) => [g.esbid, schedule.byEsbid.has(g.esbid) ? kickoffOf(schedule.byEsbid.get(g.esbid)!) : null]));
  // Lines, game states and stored plays are independent writes; the signal goes out once all are in.
  await Promise.all([repos.stats.writeLines('plays', lines, options.now, esbids), repos.stats.upsertGameStates(statesOfGames(acc, kickoffs), options.now), stored]);
  // the data-view engine's per-game play totals of these games, from their stored plays
  await rebuildPlayTotals(repos.playTotals, { esbid: { $in: esbids } });
  await signal(repos, lines, games, options.now);
  return result(lines, esbids, unmatched);
}

/**
 * Week finalization (the hook the matchups job calls before scoring): every game of the week is marked
 * final with the clock at 0, keeping its score. Returns the games that were not final before. Signals a
 * stat update for them so watchers re-read. Knows nothing of matchups.
 */
export async function finalizeStatsWeek(repos: Repositories, year: number, week: number, now: number): Promise<string[]> {
  const esbids = await repos.stats.finalizeGames({ year, week }, now);
  if (esbids.length) await repos.stats.recordUpdate({ year, week, esbids, pids: [], at: now });
  return esbids;
}
