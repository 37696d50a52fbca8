import type { Repositories } from '../../db/repositories';
import { IngestSession, ingestPlays, ingestWeeklyStats } from './ingest';
import { kickoffOf, toPlayDoc } from './lines';

type Row = Record<string, unknown>;

export interface ReplayOptions {
  year: number;
  week: number;
  /**
   * Game seconds per wall-clock second (60: a minute of game clock a second). `Infinity` feeds every
   * batch without sleeping (tests, and "just load it").
   */
  speed: number;
  /** The week's plays (any order; rows of other weeks are ignored). */
  plays: readonly Row[];
  /** Unix seconds for the writes (the app clock). */
  now: () => number;
  /** Waits `ms` (injectable: tests pass one that records instead of waiting). */
  sleep?: (ms: number) => Promise<void>;
  /**
   * A monotonic millisecond reading (default performance.now): the time spent ingesting is taken off the
   * next sleep, so the replay keeps to `speed` as long as ingesting keeps up.
   */
  elapsedMs?: () => number;
  /** A batch closes once it spans this many timeline seconds (default 30). */
  batchSeconds?: number;
  /** Timeline gaps longer than this (no game in progress between kickoff windows) are cut to it (default 300). */
  maxGapSeconds?: number;
  /** Apply the week's official weekly rows (player_weekly_stats) after the last play (default true). */
  applyWeekly?: boolean;
  /**
   * Only these games (esbids): only they are reset and replayed, the rest of the week stays as it is
   * (a demo or a test of one game in seconds instead of a whole week in minutes).
   */
  games?: readonly string[];
  /** Called after each batch (progress output). */
  onBatch?: (info: { batch: number; batches: number; plays: number; at: number }) => void;
  /** Stop early (SIGINT): checked between batches. */
  signal?: AbortSignal;
}

export interface ReplayResult {
  plays: number;
  batches: number;
  games: number;
  /** Wall-clock milliseconds slept in total. */
  sleptMs: number;
}

interface TimedPlay {
  row: Row;
  esbid: string;
  /** Seconds on the week's timeline: kickoff + elapsed game time. */
  t: number;
}

/**
 * Orders the week's plays on one timeline: each game's plays by play_id, placed at its kickoff plus the
 * game time elapsed. `game_seconds_remaining` restarts in overtime, so elapsed time keeps counting from
 * where regulation stopped whenever the clock jumps up.
 */
export function timeline(plays: readonly Row[], kickoffs: Map<string, number | null>): TimedPlay[] {
  const games = new Map<string, Row[]>();
  for (const p of plays) {
    const esbid = String(p.esbid);
    let list = games.get(esbid);
    if (!list) games.set(esbid, (list = []));
    list.push(p);
  }
  const out: TimedPlay[] = [];
  for (const [esbid, rows] of games) {
    rows.sort((a, b) => Number(a.playId) - Number(b.playId));
    const kickoff = kickoffs.get(esbid) ?? 0;
    let offset = 0;
    let base = 3600;
    let last: number | null = null;
    let elapsed = 0;
    for (const row of rows) {
      const secs: number | null = typeof row.game_seconds_remaining === 'number' ? row.game_seconds_remaining : last;
      if (secs !== null) {
        if (last !== null && secs > last) {
          offset = elapsed;
          base = secs;
        }
        elapsed = Math.max(elapsed, offset + (base - secs));
        last = secs;
      }
      out.push({ row, esbid, t: kickoff + elapsed });
    }
  }
  return out.sort((a, b) => a.t - b.t || (a.esbid < b.esbid ? -1 : a.esbid > b.esbid ? 1 : Number(a.row.playId) - Number(b.row.playId)));
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Replays a past week through the live ingest path. Replay mode RESETS THE WEEK FIRST: the week's
 * player_weeks lines and stored plays are deleted and its games set back to scheduled 0–0 at 3600.
 * Then the plays are fed in timeline order through ingestPlays in small batches, each at its due time
 * (timeline delta / speed after the previous one, less the time ingesting took); each game is finalized right after its last play. With
 * `applyWeekly` the week's official weekly rows, when the data set has them (2023–2024), are ingested at
 * the end, as the nflverse weekly file arrives after the games.
 */
export async function replayWeek(repos: Repositories, options: ReplayOptions): Promise<ReplayResult> {
  const { year, week, speed } = options;
  if (!(speed > 0)) throw new RangeError(`speed must be > 0, got ${speed}`);
  const sleep = options.sleep ?? realSleep;
  const batchSeconds = options.batchSeconds ?? 30;
  const maxGap = options.maxGapSeconds ?? 300;
  const only = options.games?.length ? new Set(options.games) : null;
  const plays = options.plays.map(toPlayDoc).filter((p) => p.year === year && p.week === week && (!only || only.has(String(p.esbid))));
  const schedule = (await repos.nfl.games(year, week)).filter((g) => !only || only.has(String(g.esbid)));
  const kickoffs = new Map(schedule.map((g) => [String(g.esbid), kickoffOf(g)]));
  const timed = timeline(plays, kickoffs);

  const batches: TimedPlay[][] = [];
  for (const p of timed) {
    const current = batches[batches.length - 1];
    if (current && p.t - current[0].t < batchSeconds) current.push(p);
    else batches.push([p]);
  }
  const lastBatchOf = new Map<string, number>();
  batches.forEach((b, i) => b.forEach((p) => lastBatchOf.set(p.esbid, i)));

  if (only) await repos.stats.resetGames([...only], options.now());
  else await repos.stats.resetWeek(year, week, options.now());
  // the data-view engine's play totals of the reset games go with their plays
  await repos.playTotals.remove(only ? { esbid: { $in: [...only] } } : { year, week });
  const index = await repos.stats.playerIndex();
  // One feeder for the whole replay: the games' plays and the week's schedule stay in memory.
  const session = new IngestSession();
  const elapsed = options.elapsedMs ?? (() => performance.now());
  const started = elapsed();
  let due = 0;
  let sleptMs = 0;
  let done = 0;
  for (let i = 0; i < batches.length; i++) {
    if (options.signal?.aborted) break;
    if (i > 0 && Number.isFinite(speed)) {
      // when batch i is due, in wall ms after the first batch
      due += (Math.min(batches[i][0].t - batches[i - 1][0].t, maxGap) * 1000) / speed;
      const ms = Math.round(due - (elapsed() - started));
      if (ms > 0) {
        await sleep(ms);
        sleptMs += ms;
      }
    }
    await ingestPlays(repos, batches[i].map((p) => p.row), { now: options.now(), index, session });
    done += batches[i].length;
    const ended = [...new Set(batches[i].map((p) => p.esbid))].filter((e) => lastBatchOf.get(e) === i);
    if (ended.length) {
      await repos.stats.finalizeGames({ esbids: ended }, options.now());
      await repos.stats.recordUpdate({ year, week, esbids: ended, pids: [], at: options.now() });
    }
    options.onBatch?.({ batch: i + 1, batches: batches.length, plays: done, at: batches[i][0].t });
  }
  if (!options.signal?.aborted) {
    if (options.applyWeekly !== false) {
      const teams = new Set(schedule.flatMap((g) => [String(g.h), String(g.v)]));
      const weekly = (await repos.nfl.all('player_weekly_stats', { season: year, week })).filter((r) => !only || teams.has(String(r.recent_team)));
      if (weekly.length) await ingestWeeklyStats(repos, weekly, { now: options.now(), index });
    }
  }
  return { plays: done, batches: batches.length, games: lastBatchOf.size, sleptMs };
}
