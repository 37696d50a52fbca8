import { lineupStarterCount } from '../lineups/slots';
import { discretionaryCap, marketRate, marketSalary } from './market-salary';
import type { ValuationLeague } from './weekly-values';

/** A pool player valued on one season's points (the data set has last season's, no projections). */
export interface SeasonPoolPlayer {
  pid: string;
  pos: string;
  /** Season points; null counts as 0. */
  points: number | null;
}

/** Dedicated starting slots per position: their count per team sets the worst-starter baseline. */
const DEDICATED: Readonly<Record<string, keyof ValuationLeague>> = {
  QB: 'sqb', RB: 'srb', WR: 'swr', TE: 'ste', K: 'sk', DST: 'sdst',
};

/**
 * Market salary of every player of a pool from one season's points (DOMAIN-NOTES "Valuation", spec
 * §9): the baseline of a position is its worst starter when every team fills its dedicated slots
 * there, points added are points minus that baseline, and each player's market salary is his points
 * added at the league's rate (discretionary cap ÷ total positive points added). The pool should be
 * every player who can be rostered (retired players left out), so the baselines are the league's.
 */
export function seasonMarketSalaries(league: ValuationLeague, pool: readonly SeasonPoolPlayer[]): Map<string, number> {
  const { added, rate } = seasonPointsAdded(league, pool);
  return new Map(pool.map((p, i) => [p.pid, marketSalary(added[i], rate)]));
}

/**
 * Points added of every player of a pool over his position's worst-starter baseline, and the league's
 * market rate over them: what {@link seasonMarketSalaries} prices. Market and Adjusted salaries both grow
 * with points added, so a list sorted by points added is sorted by either (the auction pool sorts so).
 */
export function seasonPointsAdded(league: ValuationLeague, pool: readonly SeasonPoolPlayer[]): { added: number[]; rate: number } {
  const points = pool.map((p) => p.points ?? 0);
  const baseline = new Map<string, number>();
  for (const [pos, field] of Object.entries(DEDICATED)) {
    const starters = league.num_teams * (league[field] as number);
    const sorted = pool.flatMap((p, i) => (p.pos === pos ? [points[i]] : [])).sort((a, b) => b - a);
    if (starters > 0 && sorted.length) baseline.set(pos, sorted[Math.min(starters, sorted.length) - 1]);
  }
  // a position the league does not start (or an unknown one) adds nothing
  const added = pool.map((p, i) => points[i] - (baseline.get(p.pos) ?? points[i]));
  const rosterSize = lineupStarterCount(league) + league.bench;
  return { added, rate: marketRate(added, discretionaryCap(league.num_teams, league.cap, rosterSize, league.min_bid)) };
}
