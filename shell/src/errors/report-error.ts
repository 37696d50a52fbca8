/**
 * Sends an unhandled error to POST /api/errors (contract `reportErrorEndpoint`); fire-and-forget,
 * reporting never shows anything (§8). Built by hand rather than through the typed client so the
 * error path does not depend on loading more code.
 */
import type { ErrorReportBody } from '@league/shared-rules/contracts';
import { localTokenStorage, type TokenStorage } from '../session/token-storage';

export interface RenderErrorReport {
  message: string;
  stack?: string;
  componentStack: string;
  url: string;
}

/** The contract body: sizes capped as the contract allows, component stack appended to the stack. */
export function errorReportBody(report: RenderErrorReport, now: Date = new Date()): ErrorReportBody {
  const stack = [report.stack, report.componentStack && `Component stack:${report.componentStack}`].filter(Boolean).join('\n');
  return {
    message: (report.message || 'Unknown error').slice(0, 2000),
    stack: stack ? stack.slice(0, 16000) : undefined,
    url: report.url.slice(0, 2000),
    userAgent: typeof navigator === 'undefined' ? undefined : navigator.userAgent.slice(0, 512),
    timestamp: Math.floor(now.getTime() / 1000),
  };
}

/**
 * Posts the report with the stored session token when there is one, so the api records whose error
 * it was (the call needs no token; an expired one is ignored there).
 */
export function reportError(report: RenderErrorReport, fetchImpl: typeof fetch = fetch, tokens: TokenStorage = localTokenStorage): void {
  try {
    const token = tokens.read();
    fetchImpl('/api/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(errorReportBody(report)),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A missing fetch (very old browser) must not turn one error into two.
  }
}
