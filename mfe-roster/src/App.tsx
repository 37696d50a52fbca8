import { lazy, Suspense, useMemo, type ReactElement } from 'react';
import { matchPath, useLocation } from '@league/shell/router';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { WaiversPage } from './features/claims/WaiversPage';
import { RostersPage } from './features/rosters/RostersPage';
import { TeamPage } from './features/team/TeamPage';
import { TeamsIndex } from './features/team/TeamsIndex';
import { TransactionsPage } from './features/transactions/TransactionsPage';
import { SkeletonList } from '@league/shell/kit';

// The trade page (with its Highcharts analyzer chart) and the draft board are chunks of their own: the
// rosters and team pages, this remote's first loads, do not carry them.
const TradePage = lazy(() => import('./features/trades/TradePage').then((m) => ({ default: m.TradePage })));
const DraftPage = lazy(() => import('./features/draft/DraftPage').then((m) => ({ default: m.DraftPage })));
const pageFallback = <SkeletonList rows={6} label="Loading page" />;

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
    pattern: '/leagues/:lid/teams/:tid',
    render: (props, params) => <TeamFeature props={props} leagueId={leagueIdOf(params, props)} teamId={Number(params.tid)} />,
  },
  {
    pattern: '/leagues/:lid/teams',
    render: (props, params) =>
      props.session.teamId !== null ? (
        <TeamFeature props={props} leagueId={leagueIdOf(params, props)} teamId={props.session.teamId} />
      ) : (
        <TeamsIndex ctx={apiContext(props)} leagueId={leagueIdOf(params, props)} navigate={props.navigate} />
      ),
  },
  {
    pattern: '/lineups',
    render: (props) =>
      props.session.teamId !== null ? (
        <TeamFeature props={props} leagueId={props.session.leagueId} teamId={props.session.teamId} />
      ) : (
        <TeamsIndex ctx={apiContext(props)} leagueId={props.session.leagueId} navigate={props.navigate} />
      ),
  },
  {
    pattern: '/trade',
    render: (props) => <TradeFeature props={props} />,
  },
  {
    pattern: '/leagues/:lid/transactions',
    render: (props, params) => <TransactionsPage ctx={apiContext(props)} leagueId={leagueIdOf(params, props)} notify={props.notify} />,
  },
  {
    pattern: '/leagues/:lid/waivers',
    render: (props, params) => <WaiversFeature props={props} leagueId={leagueIdOf(params, props)} />,
  },
  {
    pattern: '/leagues/:lid/draft',
    render: (props, params) => <DraftFeature props={props} leagueId={leagueIdOf(params, props)} />,
  },
  {
    pattern: '/leagues/:lid/rosters',
    render: (props, params) => <RostersFeature props={props} leagueId={leagueIdOf(params, props)} />,
  },
];

function apiContext(props: RemoteAppProps) {
  return { apiBase: props.apiBase, token: props.session.token };
}

function TeamFeature({ props, leagueId, teamId }: { props: RemoteAppProps; leagueId: number; teamId: number }) {
  const ctx = useMemo(() => apiContext(props), [props.apiBase, props.session.token]);
  return (
    <TeamPage
      ctx={ctx}
      leagueId={leagueId}
      teamId={teamId}
      userId={props.session.userId}
      ownTeamId={props.session.teamIds.includes(teamId) ? teamId : props.session.teamId}
      notify={props.notify}
    />
  );
}

function WaiversFeature({ props, leagueId }: { props: RemoteAppProps; leagueId: number }) {
  const { apiBase, session: { token } } = props;
  const ctx = useMemo(() => ({ apiBase, token }), [apiBase, token]);
  const ownTeamId = props.session.leagueId === leagueId ? props.session.teamId : null;
  return <WaiversPage ctx={ctx} leagueId={leagueId} ownTeamId={props.session.userId !== null ? ownTeamId : null} notify={props.notify} userId={props.session.userId} navigate={props.navigate} />;
}

function DraftFeature({ props, leagueId }: { props: RemoteAppProps; leagueId: number }) {
  const { apiBase, session: { token } } = props;
  const ctx = useMemo(() => ({ apiBase, token }), [apiBase, token]);
  return (
    <Suspense fallback={pageFallback}>
      <DraftPage ctx={ctx} leagueId={leagueId} wsUrl={props.wsUrl} ownTeamIds={props.session.userId !== null ? props.session.teamIds : []} notify={props.notify} />
    </Suspense>
  );
}

function TradeFeature({ props }: { props: RemoteAppProps }) {
  const { apiBase, session: { token } } = props;
  const ctx = useMemo(() => ({ apiBase, token }), [apiBase, token]);
  return (
    <Suspense fallback={pageFallback}>
      <TradePage ctx={ctx} leagueId={props.session.leagueId} ownTeamId={props.session.teamId} userId={props.session.userId} notify={props.notify} />
    </Suspense>
  );
}

function RostersFeature({ props, leagueId }: { props: RemoteAppProps; leagueId: number }) {
  const ctx = useMemo(() => ({ apiBase: props.apiBase, token: props.session.token }), [props.apiBase, props.session.token]);
  const known = props.session.leagueId === leagueId ? props.session.league : null;
  return <RostersPage ctx={ctx} leagueId={leagueId} notify={props.notify} navigate={props.navigate} league={known} />;
}

export default function App(props: RemoteAppProps) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const match = matchPath({ path: route.pattern, end: false }, pathname);
    if (match) return route.render(props, match.params);
  }
  return <RostersFeature props={props} leagueId={props.session.leagueId} />;
}
