import type { DataViewFilters, DataViewSort } from '@league/shared-rules/contracts';
import { columnSpec } from './registry';
import type { CellColumn } from './params';
import { cell, groupMates, orderedPlayersQuery, pagePlayersQuery, playersQuery, sourceQueries, type Narrow, type SourceQuery, type Stage } from './pipeline';
import type { QueryScope } from './types';
import { resolvePerGame } from './active-games';
import { fillProjected, projectedIndexes } from './projected';
import { careerIndexes, fillCareers } from './careers';

type Row = Record<string, unknown>;
/** Runs one aggregation on a collection (the repository, with the time budget). */
export type Aggregate = (collection: string, pipeline: Stage[]) => Promise<Row[]>;

export interface PlayerKeys {
  pid: string;
  gsis_id?: string | null;
  team?: string | null;
}

/**
 * Spreads grouped rows onto the players they belong to: by pid, by gsis id (players.gsis_id) or by team
 * (every player whose current team it is). `values` is keyed by pid, then cell index.
 */
export function join(players: Array<PlayerKeys & Row>, queries: SourceQuery[], results: Row[][], values: Map<string, Map<number, unknown>>, scope: QueryScope): void {
  const byGsis = new Map<string, string[]>();
  const byTeam = new Map<string, string[]>();
  for (const p of players) {
    if (p.gsis_id) byGsis.set(p.gsis_id, [...(byGsis.get(p.gsis_id) ?? []), p.pid]);
    // a matchup reads the row of the player's team's opponent of the week
    const team = teamRowOf(p.team, scope);
    if (team) byTeam.set(team, [...(byTeam.get(team) ?? []), p.pid]);
  }
  queries.forEach((q, k) => {
    for (const r of results[k]) {
      const key = String(r._id);
      const pids = q.key === 'pid' ? (values.has(key) ? [key] : []) : ((q.key === 'gsis' ? byGsis : byTeam).get(key) ?? []);
      for (const pid of pids) for (const i of q.cells) values.get(pid)!.set(i, r[cell(i)]);
    }
  });
}

/** The team whose team rows a player's team reads: itself, or with a matchup its opponent of the week. */
function teamRowOf(team: string | null | undefined, scope: QueryScope): string | undefined {
  if (!team) return undefined;
  return scope.opponents ? scope.opponents.get(team) : team;
}

const isMissing = (v: unknown) => v === null || v === undefined;

