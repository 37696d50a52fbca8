import {
  DATA_VIEW_RATE_TYPES,
  DataViewColumnIdSchema,
  DataViewFiltersSchema,
  type DataViewFilters,
  type DataViewRateType,
  type DataViewSort,
} from '@league/shared-rules/contracts';

export const EXPLORER_TABLES = ['passing', 'rushing', 'receiving'] as const;
export type ExplorerTable = (typeof EXPLORER_TABLES)[number];

/**
 * What the stats explorer shows (spec §2 "Stats filter state": the plays, the season window, the filters), kept
 * in the page's address so a link or a reload shows the same table: `table`, `year`, `seas_type` (POST only),
 * `rate`, `sort` (a column id, `-` in front for descending) and `filters` (the filter object as JSON).
 */
export interface ExplorerSettings {
  table: ExplorerTable;
  year?: number;
  seas_type: 'REG' | 'POST';
  rate?: DataViewRateType;
  sort?: DataViewSort[];
  filters?: DataViewFilters;
}

/** The query string (without `?`) of `settings`; defaults are left out. */
export function explorerQuery(s: ExplorerSettings): string {
  const q = new URLSearchParams();
  if (s.table !== 'passing') q.set('table', s.table);
  if (s.year !== undefined) q.set('year', String(s.year));
  if (s.seas_type !== 'REG') q.set('seas_type', s.seas_type);
  if (s.rate) q.set('rate', s.rate);
  if (s.sort?.length) q.set('sort', s.sort.map((k) => `${k.desc ? '-' : ''}${k.column_id}`).join(','));
  // the table's positions come with the table; anything else the user set is kept
  const { positions: _positions, ...rest } = s.filters ?? {};
  if (Object.keys(rest).length) q.set('filters', JSON.stringify(rest));
  return q.toString();
}

/**
 * The settings an address names; a part that does not parse (an unknown table or column, filters the contract
 * refuses) is left at its default rather than failing the page.
 */
export function explorerFromQuery(search: string): ExplorerSettings {
  const q = new URLSearchParams(search);
  const table = EXPLORER_TABLES.find((t) => t === q.get('table')) ?? 'passing';
  const year = Number(q.get('year'));
  const rate = DATA_VIEW_RATE_TYPES.find((r) => r === q.get('rate'));
  const sort = (q.get('sort') ?? '')
    .split(',')
    .filter(Boolean)
    .flatMap((key): DataViewSort[] => {
      const parsed = DataViewColumnIdSchema.safeParse(key.replace(/^-/, ''));
      return parsed.success ? [{ column_id: parsed.data, desc: key.startsWith('-') }] : [];
    });
  let filters: DataViewFilters | undefined;
  try {
    const parsed = DataViewFiltersSchema.safeParse(JSON.parse(q.get('filters') ?? 'null'));
    if (parsed.success) filters = parsed.data;
  } catch {
    // not JSON: no filters
  }
  return {
    table,
    ...(Number.isInteger(year) && year >= 2000 && year <= 2100 ? { year } : {}),
    seas_type: q.get('seas_type') === 'POST' ? 'POST' : 'REG',
    ...(rate ? { rate } : {}),
    ...(sort.length ? { sort } : {}),
    ...(filters ? { filters } : {}),
  };
}
