import { useMemo } from 'react';
import { useNavigate } from '@league/shell/router';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { notify } from '../notices/notice-store';
import { apiBase } from '../session/api';
import { useSession } from '../session/session';

/** Realtime endpoint on the page's own host. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
}

/** The typed props every remote's `./app` receives: a session snapshot and shell callbacks. */
export function useRemoteProps(): RemoteAppProps {
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const username = useSession((s) => s.user?.username ?? null);
  const leagueId = useSession((s) => s.leagueId);
  const teamId = useSession((s) => s.teamId);
  const teamIds = useSession((s) => s.teamIds);
  const leagueIds = useSession((s) => s.leagueIds);
  const leagueName = useSession((s) => (s.league?.uid === s.leagueId ? (s.league.name ?? null) : null));
  const hosted = useSession((s) => Boolean(s.league?.hosted));
  const reloadProfile = useSession((s) => s.reloadProfile);
  return useMemo(
    () => ({
      session: { token, userId, username, leagueId, teamId, teamIds, leagueIds, league: leagueName === null ? null : { name: leagueName, hosted } },
      apiBase,
      wsUrl: realtimeUrl(window.location),
      notify,
      navigate: (to: string) => navigate(to),
      refreshSession: reloadProfile,
    }),
    [token, userId, username, leagueId, teamId, teamIds, leagueIds, leagueName, hosted, navigate, reloadProfile],
  );
}
