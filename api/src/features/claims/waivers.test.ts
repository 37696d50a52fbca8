import { bootTestApp, type TestApp } from '../../test-support/boot';
import { pid, seedLeague, type LeagueFixture } from '../rosters/league-fixture.test-helper';
import { createClaimDeps } from './deps';
import { processWaivers } from './process-waivers';

/** Waiver claims through the real app (port 0) and the embedded database; processing as the job runs it. */
let app: TestApp;
let t: LeagueFixture;
/** Tuesday 2025-10-21 16:00 UTC (12:00 New York): in season, inside the waiver period. */
const TUESDAY = Date.UTC(2025, 9, 21, 16) / 1000;
/** Saturday 2025-10-18 16:00 UTC: in season, outside the waiver period. */
const SATURDAY = Date.UTC(2025, 9, 18, 16) / 1000;
/** Wednesday 2025-10-22 15:00 New York: the weekly processing time. */
const WEDNESDAY = Date.UTC(2025, 9, 22, 19) / 1000;
let now = TUESDAY;

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
});
afterAll(async () => {
  await app.stop();
});

const call = (path: string, token: string | undefined, body?: unknown, method = 'POST') => app.api(`/api/leagues/1${path}`, { method, token, body });
const claim = (token: string, body: Record<string, unknown>) => call('/waivers', token, { type: 1, ...body });
const process = () => processWaivers(createClaimDeps(app.repos, () => now), 1, WEDNESDAY);
const team = async (tid: number) => (await app.api('/api/leagues/1/teams')).body.teams.find((x: { uid: number }) => x.uid === tid);
const rosterPids = async (tid: number) =>
  (await app.api('/api/leagues/1/rosters')).body.rosters.find((r: { tid: number }) => r.tid === tid)?.players.map((p: { pid: string }) => p.pid) ?? [];

