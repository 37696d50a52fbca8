import { accumulatePlays, type PlayRow } from '@league/shared-rules';
import type { Repositories } from '../../db/repositories';
import type { PlayerIndex, PlayerWeekWrite } from '../../db/repositories/stats.repository';
import { kickoffOf, linesOfGames, statesOfGames, toPlayDoc, weeklyLine } from './lines';

export interface IngestOptions {
  /** Unix seconds, from the app clock. */
  now: number;
  /** The league's player index, when the caller already has it (replay calls ingest many times). */
  index?: PlayerIndex;
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
async function scheduleOf(repos: Repositories, weeks: Array<{ year: number; week: number }>) {
  const byEsbid = new Map<string, Row>();
  const byTeam = new Map<string, string>();
  const seen = new Set<string>();
  for (const { year, week } of weeks) {
    const key = weekKey(year, week);
    if (seen.has(key)) continue;
    seen.add(key);
    for (const g of await repos.nfl.games(year, week)) {
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
  await repos.stats.upsertPlays(docs);
  const esbids = [...new Set(docs.map((p) => p.esbid as string))].sort();
  const acc = accumulatePlays((await repos.stats.playsOfGames(esbids)) as PlayRow[]);
  const index = options.index ?? (await repos.stats.playerIndex());
  const { lines, unmatched } = linesOfGames(acc, index);
  await repos.stats.writeLines('plays', lines, options.now, esbids);
  const games = Object.values(acc.games);
  const schedule = await scheduleOf(repos, games);
  const kickoffs = new Map(games.map((g) => [g.esbid, schedule.byEsbid.has(g.esbid) ? kickoffOf(schedule.byEsbid.get(g.esbid)!) : null]));
  await repos.stats.upsertGameStates(statesOfGames(acc, kickoffs), options.now);
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
