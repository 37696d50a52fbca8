import type { DataViewFilters, DataViewRateType } from '@league/shared-rules/contracts';
import { columnSpec } from './registry';
import type { CellColumn } from './params';
import { PLAY_ROLES, PLAY_TOTALS_COLLECTION } from './play-measures';
import { PLAYS_TEAM_DEF, SOURCES, weekList, weekWindow } from './sources';
import type { Expr, GroupColumnSpec, QueryScope, SourceSpec } from './types';

export type Stage = Record<string, unknown>;

export const cell = (i: number) => `c${i}`;

interface Group {
  source: SourceSpec;
  params: CellColumn['params'];
  cells: Array<{ index: number; spec: GroupColumnSpec; rate: DataViewRateType | null }>;
  /** A player's play cells per team play (pass, rush): summed per game against his team's plays (active-games.ts). */
  teamRates?: boolean;
}

/** The team measure a rate per team play divides by. */
const TEAM_RATE_MEASURE: Partial<Record<DataViewRateType, string>> = { per_team_play: 'plays', per_team_pass_play: 'pa', per_team_rush_play: 'ra' };

/** Cells (of `only`, when given) that read one source with the same season window share one grouped query. */
function groupsOf(cells: CellColumn[], only?: ReadonlySet<number>): Group[] {
  const groups = new Map<string, Group>();
  cells.forEach((c, index) => {
    if (only && !only.has(index)) return;
    const spec = columnSpec(c.id);
    // player cells come with the players; projected ones and careers are valued in the api (projected.ts, careers.ts)
    if (spec.source === 'players' || spec.source === 'projections' || spec.source === 'careerlogs' || spec.source === 'points_added') return;
    const source = SOURCES[spec.source];
    const p = c.params;
    const rate = spec.rate === true ? p.rate_type : null;
    // a player's count per team play, or a share of his team's, reads two sources per game: its own group
    const teamRates = source.key !== 'team' && ((rate !== null && TEAM_RATE_MEASURE[rate] !== undefined) || spec.teamShare !== undefined);
    const key = `${source.seasonal ? `${source.id}|${p.year}|${p.seas_type}|${p.week_min}|${p.week_max}` : source.id}${teamRates ? '|team-rate' : ''}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { source, params: p, cells: [], teamRates }));
    group.cells.push({ index, spec, rate });
  });
  return [...groups.values()];
}

/** The players (and their ids) a page shows: grouped queries for a page read only their rows. */
export interface Narrow {
  pids: string[];
  gsis: string[];
  teams: string[];
}

/** One source grouped per key (pid, gsis id or team), a top-level aggregation on its own collection. */
export interface SourceQuery {
  collection: string;
  pipeline: Stage[];
  key: SourceSpec['key'];
  cells: number[];
  /**
   * Rows per game, summed per player by active-games.ts, which then applies `finish` (the cells): the pipeline
   * groups per key and game (`_id: { k, g }`) and stops at the accumulators. `team`: a team play source under
   * limit_to_player_active_games. `player`: a player's cells per team play, whose `basis` team measures
   * (`_basis_<m>`) are his team's in the same games.
   */
  perGame?: { by: 'team' | 'player'; finish: Stage[]; params: CellColumn['params']; basis: string[] };
}

/** The measure (play-measures.ts) a rate per play divides by: a count of the column's own role. */
const RATE_MEASURE: Record<Exclude<DataViewRateType, 'per_game'>, string> = {
  per_pass_attempt: 'att',
  per_rush_attempt: 'att',
  per_target: 'tgt',
  per_reception: 'rec',
  per_team_play: 'plays',
  per_team_pass_play: 'pa',
  per_team_rush_play: 'ra',
};

/** Whether a play source is read from the pre-aggregated table: always, unless the view filters plays. */
export function usesPlayTotals(source: SourceSpec, scope: QueryScope): boolean {
  return source.role !== undefined && !scope.rawPlays && Object.keys(scope.playFilter ?? {}).length === 0;
}

/**
 * One source grouped per key: $match (index-served, see engine README) → $group → windows → one field per
 * cell. A play source without play filters reads play_game_totals (one row per player and game, the
 * measures summed at import) instead of the raw plays. `narrow` keeps only a page's rows, unless a cell
 * ranks every row (a window). Null when the source has no rows to give (an empty week window, no league).
 */
function groupQuery(group: Group, scope: QueryScope, narrow?: Narrow): SourceQuery | null {
  const { params } = group;
  const source = group.source.id === 'plays_team' && scope.teamUnit === 'def' ? PLAYS_TEAM_DEF : group.source;
  const table = usesPlayTotals(source, scope);
  let match: Record<string, unknown> | null;
  let keyField: string;
  if (table) {
    const w = weekWindow(params);
    match = w ? { role: source.role, year: params.year, season_type: params.seas_type, week: { $in: weekList(w) } } : null;
    keyField = 'key';
  } else {
    match = source.match(params, scope);
    keyField = source.groupKey.slice(1);
  }
  if (!match) return null;
  // game filters: the plays (or per-game totals) of the games that pass them; both carry the game's esbid
  if (scope.games && (source.role !== undefined || source.gameScoped)) match = { ...match, esbid: { $in: scope.games } };
  const ranked = group.cells.some(({ spec }) => spec.window);
  if (narrow && !ranked) {
    const ids = source.key === 'pid' ? narrow.pids : source.key === 'gsis' ? narrow.gsis : narrow.teams;
    match = { ...match, ...(source.narrow && !table ? source.narrow(ids) : { [keyField]: { $in: ids } }) };
  }
  // a team's rows per game, for each player to sum over the games he played; or a player's rows per game, to
  // divide by his team's plays of the same games (active-games.ts)
  const teamPerGame = scope.activeGames === true && source.key === 'team' && source.role !== undefined && !scope.opponents;
  const perGame = teamPerGame || group.teamRates === true;
  const teamBasis = new Set<string>();
  const accumulators: Record<string, Expr> = {};
  const windows: Stage[] = [];
  const out: Record<string, Expr> = { _id: 1 };
  // per game, `_games` is the count of the player's games, set when his rows are summed
  if (group.cells.some((c) => c.rate === 'per_game') && !perGame) accumulators._games = table ? { $sum: 1 } : source.games;
  const games = table || perGame ? '$_games' : source.gamesValue('$_games');
  // a rate per play of the column's own role divides by that role's measure (att, tgt, plays…), summed once
  const basis = (rate: DataViewRateType): Expr => {
    if (rate === 'per_game') return games;
    const team = TEAM_RATE_MEASURE[rate];
    if (group.teamRates && team) {
      teamBasis.add(team);
      return `$_basis_${team}`;
    }
    const m = RATE_MEASURE[rate];
    accumulators[`_r_${m}`] ??= table ? { $sum: `$${m}` } : PLAY_ROLES[source.role!].measures[m];
    return `$_r_${m}`;
  };
  // cells of one group often share an accumulator (points for points and points per game): computed once
  const byExpr = new Map<string, string>();
  const alias = new Map<string, string>();
  for (const { index, spec, rate } of group.cells) {
    const f = (name: string) => `$${alias.get(`${cell(index)}_${name}`) ?? `${cell(index)}_${name}`}`;
    for (const [name, raw] of Object.entries(spec.acc)) {
      // the table holds each measure under its own name: a row per game, summed over the window
      const acc = table ? { $sum: `$${name}` } : raw;
      const own = `${cell(index)}_${name}`;
      const key = JSON.stringify(acc);
      const shared = byExpr.get(key);
      if (shared) alias.set(own, shared);
      else {
        byExpr.set(key, own);
        accumulators[own] = acc;
      }
    }
    if (spec.window) windows.push(spec.window(f));
    const value = spec.value(f);
    if (group.teamRates && spec.teamShare) {
      teamBasis.add(spec.teamShare);
      const of = `$_basis_${spec.teamShare}`;
      out[cell(index)] = { $cond: [{ $gt: [of, 0] }, { $round: [{ $divide: [value, of] }, 3] }, null] };
    } else if (rate) {
      const of = basis(rate);
      out[cell(index)] = { $cond: [{ $gt: [of, 0] }, { $round: [{ $divide: [value, of] }, rate === 'per_game' ? 2 : 3] }, null] };
    } else out[cell(index)] = value;
  }
  const collection = table ? PLAY_TOTALS_COLLECTION : source.collection;
  const cells = group.cells.map((c) => c.index);
  const key = table ? '$key' : source.groupKey;
  const head: Stage[] = [{ $match: match }, ...(table ? [] : (source.pre ?? []))];
  // (team columns have no rank window: a window over one player's own sums would rank nothing)
  if (perGame) {
    const by = teamPerGame ? 'team' : 'player';
    return { collection, pipeline: [...head, { $group: { _id: { k: key, g: '$esbid' }, ...accumulators } }], key: source.key, cells, perGame: { by, finish: [{ $project: out }], params, basis: [...teamBasis] } };
  }
  const pipeline: Stage[] = [...head, { $group: { _id: key, ...accumulators } }, ...windows, { $project: out }];
  return { collection, pipeline, key: source.key, cells };
}

/**
 * The offence's `measures` per team and game over a season window, under the view's play and game filters (the
 * basis of a player's count per team play): `_id: { k: team, g: game }`, one `_basis_<m>` per measure. `teams`
 * narrows it to a page's teams.
 */
export function teamGamesQuery(params: CellColumn['params'], scope: QueryScope, measures: string[], teams?: string[]): SourceQuery | null {
  const source = SOURCES.plays_team;
  const table = usesPlayTotals(source, scope);
  const w = weekWindow(params);
  let match: Record<string, unknown> | null = table ? (w ? { role: source.role, year: params.year, season_type: params.seas_type, week: { $in: weekList(w) } } : null) : source.match(params, scope);
  if (!match) return null;
  if (scope.games) match = { ...match, esbid: { $in: scope.games } };
  if (teams) match = { ...match, [table ? 'key' : source.groupKey.slice(1)]: { $in: teams } };
  const acc = Object.fromEntries(measures.map((m) => [`_basis_${m}`, table ? { $sum: `$${m}` } : PLAY_ROLES.team.measures[m]]));
  return {
    collection: table ? PLAY_TOTALS_COLLECTION : source.collection,
    pipeline: [{ $match: match }, { $group: { _id: { k: table ? '$key' : source.groupKey, g: '$esbid' }, ...acc } }],
    key: 'team',
    cells: [],
  };
}

/** The cells computed by the same grouped query as cell `index` (same source and season window). */
export function groupMates(cells: CellColumn[], index: number): Set<number> {
  const group = groupsOf(cells).find((g) => g.cells.some((c) => c.index === index));
  return new Set(group ? group.cells.map((c) => c.index) : [index]);
}

/** The grouped queries of the cells in `only` (default all). */
export function sourceQueries(cells: CellColumn[], scope: QueryScope, only?: ReadonlySet<number>, narrow?: Narrow): SourceQuery[] {
  return groupsOf(cells, only)
    .map((g) => groupQuery(g, scope, narrow))
    .filter((q): q is SourceQuery => q !== null);
}

/** Cells read straight off the player document, as $project fields. */
function playerCells(cells: CellColumn[], scope: QueryScope, only?: ReadonlySet<number>): Record<string, Expr> {
  const out: Record<string, Expr> = {};
  cells.forEach((c, i) => {
    const spec = columnSpec(c.id);
    if (spec.source === 'players' && (!only || only.has(i))) out[cell(i)] = spec.value(scope);
  });
  return out;
}

/** A leading $match on players for the view's positions (served by the pos index). */
function positionMatch(filters?: DataViewFilters): Stage[] {
  return filters?.positions?.length ? [{ $match: { pos: { $in: filters.positions } } }] : [];
}

/** Every player of the view with its join keys and the player cells in `only`. */
export function playersQuery(cells: CellColumn[], scope: QueryScope, only: ReadonlySet<number>, filters?: DataViewFilters): Stage[] {
  return [...positionMatch(filters), { $project: { _id: 0, pid: 1, gsis_id: 1, team: 1, ...playerCells(cells, scope, only) } }];
}

/** The players of a page (pid index) with every player cell. */
export function pagePlayersQuery(cells: CellColumn[], scope: QueryScope, pids: string[]): Stage[] {
  return [{ $match: { pid: { $in: pids } } }, { $project: { _id: 0, pid: 1, gsis_id: 1, team: 1, ...playerCells(cells, scope) } }];
}

/**
 * A page's pids in order when the sort reads only player cells: sorted on the database with missing
 * values last whatever the direction, then pid (stable pages), with the total.
 */
export function orderedPlayersQuery(cells: CellColumn[], scope: QueryScope, sortKeys: Array<{ index: number; desc: boolean }>, page: { offset: number; limit: number }, filters?: DataViewFilters): Stage[] {
  const only = new Set(sortKeys.map((k) => k.index));
  const flags: Record<string, Expr> = {};
  const order: Record<string, 1 | -1> = {};
  sortKeys.forEach(({ index, desc }, k) => {
    flags[`_n${k}`] = { $cond: [{ $eq: [{ $ifNull: [`$${cell(index)}`, null] }, null] }, 1, 0] };
    order[`_n${k}`] = 1;
    order[cell(index)] = desc ? -1 : 1;
  });
  order.pid = 1;
  return [
    ...positionMatch(filters),
    { $project: { _id: 0, pid: 1, ...playerCells(cells, scope, only) } },
    ...(sortKeys.length ? [{ $addFields: flags }] : []),
    { $sort: order },
    { $facet: { total: [{ $count: 'n' }], rows: [{ $skip: page.offset }, { $limit: page.limit }, { $project: { pid: 1 } }] } },
  ];
}
