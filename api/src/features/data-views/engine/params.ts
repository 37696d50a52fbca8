import { DATA_VIEW_QUERY_RULES, dataViewRateTypes, type DataViewColumnId, type DataViewTableState } from '@league/shared-rules/contracts';
import { AppError } from '../../../errors/app-error';
import { columnMeta } from './registry';
import type { ResolvedParams } from './types';

type RawParams = NonNullable<DataViewTableState['columns'][number]['params']>;

/** A column of the table in cell order, with its parameters resolved. */
export interface CellColumn {
  id: DataViewColumnId;
  params: ResolvedParams;
}

/**
 * Checks each column's parameters against what the catalogue says it takes and fills the defaults: the
 * last stats season, the regular season, every week, no rate. A parameter a column does not take, or a
 * rate the engine does not compute, is refused naming the field (400 INVALID_PARAMS).
 */
export function resolveColumns(state: DataViewTableState, defaultYear: number): CellColumn[] {
  const cells: Array<{ column_id: DataViewColumnId; params?: RawParams; path: string }> = [
    ...state.prefix_columns.map((column_id, i) => ({ column_id, path: `table_state.prefix_columns.${i}` })),
    ...state.columns.map((c, i) => ({ ...c, path: `table_state.columns.${i}` })),
  ];
  return cells.map(({ column_id, params = {}, path }) => {
    const takes = columnMeta(column_id).params as readonly string[];
    const has = (name: string) => takes.includes(name);
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined) continue;
      const param = key === 'week_min' || key === 'week_max' ? 'weeks' : key;
      if (!has(param)) throw AppError.invalid(`${path}.params.${key}: ${column_id} takes no ${key}`, { [`${path}.params.${key}`]: DATA_VIEW_QUERY_RULES.param });
    }
    const rates = dataViewRateTypes(column_id) as readonly string[];
    if (params.rate_type !== undefined && !rates.includes(params.rate_type)) {
      const why = `unsupported rate type ${params.rate_type} (supported: ${rates.join(', ')})`;
      throw AppError.invalid(`${path}.params.rate_type: ${why}`, { [`${path}.params.rate_type`]: DATA_VIEW_QUERY_RULES.rate });
    }
    const weekMin = params.week_min ?? 1;
    const weekMax = params.week_max ?? 22;
    if (weekMin > weekMax) throw AppError.invalid(`${path}.params.week_min: week_min is after week_max`, { [`${path}.params.week_min`]: DATA_VIEW_QUERY_RULES.weeks });
    return {
      id: column_id,
      params: {
        year: params.year ?? defaultYear,
        seas_type: params.seas_type ?? 'REG',
        week_min: weekMin,
        week_max: weekMax,
        rate_type: (params.rate_type as ResolvedParams['rate_type'] | undefined) ?? null,
      },
    };
  });
}
