import type { DataViewCell, DataViewColumnId, DataViewPercentiles, DataViewRateType, DataViewTableState } from '@league/shared-rules/contracts';
import { columnLabel } from './view-rules';

type CellColumn = { column_id: DataViewColumnId; params?: DataViewTableState['columns'][number]['params'] };

/** Display text of a server cell: money with $, ages one decimal, other decimals up to three places, a dash when missing. */
export function formatValue(id: DataViewColumnId, value: DataViewCell): string {
  if (value === null || value === '') return '–';
  if (typeof value === 'string') return value;
  if (id === 'player_league_salary') return `$${value}`;
  if (id === 'player_age') return value.toFixed(1);
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(3)));
}

/** Header suffix of each rate basis ("Pass Yds /Att"). */
const RATE_SUFFIX: Record<DataViewRateType, string> = {
  per_game: '/G',
  per_pass_attempt: '/Att',
  per_rush_attempt: '/Att',
  per_target: '/Tgt',
  per_reception: '/Rec',
  per_team_play: '/Tm Play',
  per_team_pass_play: '/Tm Pass',
  per_team_rush_play: '/Tm Rush',
};

/** Header of a cell column: its label, then the parameters that set it apart ("Pass Yds 2024 POST /G"). */
export function cellHeader(column: CellColumn): string {
  const p = column.params ?? {};
  const parts = [columnLabel(column.column_id)];
  if (p.year !== undefined) parts.push(String(p.year));
  if (p.seas_type && p.seas_type !== 'REG') parts.push(p.seas_type);
  if (p.week_min !== undefined || p.week_max !== undefined) parts.push(`wk ${p.week_min ?? 1}-${p.week_max ?? 22}`);
  const rate = RATE_SUFFIX[p.rate_type as DataViewRateType];
  if (rate) parts.push(rate);
  return parts.join(' ');
}

/**
 * Percentile shading of a cell (spec: p25, p75, min and max): a value at or beyond p75 in the better direction is
 * "high", at or beyond p25 in the worse one "low"; `strength` (0-1) is how far it goes toward the best or the
 * worst value of the view. Null: no percentiles, or a value in the middle half.
 */
export function percentileBand(value: DataViewCell, p: DataViewPercentiles | null | undefined): { band: 'high' | 'low'; strength: number } | null {
  if (!p || typeof value !== 'number') return null;
  // lower is better: the points are reversed (p75 below p25), the best value is the minimum
  const better = (a: number, b: number) => (p.lower_is_better ? a <= b : a >= b);
  const [best, worst] = p.lower_is_better ? [p.min, p.max] : [p.max, p.min];
  const toward = (from: number, to: number) => (to === from ? 1 : Math.min(1, Math.max(0, (value - from) / (to - from))));
  if (better(value, p.p75)) return { band: 'high', strength: toward(p.p75, best) };
  if (better(p.p25, value)) return { band: 'low', strength: toward(p.p25, worst) };
  return null;
}
