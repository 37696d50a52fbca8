import { ErrorBodySchema, ErrorReportResponseSchema } from '@league/shared-rules/contracts';
import { ErrorReportModel, ERROR_REPORT_TTL_SECONDS } from '../../db/models/error-report.model';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { ERROR_REPORT_RATE_LIMIT } from './errors.routes';

let app: TestApp;
const lines: Array<Record<string, unknown>> = [];
const NOW = new Date('2026-11-21T12:00:00Z');

beforeAll(async () => {
  app = await bootTestApp({ clock: () => NOW });
  // Capture what the route logs: the context's logger is read per request.
  const capture = (level: string) => (msg: string, fields?: Record<string, unknown>) => lines.push({ level, msg, ...fields });
  app.server.ctx.logger = { debug: capture('debug'), info: capture('info'), warn: capture('warn'), error: capture('error') };
});
afterAll(() => app.stop());

const report = {
  message: 'Request failed',
  code: 'INTERNAL',
  status: 500,
  stack: 'Error: Request failed\n    at call (client.ts:1:1)',
  url: 'http://localhost/leagues/1/rosters',
  request: 'POST /teams/3/release',
  userAgent: 'jest',
  timestamp: 1_795_000_000,
};

describe('POST /errors', () => {
  it('stores a visitor report with no user, answers per contract and logs one structured line', async () => {
    const res = await app.api('/api/errors', { method: 'POST', body: report });
    expect(res.status).toBe(200);
    expect(ErrorReportResponseSchema.parse(res.body)).toEqual({ ok: true });

    const [stored] = await app.repos.errorReports.latest(1);
    expect(stored).toMatchObject({
      message: 'Request failed',
      code: 'INTERNAL',
      status: 500,
      stack: report.stack,
      url: report.url,
      request: 'POST /teams/3/release',
      userAgent: 'jest',
      client_timestamp: 1_795_000_000,
      userid: null,
      ip: '127.0.0.1',
      created_at: NOW,
    });
    const line = lines.find((l) => l.msg === 'client error report' && l.reportId === stored.id);
    expect(line).toMatchObject({ level: 'warn', message: 'Request failed', code: 'INTERNAL', status: 500, userId: null, request: 'POST /teams/3/release' });
    expect(line).not.toHaveProperty('stack');
  });

  it('records the user id when a valid token comes with the report; an invalid token counts as a visitor', async () => {
    const reg = await app.api('/api/auth/register', {
      method: 'POST',
      body: { email: 'crash@example.com', username: 'crasher', password: 'long enough pw' },
    });
    expect(reg.status).toBe(201);
    expect((await app.api('/api/errors', { method: 'POST', body: { message: 'with user' }, token: reg.body.token })).status).toBe(200);
    expect((await app.api('/api/errors', { method: 'POST', body: { message: 'bad token' }, token: 'forged.token.value' })).status).toBe(200);

    const latest = await app.repos.errorReports.latest(2);
    const byMessage = new Map(latest.map((r) => [r.message, r]));
    expect(byMessage.get('with user')).toMatchObject({ userid: reg.body.userId, code: null, stack: null });
    expect(byMessage.get('bad token')).toMatchObject({ userid: null });
  });

  it('rejects a body outside the contract with 400 INVALID_PARAMS and stores nothing', async () => {
    const before = await ErrorReportModel.countDocuments();
    for (const body of [{}, { message: '' }, { message: 'x', stack: 'y'.repeat(16_001) }, { message: 'x', status: 700 }]) {
      const res = await app.api('/api/errors', { method: 'POST', body });
      expect(res.status).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error.code).toBe('INVALID_PARAMS');
    }
    expect(await ErrorReportModel.countDocuments()).toBe(before);
  });

  it('keeps reports 30 days through a TTL index on created_at', async () => {
    const indexes = await ErrorReportModel.collection.indexes();
    const ttl = indexes.find((i) => i.key.created_at === 1);
    expect(ttl?.expireAfterSeconds).toBe(ERROR_REPORT_TTL_SECONDS);
    expect(ERROR_REPORT_TTL_SECONDS).toBe(30 * 24 * 3600);

    // the database's TTL sweep (about once a second) removes a 31-day-old report, keeps a fresh one
    const day = 24 * 3600 * 1000;
    const base = { code: null, status: null, stack: null, url: null, request: null, userAgent: null, client_timestamp: null, userid: null, ip: null };
    await app.repos.errorReports.insert({ ...base, message: 'expired', created_at: new Date(Date.now() - 31 * day) });
    await app.repos.errorReports.insert({ ...base, message: 'fresh', created_at: new Date(Date.now() - 29 * day) });
    const deadline = Date.now() + 10_000;
    while ((await ErrorReportModel.countDocuments({ message: 'expired' })) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await ErrorReportModel.countDocuments({ message: 'expired' })).toBe(0);
    expect(await ErrorReportModel.countDocuments({ message: 'fresh' })).toBe(1);
  }, 20_000);

  // Last: it spends this IP's budget for the rest of the file.
  it('rate-limits reports per IP with 429 RATE_LIMITED', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ERROR_REPORT_RATE_LIMIT.limit + 2; i++) {
      statuses.push((await app.api('/api/errors', { method: 'POST', body: { message: `loop ${i}` } })).status);
    }
    const limited = await app.api('/api/errors', { method: 'POST', body: { message: 'one more' } });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // earlier tests already used part of the minute's budget, so the cut comes at or before `limit`
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(ERROR_REPORT_RATE_LIMIT.limit);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(await ErrorReportModel.countDocuments({ message: 'one more' })).toBe(0);
  });
});
