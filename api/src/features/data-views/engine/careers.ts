import { careerLogs, DEFAULT_LEAGUE, getSeason, pointsAddedBySeason, type CareerLog, type PlayerSeason } from '@league/shared-rules';
import { columnSpec } from './registry';
import type { CellColumn } from './params';
import { halfPprPointsExpr } from './columns-seasonlogs';
import { regularSeasonWeeks, weekList, weekWindow } from './sources';
import type { CareerColumnSpec, PointsAddedColumnSpec, QueryScope, ResolvedParams } from './types';

type Row = Record<string, unknown>;
type Aggregate = (collection: string, pipeline: Record<string, unknown>[]) => Promise<Row[]>;

/**
 * Season and career logs over a replacement baseline (shared-rules career-logs.ts). Their values need every
 * player of a position at once (the baseline is the position's last starter, a rank is among the position),
 * so they are valued here, after reading every player's season totals, instead of in a per-player $group.
 * The baseline league is the default league's (12 teams; 1 QB, 2 RB, 2 WR, 1 TE), the same for every
 * caller, as the season log columns' half-PPR scoring is.
 */
const STARTERS = { QB: DEFAULT_LEAGUE.sqb, RB: DEFAULT_LEAGUE.srb, WR: DEFAULT_LEAGUE.swr, TE: DEFAULT_LEAGUE.ste };
const TEAMS = DEFAULT_LEAGUE.num_teams;
/** The earliest season read: the shipped stat lines start in 2023 (older imported seasons would count too). */
const EARLIEST_YEAR = 2015;

/** The indexes of the cells valued here among `cells` (of `only`, when given). */
export function careerIndexes(cells: CellColumn[], only?: ReadonlySet<number>): number[] {
  return cells.flatMap((c, i) => {
    const source = columnSpec(c.id).source;
    return (source === 'careerlogs' || source === 'points_added') && (!only || only.has(i)) ? [i] : [];
  });
}

/** Every player's totals over `match` of player_weeks: half-PPR points, games, the position of his lines. */
function seasonTotals(aggregate: Aggregate, match: Record<string, unknown>, year: number): Promise<PlayerSeason[]> {
  return aggregate('player_weeks', [
    { $match: match },
    { $group: { _id: '$pid', points: { $sum: halfPprPointsExpr() }, games: { $sum: 1 }, pos: { $first: '$pos' } } },
  ]).then((rows) => rows.map((r) => ({ pid: String(r._id), year, pos: String(r.pos), games: Number(r.games), points: Number(r.points) })));
}

/**
 * Every player's regular seasons, one aggregation per season ((year, week) prefix of the player_weeks index;
 * the answer cache keeps them): from EARLIEST_YEAR to the clock's season.
 */
async function regularSeasons(aggregate: Aggregate, lastYear: number): Promise<PlayerSeason[]> {
  const years = Array.from({ length: lastYear - EARLIEST_YEAR + 1 }, (_, i) => EARLIEST_YEAR + i);
  const seasons = await Promise.all(
    years.map((year) => seasonTotals(aggregate, { year, week: { $in: weekList({ min: 1, max: regularSeasonWeeks(year) }) } }, year)),
  );
  return seasons.flat();
}

/** Every player's career log at the scope's clock. */
async function careers(aggregate: Aggregate, scope: QueryScope): Promise<Map<string, CareerLog>> {
  const season = getSeason(Math.floor(scope.now.getTime() / 1000));
  // a regular season is over once the clock is past its final NFL week
  const lastCompleteYear = season.week > season.nflFinalWeek ? season.year : season.year - 1;
  const [seasons, drafted] = await Promise.all([
    regularSeasons(aggregate, season.year),
    aggregate('players', [{ $match: { nfl_draft_year: { $ne: null } } }, { $project: { _id: 0, pid: 1, nfl_draft_year: 1 } }]),
  ]);
  const draftYear = new Map(drafted.map((p) => [String(p.pid), Number(p.nfl_draft_year)]));
  const firstDataYear = seasons.length ? Math.min(...seasons.map((s) => s.year)) : season.year;
  return careerLogs(seasons, { starters: STARTERS, teams: TEAMS, firstSeason: (pid) => draftYear.get(pid) ?? null, firstDataYear, lastCompleteYear });
}

/**
 * Every player's points added over the window of `params` (the season columns' year, season type and weeks):
 * the baseline counts players with 8 games, or half the window's weeks when that is fewer.
 */
async function pointsAdded(aggregate: Aggregate, params: ResolvedParams): Promise<Map<string, { added: number; games: number }>> {
  const window = weekWindow(params);
  if (!window) return new Map();
  const seasons = await seasonTotals(aggregate, { year: params.year, week: { $in: weekList(window) } }, params.year);
  const minGames = Math.min(8, Math.ceil((window.max - window.min + 1) / 2));
  const added = pointsAddedBySeason(seasons, STARTERS, TEAMS, minGames);
  const out = new Map<string, { added: number; games: number }>();
  for (const s of seasons) {
    const value = added.get(`${s.pid}:${s.year}`);
    if (value !== undefined) out.set(s.pid, { added: value, games: s.games });
  }
  return out;
}

/**
 * What one query has computed, kept with its scope: the order, the page and the percentiles of a query each
 * fill these cells, and they share the careers and each window's points added instead of valuing them again.
 */
const computed = new WeakMap<QueryScope, Map<string, Promise<Map<string, unknown>>>>();

function once<T>(scope: QueryScope, key: string, make: () => Promise<Map<string, T>>): Promise<Map<string, T>> {
  let kept = computed.get(scope);
  if (!kept) computed.set(scope, (kept = new Map()));
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key)! as Promise<Map<string, T>>;
}

/**
 * Sets the cells valued here for every player of `values` (null where the player has no season, or the
 * value is unknown): careers are valued once per query, points added once per season window.
 */
export async function fillCareers(aggregate: Aggregate, cells: CellColumn[], indexes: number[], values: Map<string, Map<number, unknown>>, scope: QueryScope): Promise<void> {
  if (!indexes.length) return;
  const sources = await Promise.all(
    indexes.map((i) => {
      if (columnSpec(cells[i].id).source === 'careerlogs') return once(scope, 'careers', () => careers(aggregate, scope));
      const p = cells[i].params;
      return once(scope, `added|${p.year}|${p.seas_type}|${p.week_min}|${p.week_max}`, () => pointsAdded(aggregate, p));
    }),
  );
  indexes.forEach((i, k) => {
    const spec = columnSpec(cells[i].id) as CareerColumnSpec | PointsAddedColumnSpec;
    const byPid = sources[k] as Map<string, never>;
    for (const [pid, row] of values) {
      const entry = byPid.get(pid);
      row.set(i, entry === undefined ? null : spec.value(entry));
    }
  });
}
