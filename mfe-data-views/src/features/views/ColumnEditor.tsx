import { useState } from 'react';
import styled from 'styled-components';
import { DATA_VIEW_RATE_LABELS, type DataViewColumn, type DataViewColumnInfo, type DataViewRateType, type DataViewTableState } from '@league/shared-rules/contracts';
import { Button, tokens } from '@league/shell/kit';
import { FilterEditor } from './FilterEditor';

const Panel = styled.section`
  display: grid;
  gap: 10px;
  padding: 14px;
  margin: 12px 0;
  border-radius: ${tokens.radius};
  background: ${tokens.surfaceAlt};
  h3 { margin: 0; font-size: 15px; }
  ol { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; }
  li { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; font-size: 13px; }
  li strong { min-width: 120px; }
  label { display: inline-flex; gap: 4px; align-items: center; color: ${tokens.inkSoft}; }
  input, select { font: inherit; padding: 4px 6px; border-radius: ${tokens.radiusSmall}; border: 1px solid ${tokens.border}; background: ${tokens.surface}; }
  input[type='number'] { width: 72px; }
  .add { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
`;

export interface ColumnEditorProps {
  catalogue: readonly DataViewColumnInfo[];
  tableState: DataViewTableState;
  onChange: (state: DataViewTableState) => void;
}

type Params = NonNullable<DataViewColumn['params']>;

/** Drops empty parameters so a saved view carries only what was set. */
function clean(params: Params): Params | undefined {
  const out = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Params;
  return Object.keys(out).length ? out : undefined;
}

const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The columns of the working table state: add one from the catalogue (grouped by family, with its
 * description), remove one, and set the parameters the column takes (year, season type, weeks, rate).
 */
export function ColumnEditor({ catalogue, tableState, onChange }: ColumnEditorProps) {
  const [adding, setAdding] = useState<string>(catalogue[0]?.column_id ?? '');
  const info = new Map(catalogue.map((c) => [c.column_id, c]));
  const families = [...new Set(catalogue.map((c) => c.family))];
  const setColumn = (index: number, column: DataViewColumn) => onChange({ ...tableState, columns: tableState.columns.map((c, i) => (i === index ? column : c)) });
  const remove = (index: number) => {
    const columns = tableState.columns.filter((_c, i) => i !== index);
    const shown = new Set([...tableState.prefix_columns, ...columns.map((c) => c.column_id)]);
    onChange({ ...tableState, columns, sort: tableState.sort.filter((s) => shown.has(s.column_id)) });
  };
  const add = () => {
    const meta = info.get(adding as DataViewColumn['column_id']);
    if (meta) onChange({ ...tableState, columns: [...tableState.columns, { column_id: meta.column_id }] });
  };
  const picked = info.get(adding as DataViewColumn['column_id']);
  return (
    <Panel aria-label="Edit columns">
      <h3>Columns</h3>
      <ol>
        {tableState.columns.map((column, index) => {
          const meta = info.get(column.column_id);
          const params = column.params ?? {};
          const set = (patch: Params) => setColumn(index, { column_id: column.column_id, params: clean({ ...params, ...patch }) });
          const takes = (p: string) => meta?.params.includes(p as never) ?? false;
          const label = meta?.label ?? column.column_id;
          return (
            <li key={`${column.column_id}-${index}`}>
              <strong title={meta?.description}>{label}</strong>
              {takes('year') && (
                <label>
                  Year
                  <input type="number" min={2000} max={2100} aria-label={`${label} year`} value={params.year ?? ''} onChange={(e) => set({ year: numberOrUndefined(e.target.value) })} />
                </label>
              )}
              {takes('seas_type') && (
                <label>
                  Season
                  <select aria-label={`${label} season type`} value={params.seas_type ?? 'REG'} onChange={(e) => set({ seas_type: e.target.value as Params['seas_type'] })}>
                    <option value="REG">REG</option>
                    <option value="POST">POST</option>
                    <option value="PRE">PRE</option>
                  </select>
                </label>
              )}
              {takes('weeks') && (
                <label>
                  Weeks
                  <input type="number" min={1} max={22} aria-label={`${label} first week`} value={params.week_min ?? ''} onChange={(e) => set({ week_min: numberOrUndefined(e.target.value) })} />
                  –
                  <input type="number" min={1} max={22} aria-label={`${label} last week`} value={params.week_max ?? ''} onChange={(e) => set({ week_max: numberOrUndefined(e.target.value) })} />
                </label>
              )}
              {takes('rate_type') && (
                <label>
                  Rate
                  <select aria-label={`${label} rate`} value={params.rate_type ?? ''} onChange={(e) => set({ rate_type: e.target.value || undefined })}>
                    <option value="">Total</option>
                    {meta?.rate_types.map((r) => (
                      <option key={r} value={r}>
                        {DATA_VIEW_RATE_LABELS[r as DataViewRateType] ?? r}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <Button type="button" disabled={tableState.columns.length <= 1} onClick={() => remove(index)} aria-label={`Remove ${label}`}>
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <div className="add">
        <label>
          Add column
          <select aria-label="Column to add" value={adding} onChange={(e) => setAdding(e.target.value)}>
            {families.map((family) => (
              <optgroup key={family} label={family}>
                {catalogue
                  .filter((c) => c.family === family)
                  .map((c) => (
                    <option key={c.column_id} value={c.column_id}>
                      {c.label} — {c.description}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        </label>
        <Button type="button" onClick={add} disabled={!picked || tableState.columns.length >= 40}>
          Add
        </Button>
      </div>
      <FilterEditor tableState={tableState} onChange={onChange} />
    </Panel>
  );
}
