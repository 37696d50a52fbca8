/**
 * A remote's exposed `./app`: what the shell mounts for its routes. The boundary keeps a render
 * error inside the remote from taking down the shell's drawer and the other remotes; the error is
 * still reported (fire-and-forget) like the shell's own error screen does.
 */
import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { ErrorReportBody, RemoteAppProps } from '@league/shared-rules/contracts';

interface BoundaryProps {
  remoteName: string;
  apiBase: string;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Body of the contract `reportErrorEndpoint` (POST /errors); the remote's name leads the stack.
    const report: ErrorReportBody = {
      message: (error.message || 'Unknown error').slice(0, 2000),
      stack: `[${this.props.remoteName}] ${error.stack ?? ''}\nComponent stack:${info.componentStack ?? ''}`.slice(0, 16000),
      url: window.location.href.slice(0, 2000),
      timestamp: Math.floor(Date.now() / 1000),
    };
    fetch(`${this.props.apiBase}/errors`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" style={{ padding: 24, fontFamily: 'inherit' }}>
        <h2 style={{ margin: '0 0 8px' }}>Something unexpected happened</h2>
        <p style={{ margin: '0 0 8px' }}>This error has been automatically captured and reported</p>
        <pre style={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>{error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}

/**
 * The default export of a remote's `./app` (consumed by the shell through
 * `loadRemote('<remoteName>/app')`): the remote's root component inside its error boundary.
 */
export function createRemoteApp(remoteName: string, App: ComponentType<RemoteAppProps>): ComponentType<RemoteAppProps> {
  function ExportedApp(props: RemoteAppProps) {
    return (
      <RemoteErrorBoundary remoteName={remoteName} apiBase={props.apiBase}>
        <App {...props} />
      </RemoteErrorBoundary>
    );
  }
  ExportedApp.displayName = `${remoteName}/app`;
  return ExportedApp;
}
