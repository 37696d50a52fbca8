import type { RosterPlayerDoc } from '../../db/models/roster.model';
import { createDraftRepository } from '../../db/repositories/draft.repository';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { pid, seedLeague, YEAR, type LeagueFixture } from '../rosters/league-fixture.test-helper';
import { createClaimDeps } from './deps';
import { processDuePoaches } from './poach-claims';
import { processWaivers } from './process-waivers';

/** Poaching claims through the real app and the embedded database. */
let app: TestApp;
let t: LeagueFixture;
/** Tuesday 2025-10-21 16:00 UTC: in season. */
let now = Date.UTC(2025, 9, 21, 16) / 1000;

const row = (n: number, tid: number, slot: number, value = 10): RosterPlayerDoc => ({
  lid: 1, tid, year: YEAR, week: 0, pid: pid(n), pos: n % 2 ? 'RB' : 'WR', slot, tag: 1, value, extensions: 0, type: null, timestamp: null,
});

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
  // team 3: an unprotected (76) and a protected (77) practice squad player; 40 is team 1's
  await app.repos.rosters.insertMany([row(76, 3, 12, 4), row(77, 3, 15, 4)]);
});
afterAll(async () => {
  await app.stop();
});

const call = (path: string, token: string | undefined, body?: unknown, method = 'POST') => app.api(`/api/leagues/1${path}`, { method, token, body });
const rosterOf = async (tid: number) =>
  // logged in: visitors get no salaries (spec §6)
  (await app.api('/api/leagues/1/rosters', { token: t.commish })).body.rosters.find((r: { tid: number }) => r.tid === tid)?.players ?? [];

describe('submitting a poach (§4, §5, §8 codes 4 and 5)', () => {
  test('logged out 401, commissioner 403, own or non-practice-squad players code 4, protected code 4', async () => {
    expect((await call('/poaches', undefined, { pid: pid(40) })).status).toBe(401);
    expect((await call('/poaches', t.commish, { pid: pid(40) })).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await call('/poaches', t.owner1, { pid: pid(40) })).body.error.code).toBe('INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD');
    expect((await call('/poaches', t.owner2, { pid: pid(20) })).body.error.code).toBe('INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD');
    expect((await call('/poaches', t.owner2, { pid: pid(77) })).body.error.code).toBe('INELIGIBLE_PLAYER_NOT_ON_PRACTICE_SQUAD');
  });
  test('a claim is stored; a second claim on the player is refused with code 5', async () => {
    const res = await call('/poaches', t.owner2, { pid: pid(40) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tid: 2, player_tid: 1, pid: pid(40), release: [], submitted: now, processed: null });
    const second = await call('/poaches', t.owner3, { pid: pid(40) });
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM');
    expect((await app.api('/api/leagues/1/poaches')).body.map((p: { pid: string }) => p.pid)).toEqual([pid(40)]);
  });
  test('two teams claim one player at once: exactly one claim is stored', async () => {
    const results = await Promise.all([call('/poaches', t.owner1, { pid: pid(76) }), call('/poaches', t.owner2, { pid: pid(76) })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.error.code).toBe('INELIGIBLE_PLAYER_EXISTING_POACHING_CLAIM');
    const pending = (await app.api('/api/leagues/1/poaches')).body.filter((p: { pid: string }) => p.pid === pid(76));
    expect(pending).toHaveLength(1);
  });
});

