import { reportErrorEndpoint, type ErrorReportBody } from '../contracts/http/errors-report';
import type { ApiError } from './api-error';
import { createApiClient, type ApiErrorContext } from './create-api-client';

export interface ErrorReporterOptions {
  /** API base, e.g. `/api`. */
  baseUrl: string;
  /** Reports are sent only when true (spec §8: production only); otherwise they are dropped. */
  enabled: boolean;
  /** The page the user is on, sent with each report. */
  getPageUrl?: () => string | undefined;
  /** Defaults to the global `fetch`. */
  fetchImpl?: typeof fetch;
  /** Clock for the report's timestamp (unix ms); defaults to `Date.now`. */
  now?: () => number;
}

/**
 * The `reportError` of {@link createApiClient}: posts each failed call to POST /errors (spec §7
 * "Other"). Reporting does nothing visible (spec §8): its own failures are swallowed and never
 * reported again, so a broken error endpoint cannot loop.
 */
export function createErrorReporter(options: ErrorReporterOptions): (error: ApiError, context: ApiErrorContext) => void {
  const client = createApiClient({ baseUrl: options.baseUrl, getToken: () => null, fetchImpl: options.fetchImpl });
  const now = options.now ?? Date.now;
  return (error, context) => {
    if (!options.enabled) return;
    const body: ErrorReportBody = {
      message: error.message.slice(0, 2_000) || 'Request failed',
      code: error.code,
      status: error.status,
      request: `${context.method} ${context.path}`.slice(0, 2_000),
      url: options.getPageUrl?.()?.slice(0, 2_000),
      userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 512),
      timestamp: Math.floor(now() / 1000),
    };
    client.call(reportErrorEndpoint, { body, ignoreErrors: true }).catch(() => undefined);
  };
}
