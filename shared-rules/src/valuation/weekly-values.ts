import { FINAL_WEEK } from '../constants/season-constants';
import type { StartingSlots } from '../lineups/optimal-lineup';
import { lineupStarterCount } from '../lineups/slots';
import { scoringWeights } from '../scoring/calculate-points';
import { STAT_COUNT, type ScoringFormat } from '../scoring/stat-line';
import { computeBaselines, sortGroups, type PeriodBaselines } from './baselines';
import { discretionaryCap, marketRate, marketSalary, salaryAdjustedPointsAdded } from './market-salary';
import { POSITION_COUNT, VALUED_POSITIONS, groupByPosition, positionCodes } from './positions';

/** League fields valuation reads (§3 League names). */
export type ValuationLeague = StartingSlots & { num_teams: number; cap: number; min_bid: number; bench: number };

/** Inputs of {@link calculateValues}; per-player arrays share one player order. */
export interface ValuationInput {
  positions: readonly string[];
  /** Packed stats, see PackedProjections: (player * weeks + week - 1) * STAT_COUNT + stat. */
  stats: Float64Array;
  weeks: number;
  format: ScoringFormat;
  league: ValuationLeague;
  /** 1 for rostered players (for best-available baselines). */
  rostered?: Uint8Array | null;
  /** Current salaries (0 for free agents), for salary-adjusted points added. */
  salaries?: ArrayLike<number> | null;
  /** First week of the rest of season (default 1). */
  currentWeek?: number;
  /** Last week of the rest of season (default the fantasy final week, 17). */
  finalWeek?: number;
}

/** Values of every player for one period (a week or the rest of season). */
export interface PeriodValues {
  points: Float64Array;
  ptsAdded: Float64Array;
  marketSalary: Int32Array;
  salaryAdjustedPtsAdded: Float64Array;
  /** Dollars per point added in this period. */
  rate: number;
  baselines: PeriodBaselines;
}

/** Weekly values (index = week − 1) and rest-of-season values. */
export interface SeasonValues {
  weeks: PeriodValues[];
  ros: PeriodValues;
}

/**
 * Points, baselines, points added, market salary and salary-adjusted points added for every week and for
 * the rest of season. Built for a whole player pool at once: points are dot products of packed stats with
 * one weight vector per position, each period sorts position index lists in reused buffers, and results
 * live in typed arrays (no objects per player).
 */
export function calculateValues(input: ValuationInput): SeasonValues {
  const { weeks, league, stats } = input;
  const n = input.positions.length;
  const codes = positionCodes(input.positions);
  const groups = groupByPosition(codes);
  const sorted = groups.map((g) => new Int32Array(g.length));
  const weights = VALUED_POSITIONS.map((pos) => scoringWeights(input.format, pos));
  const rosterSize = lineupStarterCount(league) + league.bench;
  const discretionary = discretionaryCap(league.num_teams, league.cap, rosterSize, league.min_bid);
  const first = Math.max(1, input.currentWeek ?? 1);
  const last = Math.min(weeks, input.finalWeek ?? FINAL_WEEK);

  const weekPoints = Array.from({ length: weeks }, () => new Float64Array(n));
  const rosPoints = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const code = codes[i];
    if (code >= POSITION_COUNT) continue;
    const w = weights[code];
    let ros = 0;
    for (let week = 1; week <= weeks; week++) {
      const base = (i * weeks + week - 1) * STAT_COUNT;
      let total = 0;
      for (let s = 0; s < STAT_COUNT; s++) total += w[s] * stats[base + s];
      weekPoints[week - 1][i] = total;
      if (week >= first && week <= last) ros += total;
    }
    rosPoints[i] = ros;
  }

  const period = (points: Float64Array): PeriodValues => {
    sortGroups(groups, points, sorted);
    const baselines = computeBaselines(sorted, points, input.rostered ?? null, league, league.num_teams);
    const ptsAdded = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const code = codes[i];
      ptsAdded[i] = code < POSITION_COUNT ? points[i] - baselines.worstStarter[code] : 0;
    }
    const rate = marketRate(ptsAdded, discretionary);
    const salary = new Int32Array(n);
    const adjusted = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      salary[i] = marketSalary(ptsAdded[i], rate);
      adjusted[i] = salaryAdjustedPointsAdded(ptsAdded[i], input.salaries?.[i] ?? 0, rate);
    }
    return { points, ptsAdded, marketSalary: salary, salaryAdjustedPtsAdded: adjusted, rate, baselines };
  };

  return { weeks: weekPoints.map(period), ros: period(rosPoints) };
}
