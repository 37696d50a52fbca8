import type { DataViewFilters, DataViewSort } from '@league/shared-rules/contracts';
import { columnSpec } from './registry';
import type { CellColumn } from './params';
import { SOURCES } from './sources';
import type { Expr, GroupColumnSpec, QueryScope, SourceSpec } from './types';

type Stage = Record<string, unknown>;

const cell = (i: number) => `c${i}`;

interface Group {
  source: SourceSpec;
  params: CellColumn['params'];
  cells: Array<{ index: number; spec: GroupColumnSpec; perGame: boolean }>;
}

/** Cells that read one source with the same season window share one grouped sub-pipeline. */
function groupsOf(cells: CellColumn[]): Group[] {
  const groups = new Map<string, Group>();
  cells.forEach((c, index) => {
    const spec = columnSpec(c.id);
    if (spec.source === 'players') return;
    const source = SOURCES[spec.source];
    const p = c.params;
    const key = source.seasonal ? `${source.id}|${p.year}|${p.seas_type}|${p.week_min}|${p.week_max}` : source.id;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { source, params: p, cells: [] }));
    group.cells.push({ index, spec, perGame: spec.rate === true && p.rate_type === 'per_game' });
  });
  return [...groups.values()];
}

/**
 * One source grouped per player: $match (index-served) → $group → windows → (gsis sources) the
 * player's pid through players.gsis_id → one field per cell. Null when the source has no rows to give
 * (an empty week window, no league): its cells stay null.
 */
function groupPipeline(group: Group, scope: QueryScope): Stage[] | null {
  const match = group.source.match(group.params, scope);
  if (!match) return null;
  const accumulators: Record<string, Expr> = {};
  const windows: Stage[] = [];
  const out: Record<string, Expr> = { _id: 0 };
  const needsGames = group.cells.some((c) => c.perGame);
  if (needsGames) accumulators._games = group.source.games;
  for (const { index, spec, perGame } of group.cells) {
    const f = (name: string) => `$${cell(index)}_${name}`;
    for (const [name, acc] of Object.entries(spec.acc)) accumulators[f(name).slice(1)] = acc;
    if (spec.window) windows.push(spec.window(f));
    const value = spec.value(f);
    const games = group.source.gamesValue('$_games');
    out[cell(index)] = perGame ? { $cond: [{ $gt: [games, 0] }, { $round: [{ $divide: [value, games] }, 2] }, null] } : value;
  }
  const stages: Stage[] = [{ $match: match }, ...(group.source.pre ?? []), { $group: { _id: group.source.groupKey, ...accumulators } }, ...windows];
  if (group.source.key === 'gsis') {
    stages.push({ $lookup: { from: 'players', localField: '_id', foreignField: 'gsis_id', as: '_p' } });
    out.pid = { $arrayElemAt: ['$_p.pid', 0] };
  } else if (group.source.key === 'team') {
    // one row per player of the team (players.team is the nflverse code the plays use)
    stages.push({ $lookup: { from: 'players', localField: '_id', foreignField: 'team', as: '_p' } }, { $unwind: '$_p' });
    out.pid = '$_p.pid';
  } else out.pid = '$_id';
  stages.push({ $project: out });
  return stages;
}

export interface PageWindow {
  offset: number;
  limit: number;
}

/**
 * The whole query as one aggregation on `players`: the player columns, each source's grouped rows joined
 * in with $unionWith, merged per pid, sorted by the view's sort list (missing values last whatever the
 * direction, then pid so pages are stable), and one page plus the total count.
 */
export function buildPipeline(
  cells: CellColumn[],
  sort: readonly DataViewSort[],
  scope: QueryScope,
  page: PageWindow,
  filters?: DataViewFilters,
): Stage[] {
  const base: Record<string, Expr> = { _id: 0, pid: 1, _base: { $literal: true } };
  cells.forEach((c, i) => {
    const spec = columnSpec(c.id);
    if (spec.source === 'players') base[cell(i)] = spec.value(scope);
  });
  const positions = filters?.positions;
  // a leading $match on players: the embedded server serves it from the pos index too
  const stages: Stage[] = [...(positions?.length ? [{ $match: { pos: { $in: positions } } }] : []), { $project: base }];
  for (const group of groupsOf(cells)) {
    const sub = groupPipeline(group, scope);
    if (sub) stages.push({ $unionWith: { coll: group.source.collection, pipeline: sub } });
  }
  const merged: Record<string, Expr> = { _id: '$pid', _base: { $max: '$_base' } };
  cells.forEach((_c, i) => (merged[cell(i)] = { $max: `$${cell(i)}` }));
  stages.push({ $group: merged }, { $match: { _base: true } });

  const flags: Record<string, Expr> = {};
  const order: Record<string, 1 | -1> = {};
  sort.forEach((s, k) => {
    const i = cells.findIndex((c) => c.id === s.column_id);
    if (i < 0) return;
    flags[`_n${k}`] = { $cond: [{ $eq: [{ $ifNull: [`$${cell(i)}`, null] }, null] }, 1, 0] };
    order[`_n${k}`] = 1;
    order[cell(i)] = s.desc ? -1 : 1;
  });
  order._id = 1;
  if (Object.keys(flags).length) stages.push({ $addFields: flags });
  stages.push(
    { $sort: order },
    { $facet: { total: [{ $count: 'n' }], rows: [{ $skip: page.offset }, { $limit: page.limit }] } },
  );
  return stages;
}
