import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from '@league/shell/router';
import { ErrorTestPage } from './pages/ErrorTestPage';
import { LoginPage } from './pages/LoginPage';
import { SettingsPage } from './pages/SettingsPage';
import { RemoteRoute } from './remotes/RemoteRoute';
import { leagueIdFromPath, leagueRouteRemotes, playersTableTarget, topLevelRemotes, unknownPathTarget } from './routing/route-rules';
import { useSession } from './session/session';

/** Text pages (documents and their renderer) load on first visit, outside the initial bundle. */
const TextPage = lazy(() => import('./pages/TextPage').then((module) => ({ default: module.TextPage })));

function TextRoute({ page }: { page: 'about' | 'resources' | 'glossary' | 'guides/data-views' }) {
  return (
    <Suspense fallback={null}>
      <TextPage page={page} />
    </Suspense>
  );
}

/** Unknown path: the session's league page, else /login keeping a leagueId/teamId query, else /data-views. */
function UnknownPath() {
  const { search } = useLocation();
  const leagueId = useSession((s) => s.leagueId);
  return <Navigate to={unknownPathTarget(leagueId, search)} replace />;
}

function RequireLogin({ children }: { children: ReactNode }) {
  const loggedIn = useSession((s) => s.userId !== null);
  const { search } = useLocation();
  return loggedIn ? <>{children}</> : <Navigate to={`/login${search}`} replace />;
}

function LoggedOutOnly({ children }: { children: ReactNode }) {
  const loggedIn = useSession((s) => s.userId !== null);
  return loggedIn ? <UnknownPath /> : <>{children}</>;
}

function PlayersTableRedirect() {
  const { search } = useLocation();
  return <Navigate to={playersTableTarget(search)} replace />;
}

/**
 * `/leagues/:leagueId/*`: keeps the session's league in step with the URL, then routes to remotes.
 * Each RemoteRoute is keyed by its remote: moving between two pages of one remote keeps its app
 * mounted, moving to another remote mounts a fresh loader.
 */
function LeagueRoutes() {
  const { pathname } = useLocation();
  useParams();
  const leagueId = leagueIdFromPath(pathname);
  const selectLeague = useSession((s) => s.selectLeague);
  useEffect(() => {
    void selectLeague(leagueId);
  }, [leagueId, selectLeague]);
  return (
    <Routes>
      <Route path="players-table" element={<PlayersTableRedirect />} />
      {Object.entries(leagueRouteRemotes).map(([path, remote]) =>
        path === '' ? (
          <Route key="index" index element={<RemoteRoute key={remote} name={remote} />} />
        ) : (
          <Route key={path} path={path} element={<RemoteRoute key={remote} name={remote} />} />
        ),
      )}
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}

/** Every route of spec §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <LoggedOutOnly>
            <LoginPage />
          </LoggedOutOnly>
        }
      />
      {Object.entries(topLevelRemotes).map(([path, remote]) => (
        <Route
          key={path}
          path={path}
          element={
            path === '/lineups' || path === '/trade' ? (
              <RequireLogin>
                <RemoteRoute key={remote} name={remote} />
              </RequireLogin>
            ) : (
              <RemoteRoute key={remote} name={remote} />
            )
          }
        />
      ))}
      <Route path="/error-test" element={<ErrorTestPage />} />
      <Route
        path="/settings"
        element={
          <RequireLogin>
            <SettingsPage />
          </RequireLogin>
        }
      />
      <Route path="/about" element={<TextRoute page="about" />} />
      <Route path="/resources" element={<TextRoute page="resources" />} />
      <Route path="/glossary" element={<TextRoute page="glossary" />} />
      <Route path="/guides/data-views" element={<TextRoute page="guides/data-views" />} />
      <Route path="/leagues/:leagueId/*" element={<LeagueRoutes />} />
      <Route path="*" element={<UnknownPath />} />
    </Routes>
  );
}
