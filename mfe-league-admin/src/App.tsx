import { lazy, Suspense, useMemo } from 'react';
import { matchPath, useLocation } from '@league/shell/router';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { SkeletonList } from '@league/shell/kit';
import { LeagueHome } from './features/home/LeagueHome';
import { Page } from './features/shared/ui';

// Each season page is its own chunk: the league home (the remote's first load) does not carry them.
const MatchupsPage = lazy(() => import('./features/matchups/MatchupsPage').then((m) => ({ default: m.MatchupsPage })));
const StandingsPage = lazy(() => import('./features/standings/StandingsPage').then((m) => ({ default: m.StandingsPage })));
const SchedulePage = lazy(() => import('./features/schedule/SchedulePage').then((m) => ({ default: m.SchedulePage })));
const LeagueSettingsPage = lazy(() => import('./features/settings/LeagueSettingsPage').then((m) => ({ default: m.LeagueSettingsPage })));
const TeamSettingsPage = lazy(() => import('./features/settings/TeamSettingsPage').then((m) => ({ default: m.TeamSettingsPage })));
const StatusPage = lazy(() => import('./features/status/StatusPage').then((m) => ({ default: m.StatusPage })));

/** `:lid` from the path when it is a league id (0 is the default league), else the session's. */
function leagueIdOf(pathname: string, fallback: number): number {
  const match = matchPath({ path: '/leagues/:lid', end: false }, pathname);
  const id = Number(match?.params.lid);
  return Number.isInteger(id) && id >= 0 ? id : fallback;
}

const MATCHUP_PATHS = ['/leagues/:lid/matchups/:year/:week/:matchupId', '/leagues/:lid/matchups/:year/:week', '/leagues/:lid/matchups'];

/** Which page a path shows, with the matchups route's parameters. */
export function pageOf(pathname: string): { page: 'home' | 'matchups' | 'standings' | 'schedule' | 'status' | 'settings' | 'team-settings'; params: Record<string, string | undefined> } {
  if (matchPath('/status', pathname)) return { page: 'status', params: {} };
  for (const path of MATCHUP_PATHS) {
    const match = matchPath(path, pathname);
    if (match) return { page: 'matchups', params: match.params };
  }
  if (matchPath('/leagues/:lid/standings', pathname)) return { page: 'standings', params: {} };
  if (matchPath('/leagues/:lid/schedule', pathname)) return { page: 'schedule', params: {} };
  if (matchPath('/leagues/:lid/settings', pathname)) return { page: 'settings', params: {} };
  if (matchPath('/leagues/:lid/team-settings', pathname)) return { page: 'team-settings', params: {} };
  return { page: 'home', params: {} };
}

/**
 * The league-admin remote: the league home (`/leagues/:lid`), matchups (`/matchups`, then
 * `/:year/:week`, then `/:matchupId`), standings, schedule, league settings (`/settings`, the commissioner's),
 * team settings (`/team-settings`, the owner's) and the job status page (`/status`). The shell also routes
 * stats here; that path shows the league home, whose links lead to the pages that exist.
 */
export default function App(props: RemoteAppProps) {
  const { apiBase, session, navigate, notify, wsUrl } = props;
  const { pathname } = useLocation();
  const ctx = useMemo(() => ({ apiBase, token: session.token }), [apiBase, session.token]);
  const leagueId = leagueIdOf(pathname, session.leagueId);
  const { page, params } = pageOf(pathname);
  const fallback = (
    <Page>
      <SkeletonList rows={6} label="Loading page" />
    </Page>
  );
  if (page === 'home') {
    const known = session.leagueId === leagueId ? session.league : null;
    return <LeagueHome ctx={ctx} leagueId={leagueId} navigate={navigate} userId={session.userId} notify={notify} league={known} />;
  }
  return (
    <Suspense fallback={fallback}>
      {page === 'matchups' && (
        <MatchupsPage
          ctx={ctx}
          leagueId={leagueId}
          route={{ year: params.year, week: params.week, matchupId: params.matchupId }}
          session={session}
          wsUrl={wsUrl}
          navigate={navigate}
          notify={notify}
        />
      )}
      {page === 'standings' && <StandingsPage ctx={ctx} leagueId={leagueId} />}
      {page === 'status' && <StatusPage ctx={ctx} />}
      {page === 'settings' && <LeagueSettingsPage ctx={ctx} leagueId={leagueId} userId={session.userId} notify={notify} />}
      {page === 'team-settings' && <TeamSettingsPage ctx={ctx} teamId={session.teamId} notify={notify} onSaved={props.refreshSession} />}
      {page === 'schedule' && <SchedulePage ctx={ctx} leagueId={leagueId} navigate={navigate} userId={session.userId} />}
    </Suspense>
  );
}
