import styled, { keyframes } from 'styled-components';
import { Layout } from './layout/Layout';
import { Snackbar } from './notices/Snackbar';
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

/** The shell: loading indicator while the session initialises, then drawer + routes + snackbar. */
export function App() {
  const isPending = useSession((s) => s.isPending);
  if (isPending) return <Pending role="status">Loading…</Pending>;
  return (
    <>
      <Layout>
        <AppRoutes />
      </Layout>
      <Snackbar />
    </>
  );
}
