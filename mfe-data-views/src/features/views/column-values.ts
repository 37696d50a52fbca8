import type { DataViewCell, DataViewColumnId, DataViewRateType, DataViewTableState } from '@league/shared-rules/contracts';
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
