import { JobRunSchema } from '@league/shared-rules/contracts';
import { DEMO_PASSWORD } from '../../seed/demo-league';
import { bootTestApp, type TestApp } from '../../test-support/boot';

/** A commissioner's on-demand league job over HTTP, on the embedded database. */
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => NOW });
  for (const name of ['commish', 'owner2']) {
    tokens[name] = (await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: name, password: DEMO_PASSWORD } })).body.token;
  }
}, 180_000);
afterAll(() => app.stop());

const run = (job: string, token?: string, lid = 1) => app.api(`/api/leagues/${lid}/jobs/${job}`, { method: 'POST', body: {}, token });

describe('POST /leagues/:lid/jobs/:job', () => {
  it('refuses a visitor (401), an owner (403 NOT_COMMISSIONER), an unknown league (404) and an unknown job (400)', async () => {
    expect((await run('team-values')).status).toBe(401);
    const owner = await run('team-values', tokens.owner2);
    expect([owner.status, owner.body.error.code]).toEqual([403, 'NOT_COMMISSIONER']);
    expect((await run('team-values', tokens.commish, 999)).status).toBe(404);
    expect((await run('rollover', tokens.commish)).status).toBe(400);
  });

  it('runs the job for the league now, records it with who asked, and a second run in the same second is 409', async () => {
    const res = await run('team-values', tokens.commish);
    expect(res.status).toBe(200);
    const body = JobRunSchema.parse(res.body);
    expect(body).toMatchObject({ job: 'team-values@league1', succ: true, reason: null, requested_by: expect.any(Number), slot: NOW.getTime() / 1000 });
    expect((await app.api('/api/leagues/1/team-daily-values')).body).toHaveLength(12);
    const again = await run('team-values', tokens.commish);
    expect(again.status).toBe(409);
    const status = (await app.api('/api/status')).body;
    expect(status.runs.filter((r: { job: string }) => r.job === 'team-values@league1')).toHaveLength(1);
    // waivers with nothing pending: a run that does nothing, successfully
    expect((await run('waivers', tokens.commish)).body).toMatchObject({ job: 'waivers@league1', succ: true });
  });
});
