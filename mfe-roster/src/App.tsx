import { useMemo, type ReactElement } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { RostersPage } from './features/rosters/RostersPage';

interface RouteEntry {
  /** Absolute pattern, matched against the shell's location whatever route mounted this remote. */
  pattern: string;
  render: (props: RemoteAppProps, params: Record<string, string | undefined>) => ReactElement;
}

function leagueIdOf(params: Record<string, string | undefined>, props: RemoteAppProps): number {
  const id = Number(params.lid);
  return Number.isInteger(id) && id >= 0 ? id : props.session.leagueId;
}

/**
 * The roster remote's pages, one entry per feature. The first entry matching the location renders;
 * the rosters page is the fallback so the remote never renders blank under an unexpected path.
 */
const routes: RouteEntry[] = [
  {
    pattern: '/leagues/:lid/rosters',
    render: (props, params) => <RostersFeature props={props} leagueId={leagueIdOf(params, props)} />,
  },
];

function RostersFeature({ props, leagueId }: { props: RemoteAppProps; leagueId: number }) {
  const ctx = useMemo(() => ({ apiBase: props.apiBase, token: props.session.token }), [props.apiBase, props.session.token]);
  return <RostersPage ctx={ctx} leagueId={leagueId} notify={props.notify} />;
}

export default function App(props: RemoteAppProps) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const match = matchPath({ path: route.pattern, end: false }, pathname);
    if (match) return route.render(props, match.params);
  }
  return <RostersFeature props={props} leagueId={props.session.leagueId} />;
}
