import styled from 'styled-components';
import type { DataViewFilters, DataViewTableState } from '@league/shared-rules/contracts';
import { tokens } from '@league/shell/kit';
import { FilterGroups } from './FilterGroups';

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 14px;
  align-items: center;
  border: 0;
  padding: 0;
  margin: 0;
  legend { font-weight: 700; font-size: 15px; margin-bottom: 6px; }
  label { display: inline-flex; gap: 4px; align-items: center; font-size: 13px; color: ${tokens.inkSoft}; }
  input[type='number'] { width: 64px; font: inherit; padding: 4px 6px; border-radius: ${tokens.radiusSmall}; border: 1px solid ${tokens.border}; }
  /* groups wrap: the explorer's filter groups are wider than a phone */
  .group { display: inline-flex; flex-wrap: wrap; gap: 8px; align-items: center; max-width: 100%; }
  input[type='text'] { font: inherit; padding: 4px 6px; border-radius: ${tokens.radiusSmall}; border: 1px solid ${tokens.border}; min-width: 0; width: 180px; max-width: 100%; }
  button { font: inherit; }
`;

const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'] as const;
const DOWNS = [1, 2, 3, 4] as const;

export interface FilterEditorProps {
  tableState: DataViewTableState;
  onChange: (state: DataViewTableState) => void;
}

/** Whether a filter value says nothing: unset, an empty list, or a range with neither end. */
function isEmpty(v: unknown): boolean {
  if (v === undefined) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object' && v !== null) return Object.values(v).every((x) => x === undefined);
  return false;
}

/** Drops empty filters (and open ends of ranges) so a view without any carries none. */
export function withFilters(state: DataViewTableState, filters: DataViewFilters): DataViewTableState {
  const kept = Object.fromEntries(
    Object.entries(filters)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => [k, typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== undefined)) : v]),
  ) as DataViewFilters;
  const { filters: _old, ...rest } = state;
  return Object.keys(kept).length ? { ...rest, filters: kept } : rest;
}

function toggle<T>(list: readonly T[] | undefined, value: T): T[] {
  const set = new Set(list ?? []);
  if (set.has(value)) set.delete(value);
  else set.add(value);
  return [...set];
}

/** Stats explorer filters (spec §2): positions of the rows, downs and the yard line of the plays counted. */
export function FilterEditor({ tableState, onChange }: FilterEditorProps) {
  const f = tableState.filters ?? {};
  const set = (patch: DataViewFilters) => onChange(withFilters(tableState, { ...f, ...patch }));
  const yard = (text: string) => (text === '' ? undefined : Math.max(0, Math.min(100, Number(text))));
  return (
    <Fieldset>
      <legend>Filters</legend>
      <span className="group" role="group" aria-label="Positions">
        {POSITIONS.map((pos) => (
          <label key={pos}>
            <input type="checkbox" checked={f.positions?.includes(pos) ?? false} onChange={() => set({ positions: toggle(f.positions, pos) })} />
            {pos}
          </label>
        ))}
      </span>
      <span className="group" role="group" aria-label="Downs">
        {DOWNS.map((down) => (
          <label key={down}>
            <input type="checkbox" checked={f.downs?.includes(down) ?? false} onChange={() => set({ downs: toggle(f.downs, down) })} />
            Down {down}
          </label>
        ))}
      </span>
      <label>
        Yards to end zone
        <input type="number" min={0} max={100} aria-label="Yard line from" value={f.yardline_start ?? ''} onChange={(e) => set({ yardline_start: yard(e.target.value) })} />
        –
        <input type="number" min={0} max={100} aria-label="Yard line to" value={f.yardline_end ?? ''} onChange={(e) => set({ yardline_end: yard(e.target.value) })} />
      </label>
      <FilterGroups filters={f} onChange={set} />
    </Fieldset>
  );
}
