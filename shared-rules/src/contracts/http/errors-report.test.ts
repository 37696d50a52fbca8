import { ErrorReportBodySchema, reportErrorEndpoint } from './errors-report';

describe('errors-report contract', () => {
  it('needs a message and needs no token', () => {
    expect(ErrorReportBodySchema.safeParse({ message: 'Request failed', status: 500, code: 'INTERNAL' }).success).toBe(true);
    expect(ErrorReportBodySchema.safeParse({ message: '' }).success).toBe(false);
    expect(reportErrorEndpoint.auth).toBeUndefined();
  });
  it('caps the size of a report', () => {
    expect(ErrorReportBodySchema.safeParse({ message: 'x', stack: 'y'.repeat(16_001) }).success).toBe(false);
  });
});
