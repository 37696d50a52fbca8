import { createLogger } from '../logger';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { pid, seedLeague, type LeagueFixture } from '../features/rosters/league-fixture.test-helper';
import { runPoachJob, runWaiverJob } from './claims-jobs';

let app: TestApp;
let t: LeagueFixture;
/** Tuesday 2025-10-21 16:00 UTC: inside the waiver period. */
const TUESDAY = Date.UTC(2025, 9, 21, 16) / 1000;
const WEDNESDAY = Date.UTC(2025, 9, 22, 19) / 1000;

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(TUESDAY * 1000) });
  t = await seedLeague(app);
});
afterAll(async () => {
  await app.stop();
});

test('the waiver job processes every hosted league and records its run for /status', async () => {
  const submitted = await app.api('/api/leagues/1/waivers', { method: 'POST', token: t.owner2, body: { pid: pid(70), type: 1, bid: 3 } });
  expect(submitted.status).toBe(200);
  const deps = { repos: app.repos, logger: createLogger('silent') };
  await runWaiverJob(deps, WEDNESDAY);
  await runPoachJob(deps, WEDNESDAY);
  const report = await app.api(`/api/leagues/1/waivers?processed=${WEDNESDAY}`);
  expect(report.body).toEqual([expect.objectContaining({ uid: submitted.body.uid, succ: true })]);
  const status = await app.api('/api/status');
  const jobs = Object.fromEntries(status.body.jobs.map((j: { job_id: number }) => [j.job_id, j]));
  expect(jobs[1]).toMatchObject({ succ: true, reason: null, timestamp: WEDNESDAY });
  expect(jobs[5]).toMatchObject({ succ: true, timestamp: WEDNESDAY });
});
