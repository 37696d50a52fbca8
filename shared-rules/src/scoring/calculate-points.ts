import { scoreDefense, type DefenseStatLine } from './defense';
import { scoreKicking, type KickingStatLine } from './kicking';
import { STAT_COUNT, STAT_INDEX, STAT_KEYS, type ScoringFormat, type StatLine } from './stat-line';

/** Positions with their own reception weight (`rbrec`, `wrrec`, `terec`). */
const POSITION_RECEPTION_KEY: Readonly<Record<string, 'rbrec' | 'wrrec' | 'terec'>> = {
  RB: 'rbrec',
  WR: 'wrrec',
  TE: 'terec',
};

/**
 * Points per reception for a position: the position-specific value when the format sets one (non-zero),
 * else `rec`. A zero `rbrec` means "not set", as in the product we replace.
 */
export function receptionValue(format: ScoringFormat, position: string): number {
  const key = POSITION_RECEPTION_KEY[position];
  const specific = key ? format[key] : 0;
  return specific || format.rec;
}

/**
 * The weight vector of a format for one position, indexed by {@link STAT_INDEX}. Valuation scores
 * thousands of packed stat rows with it as one dot product each, instead of walking objects.
 */
export function scoringWeights(format: ScoringFormat, position: string): Float64Array {
  const weights = new Float64Array(STAT_COUNT);
  for (let i = 0; i < STAT_COUNT; i++) weights[i] = format[STAT_KEYS[i]];
  weights[STAT_INDEX.rec] = receptionValue(format, position);
  return weights;
}

/** A full stat line a player can score from: offence, kicking and team defence. */
export type ScorableStatLine = StatLine & KickingStatLine & DefenseStatLine;

/** Fantasy points split by part; `total` is their sum. */
export interface PointsBreakdown {
  offense: number;
  kicking: number;
  defense: number;
  total: number;
}

/**
 * Fantasy points of a stat line under a scoring format for a player at `position`.
 * Offence is weighted by the format; kicking and defence use the fixed §9 values (the format has no fields
 * for them). With `exclude_qb_kneels`, rushing yards come from `ry_excluding_kneels` when the line has it.
 */
export function calculatePoints(
  stats: ScorableStatLine,
  format: ScoringFormat,
  position = '',
): PointsBreakdown {
  let offense = 0;
  for (let i = 0; i < STAT_COUNT; i++) {
    const key = STAT_KEYS[i];
    const value = stats[key];
    if (!value) continue;
    offense += value * format[key];
  }
  const receptions = stats.rec ?? 0;
  offense += receptions * (receptionValue(format, position) - format.rec);
  const kneelFree = stats.ry_excluding_kneels;
  if (format.exclude_qb_kneels && typeof kneelFree === 'number' && Number.isFinite(kneelFree)) {
    offense += (kneelFree - (stats.ry ?? 0)) * format.ry;
  }
  const kicking = scoreKicking(stats);
  const defense = scoreDefense(stats);
  return { offense, kicking, defense, total: offense + kicking + defense };
}

/** Total fantasy points of a stat line (see {@link calculatePoints}). */
export function fantasyPoints(stats: ScorableStatLine, format: ScoringFormat, position = ''): number {
  return calculatePoints(stats, format, position).total;
}
