// the CSV helper's own entry: the package root is shared whole, rules and calendar data included
import { toCsv, type CsvValue } from '@league/shared-rules/csv';
import type { DataViewRow, DataViewTableState } from '@league/shared-rules/contracts';
import { cellHeader } from './column-values';
import { columnLabel } from './view-rules';

/** Rows asked per request while exporting: the query endpoint's largest page. */
export const EXPORT_PAGE_ROWS = 500;

/** One page of the view from the server (the HTTP query: an export is not a live table). */
export type ExportPage = (offset: number, limit: number, signal: AbortSignal) => Promise<{ rows: DataViewRow[]; total: number | null }>;

/**
 * Every row of a view, page by page in the view's order, reporting after each page how many are in and the
 * view's total. Stops at the total (or at a short page), so a view that changes while it is read is not read
 * forever.
 */
export async function readAllRows(page: ExportPage, onProgress: (done: number, total: number | null) => void, signal: AbortSignal): Promise<DataViewRow[]> {
  const rows: DataViewRow[] = [];
  for (;;) {
    const next = await page(rows.length, EXPORT_PAGE_ROWS, signal);
    rows.push(...next.rows);
    onProgress(rows.length, next.total);
    if (next.rows.length < EXPORT_PAGE_ROWS || (next.total !== null && rows.length >= next.total)) return rows;
  }
}

/**
 * The view as CSV (the shared RFC 4180 helper): a `pid` column (the league's player id, to join other files
 * on), then the view's columns with the headers the table shows ("Pass Yds 2024 /G"). Values are the server's
 * own, not the table's display text: numbers unrounded and without units, missing values empty.
 */
export function viewCsv(tableState: DataViewTableState, rows: readonly DataViewRow[]): string {
  const header = ['pid', ...tableState.prefix_columns.map(columnLabel), ...tableState.columns.map(cellHeader)];
  return toCsv([header, ...rows.map((r): CsvValue[] => [r.pid, ...r.cells])]);
}

/** A file name from the view's name: "Season Fantasy Points" → "season-fantasy-points.csv". */
export function csvFileName(viewName: string): string {
  const base = viewName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base || 'data-view'}.csv`;
}
