import type { DataViewCell, DataViewColumnId, DataViewTableState } from '@league/shared-rules/contracts';
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

/** Header of a cell column: its label, then the parameters that set it apart ("Pass Yds 2024 POST /G"). */
export function cellHeader(column: CellColumn): string {
  const p = column.params ?? {};
  const parts = [columnLabel(column.column_id)];
  if (p.year !== undefined) parts.push(String(p.year));
  if (p.seas_type && p.seas_type !== 'REG') parts.push(p.seas_type);
  if (p.week_min !== undefined || p.week_max !== undefined) parts.push(`wk ${p.week_min ?? 1}-${p.week_max ?? 22}`);
  if (p.rate_type === 'per_game') parts.push('/G');
  return parts.join(' ');
}
