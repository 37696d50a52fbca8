import type { ProjectionRow } from '../contracts/http/entities/projection';
import { STAT_KEYS, type ScoringFormat } from '../scoring/stat-line';
import { PROJECTED_KEYS } from './projection-model';
import { combineProjections, type ProjectionRow as ValuationRow } from './projections';
import { calculateValues, type ValuationLeague } from './weekly-values';

/** What the values worker is asked: the pool's rows, the caller's weights and the league. */
export interface ValuesRequest {
  rows: readonly ProjectionRow[];
  /** The pool: every projected player with his position (one order for every output array). */
  players: ReadonlyArray<{ pid: string; pos: string }>;
  /** Source weight by uid (missing = 1, 0 = left out). */
  weights: Readonly<Record<string, number>>;
  /** Own rows of other users are ignored; null (a visitor) takes any own row (they are the visitor's local rows). */
  userId: number | null;
  league: ValuationLeague & ScoringFormat;
  /** First week of the rest of season (the current fantasy week, at least 1). */
  currentWeek: number;
  finalWeek: number;
  /** Players on a roster of the league (for the best-available baseline); none outside a hosted league. */
  rostered?: readonly string[];
}

/** One player's values: this week's points, and the rest of season's points, points added and market salary. */
export interface PlayerValues {
  week: number;
  /** Points per remaining week (index 0 = the current week), for the lineup projection. */
  weekly: number[];
  ros: number;
  ptsAdded: number;
  marketSalary: number;
}

/** Per remaining week (index 0 = the current week): a position's worst starter and best available points. */
export interface PositionBaselines {
  worstStarter: number[];
  bestAvailable: number[];
}

/**
 * The combined (weighted) projected lines of the remaining weeks, packed: `stats[((i * weeks) + w) * keys.length + k]`
 * for the request's player i (its `players` order), week `currentWeek + w` and stat `keys[k]`; NaN where no
 * row projects the player that week. Packed because the answer crosses from the worker (a typed array
 * is copied in one piece) and the pool is thousands of player-weeks.
 */
export interface ProjectedLines {
  keys: readonly string[];
  weeks: number;
  stats: Float64Array;
}

export interface ValuesResult {
  players: Record<string, PlayerValues>;
  lines: ProjectedLines;
  /** By position (QB, RB, WR, TE). */
  baselines: Record<string, PositionBaselines>;
}

const BASELINE_POSITIONS = ['QB', 'RB', 'WR', 'TE'] as const;

/**
 * Spec §4 "Recompute": the sources' rows combined with the weights (the own row wins), then the
 * shared-rules valuation of the whole pool — points, baselines, points added and market salary (§9).
 * Runs in the players page's values worker (mfe-research); pure, so it is tested and benched
 * (api `npm run bench -- values`) without one.
 */
export function computeValues(req: ValuesRequest): ValuesResult {
  const pids = req.players.map((p) => p.pid);
  // the contract's rows are valuation rows as they are (no copy: the pool is thousands of rows)
  const rows = req.rows as readonly ValuationRow[];
  const packed = combineProjections(rows, pids, req.finalWeek, { weights: req.weights, userId: req.userId });
  const lines = projectedLines(packed, pids.length, req.currentWeek, req.finalWeek);
  const onRoster = new Set(req.rostered ?? []);
  const values = calculateValues({
    positions: req.players.map((p) => p.pos),
    rostered: req.rostered ? Uint8Array.from(pids, (pid) => (onRoster.has(pid) ? 1 : 0)) : null,
    stats: packed.stats,
    weeks: req.finalWeek,
    format: req.league,
    league: req.league,
    currentWeek: req.currentWeek,
    finalWeek: req.finalWeek,
  });
  const week = values.weeks[req.currentWeek - 1];
  const out: Record<string, PlayerValues> = {};
  pids.forEach((pid, i) => {
    const weekly: number[] = [];
    for (let w = req.currentWeek; w <= req.finalWeek; w++) weekly.push(Math.round((values.weeks[w - 1]?.points[i] ?? 0) * 100) / 100);
    out[pid] = {
      week: week ? Math.round(week.points[i] * 100) / 100 : 0,
      weekly,
      ros: Math.round(values.ros.points[i] * 100) / 100,
      ptsAdded: Math.round(values.ros.ptsAdded[i] * 100) / 100,
      marketSalary: values.ros.marketSalary[i],
    };
  });
  const baselines: Record<string, PositionBaselines> = {};
  BASELINE_POSITIONS.forEach((pos, code) => {
    const b: PositionBaselines = { worstStarter: [], bestAvailable: [] };
    for (let w = req.currentWeek; w <= req.finalWeek; w++) {
      const period = values.weeks[w - 1]?.baselines;
      b.worstStarter.push(Math.round((period?.worstStarter[code] ?? 0) * 100) / 100);
      b.bestAvailable.push(Math.round((period?.bestAvailable[code] ?? 0) * 100) / 100);
    }
    baselines[pos] = b;
  });
  return { players: out, baselines, lines };
}

const LINE_STATS = PROJECTED_KEYS.map((key) => STAT_KEYS.indexOf(key));

/** The remaining weeks' combined lines out of the packed projections (two decimals, as the rows are stored). */
function projectedLines(packed: { stats: Float64Array; has: Uint8Array }, players: number, currentWeek: number, finalWeek: number): ProjectedLines {
  const weeks = Math.max(0, finalWeek - currentWeek + 1);
  const keys = PROJECTED_KEYS.length;
  const stats = new Float64Array(players * weeks * keys).fill(NaN);
  for (let i = 0; i < players; i++) {
    for (let w = 0; w < weeks; w++) {
      const cell = i * finalWeek + currentWeek - 1 + w;
      if (!packed.has[cell]) continue;
      const from = cell * STAT_KEYS.length;
      const to = (i * weeks + w) * keys;
      for (let k = 0; k < keys; k++) stats[to + k] = Math.round(packed.stats[from + LINE_STATS[k]] * 100) / 100;
    }
  }
  return { keys: PROJECTED_KEYS, weeks, stats };
}
