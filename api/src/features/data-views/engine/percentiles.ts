import type { DataViewColumnId, DataViewFilters, DataViewPercentiles } from '@league/shared-rules/contracts';
import { columnMeta, columnSpec } from './registry';
import type { CellColumn } from './params';
import { cell, playersQuery, sourceQueries } from './pipeline';
import { join, type Aggregate, type PlayerKeys } from './execute';
import { resolvePerGame } from './active-games';
import { fillProjected, projectedIndexes } from './projected';
import { careerIndexes, fillCareers } from './careers';
import type { QueryScope } from './types';

/** Spec §9 qualifier minimums: a play column's rows count only with this many plays of the family's kind. */
const QUALIFIERS: Partial<Record<string, { id: DataViewColumnId; min: number }>> = {
  passing: { id: 'player_pass_attempts_from_plays', min: 14 },
  rushing: { id: 'player_rush_attempts_from_plays', min: 8 },
  receiving: { id: 'player_targets_from_plays', min: 8 },
};

/** Columns where a smaller value is the better one: their percentile points are reversed. */
const LOWER_IS_BETTER = new Set<DataViewColumnId>([
  'player_forty_yard_dash',
  'player_three_cone',
  'player_short_shuttle',
  'player_draft_round',
  'player_draft_pick',
  'player_fantasy_points_position_rank_from_seasonlogs',
  'player_best_position_rank_from_careerlogs',
]);

const POINTS = [25, 50, 75, 90, 95, 98, 99] as const;

/** The value at fraction q (0-1) of sorted values, linear between ranks. */
function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  const v = sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
  return Math.round(v * 1000) / 1000;
}

/** Percentiles of one column's values (spec §3): null without a value. */
export function percentilesOf(values: number[], lowerIsBetter: boolean): DataViewPercentiles | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const p = Object.fromEntries(POINTS.map((k) => [`p${k}`, quantile(sorted, lowerIsBetter ? 1 - k / 100 : k / 100)]));
  return { n: sorted.length, ...p, min: sorted[0], max: sorted[sorted.length - 1], lower_is_better: lowerIsBetter } as DataViewPercentiles;
}

/**
 * Each numeric cell column's percentiles within the view: every player the view lists (its positions), not only
 * the page. The numeric cells are computed for every player by the same grouped queries as the view's (so a
 * sort's group is shared through the answer cache), with a hidden qualifier cell per play column (its family's
 * attempts or targets in the same window, the same grouped query).
 */
export async function viewPercentiles(aggregate: Aggregate, cells: CellColumn[], scope: QueryScope, filters?: DataViewFilters): Promise<Array<DataViewPercentiles | null>> {
  const numeric = cells.map((c, i) => (columnMeta(c.id).type === 'number' ? i : -1)).filter((i) => i >= 0);
  if (!numeric.length) return cells.map(() => null);
  const all = [...cells];
  const qualifierOf = new Map<number, { index: number; min: number }>();
  for (const i of numeric) {
    const q = QUALIFIERS[columnMeta(cells[i].id).family];
    if (!q) continue;
    qualifierOf.set(i, { index: all.length, min: q.min });
    all.push({ id: q.id, params: { ...cells[i].params, rate_type: null } });
  }
  const wanted = new Set([...numeric, ...[...qualifierOf.values()].map((q) => q.index)]);
  const onPlayers = new Set([...wanted].filter((i) => columnSpec(all[i].id).source === 'players'));
  const grouped = new Set([...wanted].filter((i) => !onPlayers.has(i)));
  const queries = grouped.size ? sourceQueries(all, scope, grouped) : [];
  const [players, ...results] = await Promise.all([
    aggregate('players', playersQuery(all, scope, onPlayers, filters)) as Promise<Array<PlayerKeys & Record<string, unknown>>>,
    ...queries.map((q) => aggregate(q.collection, q.pipeline)),
  ]);
  const values = new Map(players.map((p) => [p.pid, new Map<number, unknown>([...onPlayers].map((i) => [i, p[cell(i)]]))]));
  const resolved = await resolvePerGame(aggregate, players, queries, results, scope);
  join(players, resolved.queries, resolved.results, values, scope);
  await fillProjected(all, projectedIndexes(all, wanted), values, scope);
  await fillCareers(aggregate, all, careerIndexes(all, wanted), values, scope);
  return cells.map((c, i) => {
    if (!numeric.includes(i)) return null;
    const q = qualifierOf.get(i);
    const xs: number[] = [];
    for (const row of values.values()) {
      const v = row.get(i);
      if (typeof v !== 'number' || !Number.isFinite(v)) continue;
      if (q && !(Number(row.get(q.index) ?? 0) >= q.min)) continue;
      xs.push(v);
    }
    return percentilesOf(xs, LOWER_IS_BETTER.has(c.id));
  });
}
