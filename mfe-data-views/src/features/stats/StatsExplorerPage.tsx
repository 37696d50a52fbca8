import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { getShownMessage, type RealtimeSocketConstructor } from '@league/shared-rules/client';
import {
  DATA_VIEW_FAMILY_RATE_TYPES,
  DATA_VIEW_RATE_LABELS,
  dataViewRateTypes,
  type DataViewColumn,
  type DataViewColumnId,
  type DataViewFilters,
  type DataViewRateType,
  type DataViewTableState,
  type Notice,
} from '@league/shared-rules/contracts';
import { Button, tokens } from '@league/shell/kit';
import { postDataView } from '../data/data-views-api';
import type { ApiContext } from '../data/http';
import { FilterEditor } from '../views/FilterEditor';
import { ViewForm } from '../views/ViewForm';
import { ViewTable } from '../views/ViewTable';
import { toggleSort } from '../views/ViewDetails';
import { newClientViewId } from '../views/view-rules';
import { explorerQuery, type ExplorerSettings } from './explorer-url';

// a div: the shell's layout holds the page's one main landmark
const Page = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px;
  max-width: 1300px;
  margin: 0 auto;
  @media (max-width: 599.98px) { padding: 14px; }
  h1 { margin: 0 0 16px; font-size: 26px; }
  .controls { display: grid; gap: 12px; padding: 14px; margin-bottom: 14px; border-radius: ${tokens.radius}; background: ${tokens.surfaceAlt}; }
  .row { display: flex; flex-wrap: wrap; gap: 14px; align-items: center; }
  label { display: inline-flex; gap: 6px; align-items: center; font-size: 13px; color: ${tokens.inkSoft}; }
  input, select { font: inherit; padding: 4px 6px; border-radius: ${tokens.radiusSmall}; border: 1px solid ${tokens.border}; background: ${tokens.surface}; }
  input[type='number'] { width: 80px; }
  [role='tablist'] { display: flex; gap: 6px; }
  [role='tab'] { all: unset; cursor: pointer; padding: 6px 12px; border-radius: 999px; background: ${tokens.surface}; }
  [role='tab'][aria-selected='true'] { background: ${tokens.accent}; color: ${tokens.accentInk}; font-weight: 700; }
  [role='tab']:focus-visible { outline: 2px solid ${tokens.focus}; }
  .share { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-bottom: 12px; }
  .share [role='status'] { font-size: 13px; color: ${tokens.inkSoft}; }
