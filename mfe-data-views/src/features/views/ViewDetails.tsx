import { useState } from 'react';
import styled from 'styled-components';
import type { DataView } from '@league/shared-rules/contracts';
import type { ApiContext } from '../data/http';
import { Button, tokens } from '@league/shell/kit';
import { ViewForm } from './ViewForm';
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
  onSaveAsNew: (name: string, description: string) => Promise<boolean>;
  onRename: (name: string, description: string) => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}

/** One view: what it is, who owns it, its columns and sort, its actions and its players. */
export function ViewDetails(props: ViewDetailsProps) {
  const { view, canSaveNew, isOwner, busy } = props;
  const [mode, setMode] = useState<Mode>('idle');
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
      </header>
      {mode === 'save-as' && (
        <ViewForm
          title="Save as new view"
          initialName={`${view.view_name} (copy)`}
          initialDescription={view.view_description}
          submitLabel="Save"
          busy={busy}
          onSubmit={(name, description) => void props.onSaveAsNew(name, description).then(done)}
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
            {shownColumns(view).map((id) => (
              <li key={id} title={columnDescription(id)}>
                {columnLabel(id)}
              </li>
            ))}
          </ul>
        </dd>
        <dt>Sort</dt>
        <dd>{describeSort(view)}</dd>
      </Meta>
      <ViewTable ctx={props.ctx} leagueId={props.leagueId} view={view} />
    </Section>
  );
}