describe('who may claim', () => {
  test('logged out 401; the commissioner has no team 403; unknown league 404; bad body 400', async () => {
    expect((await claim(undefined as unknown as string, { pid: pid(70) })).status).toBe(401);
    const commish = await claim(t.commish, { pid: pid(70) });
    expect(commish.status).toBe(403);
    expect(commish.body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await app.api('/api/leagues/9/waivers', { method: 'POST', token: t.owner2, body: { pid: pid(70), type: 1 } })).status).toBe(404);
    expect((await claim(t.owner2, { pid: pid(70), type: 7 })).body.error.code).toBe('INVALID_PARAMS');
  });
  test('outside the waiver period a free agent is signed, not claimed', async () => {
    now = SATURDAY;
    const res = await claim(t.owner2, { pid: pid(70), bid: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({ code: 'PLAYER_NOT_ELIGIBLE', message: 'Player is not on waivers' });
    now = TUESDAY;
  });
});

describe('submit, update, cancel, list, reorder', () => {
  test('submits a claim; a duplicate, a rostered player and a bid over faab are refused with codes', async () => {
    const res = await claim(t.owner2, { pid: pid(70), bid: 10 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tid: 2, lid: 1, pid: pid(70), type: 1, bid: 10, release: [], submitted: TUESDAY, processed: null, succ: null });
    expect((await claim(t.owner2, { pid: pid(70), bid: 12 })).body.error.code).toBe('CLAIM_EXISTS');
    expect((await claim(t.owner2, { pid: pid(1) })).body.error.code).toBe('PLAYER_ROSTERED');
    expect((await claim(t.owner2, { pid: pid(71), bid: 201 })).body.error).toEqual({ code: 'OVER_FAAB', message: 'Bid exceeds available faab' });
    expect((await claim(t.owner2, { pid: pid(71), type: 3, bid: 4 })).body.error.code).toBe('INVALID_BID');
  });
  test('two identical claims at once: exactly one is stored', async () => {
    const results = await Promise.all([claim(t.owner3, { pid: pid(72), bid: 1 }), claim(t.owner3, { pid: pid(72), bid: 1 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const mine = await app.api('/api/leagues/1/waivers', { token: t.owner3 });
    expect(mine.body.filter((w: { pid: string }) => w.pid === pid(72))).toHaveLength(1);
  });
  test('only the claiming team updates or cancels; a cancelled claim stays cancelled', async () => {
    const mine = (await claim(t.owner3, { pid: pid(73), bid: 3 })).body;
    expect((await call(`/waivers/${mine.uid}`, t.owner2, { bid: 1 }, 'PUT')).body.error.code).toBe('NOT_TEAM_OWNER');
    const updated = await call(`/waivers/${mine.uid}`, t.owner3, { bid: 7, release: [] }, 'PUT');
    expect(updated.status).toBe(200);
    expect(updated.body.bid).toBe(7);
    expect((await call(`/waivers/${mine.uid}`, t.owner3, { bid: 999 }, 'PUT')).body.error.code).toBe('OVER_FAAB');
    expect((await call(`/waivers/${mine.uid}/cancel`, t.owner2)).status).toBe(403);
    const cancelled = await call(`/waivers/${mine.uid}/cancel`, t.owner3);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelled).toBe(TUESDAY);
    expect((await call(`/waivers/${mine.uid}/cancel`, t.owner3)).body.error.code).toBe('CLAIM_PROCESSED');
    expect((await call('/waivers/99999/cancel', t.owner3)).status).toBe(404);
  });
  test('lists the caller\'s pending claims only (bid descending); visitors get none', async () => {
    const mine = await app.api('/api/leagues/1/waivers', { token: t.owner3 });
    expect(mine.body.map((w: { pid: string; tid: number }) => [w.pid, w.tid])).toEqual([[pid(72), 3]]);
    expect((await app.api('/api/leagues/1/waivers')).body).toEqual([]);
    expect((await app.api('/api/leagues/1/waivers', { token: t.commish })).body).toEqual([]);
  });
  test('the team reorders its own claims; naming another team\'s claim is refused', async () => {
    const second = (await claim(t.owner3, { pid: pid(74), bid: 1 })).body;
    const first = (await app.api('/api/leagues/1/waivers', { token: t.owner3 })).body.find((w: { pid: string }) => w.pid === pid(72));
    const res = await call('/waivers/order', t.owner3, { waivers: [second.uid, first.uid] }, 'PUT');
    expect(res.status).toBe(200);
    expect(res.body.map((w: { uid: number; po: number }) => [w.uid, w.po])).toEqual([[second.uid, 0], [first.uid, 1]]);
    const other = (await app.api('/api/leagues/1/waivers', { token: t.owner2 })).body[0];
    expect((await call('/waivers/order', t.owner3, { waivers: [other.uid, first.uid] }, 'PUT')).body.error.code).toBe('INVALID_PARAMS');
    // leave one claim of team 3 for processing
    await call(`/waivers/${second.uid}/cancel`, t.owner3);
    await call(`/waivers/${first.uid}/cancel`, t.owner3);
  });
});

describe('processing (DOMAIN-NOTES)', () => {
  test('two teams claim one player: the highest bid wins, the other fails with the reason; faab is spent', async () => {
    await claim(t.owner3, { pid: pid(70), bid: 15 });
    const result = await process();
    const byTeam = Object.fromEntries(result.results.filter((r) => r.pid === pid(70)).map((r) => [r.tid, r]));
    expect(byTeam[3]).toMatchObject({ succ: true, reason: null });
    expect(byTeam[2]).toMatchObject({ succ: false, reason: 'player already claimed' });
    expect(await rosterPids(3)).toContain(pid(70));
    expect((await team(3)).faab).toBe(185);
    expect((await team(2)).faab).toBe(200);
    const report = await app.api(`/api/leagues/1/waivers?processed=${WEDNESDAY}`);
    expect(report.body.map((w: { tid: number; succ: boolean }) => [w.tid, w.succ]).sort()).toEqual([[2, false], [3, true]]);
    expect((await app.api('/api/leagues/1/waivers', { token: t.owner2 })).body).toEqual([]);
    const tx = await app.api('/api/leagues/1/transactions?teams=3');
    expect(tx.body[0]).toMatchObject({ pid: pid(70), type: 14, value: 0, tid: 3 });
  });
  test('a tie goes to the better waiver order, which then moves to the end', async () => {
    const before = [await team(1), await team(2), await team(3)].map((x) => x.waiver_order);
    expect(before).toEqual([1, 2, 3]);
    await claim(t.owner2, { pid: pid(71), bid: 4 });
    await claim(t.owner3, { pid: pid(71), bid: 4 });
    const result = await process();
    expect(result.results.find((r) => r.succ)).toMatchObject({ tid: 2, pid: pid(71) });
    expect([await team(1), await team(2), await team(3)].map((x) => x.waiver_order)).toEqual([1, 3, 2]);
  });
  test('insufficient faab: a later claim over the remaining budget fails', async () => {
    await claim(t.owner3, { pid: pid(72), bid: 150 });
    await claim(t.owner3, { pid: pid(73), bid: 100 });
    const result = await process();
    expect(result.results.find((r) => r.pid === pid(72))).toMatchObject({ succ: true });
    expect(result.results.find((r) => r.pid === pid(73))).toMatchObject({ succ: false, reason: 'bid exceeds available budget' });
    expect((await team(3)).faab).toBe(35);
    expect(await rosterPids(3)).not.toContain(pid(73));
  });
  test('a full roster claims with a conditional release, applied only with the add', async () => {
    // team 1 has two open bench spots: fill them, then a claim without a release is refused
    now = SATURDAY;
    for (const p of [74, 75]) expect((await app.api('/api/teams/1/add', { method: 'POST', token: t.owner1, body: { pid: pid(p) } })).status).toBe(200);
    now = TUESDAY;
    const full = await claim(t.owner1, { pid: pid(76), bid: 2 });
    expect(full.body.error.code).toBe('NO_ACTIVE_SPACE');
    expect((await claim(t.owner1, { pid: pid(76), bid: 2, release: [pid(30)] })).body.error.code).toBe('INELIGIBLE_RELEASE_PLAYER');
    expect((await claim(t.owner1, { pid: pid(76), bid: 2, release: [pid(21)] })).status).toBe(200);
    // a second claim on the same player by a poorer team releases nothing when it loses
    await claim(t.owner2, { pid: pid(76), bid: 1 });
    expect(await rosterPids(1)).toContain(pid(21));
    await process();
    const roster = await rosterPids(1);
    expect(roster).toContain(pid(76));
    expect(roster).not.toContain(pid(21));
    const tx = (await app.api('/api/leagues/1/transactions?teams=1')).body;
    expect(tx.filter((x: { timestamp: number }) => x.timestamp === WEDNESDAY).map((x: { pid: string; type: number }) => [x.pid, x.type]).sort())
      .toEqual([[pid(21), 1], [pid(76), 14]].sort());
    expect(await rosterPids(2)).not.toContain(pid(76));
  });
  test('two runs at the same time process each claim once', async () => {
    await claim(t.owner2, { pid: pid(77), bid: 3 });
    await claim(t.owner3, { pid: pid(77), bid: 2 });
    const [a, b] = await Promise.all([process(), process()]);
    const processed = [...a.results, ...b.results].filter((r) => r.pid === pid(77));
    expect(processed).toHaveLength(2);
    expect(processed.filter((r) => r.succ)).toEqual([expect.objectContaining({ tid: 2 })]);
    expect((await rosterPids(2)).filter((p: string) => p === pid(77))).toHaveLength(1);
    expect(await rosterPids(3)).not.toContain(pid(77));
    expect((await team(2)).faab).toBe(193);
  });
});
