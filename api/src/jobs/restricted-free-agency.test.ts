import moment from 'moment-timezone';
import { createDraftRepository } from '../db/repositories/draft.repository';
import { createLogger } from '../logger';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { pid, seedLeague, type LeagueFixture } from '../features/rosters/league-fixture.test-helper';
import { runRestrictedFreeAgencyJobs, runRolloverJob } from './season-jobs';

/** Restricted free agency end to end on an injected clock, in the 2026 offseason after the rollover. */
const et = (s: string): number => moment.tz(s, 'America/New_York').unix();
let app: TestApp;
let t: LeagueFixture;
let now = et('2026-02-20 12:00');

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
  await runRolloverJob(jobs(), now);
});
afterAll(async () => {
  await app.stop();
});

function jobs() {
  return { repos: app.repos, logger: createLogger('silent') };
}
const send = (path: string, token: string, body: unknown, method = 'POST') => app.api(`/api${path}`, { method, token, body });
const bid = (tid: number, token: string, n: number, amount: number, playerTid = 1) =>
  send(`/teams/${tid}/tag/restricted-free-agency`, token, { pid: pid(n), release: [], playerTid, teamId: tid, bid: amount });
const holder = async (n: number) => {
  const rosters = (await app.api('/api/leagues/1/rosters', { token: t.commish })).body.rosters as { tid: number; players: { pid: string; value: number; tag: number }[] }[];
  for (const r of rosters) {
    const p = r.players.find((x) => x.pid === pid(n));
    if (p) return { tid: r.tid, value: p.value, tag: p.tag };
  }
  return null;
};
const runAt = async (at: string) => {
  now = et(at);
  await runRestrictedFreeAgencyJobs(jobs(), now);
};

test('the commissioner sets the transition dates through the api (zod contract, commissioner only)', async () => {
  const calendar = { tran_start: et('2026-03-01 00:00'), tran_end: et('2026-03-10 00:00') };
  expect((await send('/leagues/1/calendar', t.owner1, calendar, 'PUT')).body.error.code).toBe('NOT_COMMISSIONER');
  expect((await send('/leagues/1/calendar', t.commish, { tran_start: 5, tran_end: 4 }, 'PUT')).body.error.code).toBe('INVALID_PARAMS');
  expect((await send('/leagues/1/calendar', t.commish, { tran_start: 'soon' }, 'PUT')).status).toBe(400);
  const set = await send('/leagues/1/calendar', t.commish, calendar, 'PUT');
  expect(set.status).toBe(200);
  expect(set.body).toEqual({ ...calendar, ext_date: null, restricted_free_agency_announcement_hour: 24, restricted_free_agency_processing_hour: 0 });
  expect((await app.api('/api/leagues/1/calendar')).body).toEqual(set.body);
});

test('tag, one announcement a day by draft order, blind bids, processing with the original team\'s match, the compensatory pick', async () => {
  now = et('2026-03-01 12:00');
  expect((await bid(1, t.owner1, 20, 10)).status).toBe(200);
  expect((await bid(1, t.owner1, 21, 10)).status).toBe(200);
  expect((await send('/teams/1/tag/restricted-free-agency/nominate', t.owner1, { pid: pid(20), teamId: 1 })).status).toBe(200);
  // not announced yet: no bids from other teams
  expect((await bid(2, t.owner2, 20, 13)).body.error.code).toBe('PLAYER_NOT_ELIGIBLE');

  // draft order descending: team 3 (day 0), team 2 (day 1), then team 1 (day 2) at midnight
  await runAt('2026-03-02 00:00');
  await runAt('2026-03-03 00:00');
  expect((await bid(2, t.owner2, 20, 13)).body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
  await runAt('2026-03-04 00:00');
  await runAt('2026-03-04 00:30'); // a second run announces nothing twice
  const announced = (await app.api('/api/leagues/1/notices')).body.filter((n: { kind: string }) => n.kind === 'restricted_free_agency_announced');
  expect(announced.map((n: { tid: number; pid: string | null }) => [n.tid, n.pid])).toEqual([[1, pid(20)], [2, null], [3, null]]);

  now = et('2026-03-04 09:00');
  expect((await bid(2, t.owner2, 20, 13)).status).toBe(200);
  expect((await bid(3, t.owner3, 20, 12)).status).toBe(200);
  await runAt('2026-03-04 23:00'); // blind bids run until the processing hour
  expect(await holder(20)).toMatchObject({ tid: 1 });

  // 10 × 1.2 = 12 and 10 + 2 = 12 do not match 13: team 2 wins at its bid, team 1 is compensated
  await runAt('2026-03-05 00:00');
  expect(await holder(20)).toEqual({ tid: 2, value: 13, tag: 4 });
  const contract = (await app.api('/api/leagues/1/transactions?types=10&teams=2')).body;
  expect(contract[0]).toMatchObject({ pid: pid(20), type: 10, value: 13, tid: 2 });
  expect((await app.api('/api/teams/2/tag/restricted-free-agency', { token: t.owner2 })).body).toEqual([]);
  const picks = (await createDraftRepository().list(1)).filter((p) => p.comp === 'restricted_free_agency');
  expect(picks).toEqual([expect.objectContaining({ tid: 1, year: 2026, round: 3, comp_pid: pid(20) })]);
  const processed = (await app.api('/api/leagues/1/notices')).body.filter((n: { kind: string }) => n.kind === 'restricted_free_agency_processed');
  expect(processed).toEqual([expect.objectContaining({ tid: 2, pid: pid(20), timestamp: et('2026-03-05 00:00') })]);

  // team 1's next day (day 5): its other tagged player; a bid of 11 loses to the original team's 10
  // (counts 12). Team 1 is over the cap after the rollover ($15 × 14): it makes room from its
  // cutlist in order, only as far as needed
  await runAt('2026-03-07 00:00');
  now = et('2026-03-07 10:00');
  expect((await send('/teams/1/cutlist', t.owner1, { pids: [pid(22), pid(23)], teamId: 1, leagueId: 1 })).status).toBe(200);
  expect((await bid(3, t.owner3, 21, 11)).status).toBe(200);
  await runAt('2026-03-08 00:00');
  expect(await holder(21)).toEqual({ tid: 1, value: 10, tag: 4 });
  expect(await holder(22)).toBeNull();
  expect(await holder(23)).toMatchObject({ tid: 1 });
  const releases = (await app.api('/api/leagues/1/transactions?types=1&teams=1')).body;
  expect(releases[0]).toMatchObject({ pid: pid(22), type: 1, timestamp: et('2026-03-08 00:00') });
  expect((await createDraftRepository().list(1)).filter((p) => p.comp_pid === pid(21))).toEqual([]);
  const status = Object.fromEntries((await app.api('/api/status')).body.jobs.map((j: { job_id: number }) => [j.job_id, j]));
  expect(status[54]).toMatchObject({ succ: true });
  expect(status[87]).toMatchObject({ succ: true });
});
