import { useMemo } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { LeagueHome } from './features/home/LeagueHome';

/** `:lid` from the path when it is a league id (0 is the default league), else the session's. */
function leagueIdOf(pathname: string, fallback: number): number {
  const match = matchPath({ path: '/leagues/:lid', end: false }, pathname);
  const id = Number(match?.params.lid);
  return Number.isInteger(id) && id >= 0 ? id : fallback;
}

/**
 * The league-admin remote. This build has one page, the league home (`/leagues/:lid`); the shell
 * also routes league settings, matchups, standings, schedule and stats here, and until those
 * features exist their paths show the league home, whose links lead to the pages that do.
 */
export default function App(props: RemoteAppProps) {
  const { apiBase, session, navigate } = props;
  const { pathname } = useLocation();
  const ctx = useMemo(() => ({ apiBase, token: session.token }), [apiBase, session.token]);
  return <LeagueHome ctx={ctx} leagueId={leagueIdOf(pathname, session.leagueId)} navigate={navigate} />;
}
