import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { LeagueHome } from './features/home/LeagueHome';

/** The league-admin remote: the league home (`/leagues/:lid`). */
export default function App(props: RemoteAppProps) {
  const { apiBase, session, navigate } = props;
  const { pathname } = useLocation();
  const ctx = useMemo(() => ({ apiBase, token: session.token }), [apiBase, session.token]);
  const match = matchPath({ path: '/leagues/:lid', end: false }, pathname);
  const fromPath = Number(match?.params.lid);
  const leagueId = Number.isInteger(fromPath) && fromPath >= 0 ? fromPath : session.leagueId;
  return <LeagueHome ctx={ctx} leagueId={leagueId} navigate={navigate} />;
}
