import { getSeason } from '@league/shared-rules';
import { DATA_VIEW_QUERY_BUDGET_MS, type DataViewCell, type DataViewQueryResult, type DataViewTableState, type PoolPointsResponse } from '@league/shared-rules/contracts';
import { AppError } from '../../../errors/app-error';
import type { DataViewQueryRepository } from '../../../db/repositories/data-view-query.repository';
import { resolveColumns } from './params';
import { executeView } from './execute';
import { viewPercentiles } from './percentiles';
import { gameMatchOf, playFilterOf } from './filters';
import type { ProjectedPoints, QueryScope } from './types';
import { projectedByPid } from './projected';

export interface QueryInput {
  table_state: DataViewTableState;
  offset: number;
  limit: number;
  /** League for the league columns (0 / absent: none). */
  league_id?: number;
  /** Also each numeric column's percentiles over the whole view (percentiles.ts). */
  percentiles?: boolean;
}

export interface QueryCaller {
  userId: number | null;
}

export interface EngineDeps {
  repo: DataViewQueryRepository;
  now: () => Date;
  /** The league's pool points (features/projections/pool-points.ts), for the projections family; absent: no values. */
  projectedPoints?: (leagueId: number, now: Date) => Promise<PoolPointsResponse>;
  /** Milliseconds a query may take before it is cancelled (default DATA_VIEW_QUERY_BUDGET_MS). */
  budgetMs?: number;
}

/** The error a query over its budget answers: the client maps "statement timeout" to spec §8's text. */
export function statementTimeout(budgetMs: number): AppError {
  return new AppError('TIMEOUT', `Data view query canceled: statement timeout (over ${budgetMs / 1000} s)`, 504);
}

/** MongoDB's MaxTimeMSExpired (50): a real server stopped the aggregation at maxTimeMS. */
function isMaxTime(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === 50;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new Error('aborted');
}

/**
 * Runs one table state: resolves defaults, builds the aggregations from the column registry and runs them
 * (execute.ts: the order, then the page) with the time budget. The budget is enforced twice: `maxTimeMS` stops the work on a real MongoDB, and a
 * timer answers the caller (the embedded server runs the pipeline in this process and ignores maxTimeMS,
 * so there the answer is refused once the budget has passed, the work is not interrupted). `signal`
 * cancels the wait (a newer request of the same socket).
 */
export async function runDataViewQuery(deps: EngineDeps, input: QueryInput, caller: QueryCaller, signal?: AbortSignal): Promise<DataViewQueryResult> {
  const budgetMs = deps.budgetMs ?? DATA_VIEW_QUERY_BUDGET_MS;
  const now = deps.now();
  const defaultYear = (await deps.repo.lastStatsSeason()) ?? now.getUTCFullYear() - 1;
  const cells = resolveColumns(input.table_state, defaultYear);
  let league: QueryScope['league'] = null;
  if (caller.userId !== null && input.league_id) {
    const year = await deps.repo.leagueRosterYear(input.league_id);
    if (year !== null) league = { lid: input.league_id, year };
  }
  // Ages count whole days, so the day's start gives the same values and the same pipeline all day (cacheable).
  const today = new Date(Math.floor(now.getTime() / 86_400_000) * 86_400_000);
  const filters = input.table_state.filters;
  const scope: QueryScope = { now: today, league, playFilter: playFilterOf(filters), teamUnit: filters?.team_unit };
  if (signal?.aborted) throw abortError(signal);
  const aggregate = (collection: string, pipeline: Record<string, unknown>[]) =>
    deps.repo.aggregate(collection, pipeline, budgetMs).catch((err: unknown) => {
      throw isMaxTime(err) ? statementTimeout(budgetMs) : err;
    });
  if (filters?.matchup_opponent_type) scope.opponents = await opponentsOf(aggregate, filters.matchup_opponent_type, now);
  else if (filters?.limit_to_player_active_games) scope.activeGames = true;
  // projected points are public (any caller, the league's scoring): read once, only if a column asks
  const projectedPoints = deps.projectedPoints;
  if (projectedPoints && input.league_id) {
    const leagueId = input.league_id;
    let points: Promise<ReadonlyMap<string, ProjectedPoints>> | undefined;
    scope.projected = () => (points ??= projectedPoints(leagueId, now).then((p) => projectedByPid(p, now)));
  }
  const gameMatch = gameMatchOf(filters);
  if (gameMatch) {
    // the games of the view's seasons that pass the game filters, read once ((year, week) index prefix)
    const years = [...new Set(cells.map((c) => c.params.year))];
    const games = await aggregate('nfl_games', [{ $match: { year: { $in: years }, ...gameMatch } }, { $project: { _id: 0, esbid: 1 } }]);
    scope.games = games.map((g) => String(g.esbid));
  }

  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    const [out, percentiles] = await Promise.race([
      Promise.all([
        executeView(aggregate, cells, input.table_state.sort, scope, { offset: input.offset, limit: input.limit }, filters),
        input.percentiles ? viewPercentiles(aggregate, cells, scope, filters) : undefined,
      ]),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(statementTimeout(budgetMs)), budgetMs);
        onAbort = () => reject(abortError(signal!));
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
    ]);
    const rows = out.rows.map((r) => ({ pid: r.pid, cells: r.cells.map(toCell) }));
    return { rows, total: out.total, offset: input.offset, limit: input.limit, ...(percentiles ? { percentiles } : {}) };
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Each team's opponent in the current or next regular-season NFL week of the clock (the schedule's games of that
 * week, (year, week) index): empty in the offseason, the postseason or past the final week, and without a
 * team on its bye.
 */
async function opponentsOf(
  aggregate: (collection: string, pipeline: Record<string, unknown>[]) => Promise<Record<string, unknown>[]>,
  type: 'current_week_opponent_total' | 'next_week_opponent_total',
  now: Date,
): Promise<Map<string, string>> {
  const season = getSeason(Math.floor(now.getTime() / 1000));
  const week = season.week + (type === 'next_week_opponent_total' ? 1 : 0);
  const out = new Map<string, string>();
  if (season.week === 0 || week > season.nflFinalWeek) return out;
  const games = await aggregate('nfl_games', [{ $match: { year: season.year, week } }, { $project: { _id: 0, home_team: 1, away_team: 1 } }]);
  for (const g of games) {
    if (typeof g.home_team !== 'string' || typeof g.away_team !== 'string') continue;
    out.set(g.home_team, g.away_team);
    out.set(g.away_team, g.home_team);
  }
  return out;
}

function toCell(v: unknown): DataViewCell {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string') return v;
  return null;
}