/** MongoDB's order for the values a cell holds: numbers before strings. */
function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'number') return -1;
  if (typeof b === 'number') return 1;
  const [x, y] = [String(a), String(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * The order when the sort is one grouped cell keyed by pid or gsis id (a play total, a season log…): the
 * source's rows with a value, mapped to the view's players (pid or gsis_id index) and sorted here, come
 * first; the players without a value follow by pid, read only when the page reaches them. Nothing else of
 * the other ~5,000 players is read.
 */
async function orderBySource(
  aggregate: Aggregate,
  q: SourceQuery,
  key: { index: number; desc: boolean },
  page: { offset: number; limit: number },
  filters?: DataViewFilters,
): Promise<{ pids: string[]; total: number; rows: Row[] }> {
  const pos = filters?.positions?.length ? { pos: { $in: filters.positions } } : {};
  const [rows, counted] = await Promise.all([aggregate(q.collection, q.pipeline), aggregate('players', [{ $match: pos }, { $count: 'n' }])]);
  const total = Number(counted[0]?.n ?? 0);
  const valueOf = new Map(rows.filter((r) => !isMissing(r[cell(key.index)])).map((r) => [String(r._id), r[cell(key.index)]]));
  const field = q.key === 'pid' ? 'pid' : 'gsis_id';
  const players = valueOf.size
    ? ((await aggregate('players', [{ $match: { ...pos, [field]: { $in: [...valueOf.keys()] } } }, { $project: { _id: 0, pid: 1, gsis_id: 1 } }])) as Array<PlayerKeys & Row>)
    : [];
  const valued = players
    .map((p) => ({ pid: p.pid, v: valueOf.get(String(q.key === 'pid' ? p.pid : p.gsis_id)) }))
    .sort((a, b) => compare(a.v, b.v) * (key.desc ? -1 : 1) || (a.pid < b.pid ? -1 : a.pid > b.pid ? 1 : 0));
  const pids = valued.slice(page.offset, page.offset + page.limit).map((r) => r.pid);
  const need = page.limit - pids.length;
  if (need > 0 && page.offset + pids.length < total) {
    const skip = Math.max(0, page.offset - valued.length);
    const rest = await aggregate('players', [
      { $match: { ...pos, pid: { $nin: valued.map((r) => r.pid) } } },
      { $sort: { pid: 1 } },
      { $skip: skip },
      { $limit: need },
      { $project: { _id: 0, pid: 1 } },
    ]);
    pids.push(...rest.map((r) => String(r.pid)));
  }
  return { pids, total, rows };
}

/**
 * A page of a view in two steps, so the first page does not compute every cell of every player:
 *
 * 1. The order: only the sort's cells. A sort on player cells only is sorted and paged on the database;
 *    a sort on one grouped cell reads that source's rows with a value (orderBySource); any other sort
 *    reads the sort's sources grouped per key for every player of the view and sorts here. Missing values
 *    come last in both directions, then pid.
 * 2. The page: the page's players with every player cell, and each other source narrowed to the page's
 *    pids, gsis ids or teams (each a top-level aggregation, so its leading $match is index-served).
 */
export async function executeView(
  aggregate: Aggregate,
  cells: CellColumn[],
  sort: readonly DataViewSort[],
  scope: QueryScope,
  page: { offset: number; limit: number },
  filters?: DataViewFilters,
): Promise<{ rows: Array<{ pid: string; cells: unknown[] }>; total: number }> {
  const sortKeys: Array<{ index: number; desc: boolean }> = [];
  for (const s of sort) {
    const index = cells.findIndex((c) => c.id === s.column_id);
    if (index >= 0 && !sortKeys.some((k) => k.index === index)) sortKeys.push({ index, desc: s.desc });
  }
  let pids: string[];
  let total: number;
  // a sort on one grouped cell: its whole group (same source and window) is computed once, for the order
  // and for the page's cells of that group
  let mates = sortKeys.length === 1 ? groupMates(cells, sortKeys[0].index) : new Set<number>();
  let single = mates.size ? sourceQueries(cells, scope, mates) : [];
  // except on raw plays, where every accumulator costs per play of every player: the order takes only the
  // sort's cell, and the page's other cells of the group come narrowed to its players
  if (single.length === 1 && single[0].collection === 'plays' && mates.size > 1) {
    mates = new Set([sortKeys[0].index]);
    single = sourceQueries(cells, scope, mates);
  }
  let ordered: { query: SourceQuery; rows: Row[] } | null = null;
  // (a per-game query's rows are games, not the sort's values: it takes the general path)
  if (single.length === 1 && single[0].key !== 'team' && !single[0].perGame) {
    let rows: Row[];
    ({ pids, total, rows } = await orderBySource(aggregate, single[0], sortKeys[0], page, filters));
    ordered = { query: single[0], rows };
  } else if (sortKeys.every((k) => columnSpec(cells[k.index].id).source === 'players')) {
    const [facet] = (await aggregate('players', orderedPlayersQuery(cells, scope, sortKeys, page, filters))) as Array<{ total: Array<{ n: number }>; rows: Array<{ pid: string }> }>;
    total = facet?.total[0]?.n ?? 0;
    pids = (facet?.rows ?? []).map((r) => r.pid);
  } else {
    const only = new Set(sortKeys.map((k) => k.index));
    const queries = sourceQueries(cells, scope, only);
    const [players, ...results] = await Promise.all([
      aggregate('players', playersQuery(cells, scope, only, filters)) as Promise<Array<PlayerKeys & Row>>,
      ...queries.map((q) => aggregate(q.collection, q.pipeline)),
    ]);
    const values = new Map(players.map((p) => [p.pid, new Map<number, unknown>(sortKeys.map((k) => [k.index, p[cell(k.index)]]))]));
    const resolved = await resolvePerGame(aggregate, players, queries, results, scope);
    join(players, resolved.queries, resolved.results, values, scope);
    await fillProjected(cells, projectedIndexes(cells, only), values, scope);
    await fillCareers(aggregate, cells, careerIndexes(cells, only), values, scope);
    const order = [...values.keys()].sort((a, b) => {
      const va = values.get(a)!;
      const vb = values.get(b)!;
      for (const { index, desc } of sortKeys) {
        const [x, y] = [va.get(index), vb.get(index)];
        if (isMissing(x) !== isMissing(y)) return isMissing(x) ? 1 : -1;
        if (isMissing(x)) continue;
        const c = compare(x, y);
        if (c) return desc ? -c : c;
      }
      return a < b ? -1 : a > b ? 1 : 0;
    });
    total = order.length;
    pids = order.slice(page.offset, page.offset + page.limit);
  }
  if (!pids.length) return { rows: [], total };

  const players = (await aggregate('players', pagePlayersQuery(cells, scope, pids))) as Array<PlayerKeys & Row>;
  const narrow: Narrow = {
    pids,
    gsis: [...new Set(players.map((p) => p.gsis_id).filter((g): g is string => typeof g === 'string'))],
    teams: [...new Set(players.map((p) => teamRowOf(p.team, scope)).filter((t): t is string => typeof t === 'string'))],
  };
  const rest = ordered ? new Set(cells.map((_c, i) => i).filter((i) => !ordered.query.cells.includes(i))) : undefined;
  const queries = sourceQueries(cells, scope, rest, narrow);
  const resolved = await resolvePerGame(aggregate, players, queries, await Promise.all(queries.map((q) => aggregate(q.collection, q.pipeline))), scope);
  const values = new Map(players.map((p) => [p.pid, new Map<number, unknown>(cells.map((_c, i) => [i, p[cell(i)]]))]));
  join(
    players,
    ordered ? [...resolved.queries, ordered.query] : resolved.queries,
    ordered ? [...resolved.results, ordered.rows] : resolved.results,
    values,
    scope,
  );
  await fillProjected(cells, projectedIndexes(cells), values, scope);
  await fillCareers(aggregate, cells, careerIndexes(cells), values, scope);
  return { rows: pids.filter((pid) => values.has(pid)).map((pid) => ({ pid, cells: cells.map((_c, i) => values.get(pid)!.get(i)) })), total };
}