`;

/** The explorer's three tables (spec §2 "Passing, Rushing and Receiving Stats by Play"), each led by its main stat. */
const TABLES: Record<'passing' | 'rushing' | 'receiving', { label: string; positions: DataViewFilters['positions']; columns: DataViewColumnId[] }> = {
  passing: {
    label: 'Passing',
    positions: ['QB'],
    columns: ['player_pass_yards_from_plays', 'player_pass_attempts_from_plays', 'player_pass_completions_from_plays', 'player_pass_touchdowns_from_plays', 'player_pass_air_yards_from_plays', 'player_pass_epa_from_plays', 'player_pass_success_rate_from_plays'],
  },
  rushing: {
    label: 'Rushing',
    positions: ['RB', 'QB', 'WR'],
    columns: ['player_rush_yards_from_plays', 'player_rush_attempts_from_plays', 'player_rush_touchdowns_from_plays', 'player_rush_epa_from_plays', 'player_rush_success_rate_from_plays', 'player_rush_explosive_rate_from_plays', 'player_red_zone_rush_attempts_from_plays'],
  },
  receiving: {
    label: 'Receiving',
    positions: ['WR', 'TE', 'RB'],
    columns: ['player_receiving_yards_from_plays', 'player_targets_from_plays', 'player_receptions_from_plays', 'player_receiving_air_yards_from_plays', 'player_yards_after_catch_from_plays', 'player_receiving_touchdowns_from_plays', 'player_receiving_epa_from_plays', 'player_red_zone_targets_from_plays'],
  },
};
type Table = keyof typeof TABLES;

/**
 * The table state of one explorer table for a season window and rate basis (spec §2 rate-basis selector: set on
 * every column of the table that takes it; shares such as success rate take none), with the table's positions.
 */
export function explorerState(table: Table, season: { year?: number; seas_type: 'REG' | 'POST' }, rate?: DataViewRateType): DataViewTableState {
  const t = TABLES[table];
  const base: DataViewColumn['params'] = { ...(season.year ? { year: season.year } : {}), ...(season.seas_type !== 'REG' ? { seas_type: season.seas_type } : {}) };
  const withParams = (column_id: DataViewColumnId): DataViewColumn => {
    const params = rate && dataViewRateTypes(column_id).includes(rate) ? { ...base, rate_type: rate } : base;
    return Object.keys(params).length ? { column_id, params } : { column_id };
  };
  return {
    sort: [{ column_id: t.columns[0], desc: true }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_position' }, { column_id: 'player_nfl_team' }, ...t.columns.map(withParams)],
    filters: { positions: t.positions },
  };
}

export interface StatsExplorerPageProps {
  ctx: ApiContext;
  leagueId: number;
  wsUrl?: string;
  socket?: RealtimeSocketConstructor;
  /** What to show first: the settings the page's address names (explorer-url.ts). */
  initial?: ExplorerSettings;
  /** Called with the address query of what is shown, after each change (the page keeps it in its address). */
  onSettings?: (query: string) => void;
  /** A signed-in user may save what is shown as a data view of their own. */
  canSave?: boolean;
  notify?: (notice: Notice) => void;
  navigate?: (to: string) => void;
}

/** The table state the explorer shows for `settings`: its table and window, with the sort and filters named. */
function initialState(settings: ExplorerSettings): DataViewTableState {
  const base = explorerState(settings.table, { year: settings.year, seas_type: settings.seas_type }, settings.rate);
  const shown = new Set<string>([...base.prefix_columns, ...base.columns.map((c) => c.column_id)]);
  // a sort must name a shown column (the server refuses one that does not)
  const sort = (settings.sort ?? []).filter((k) => shown.has(k.column_id));
  return { ...base, ...(sort.length ? { sort } : {}), filters: { ...base.filters, ...settings.filters } };
}

/**
 * The league's stats explorer (spec §2 "Stats explorer filters"): passing, rushing and receiving stats by
 * play for a season window, filtered by position, down and yard line, computed and sorted by the server's
 * data-view engine.
 */
export function StatsExplorerPage({ ctx, leagueId, wsUrl, socket, initial, onSettings, canSave = false, notify, navigate }: StatsExplorerPageProps) {
  const first = initial ?? { table: 'passing', seas_type: 'REG' };
  const [table, setTable] = useState<Table>(first.table);
  const [year, setYear] = useState<number | undefined>(first.year);
  const [seasType, setSeasType] = useState<'REG' | 'POST'>(first.seas_type);
  const [rate, setRate] = useState<DataViewRateType | undefined>(first.rate && DATA_VIEW_FAMILY_RATE_TYPES[first.table]?.includes(first.rate) ? first.rate : undefined);
  const [state, setState] = useState<DataViewTableState>(() => initialState({ ...first, rate }));
  const [saving, setSaving] = useState<'closed' | 'open' | 'busy'>('closed');
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(null);
  // the address follows what is shown, so a link or a reload shows the same table
  // (the table's own sort is left out of the address, as every default is)
  const ownSort = JSON.stringify(state.sort) === JSON.stringify(explorerState(table, { seas_type: 'REG' }).sort);
  const query = explorerQuery({ table, year, seas_type: seasType, rate, sort: ownSort ? undefined : state.sort, filters: state.filters });
  useEffect(() => {
    onSettings?.(query);
  }, [query]); // eslint-disable-line react-hooks/exhaustive-deps
  const save = async (name: string, description: string) => {
    setSaving('busy');
    try {
      // a client id first, replaced by the server's (spec §4)
      const view = await postDataView(ctx, { view_id: newClientViewId(), view_name: name, view_description: description, view_search_column_id: 'player_name', table_state: state });
      setSaved({ id: view.view_id, name: view.view_name });
      setSaving('closed');
      notify?.({ message: 'Saved Players Table View', severity: 'success' });
    } catch (error) {
      setSaving('open');
      notify?.({ message: getShownMessage(error), severity: 'error' });
    }
  };
  const rates = DATA_VIEW_FAMILY_RATE_TYPES[table] ?? [];
  // a new table, season window or rate keeps the filters the user set; a rate the new table has not is dropped
  const reset = (t: Table, y: number | undefined, s: 'REG' | 'POST', r = rate) => {
    const kept = r && DATA_VIEW_FAMILY_RATE_TYPES[t]?.includes(r) ? r : undefined;
    if (kept !== rate) setRate(kept);
    setState((prev) => {
      const next = explorerState(t, { year: y, seas_type: s }, kept);
      return t === table ? { ...next, sort: prev.sort, filters: prev.filters } : next;
    });
  };
  const name = useMemo(() => `${TABLES[table].label} stats`, [table]);
  return (
    <Page>
      <h1>Stats</h1>
      <div className="controls">
        <div role="tablist" aria-label="Stats table">
          {(Object.keys(TABLES) as Table[]).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={t === table}
              onClick={() => {
                setTable(t);
                reset(t, year, seasType);
              }}
            >
              {TABLES[t].label}
            </button>
          ))}
        </div>
        <div className="row">
          <label>
            Year
            <input
              type="number"
              min={2000}
              max={2100}
              placeholder="last season"
              value={year ?? ''}
              onChange={(e) => {
                const y = e.target.value === '' ? undefined : Number(e.target.value);
                setYear(y);
                reset(table, y, seasType);
              }}
            />
          </label>
          <label>
            Season type
            <select
              value={seasType}
              onChange={(e) => {
                const s = e.target.value as 'REG' | 'POST';
                setSeasType(s);
                reset(table, year, s);
              }}
            >
              <option value="REG">REG</option>
              <option value="POST">POST</option>
            </select>
          </label>
          <label>
            Rate
            <select
              value={rate ?? ''}
              onChange={(e) => {
                const r = (e.target.value || undefined) as DataViewRateType | undefined;
                setRate(r);
                reset(table, year, seasType, r);
              }}
            >
              <option value="">None</option>
              {rates.map((r) => (
                <option key={r} value={r}>
                  {DATA_VIEW_RATE_LABELS[r]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <FilterEditor tableState={state} onChange={setState} />
      </div>
      {canSave && (
        <div className="share">
          {saving === 'closed' && (
            <Button type="button" onClick={() => setSaving('open')}>
              Save as data view
            </Button>
          )}
          {saved && saving === 'closed' && (
            <>
              <span role="status">{`Saved as ${saved.name}.`}</span>
              <Button type="button" $variant="ghost" onClick={() => navigate?.(`/data-views/${encodeURIComponent(saved.id)}`)}>
                Open in Data Views
              </Button>
            </>
          )}
        </div>
      )}
      {canSave && saving !== 'closed' && (
        <ViewForm
          title="Save as data view"
          initialName={`${TABLES[table].label} stats${year ? ` ${year}` : ''}${seasType === 'POST' ? ' playoffs' : ''}`}
          initialDescription=""
          submitLabel="Save"
          busy={saving === 'busy'}
          onSubmit={(name, description) => void save(name, description)}
          onCancel={() => setSaving('closed')}
        />
      )}
      <ViewTable ctx={ctx} leagueId={leagueId} name={name} tableState={state} percentiles onSort={(id) => setState((s) => toggleSort(s, id))} wsUrl={wsUrl} socket={socket} />
    </Page>
  );
}
