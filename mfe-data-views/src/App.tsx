import { useMemo } from 'react';
import { matchPath, useLocation, useNavigate } from '@league/shell/router';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { ownerFilterFromSearch } from './features/data/data-views-api';
import { DataViewsPage } from './features/views/DataViewsPage';
import { StatsExplorerPage } from './features/stats/StatsExplorerPage';
import { explorerFromQuery } from './features/stats/explorer-url';

/**
 * The data-views remote: `/data-views` and `/data-views/:view_id`, optionally with `?user_id=` or
 * `?username=` to list another user's views next to the system ones; and the league's stats explorer
 * (`/leagues/:lid/stats`), on the same server engine, its settings kept in its address.
 */
export default function App(props: RemoteAppProps) {
  const { apiBase, session } = props;
  const { pathname, search } = useLocation();
  const owner = useMemo(() => ownerFilterFromSearch(search), [search]);
  const ctx = useMemo(() => ({ apiBase, token: session.token }), [apiBase, session.token]);
  const match = matchPath('/data-views/:viewId', pathname);
  const stats = matchPath('/leagues/:lid/stats', pathname);
  const routerNavigate = useNavigate();
  if (stats) {
    const lid = Number(stats.params.lid);
    return (
      <StatsExplorerPage
        ctx={ctx}
        leagueId={Number.isInteger(lid) ? lid : session.leagueId}
        wsUrl={props.wsUrl}
        initial={explorerFromQuery(search)}
        // the address follows the explorer in place: a filter change is not a page of the browser's history
        onSettings={(query) => {
          if (query !== search.replace(/^\?/, '')) routerNavigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
        }}
        canSave={session.userId !== null && Boolean(session.username)}
        notify={props.notify}
        navigate={props.navigate}
      />
    );
  }
  return (
    <DataViewsPage
      // A new user (login/logout) starts over with that user's views.
      key={session.userId ?? 'visitor'}
      ctx={ctx}
      userId={session.userId}
      username={session.username}
      leagueId={session.leagueId}
      routeViewId={match?.params.viewId ?? null}
      owner={owner}
      notify={props.notify}
      navigate={props.navigate}
      wsUrl={props.wsUrl}
    />
  );
}
