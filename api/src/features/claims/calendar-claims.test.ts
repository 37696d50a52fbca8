import { createLogger } from '../../logger';
import { runReleasedWaiverJob, runWaiverJob } from '../../jobs/claims-jobs';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { pid, seedLeague, type LeagueFixture } from '../rosters/league-fixture.test-helper';

/** Claims across the league's calendar on an injected clock: a released player's hold, offseason bids. */
let app: TestApp;
let t: LeagueFixture;
/** Thursday 2025-10-16 16:00 UTC: week 7, not a waiver day. */
const THURSDAY = Date.UTC(2025, 9, 16, 16) / 1000;
let now = THURSDAY;

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
});
afterAll(async () => {
  await app.stop();
});

const jobs = () => ({ repos: app.repos, logger: createLogger('silent') });
const post = (path: string, token: string, body: unknown) => app.api(`/api${path}`, { method: 'POST', token, body });
const rosterOf = async (tid: number) =>
  (await app.api('/api/leagues/1/rosters', { token: t.commish })).body.rosters.find((r: { tid: number }) => r.tid === tid);

describe('a released player\'s claims come first', () => {
  test('when his hold ends a direct signing is refused (PLAYER_ON_WAIVERS) until the job processes the claim', async () => {
    expect((await post('/teams/1/release', t.owner1, { pid: pid(21) })).status).toBe(200);
    expect((await post('/leagues/1/waivers', t.owner2, { pid: pid(21), type: 1, bid: 0 })).status).toBe(200);

    now = THURSDAY + 25 * 3600; // Friday: the hold is over, no waiver day
    const signing = await post('/teams/3/add', t.owner3, { pid: pid(21), slot: 11, release: [] });
    expect(signing.status).toBe(409);
    expect(signing.body.error.code).toBe('PLAYER_ON_WAIVERS');
    // a free agent nobody claimed is signed directly as before
    expect((await post('/teams/3/add', t.owner3, { pid: pid(71), slot: 11, release: [] })).status).toBe(200);

    await runReleasedWaiverJob(jobs(), now);
    expect((await rosterOf(2)).players.map((p: { pid: string }) => p.pid)).toContain(pid(21));
    const report = await app.api(`/api/leagues/1/waivers?processed=${now}`);
    expect(report.body).toEqual([expect.objectContaining({ pid: pid(21), tid: 2, succ: true })]);
    const jobStatus = (await app.api('/api/status')).body.jobs.find((j: { job_id: number }) => j.job_id === 3);
    expect(jobStatus).toMatchObject({ succ: true, timestamp: now });
    // processed once: a second run finds nothing
    await runReleasedWaiverJob(jobs(), now + 60);
    expect((await app.api(`/api/leagues/1/waivers?processed=${now + 60}`)).body).toEqual([]);
  });
});

describe('offseason waiver bids are paid', () => {
  test('the maximum bid is the available cap; the winner pays his bid as salary and his cap drops', async () => {
    now = Date.UTC(2026, 3, 1, 16) / 1000; // 2026-04-01: offseason, waivers every day
    const faabBefore = (await app.api('/api/leagues/1/teams')).body.teams.find((x: { uid: number }) => x.uid === 2).faab;
    const over = await post('/leagues/1/waivers', t.owner2, { pid: pid(75), type: 1, bid: 201 });
    expect(over.status).toBe(400);
    expect(over.body.error.code).toBe('OVER_CAP_SPACE');
    expect((await post('/leagues/1/waivers', t.owner2, { pid: pid(75), type: 1, bid: 30 })).status).toBe(200);
    expect((await post('/leagues/1/waivers', t.owner3, { pid: pid(75), type: 1, bid: 12 })).status).toBe(200);
    const capBefore = (await rosterOf(2))?.availableCap ?? 200;

    now += 6 * 3600;
    await runWaiverJob(jobs(), now);
    const roster = await rosterOf(2);
    expect(roster.players.find((p: { pid: string }) => p.pid === pid(75))).toMatchObject({ value: 30 });
    expect(roster.availableCap).toBe(capBefore - 30);
    const adds = (await app.api('/api/leagues/1/transactions?types=14&teams=2')).body;
    expect(adds[0]).toMatchObject({ pid: pid(75), value: 30, type: 14 });
    // FAAB is spent only in the regular season
    expect((await app.api('/api/leagues/1/teams')).body.teams.find((x: { uid: number }) => x.uid === 2).faab).toBe(faabBefore);
  });
});
