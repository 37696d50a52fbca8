/** Error report sent to the api; fire-and-forget, reporting never shows anything (§8). */
export interface ErrorReport {
  message: string;
  stack?: string;
  componentStack: string;
  url: string;
  timestamp: string;
}

export function reportError(report: ErrorReport, fetchImpl: typeof fetch = fetch): void {
  try {
    fetchImpl('/api/errors', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // A missing fetch (very old browser) must not turn one error into two.
  }
}
