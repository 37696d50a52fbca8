import { getSeason } from '@league/shared-rules';
import type { Play, PlayStat, PlayType, PlaysQuery } from '@league/shared-rules/contracts';
import type { Repositories } from '../../db/repositories';
import { AppError } from '../../errors/app-error';
import { derivePlayStats } from './play-stats';
import { gameClock } from './quarter';

type Row = Record<string, unknown>;

/** The nflverse rows of each explorer play type (spec §2); CONV and the scrimmage types split on `down`. */
function playTypeClause(type: PlayType): Row {
  switch (type) {
    case 'PASS':
      return { play_type: { $in: ['pass', 'qb_spike'] }, down: { $exists: true } };
    case 'RUSH':
      return { play_type: { $in: ['run', 'qb_kneel'] }, down: { $exists: true } };
    case 'CONV':
      return { play_type: { $in: ['pass', 'run'] }, down: { $exists: false } };
    case 'FGXP':
      return { play_type: { $in: ['field_goal', 'extra_point'] } };
    case 'KOFF':
      return { play_type: 'kickoff' };
    case 'PUNT':
      return { play_type: 'punt' };
    case 'NOPL':
      return { play_type: 'no_play' };
  }
}

const oneOrIn = <T>(values: readonly T[]): T | { $in: T[] } => (values.length === 1 ? values[0] : { $in: [...values] });

/**
 * The stored-play filter of a query. Its leading fields (year, season_type, week, down) are the
 * declared play indexes' fields, fixed with equality or `$in`, so the embedded planner and MongoDB
 * read an index rather than the collection.
 */
export async function playsFilter(repos: Repositories, query: PlaysQuery, now: number): Promise<Row> {
  const season = getSeason(now);
  const years = query.year?.length ? query.year : [season.year];
  // the current week is the default only when the season is the default too
  const weeks = query.week?.length ? query.week : query.year?.length ? null : [season.week];
  const filter: Row = { year: oneOrIn(years), season_type: query.seas_type };
  if (weeks) filter.week = oneOrIn(weeks);
  if (query.down?.length) filter.down = oneOrIn(query.down);
  const and: Row[] = [];
  if (query.quarter?.length) filter.qtr = oneOrIn(query.quarter);
  if (query.teams?.length) and.push({ $or: [{ posteam: { $in: query.teams } }, { defteam: { $in: query.teams } }] });
  if (query.play_type?.length) and.push({ $or: query.play_type.map(playTypeClause) });
  // a minimum above the maximum is an empty range (the document cannot state the cross-field rule)
  if (query.ydl_100_min > 0 || query.ydl_100_max < 100) filter.yardline_100 = { $gte: query.ydl_100_min, $lte: query.ydl_100_max };
  if (query.pid) {
    const gsis = await repos.plays.gsisIdOf(query.pid);
    if (gsis === undefined) throw AppError.notFound('Player not found');
    // a player without a gsis id has no plays; the impossible match keeps the answer empty
    const id = gsis ?? '';
    and.push({ $or: ['passer_player_id', 'rusher_player_id', 'receiver_player_id', 'kicker_player_id', 'punter_player_id'].map((c) => ({ [c]: id })) });
  }
  if (and.length) filter.$and = and;
  return filter;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

/** A stored play as the wire Play (the nflverse columns it has; `desc` and `sequence` have none). */
export function toPlay(row: Row, playStats: PlayStat[]): Play {
  const stored = num(row.qtr);
  const qtr = stored !== null && Number.isInteger(stored) && stored >= 1 && stored <= 6 ? stored : null;
  const ydl100 = num(row.yardline_100);
  const down = num(row.down);
  return {
    esbid: String(row.esbid),
    playId: Number(row.playId),
    year: Number(row.year),
    week: Number(row.week),
    seas_type: row.season_type === 'POST' ? 'POST' : row.season_type === 'PRE' ? 'PRE' : 'REG',
    sequence: null,
    pos_team: str(row.posteam),
    qtr,
    game_clock_start: gameClock(qtr, num(row.game_seconds_remaining)),
    // the offence's own goal is 0: 100 minus the distance to the opponent's goal
    ydl_start: ydl100 === null ? null : 100 - ydl100,
    ydl_end: null,
    desc: null,
    def_team: str(row.defteam),
    down: down !== null && down >= 1 && down <= 4 ? down : null,
    ydstogo: num(row.ydstogo),
    play_type: str(row.play_type),
    yards_gained: num(row.yards_gained),
    playStats,
  };
}

/** Each row's stats with the league pid of every credited player that the league knows. */
export async function statsOf(repos: Repositories, rows: Row[]): Promise<PlayStat[][]> {
  const stats = rows.map((r) => derivePlayStats(r));
  const ids = [...new Set(stats.flat().flatMap((s) => (s.gsisId ? [s.gsisId] : [])))];
  const pids = await repos.plays.pidsOfGsisIds(ids);
  return stats.map((list) => list.map((s) => ({ ...s, gsispid: (s.gsisId && pids.get(s.gsisId)) || null })));
}

/** GET /plays. */
export async function listPlays(repos: Repositories, query: PlaysQuery, now: number): Promise<Play[]> {
  const rows = await repos.plays.find(await playsFilter(repos, query, now), { offset: query.offset, limit: query.limit });
  const stats = await statsOf(repos, rows);
  return rows.map((r, i) => toPlay(r, stats[i]));
}

/** GET /plays/stats: the stats of the same page of plays, flattened in play order. */
export async function listPlayStats(repos: Repositories, query: PlaysQuery, now: number): Promise<PlayStat[]> {
  const rows = await repos.plays.find(await playsFilter(repos, query, now), { offset: query.offset, limit: query.limit });
  return (await statsOf(repos, rows)).flat();
}
