import styled, { keyframes } from 'styled-components';
import { Layout } from './layout/Layout';
import { useLiveNotices } from './notices/live-notices';
import { notify } from './notices/notice-store';
import { Snackbar } from './notices/Snackbar';
import { hasFirstFrame } from './remotes/first-frame';
import { realtimeUrl } from './remotes/use-remote-props';
import { AppRoutes } from './routes';
import { useSession } from './session/session';
import { theme } from './theme/theme';

const pulse = keyframes`0%, 100% { opacity: 0.35; } 50% { opacity: 1; }`;

const Pending = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  color: ${theme.color.muted};
  font-weight: 600;
  letter-spacing: 0.04em;
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** The signed-in user's league notices, live over /ws, into the snackbar. */
function LiveNotices() {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userId);
  const leagueId = useSession((s) => s.leagueId);
  useLiveNotices({ token, userId, leagueId, wsUrl: realtimeUrl(window.location), notify });
  return null;
}

/** The shell: loading indicator while the session initialises, then drawer + routes + snackbar. */
export function App() {
  const isPending = useSession((s) => s.isPending);
  // the page answer's first frame (its head and status line) is the loading state when there is one
  if (isPending) return hasFirstFrame() ? null : <Pending role="status">Loading…</Pending>;
  return (
    <>
      <Layout>
        <AppRoutes />
      </Layout>
      <Snackbar />
      <LiveNotices />
    </>
  );
}
