/**
 * Standalone development mount of a remote: its root component with its own router and a minimal
 * session built from the token the shell stores in localStorage, so the remote runs without the shell.
 */
import { StrictMode, useEffect, useMemo, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useNavigate } from '@league/shell/router';
import type { Notice, RemoteAppProps, RemoteSession } from '@league/shared-rules/contracts';
import { tokenKey } from '../session/token-storage';

const apiBase = '/api';

function leagueIdFromPath(pathname: string): number {
  const match = /^\/leagues\/([^/]+)/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function Standalone({ App }: { App: ComponentType<RemoteAppProps> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = window.localStorage.getItem(tokenKey);
  const [profile, setProfile] = useState<Partial<RemoteSession> & { teams?: { uid: number; lid: number }[] }>({});

  useEffect(() => {
    if (!token) return;
    fetch(`${apiBase}/me`, { headers: { authorization: `Bearer ${token}` } })
      .then((res) => (res.ok ? res.json() : null))
      .then((me) => {
        if (!me) return;
        const teams: { uid: number; lid: number }[] = me.teams ?? [];
        const leagues: { uid: number }[] = me.leagues ?? [];
        setProfile({
          userId: me.user?.id ?? null,
          username: me.user?.username ?? null,
          teams,
          teamIds: teams.map((team) => team.uid),
          leagueIds: leagues.map((league) => league.uid),
        });
      })
      .catch(() => undefined);
  }, [token]);

  const leagueId = leagueIdFromPath(location.pathname);
  const props: RemoteAppProps = useMemo(
    () => ({
      session: {
        token,
        userId: profile.userId ?? null,
        username: profile.username ?? null,
        leagueId,
        teamId: profile.teams?.find((team) => team.lid === leagueId)?.uid ?? null,
        teamIds: profile.teamIds ?? [],
        leagueIds: profile.leagueIds ?? [],
      },
      apiBase,
      wsUrl: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/ws`,
      notify: (notice: Notice) => console.info(`[${notice.severity}] ${notice.message}`),
      navigate: (to: string) => navigate(to),
    }),
    [token, profile, leagueId, navigate],
  );
  return <App {...props} />;
}

/** Mounts `App` standalone into `#root` (a remote's `bootstrap.tsx`). */
export function mountStandalone(App: ComponentType<RemoteAppProps>): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <Standalone App={App} />
      </BrowserRouter>
    </StrictMode>,
  );
}
