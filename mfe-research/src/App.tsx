import { useMemo } from 'react';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { PlayersPage } from './features/players/PlayersPage';

/**
 * The research remote: the league's players page (`/leagues/:lid/players`, also the default league
 * with id 0). The league comes from the shell's session, which reads it from the path.
 */
export default function App(props: RemoteAppProps) {
  const { apiBase, session, notify } = props;
  const ctx = useMemo(
    () => ({ apiBase, token: session.token, userId: session.userId, teamId: session.teamId, notify }),
    [apiBase, session.token, session.userId, session.teamId, notify],
  );
  return <PlayersPage ctx={ctx} leagueId={session.leagueId} />;
}
