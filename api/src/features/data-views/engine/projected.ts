import { getSeason } from '@league/shared-rules';
import type { PoolPointsResponse } from '@league/shared-rules/contracts';
import { columnSpec } from './registry';
import type { CellColumn } from './params';
import type { ProjectedColumnSpec, ProjectedPoints, QueryScope } from './types';

/** The projections family (spec §3 "Projections for week, season and rest of season"), valued in the api. */
export const PROJECTED_COLUMNS: ProjectedColumnSpec[] = [
  { id: 'player_week_projected_points', source: 'projections', value: (p) => p.week },
  { id: 'player_rest_of_season_projected_points', source: 'projections', value: (p) => p.ros },
];

/**
 * The pool's points as the projections family reads them, at `now`: this week's (none in the offseason or after
 * the final week) and the rest of the season's (the whole season in the offseason, when the pool starts at week
 * 1; none after the final week). A player the pool does not hold has no value.
 */
export function projectedByPid(points: PoolPointsResponse, now: Date): Map<string, ProjectedPoints> {
  const season = getSeason(Math.floor(now.getTime() / 1000));
  const inSeason = season.week >= 1 && season.week <= points.finalWeek;
  const over = season.week > points.finalWeek;
  return new Map(points.pids.map((pid, i) => [pid, { week: inSeason ? (points.weekly[i][0] ?? null) : null, ros: over ? null : points.ros[i] }]));
}

/** The indexes of the projections cells among `cells` (of `only`, when given). */
export function projectedIndexes(cells: CellColumn[], only?: ReadonlySet<number>): number[] {
  return cells.flatMap((c, i) => (columnSpec(c.id).source === 'projections' && (!only || only.has(i)) ? [i] : []));
}

/** Sets each player's projections cells (null without a league or a projection). */
export async function fillProjected(cells: CellColumn[], indexes: number[], values: Map<string, Map<number, unknown>>, scope: QueryScope): Promise<void> {
  if (!indexes.length) return;
  const points = scope.projected ? await scope.projected() : null;
  for (const [pid, row] of values) {
    const p = points?.get(pid);
    for (const i of indexes) row.set(i, p ? (columnSpec(cells[i].id) as ProjectedColumnSpec).value(p) : null);
  }
}
