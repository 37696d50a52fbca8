import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { isDataViewOwner, type DataView, type Notice } from '@league/shared-rules/contracts';
import type { RealtimeSocketConstructor } from '@league/shared-rules/client';
import { fetchDataViews, type ViewOwnerFilter } from '../data/data-views-api';
import type { ApiContext } from '../data/http';
import { EmptyState, ErrorState, PageHead, SkeletonList, tokens, useFirstScreenHandoff, useLoad } from '@league/shell/kit';
import { useDataViewActions } from './use-data-view-actions';
import { ViewDetails } from './ViewDetails';
import { defaultView } from './view-rules';

// a div: the shell's layout holds the page's one main landmark
const Page = styled.div`
  font-family: ${tokens.font};
  color: ${tokens.ink};
  padding: 24px;
  max-width: 1300px;
  margin: 0 auto;
  @media (max-width: 599.98px) { padding: 14px; }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 20px;
  @media (max-width: 799.98px) { grid-template-columns: 1fr; }
`;

const Nav = styled.nav`
  h2 { font-size: 12px; text-transform: uppercase; letter-spacing: 0.05em; color: ${tokens.muted}; margin: 0 0 6px; }
  ul { list-style: none; margin: 0 0 18px; padding: 0; display: grid; gap: 4px; }
  button {
    all: unset;
    box-sizing: border-box;
    width: 100%;
    padding: 9px 12px;
    border-radius: ${tokens.radiusSmall};
    cursor: pointer;
    color: ${tokens.ink};
  }
  button:hover { background: ${tokens.surfaceAlt}; }
  button[aria-current='true'] { background: #fff4e5; font-weight: 700; box-shadow: inset 3px 0 0 ${tokens.accent}; }
  button:focus-visible { outline: 2px solid ${tokens.focus}; }
`;

export interface DataViewsPageProps {
  ctx: ApiContext;
  userId: number | null;
  username: string | null;
  leagueId: number;
  /** View id from `/data-views/:view_id`, if any. */
  routeViewId: string | null;
  /** Another user's views to list (from `?user_id=` or `?username=`). */
  owner?: ViewOwnerFilter;
  notify: (notice: Notice) => void;
  navigate: (to: string) => void;
  /** The realtime endpoint the views are queried over (HTTP without it). */
  wsUrl?: string;
  socket?: RealtimeSocketConstructor;
  /** How long a socket request may go unanswered before HTTP takes over (tests shorten it). */
  silentMs?: number;
  /** The views the api's first screen draws the page with (first-screen.tsx); the page reads its own. */
  initialViews?: DataView[];
}

/** Saved player-table views: pick one, read it, see its players, save your own. */
export function DataViewsPage({ ctx, userId, username, leagueId, routeViewId, owner = {}, notify, navigate, wsUrl, socket, silentMs, initialViews }: DataViewsPageProps) {
  const ownerKey = `${owner.user_id ?? ''}|${owner.username ?? ''}`;
  const load = useCallback(
    (signal: AbortSignal) => fetchDataViews(ctx, owner, signal),
    [ctx, ownerKey], // eslint-disable-line react-hooks/exhaustive-deps
  );
  const { state, retry, setState } = useLoad(`${ctx.apiBase}|${ctx.token ?? ''}|${ownerKey}`, load, initialViews);
  useFirstScreenHandoff(state.status !== 'loading');
  const [picked, setPicked] = useState<string | null>(routeViewId);
  // Back/forward in the shell changes the route's view id; follow it.
  useEffect(() => setPicked(routeViewId), [routeViewId]);
  const views = state.status === 'loaded' ? state.data : [];

  const select = (viewId: string | null) => {
    setPicked(viewId);
    navigate(viewId ? `/data-views/${encodeURIComponent(viewId)}` : '/data-views');
  };
  const actions = useDataViewActions({
    ctx,
    userId,
    username,
    notify,
    views,
    setViews: (data) => setState({ status: 'loaded', data }),
    select,
  });

  const selected = views.find((v) => v.view_id === picked) ?? defaultView(views);
  const group = (list: DataView[], title: string) =>
    list.length > 0 && (
      <>
        <h2>{title}</h2>
        <ul>
          {list.map((view) => (
            <li key={view.view_id}>
              <button type="button" aria-current={view.view_id === selected?.view_id} onClick={() => select(view.view_id)}>
                {view.view_name}
              </button>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <Page>
      <PageHead title="Data Views" />
      {state.status === 'loading' && <SkeletonList rows={4} label="Loading data views" />}
      {state.status === 'error' && <ErrorState message={state.message} onRetry={retry} />}
      {state.status === 'loaded' && !selected && <EmptyState>No data views yet.</EmptyState>}
      {state.status === 'loaded' && selected && (
        <Layout>
          <Nav aria-label="Data views">
            {group(views.filter((v) => v.view_username === 'system'), 'System views')}
            {group(views.filter((v) => v.view_username !== 'system' && isDataViewOwner(v, userId)), 'My views')}
            {group(views.filter((v) => v.view_username !== 'system' && !isDataViewOwner(v, userId)), 'Shared views')}
          </Nav>
          <ViewDetails
            key={selected.view_id}
            ctx={ctx}
            leagueId={leagueId}
            view={selected}
            canSaveNew={userId !== null && Boolean(username)}
            isOwner={isDataViewOwner(selected, userId)}
            busy={actions.busy}
            onSaveAsNew={(name, description, tableState) => actions.saveAsNew(selected, name, description, tableState)}
            onSaveChanges={(tableState) => actions.saveChanges(selected, tableState)}
            wsUrl={wsUrl}
            socket={socket}
            silentMs={silentMs}
            onRename={(name, description) => actions.rename(selected, name, description)}
            onDelete={() => actions.remove(selected)}
          />
        </Layout>
      )}
    </Page>
  );
}
