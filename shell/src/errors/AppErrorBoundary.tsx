import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, type ErrorDetails } from './ErrorScreen';
import { clearFirstFrame } from '../remotes/first-frame';
import { reportError } from './report-error';

interface State {
  error: Error | null;
  details: ErrorDetails | null;
}

/** Catches unhandled render errors anywhere in the shell, reports them and shows the error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, details: null };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // the error screen replaces everything, the page answer's first frame included
    clearFirstFrame();
    const details: ErrorDetails = {
      timestamp: new Date().toISOString(),
      url: window.location.href,
      message: error.message || String(error),
      componentStack: info.componentStack ?? '',
    };
    this.setState({ details });
    reportError({ message: details.message, stack: error.stack, componentStack: details.componentStack, url: details.url });
  }

  override render() {
    const { error, details } = this.state;
    if (!error) return this.props.children;
    return (
      <ErrorScreen
        details={
          details ?? {
            timestamp: new Date().toISOString(),
            url: window.location.href,
            message: error.message,
            componentStack: '',
          }
        }
      />
    );
  }
}
