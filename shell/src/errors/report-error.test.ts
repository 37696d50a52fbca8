import { ErrorReportBodySchema } from '@league/shared-rules/contracts';
import { errorReportBody } from './report-error';

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
});
