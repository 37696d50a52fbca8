import { ErrorReportBodySchema } from '@league/shared-rules/contracts';
import { errorReportBody, reportError } from './report-error';

describe('errorReportBody', () => {
  it('builds a body the api contract accepts, with the component stack and unix seconds', () => {
    const body = errorReportBody(
      { message: 'boom', stack: 'Error: boom\n    at x', componentStack: '\n    at Page', url: 'http://host/error-test' },
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(ErrorReportBodySchema.parse(body)).toMatchObject({
      message: 'boom',
      url: 'http://host/error-test',
      timestamp: 1767323045,
    });
    expect(body.stack).toContain('Component stack:\n    at Page');
  });

  it('caps oversized fields to the contract limits', () => {
    const body = errorReportBody({ message: 'x'.repeat(5000), stack: 'y'.repeat(20000), componentStack: '', url: 'u'.repeat(3000) });
    expect(() => ErrorReportBodySchema.parse(body)).not.toThrow();
  });

  it('sends the stored session token so the api records the user, and none for a visitor', () => {
    const fetchImpl = jest.fn(() => Promise.resolve({ ok: true, status: 201 }));
    const report = { message: 'boom', componentStack: '', url: 'http://host/x' };
    reportError(report, fetchImpl as unknown as typeof fetch, { read: () => 'tok', readRefresh: () => null, write: () => undefined, clear: () => undefined });
    reportError(report, fetchImpl as unknown as typeof fetch, { read: () => null, readRefresh: () => null, write: () => undefined, clear: () => undefined });
    const headers = (fetchImpl.mock.calls as unknown as Array<[string, RequestInit]>).map(([, init]) => init.headers as Record<string, string>);
    expect(headers[0].authorization).toBe('Bearer tok');
    expect(headers[1].authorization).toBeUndefined();
  });
});
