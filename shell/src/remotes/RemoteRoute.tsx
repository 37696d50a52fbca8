import { Component, useCallback, useEffect, useLayoutEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { reportError } from '../errors/report-error';
import { theme } from '../theme/theme';
import { FIRST_SCREEN_OUTLET_ATTR } from '@league/shared-rules/page-heads';
import { clearFirstFrame, hasFirstFrame, hasFirstScreen } from './first-frame';
import type { RemoteName } from './remote-config';
import { loadRemoteApp, type RemoteApp } from './remote-registry';
import { useRemoteProps } from './use-remote-props';

/** §8/§9: a remote that has not arrived after 120 s counts as a failed chunk load. */
export const remoteLoadTimeoutMs = 120_000;

/** Human names for the fallback message. */
const remoteLabels: Record<RemoteName, string> = {
  mfe_roster: 'Rosters and teams',
  mfe_auction: 'Auction',
  mfe_data_views: 'Data views',
  mfe_research: 'Players',
  mfe_league_admin: 'League pages',
};

const loaded = new Map<RemoteName, RemoteApp>();

type LoadState = { status: 'loading' } | { status: 'ready'; app: RemoteApp } | { status: 'error' };

const spin = keyframes`to { transform: rotate(360deg); }`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 48px 8px;
  color: ${theme.color.muted};
  &::before {
    content: '';
    width: 22px;
    height: 22px;
    border-radius: 50%;
    border: 3px solid ${theme.color.border};
    border-top-color: ${theme.color.ink};
    animation: ${spin} 0.8s linear infinite;
  }
`;

const Fallback = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 28px;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.large};
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.raised};
  h2 { margin-top: 0; }
  p { color: ${theme.color.inkSoft}; }
`;

const RetryButton = styled.button`
  border: 0;
  border-radius: ${theme.radius.small};
  padding: 10px 20px;
  background: ${theme.color.ink};
  color: #fff;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: ${theme.color.inkSoft}; }
`;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new Error('Loading chunk failed')), ms);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A remote that failed to load: the federation runtime's text and code (`#RUNTIME-003 args: {…}`)
 * mean something to us, not to the person on the page, so they go to the console and the error
 * report; the screen shows only the human fallback.
 */
function reportLoadFailure(name: RemoteName, error: unknown): void {
  const err = error instanceof Error ? error : new Error(String(error));
  console.error(`remote ${name} could not be loaded:`, err);
  reportError({ message: `remote ${name} could not be loaded: ${err.message}`, stack: err.stack, componentStack: '', url: window.location.href });
}

/** Catches a render error escaping a remote so the shell and the other remotes keep working. */
class RemoteBoundary extends Component<{ onError(): void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError({
      message: error.message,
      stack: error.stack,
      componentStack: info.componentStack ?? '',
      url: window.location.href,
    });
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The remote's first render: a head-only first frame (first-frame.ts) leaves in this commit, after the
 * remote's own layout effects and before the browser paints, so the page's head replaces the frame's in
 * place. A drawn first screen stays until the page shows its own (kit `useFirstScreenHandoff`), with the
 * outlet hidden under it; a page that never says so (a remote built before it did) loses it after
 * {@link firstScreenHoldMs}, as it would lose the head-only frame.
 */
function FrameHandoff({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (!hasFirstScreen()) return clearFirstFrame();
    const timer = setTimeout(clearFirstFrame, firstScreenHoldMs);
    return () => clearTimeout(timer);
  }, []);
  return <div {...{ [FIRST_SCREEN_OUTLET_ATTR]: '' }} style={{ display: 'contents' }}>{children}</div>;
}

/** The longest a drawn first screen waits for its page to take over (a slow phone's data read is well within it). */
export const firstScreenHoldMs = 15_000;

/**
 * Mounts one remote's `./app` behind a loading state and an error fallback with Retry; Retry
 * re-reads the configuration and the remote's manifest.
 */
export function RemoteRoute({ name }: { name: RemoteName }) {
  const props = useRemoteProps();
  const [state, setState] = useState<LoadState>(() => {
    const app = loaded.get(name);
    return app ? { status: 'ready', app } : { status: 'loading' };
  });

  const load = useCallback(
    (retry: boolean) => {
      let cancelled = false;
      setState({ status: 'loading' });
      withTimeout(loadRemoteApp(name, { retry }), remoteLoadTimeoutMs).then(
        (app) => {
          loaded.set(name, app);
          if (!cancelled) setState({ status: 'ready', app });
        },
        (error: unknown) => {
          loaded.delete(name);
          reportLoadFailure(name, error);
          if (!cancelled) setState({ status: 'error' });
        },
      );
      return () => {
        cancelled = true;
      };
    },
    [name],
  );

  useEffect(() => {
    const app = loaded.get(name);
    if (app) {
      setState({ status: 'ready', app });
      return;
    }
    return load(false);
  }, [name, load]);

  useLayoutEffect(() => {
    if (state.status === 'error') clearFirstFrame();
  }, [state.status]);

  if (state.status === 'loading') {
    // the page answer's first frame is on screen with its own status line
    if (hasFirstFrame()) return null;
    return (
      <Loading role="status" data-testid="remote-loading">
        Loading {remoteLabels[name]}…
      </Loading>
    );
  }
  if (state.status === 'error') {
    return (
      <Fallback role="alert" data-testid="remote-fallback" data-remote={name}>
        <h2>{remoteLabels[name]} could not be loaded</h2>
        <p>This part of the app is unavailable right now. The rest of the app keeps working.</p>
        <RetryButton type="button" onClick={() => load(true)}>
          Retry
        </RetryButton>
      </Fallback>
    );
  }
  const App = state.app;
  return (
    <RemoteBoundary key={name} onError={() => setState({ status: 'error' })}>
      <FrameHandoff>
        <App {...props} />
      </FrameHandoff>
    </RemoteBoundary>
  );
}
