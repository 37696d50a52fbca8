import type { PropMarketDoc } from '../../db/models/prop-market.model';
import type { ResearchLine } from '../../db/repositories/research.repository';

/**
 * The stat a player prop market is settled on, by the market name's metric (after SEASON_/GAME_ and
 * ALT_): e.g. GAME_ALT_RUSHING_YARDS -> ry. Markets with another metric stay unsettled (null).
 */
const METRICS: Record<string, readonly string[]> = {
  PASSING_YARDS: ['py'],
  PASSING_TDS: ['tdp'],
  PASSING_ATTEMPTS: ['pa'],
  PASSING_COMPLETIONS: ['pc'],
  INTERCEPTIONS: ['ints'],
  RUSHING_YARDS: ['ry'],
  RUSHING_ATTEMPTS: ['ra'],
  RUSHING_TDS: ['tdr'],
  RECEIVING_YARDS: ['recy'],
  RECEPTIONS: ['rec'],
  RECEIVING_TDS: ['tdrec'],
  RUSHING_RECEIVING_YARDS: ['ry', 'recy'],
  ANYTIME_TD: ['tdr', 'tdrec'],
};

export function propMetric(marketType: string): readonly string[] | null {
  const metric = marketType.toUpperCase().replace(/^(SEASON|GAME)_/, '').replace(/^ALT_/, '').replace(/_ALT$/, '');
  return METRICS[metric] ?? null;
}

function sum(stats: Record<string, unknown>, keys: readonly string[]): number {
  return keys.reduce((t, k) => t + (typeof stats[k] === 'number' ? (stats[k] as number) : 0), 0);
}

/**
 * The player's actual value for a prop: his line of that week for a GAME_ market (null when he has
 * none), his regular-season total for a SEASON_ market once the season is over (before `season`).
 */
export function propActual(r: PropMarketDoc, lines: readonly ResearchLine[], season: number): number | null {
  const keys = propMetric(r.market_type);
  if (!keys) return null;
  const type = r.market_type.toUpperCase();
  if (type.startsWith('SEASON_')) {
    if (r.year >= season) return null;
    const year = lines.filter((l) => l.year === r.year && l.week <= 18);
    return year.length ? year.reduce((t, l) => t + sum(l.stats as Record<string, unknown>, keys), 0) : null;
  }
  if (r.week === null) return null;
  const line = lines.find((l) => l.year === r.year && l.week === r.week);
  return line ? sum(line.stats as Record<string, unknown>, keys) : null;
}