describe('updating and processing', () => {
  test('only the claiming team updates the releases; releases must be its own players', async () => {
    const poach = (await app.api('/api/leagues/1/poaches')).body.find((p: { pid: string }) => p.pid === pid(40));
    expect((await call(`/poaches/${poach.uid}`, t.owner3, { release: [] }, 'PUT')).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await call(`/poaches/${poach.uid}`, t.owner2, { release: [pid(20)] }, 'PUT')).body.error.code).toBe('INELIGIBLE_RELEASE_PLAYER');
    const updated = await call(`/poaches/${poach.uid}`, t.owner2, { release: [pid(30)] }, 'PUT');
    expect(updated.status).toBe(200);
    expect(updated.body.release).toEqual([pid(30)]);
  });
  test('the player\'s manager processes it: he joins the claiming team at value + 2, the release goes with him', async () => {
    const poach = (await app.api('/api/leagues/1/poaches')).body.find((p: { pid: string }) => p.pid === pid(40));
    expect((await call(`/poaches/${poach.uid}/process`, undefined)).status).toBe(401);
    expect((await call(`/poaches/${poach.uid}/process`, t.owner2)).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await call(`/poaches/${poach.uid}/process`, t.commish)).body.error.code).toBe('NOT_TEAM_OWNER');
    const res = await call(`/poaches/${poach.uid}/process`, t.owner1);
    expect(res.status).toBe(200);
    expect(res.body.poach).toMatchObject({ uid: poach.uid, succ: true, reason: null, processed: now });
    expect(res.body.transactions.map((x: { pid: string; type: number; value: number; tid: number }) => [x.pid, x.type, x.value, x.tid]))
      .toEqual([[pid(30), 1, 10, 2], [pid(40), 5, 12, 2]]);
    const team2 = await rosterOf(2);
    expect(team2.find((p: { pid: string }) => p.pid === pid(40))).toMatchObject({ slot: 11, value: 12 });
    expect(team2.some((p: { pid: string }) => p.pid === pid(30))).toBe(false);
    expect((await rosterOf(1)).some((p: { pid: string }) => p.pid === pid(40))).toBe(false);
    expect((await call(`/poaches/${poach.uid}/process`, t.owner1)).body.error.code).toBe('CLAIM_PROCESSED');
    // the victim receives its conditional 4th-round pick of the next rookie draft (2026), once
    expect(await createDraftRepository().list(1)).toEqual([
      expect.objectContaining({ tid: 1, otid: 1, year: 2026, round: 4, comp: 'poach', comp_pid: pid(40), pid: null }),
    ]);
  });
  test('a claim on a player activated meanwhile fails with its reason when it clears', async () => {
    const poach = (await app.api('/api/leagues/1/poaches')).body.find((p: { pid: string }) => p.pid === pid(76));
    // with a claim pending he can no longer be protected (spec §4), but he can be activated
    const protect = await app.api('/api/teams/3/protect', { method: 'POST', token: t.owner3, body: { pid: pid(76) } });
    expect(protect.body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
    expect((await app.api('/api/teams/3/activate', { method: 'POST', token: t.owner3, body: { activate_pid: pid(76) } })).status).toBe(200);
    now += 47 * 3600;
    expect(await processDuePoaches(createClaimDeps(app.repos, () => now), 1, now)).toBe(0);
    now += 3600;
    expect(await processDuePoaches(createClaimDeps(app.repos, () => now), 1, now)).toBe(1);
    const stored = await app.api(`/api/leagues/1/poaches`);
    expect(stored.body.some((p: { uid: number }) => p.uid === poach.uid)).toBe(false);
    expect((await rosterOf(3)).find((p: { pid: string }) => p.pid === pid(76))).toMatchObject({ slot: 11 });
    // a failed poach compensates no one
    expect((await createDraftRepository().list(1)).filter((p) => p.comp_pid === pid(76))).toEqual([]);
  });
});

describe('poaching waiver claims', () => {
  test('inside 48 h of a deactivation another team claims by waiver; the winner gets the poaching claim', async () => {
    expect((await app.api('/api/teams/1/deactivate', { method: 'POST', token: t.owner1, body: { deactivate_pid: pid(22) } })).status).toBe(200);
    expect((await call('/poaches', t.owner2, { pid: pid(22) })).body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
    const waiver = await call('/waivers', t.owner2, { pid: pid(22), type: 2 });
    expect(waiver.status).toBe(200);
    await call('/waivers', t.owner3, { pid: pid(22), type: 2 });
    const run = await processWaivers(createClaimDeps(app.repos, () => now), 1, now + 3600);
    expect(run.results.filter((r) => r.pid === pid(22)).map((r) => [r.tid, r.succ])).toEqual([[2, true], [3, false]]);
    const poaches = (await app.api('/api/leagues/1/poaches')).body.filter((p: { pid: string }) => p.pid === pid(22));
    expect(poaches).toEqual([expect.objectContaining({ tid: 2, player_tid: 1, submitted: now + 3600 })]);
  });
});
