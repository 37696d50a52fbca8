import {
  calculatePoints,
  draftRankHistory,
  FINAL_WEEK,
  NOT_IN_PLAYER_POOL_STATUSES,
  scoringFormatFromLeague,
  trailingProjection,
  worstStarterBaselines,
  type AnalyzerPoolPlayer,
  type DraftRankHistory,
  type League,
  type PlayedSeason,
  type PoolValues,
  type ScoringFormat,
  valuePool,
} from '@league/shared-rules';
import type { LeagueDoc } from '../../db/models/league.model';
import type { TradeDeps } from './deps';

/** What the analyzer values players and picks with, for one league, season and week. */
export interface ValuationContext {
  /** The pool's values (trade-independent, so built once with the context). */
  values: PoolValues;
  pickHistory: Map<number, DraftRankHistory>;
}

/** Draft classes (years before the season) whose rookies price §9 picks. */
const DRAFT_CLASSES = 4;
/** Valuations kept (a few leagues and weeks): each reads every player's lines to build. */
const CACHE_MAX = 8;
const cache = new Map<string, Promise<ValuationContext>>();

/** Fantasy weeks left this season, this week included: the whole season in the offseason (week 0). */
export function remainingWeeks(week: number): number {
  return week === 0 ? FINAL_WEEK : Math.max(0, FINAL_WEEK - week + 1);
}

/**
 * Builds the analyzer's inputs from data the api has, nothing invented: the player pool (retired players
 * left out), each player's weekly lines of this season and the one before, scored under the league's
 * scoring format. Points to date are this season's weeks before `week`; the per-game projection is
 * the product's trailing projection (season-play/projection.ts — the product has no projection source).
 * §9 pick history: rookies of the last DRAFT_CLASSES NFL drafts, measured on the loaded seasons.
 */
async function build(deps: TradeDeps, rules: League, format: ScoringFormat, year: number, week: number): Promise<ValuationContext> {
  const { players } = await deps.players.search(
    { excludeNflStatuses: NOT_IN_PLAYER_POOL_STATUSES },
    { limit: Number.MAX_SAFE_INTEGER, offset: 0 },
  );
  const lines = await deps.seasonPlay.history(players.map((p) => p.pid), year, week);
  const history = new Map<string, Array<{ year: number; week: number; points: number }>>();
  for (const line of lines) {
    const list = history.get(line.pid) ?? [];
    list.push({ year: line.year, week: line.week, points: calculatePoints(line.stats, format, line.pos).total });
    history.set(line.pid, list);
  }
  const pool: AnalyzerPoolPlayer[] = players.map((p) => {
    const games = history.get(p.pid) ?? [];
    const toDate = games.reduce((sum, g) => (g.year === year ? sum + g.points : sum), 0);
    return { pid: p.pid, pos: p.pos, toDate, perGame: trailingProjection(games, year, week).mean };
  });
  const seasons: PlayedSeason[] = [];
  for (const y of [year - 1, year]) {
    const totals = new Map<string, { points: number; games: number }>();
    for (const [pid, games] of history) {
      for (const g of games) {
        if (g.year !== y) continue;
        const t = totals.get(pid) ?? { points: 0, games: 0 };
        t.points += g.points;
        t.games += 1;
        totals.set(pid, t);
      }
    }
    if (totals.size === 0) continue;
    const baseline = worstStarterBaselines(rules, players.map((p) => ({ pos: p.pos, points: totals.get(p.pid)?.points ?? 0 })));
    seasons.push({ year: y, players: totals, baseline });
  }
  const draftees = players
    .filter((p) => p.nfl_draft_year != null && p.nfl_draft_year >= year - DRAFT_CLASSES && p.nfl_draft_year < year && p.dpos != null)
    .map((p) => ({ pid: p.pid, pos: p.pos, draftYear: p.nfl_draft_year!, dpos: p.dpos! }));
  return { values: valuePool(rules, pool, remainingWeeks(week)), pickHistory: draftRankHistory(draftees, seasons) };
}

/**
 * What a valuation is built from besides the league and the week, as stamps read from the database (so
 * right in every api process): the stat lines' stamp (a stat update or an import moves it) and the
 * players import (the pool: positions, NFL status, draft capital; players are written only by the importer).
 */
export async function valuationStamp(deps: TradeDeps, year: number, week: number): Promise<string> {
  const [lines, players] = await Promise.all([deps.seasonPlay.historyStamp(year, week), deps.nfl.findImport('players')]);
  return `${lines}|${players ? `${players.hash}:${players.imported_at}` : 'none'}`;
}

/**
 * The league's valuation at (`year`, `week`) for the data `stamp` ({@link valuationStamp}) names, built
 * once per league settings, week and stamp and shared by concurrent requests: any change of an input
 * changes the key, so a kept valuation is never stale, whatever the clock says.
 */
export function valuationContext(deps: TradeDeps, rules: League, league: LeagueDoc, year: number, week: number, stamp: string): Promise<ValuationContext> {
  const format = scoringFormatFromLeague(league as never);
  const key = `${league.uid}:${year}:${week}:${stamp}:${JSON.stringify(rules)}:${JSON.stringify(format)}`;
  const hit = cache.get(key);
  if (hit) {
    // most recently used last, so the oldest key is the one dropped
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = build(deps, rules, format, year, week);
  cache.set(key, value);
  value.catch(() => cache.delete(key));
  while (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return value;
}
