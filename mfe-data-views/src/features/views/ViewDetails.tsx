import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { getShownMessage, type RealtimeSocketConstructor } from '@league/shared-rules/client';
import type { DataView, DataViewColumnId, DataViewColumnInfo, DataViewTableState } from '@league/shared-rules/contracts';
import type { ApiContext } from '../data/http';
import { fetchColumns } from '../data/view-query';
import { Button, tokens } from '@league/shell/kit';
import { ColumnEditor } from './ColumnEditor';
import { ViewForm } from './ViewForm';
import { ViewExport } from './ViewExport';
import { ViewTable } from './ViewTable';
import { columnDescription, columnLabel, describeSort, shownColumns } from './view-rules';

const Section = styled.section`
  min-width: 0;
  header { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 12px; align-items: flex-start; }
  h2 { margin: 0; font-size: 22px; }
  .description { margin: 6px 0 0; color: ${tokens.inkSoft}; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 14px 0;
  font-size: 14px;
  dt { color: ${tokens.muted}; }
  dd { margin: 0; }
  ul { margin: 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 6px; }
  li { padding: 2px 8px; border-radius: 999px; background: ${tokens.surfaceAlt}; font-size: 12px; }
`;

type Mode = 'idle' | 'save-as' | 'rename' | 'confirm-delete';

export interface ViewDetailsProps {
  ctx: ApiContext;
  leagueId: number;
  view: DataView;
  canSaveNew: boolean;
  isOwner: boolean;
  busy: boolean;
  /** Saves the working table state as a new view of the caller's. */
  onSaveAsNew: (name: string, description: string, tableState: DataViewTableState) => Promise<boolean>;
  onRename: (name: string, description: string) => Promise<boolean>;
  /** Owner only: saves the working table state over the view. */
  onSaveChanges: (tableState: DataViewTableState) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
  wsUrl?: string;
  socket?: RealtimeSocketConstructor;
  silentMs?: number;
}

/** A click on a column header: sort by it, descending first, then the other way. */
export function toggleSort(state: DataViewTableState, columnId: DataViewColumnId): DataViewTableState {
  const current = state.sort[0]?.column_id === columnId ? state.sort[0].desc : undefined;
  return { ...state, sort: [{ column_id: columnId, desc: current === undefined ? true : !current }] };
}

/** One view: what it is, who owns it, its columns and sort, its actions and its players. */
export function ViewDetails(props: ViewDetailsProps) {
  const { view, canSaveNew, isOwner, busy } = props;
  const [mode, setMode] = useState<Mode>('idle');
  // The table state being looked at: the saved one until columns, parameters or the sort are changed.
  const [working, setWorking] = useState<DataViewTableState>(view.table_state);
  const changed = JSON.stringify(working) !== JSON.stringify(view.table_state);
  const [editing, setEditing] = useState(false);
  const [catalogue, setCatalogue] = useState<DataViewColumnInfo[] | { error: string } | null>(null);
  useEffect(() => {
    if (!editing || catalogue !== null) return;
    const controller = new AbortController();
    fetchColumns(props.ctx, controller.signal).then(setCatalogue, (err: unknown) => {
      if (!controller.signal.aborted) setCatalogue({ error: getShownMessage(err) });
    });
    return () => controller.abort();
  }, [editing, catalogue, props.ctx]);
  const shown = { ...view, table_state: working };
  const done = (ok: boolean) => {
    if (ok) setMode('idle');
  };
  return (
    <Section aria-labelledby="data-view-title">
      <header>
        <div>
          <h2 id="data-view-title">{view.view_name}</h2>
          {view.view_description && <p className="description">{view.view_description}</p>}
        </div>
        {mode === 'idle' && (
          <div className="actions">
            <Button type="button" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
              Edit columns
            </Button>
            {isOwner && changed && (
              <Button type="button" $variant="primary" disabled={busy} onClick={() => void props.onSaveChanges(working)}>
                Save changes
              </Button>
            )}
            {canSaveNew && (
              <Button type="button" onClick={() => setMode('save-as')}>
                Save as new view
              </Button>
            )}
            {isOwner && (
              <Button type="button" onClick={() => setMode('rename')}>
                Rename
              </Button>
            )}
            {isOwner && (
              <Button type="button" $variant="danger" onClick={() => setMode('confirm-delete')}>
                Delete
              </Button>
            )}
          </div>
        )}
        {mode === 'confirm-delete' && (
          <div className="actions" role="group" aria-label="Confirm delete">
            <Button type="button" $variant="danger" disabled={busy} onClick={() => void props.onDelete().then(done)}>
              Confirm delete
            </Button>
            <Button type="button" onClick={() => setMode('idle')}>
              Cancel
            </Button>
          </div>
        )}
        {/* outside the modes: an export keeps running while the view is renamed or saved */}
        <ViewExport ctx={props.ctx} leagueId={props.leagueId} viewName={view.view_name} tableState={working} />
      </header>
      {mode === 'save-as' && (
        <ViewForm
          title="Save as new view"
          initialName={`${view.view_name} (copy)`}
          initialDescription={view.view_description}
          submitLabel="Save"
          busy={busy}
          onSubmit={(name, description) => void props.onSaveAsNew(name, description, working).then(done)}
          onCancel={() => setMode('idle')}
        />
      )}
      {mode === 'rename' && (
        <ViewForm
          title="Rename view"
          initialName={view.view_name}
          initialDescription={view.view_description}
          submitLabel="Save"
          busy={busy}
          onSubmit={(name, description) => void props.onRename(name, description).then(done)}
          onCancel={() => setMode('idle')}
        />
      )}
      <Meta>
        <dt>Owner</dt>
        <dd>{view.view_username}</dd>
        <dt>Columns</dt>
        <dd>
          <ul aria-label="Columns">
            {shownColumns(shown).map((id) => (
              <li key={id} title={columnDescription(id)}>
                {columnLabel(id)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Sort</dt>
        <dd>{describeSort(shown)}</dd>
      </Meta>
      {editing && catalogue !== null && !Array.isArray(catalogue) && <p role="alert">{catalogue.error}</p>}
      {editing && Array.isArray(catalogue) && <ColumnEditor catalogue={catalogue} tableState={working} onChange={setWorking} />}
      <ViewTable
        ctx={props.ctx}
        leagueId={props.leagueId}
        name={view.view_name}
        tableState={working}
        onSort={(id) => setWorking((s) => toggleSort(s, id))}
        wsUrl={props.wsUrl}
        socket={props.socket}
        silentMs={props.silentMs}
      />
    </Section>
  );
}
