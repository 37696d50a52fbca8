import { computeValues, getSeason, type ValuesRequest } from '@league/shared-rules';
import type { PoolPointsResponse, ProjectionRow, ProjectionStatKey } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { getLeague } from '../leagues/get-league';
import { DEFAULT_WEIGHT } from './projections';

/** Answers kept per process: a few leagues' current weeks (each is some tens of kB). */
const KEPT_ANSWERS = 16;

/**
 * GET /leagues/:leagueId/projections/points: the pool's points with every source at the default weight
 * and no own rows (or, with `weights=mine`, the caller's weights and own rows), valued by the same
 * shared-rules computeValues the players page's worker runs (so a visitor's worker would answer the same
 * numbers). Valuing the pool takes a noticeable moment, so an
 * answer is kept until one of its inputs changes: the source rows (the stamp every write of them bumps,
 * read from the database, so another process's or the job's write is seen), the league's settings and
 * the week. Answers one function per app (tests boot several apps with their own databases).
 */
/**
 * The league's pool points at `now` (answers kept until an input changes); with `userId`, that user's
 * (their source weights and own rows: a user at the default weights without own rows gets the kept answer).
 */
export type PoolPoints = (leagueId: number, now: Date, userId?: number | null) => Promise<PoolPointsResponse>;

/** What a user changed of the defaults: their weights (keyed as the worker keys them) and own rows. */
interface OwnChoices {
  userId: number;
  weights: Record<string, number>;
}

/** The user's own choices, or null when the defaults stand (no other weight, no own row of these weeks). */
async function ownChoices(repos: Repositories, userId: number, year: number, fromWeek: number): Promise<OwnChoices | null> {
  const [weights, ownRows] = await Promise.all([repos.projections.weights(userId), repos.projections.hasOwnRows(userId, year, fromWeek)]);
  if (!ownRows && [...weights.values()].every((w) => w === DEFAULT_WEIGHT)) return null;
  return { userId, weights: Object.fromEntries([...weights].map(([uid, w]) => [String(uid), w])) };
}

export function createPoolPoints(repos: Repositories): PoolPoints {
  const kept = new Map<string, Promise<PoolPointsResponse>>();
  return async (leagueId: number, now: Date, userId: number | null = null): Promise<PoolPointsResponse> => {
    const season = getSeason(Math.floor(now.getTime() / 1000));
    const fromWeek = Math.max(Math.min(season.week, season.finalWeek), 1);
    const [league, stamp, own] = await Promise.all([
      getLeague(repos, leagueId, now),
      repos.projections.sourceRowsStamp(),
      userId === null ? null : ownChoices(repos, userId, season.year, fromWeek),
    ]);
    // the calendar changes with the clock and weighs nothing in the valuation
    const { calendar_events: _calendar, ...settings } = league;
    // a user's own valuation is not kept: their next weight or row would have to reach every process's copy
    if (own) return poolPoints(repos, settings, season.year, fromWeek, season.finalWeek, own);
    const key = JSON.stringify([stamp, season.year, fromWeek, season.finalWeek, settings]);
    let answer = kept.get(key);
    if (!answer) {
      answer = poolPoints(repos, settings, season.year, fromWeek, season.finalWeek);
      kept.set(key, answer);
      answer.catch(() => kept.delete(key));
      // the oldest key goes first (a Map keeps insertion order)
      if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
    }
    return answer;
  };
}

async function poolPoints(
  repos: Repositories,
  league: ValuesRequest['league'],
  year: number,
  fromWeek: number,
  finalWeek: number,
  own: OwnChoices | null = null,
): Promise<PoolPointsResponse> {
  const rows = (await repos.projections.seasonRows(year, fromWeek, own?.userId ?? null)) as ProjectionRow[];
  // the worker's pool: the rows' players in the order they come, those the players table knows
  const pids = [...new Set(rows.map((r) => r.pid))];
  const docs = await repos.players.findByPids(pids);
  const pos = new Map(docs.map((d) => [d.pid, d.pos]));
  const players = pids.filter((pid) => pos.has(pid)).map((pid) => ({ pid, pos: pos.get(pid)! }));
  const result = computeValues({ rows, players, weights: own?.weights ?? {}, userId: own?.userId ?? null, league, currentWeek: fromWeek, finalWeek });
  const { lines } = result;
  const lineKeys = lines.keys as ProjectionStatKey[];
  const out: PoolPointsResponse = { year, fromWeek, finalWeek, pids: [], ros: [], weekly: [], lineKeys, lines: [] };
  players.forEach(({ pid }, i) => {
    const values = result.players[pid];
    out.pids.push(pid);
    out.ros.push(values.ros);
    out.weekly.push(values.weekly);
    // week `fromWeek` is the lines' first week (index 0)
    const at = i * lines.weeks * lineKeys.length;
    const line = lines.weeks > 0 && !Number.isNaN(lines.stats[at]) ? Array.from(lines.stats.subarray(at, at + lineKeys.length)) : null;
    out.lines.push(line);
  });
  return out;
}
