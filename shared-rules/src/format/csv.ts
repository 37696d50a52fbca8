/**
 * CSV text (RFC 4180) for the exports: an entry of its own (`@league/shared-rules/csv`), so a page that exports
 * does not load the whole rules package for it.
 */

/** A CSV cell value; null/undefined become empty. */
export type CsvValue = string | number | boolean | null | undefined;

/** One CSV field: quoted when it holds a comma, quote, CR or LF; quotes doubled. */
export function toCsvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text (RFC 4180): rows of fields, every line ending with CRLF. */
export function toCsv(rows: ReadonlyArray<readonly CsvValue[]>): string {
  return rows.map((row) => `${row.map(toCsvField).join(',')}\r\n`).join('');
}

/** CSV of objects: a header line of `columns`, then one line per object. */
export function objectsToCsv<T extends Record<string, CsvValue>>(
  items: readonly T[],
  columns: ReadonlyArray<keyof T & string>,
): string {
  return toCsv([columns, ...items.map((item) => columns.map((c) => item[c]))]);
}
