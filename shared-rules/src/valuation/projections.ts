import { STAT_COUNT, STAT_KEYS, type StatLine } from '../scoring/stat-line';

/** A projection row (§3): a player's projected stats for a week from a source, or the user's own. */
export type ProjectionRow = StatLine & {
  pid: string;
  week: number;
  /** Empty (null, undefined, 0 or '') means the user's own row. */
  sourceid?: number | string | null;
  userid?: number | null;
};

/** How rows combine: source weights (missing = 1, <= 0 = ignored) and whose own rows override. */
export interface CombineOptions {
  weights?: Readonly<Record<string, number>>;
  /** The current user; own rows of other users are ignored. Without it, any own row counts. */
  userId?: number | null;
}

const isOwnRow = (row: ProjectionRow): boolean =>
  row.sourceid === undefined || row.sourceid === null || row.sourceid === 0 || row.sourceid === '';

/** Packed projections: stats[(player * weeks + week - 1) * STAT_COUNT + stat]; has[player * weeks + week - 1]. */
export interface PackedProjections {
  weeks: number;
  stats: Float64Array;
  has: Uint8Array;
}

/**
 * Combines projection rows into one stat line per player and week: the user's own row when there is
 * one, else the weighted average of the sources' rows (weight from `weights` by sourceid, default 1;
 * sources weighted 0 or less are left out). Rows of pids not in `pids` or weeks outside 1..`weeks` are
 * ignored. Output is packed for valuation.
 */
export function combineProjections(
  rows: readonly ProjectionRow[],
  pids: readonly string[],
  weeks: number,
  options: CombineOptions = {},
): PackedProjections {
  const index = new Map<string, number>();
  pids.forEach((pid, i) => index.set(pid, i));
  const cells = pids.length * weeks;
  const stats = new Float64Array(cells * STAT_COUNT);
  const weightSum = new Float64Array(cells);
  const own = new Int32Array(cells).fill(-1);
  const has = new Uint8Array(cells);

  rows.forEach((row, r) => {
    const player = index.get(row.pid);
    if (player === undefined || row.week < 1 || row.week > weeks) return;
    const cell = player * weeks + row.week - 1;
    if (isOwnRow(row)) {
      if (options.userId === undefined || options.userId === null || row.userid === options.userId) own[cell] = r;
      return;
    }
    const weight = options.weights?.[String(row.sourceid)] ?? 1;
    if (!(weight > 0)) return;
    weightSum[cell] += weight;
    const base = cell * STAT_COUNT;
    for (let s = 0; s < STAT_COUNT; s++) stats[base + s] += weight * (row[STAT_KEYS[s]] ?? 0);
  });

  for (let cell = 0; cell < cells; cell++) {
    const base = cell * STAT_COUNT;
    if (own[cell] >= 0) {
      const row = rows[own[cell]];
      for (let s = 0; s < STAT_COUNT; s++) stats[base + s] = row[STAT_KEYS[s]] ?? 0;
      has[cell] = 1;
    } else if (weightSum[cell] > 0) {
      for (let s = 0; s < STAT_COUNT; s++) stats[base + s] /= weightSum[cell];
      has[cell] = 1;
    }
  }
  return { weeks, stats, has };
}

/** The combined stat line of one player and week from packed projections (undefined when none). */
export function projectedStatLine(packed: PackedProjections, player: number, week: number): StatLine | undefined {
  const cell = player * packed.weeks + week - 1;
  if (!packed.has[cell]) return undefined;
  const line: StatLine = {};
  for (let s = 0; s < STAT_COUNT; s++) line[STAT_KEYS[s]] = packed.stats[cell * STAT_COUNT + s];
  return line;
}
