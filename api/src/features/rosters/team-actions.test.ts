import { bootTestApp, type TestApp } from '../../test-support/boot';
import { IN_SEASON, pid, seedLeague, type LeagueFixture } from './league-fixture.test-helper';

/** Every team action through the real app (port 0) and the embedded database. */
let app: TestApp;
let t: LeagueFixture;
let now = IN_SEASON;

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
});
afterAll(async () => {
  await app.stop();
});

const post = (path: string, token: string | undefined, body: unknown, method = 'POST') => app.api(`/api${path}`, { method, token, body });
const rosterOf = async (tid: number) => {
  // logged in: visitors get no salaries (spec §6)
  const res = await app.api('/api/leagues/1/rosters', { token: t.commish });
  return res.body.rosters.find((r: { tid: number }) => r.tid === tid);
};
const slotOf = async (tid: number, p: string) => (await rosterOf(tid))?.players.find((x: { pid: string }) => x.pid === p)?.slot;

describe('authorisation', () => {
  test('logged out 401, another owner 403 NOT_TEAM_OWNER, the commissioner is no owner', async () => {
    const out = await post('/teams/1/release', undefined, { pid: pid(20) });
    expect(out.status).toBe(401);
    expect(out.body.error.code).toBe('UNAUTHENTICATED');
    const other = await post('/teams/1/release', t.owner2, { pid: pid(20) });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await post('/teams/1/release', t.commish, { pid: pid(20) })).body.error.code).toBe('NOT_TEAM_OWNER');
    expect((await post('/teams/999/release', t.owner1, { pid: pid(20) })).status).toBe(404);
    expect((await post('/teams/1/release', t.owner1, { pid: 'nope' })).body.error.code).toBe('INVALID_PARAMS');
    expect(await slotOf(1, pid(20))).toBe(11);
  });
});

describe('release and the 24-hour waiver hold', () => {
  test('releases a bench player and records the transaction', async () => {
    const res = await post('/teams/1/release', t.owner1, { pid: pid(20) });
    expect(res.status).toBe(200);
    expect(res.body.transaction).toMatchObject({ pid: pid(20), type: 1, tid: 1, value: 10, timestamp: now });
    expect(res.body.roster.players.some((p: { pid: string }) => p.pid === pid(20))).toBe(false);
    expect(res.body.roster.availableSpace).toBe(3);
    const list = await app.api('/api/leagues/1/transactions/release');
    expect(list.body.map((x: { pid: string }) => x.pid)).toEqual([pid(20)]);
  });
  test('a released player cannot be signed for 24 hours', async () => {
    const blocked = await post('/teams/2/add', t.owner2, { pid: pid(20) });
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toEqual({ code: 'PLAYER_ON_WAIVERS', message: 'Player is on waivers' });
    now += 24 * 3600;
    const signed = await post('/teams/2/add', t.owner2, { pid: pid(20) });
    expect(signed.status).toBe(200);
    expect(signed.body.transactions).toMatchObject([{ pid: pid(20), type: 14, value: 0 }]);
    expect(await slotOf(2, pid(20))).toBe(11);
    now -= 24 * 3600;
  });
  test('a starter whose game has started is locked; another player cannot be released twice', async () => {
    const locked = await post('/teams/1/release', t.owner1, { pid: pid(4) });
    expect(locked.status).toBe(400);
    expect(locked.body.error).toEqual({ code: 'PLAYER_LOCKED', message: 'Player is locked' });
    expect((await post('/teams/1/release', t.owner1, { pid: pid(20) })).body.error.code).toBe('INELIGIBLE_PLAYER_NOT_ON_ROSTER');
  });
});

describe('signing free agents', () => {
  test('fills the roster, then asks for a release, applied only with the signing', async () => {
    expect((await post('/teams/1/add', t.owner1, { pid: pid(70) })).status).toBe(200);
    expect((await post('/teams/1/add', t.owner1, { pid: pid(71) })).status).toBe(200);
    expect((await post('/teams/1/add', t.owner1, { pid: pid(79) })).status).toBe(200);
    const full = await post('/teams/1/add', t.owner1, { pid: pid(72) });
    expect(full.status).toBe(400);
    expect(full.body.error).toEqual({ code: 'NO_ACTIVE_SPACE', message: 'No active roster space available, make room by releasing a player' });
    const badRelease = await post('/teams/1/add', t.owner1, { pid: pid(72), release: [pid(4)] });
    expect(badRelease.body.error.code).toBe('INELIGIBLE_RELEASE_PLAYER');
    expect(await slotOf(1, pid(4))).toBe(3);
    const ok = await post('/teams/1/add', t.owner1, { pid: pid(72), release: [pid(71)] });
    expect(ok.status).toBe(200);
    expect(ok.body.transactions.map((x: { type: number; pid: string }) => [x.type, x.pid])).toEqual([[1, pid(71)], [14, pid(72)]]);
    expect(await slotOf(1, pid(71))).toBeUndefined();
  });
  test('another team\'s player cannot be signed', async () => {
    const res = await post('/teams/1/add', t.owner1, { pid: pid(30) });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('PLAYER_ROSTERED');
  });
  test('the same free agent added by two teams at once: one winner, consistent rosters', async () => {
    for (const p of [pid(73), pid(75), pid(77)]) {
      const results = await Promise.all([post('/teams/2/add', t.owner2, { pid: p }), post('/teams/3/add', t.owner3, { pid: p })]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.error.code).toBe('PLAYER_ROSTERED');
      const holders = [await slotOf(2, p), await slotOf(3, p)].filter((s) => s !== undefined);
      expect(holders).toEqual([11]);
      const adds = await app.api(`/api/leagues/1/transactions?types=14&limit=100`);
      expect(adds.body.filter((x: { pid: string }) => x.pid === p)).toHaveLength(1);
    }
  });
  test('one team adding two players into its last spot at once: only one fits', async () => {
    // team 1 is full again after 72; free one spot
    expect((await post('/teams/1/release', t.owner1, { pid: pid(72) })).status).toBe(200);
    const results = await Promise.all([post('/teams/1/add', t.owner1, { pid: pid(74) }), post('/teams/1/add', t.owner1, { pid: pid(76) })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await rosterOf(1)).availableSpace).toBe(0);
  });
});

describe('lineups', () => {
  test('swaps a bench player in; refuses a wrong position and a locked player', async () => {
    const ok = await post('/teams/1/lineups', t.owner1, { players: [{ pid: pid(21), slot: 3 }, { pid: pid(5), slot: 11 }] }, 'PUT');
    expect(ok.status).toBe(200);
    expect(ok.body.roster.players.find((p: { pid: string }) => p.pid === pid(21)).slot).toBe(3);
    const wrong = await post('/teams/1/lineups', t.owner1, { players: [{ pid: pid(5), slot: 1 }] }, 'PUT');
    expect(wrong.body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
    const locked = await post('/teams/1/lineups', t.owner1, { players: [{ pid: pid(4), slot: 11 }, { pid: pid(5), slot: 3 }] }, 'PUT');
    expect(locked.body.error.code).toBe('PLAYER_LOCKED');
    expect((await post('/teams/1/lineups', t.owner2, { players: [{ pid: pid(5), slot: 3 }] }, 'PUT')).status).toBe(403);
  });
});

describe('reserve, activate, deactivate, protect', () => {
  test('IR is full-checked; an injured player goes to IR, a healthy one is refused', async () => {
    const healthy = await post('/teams/1/reserve', t.owner1, { reserve_pid: pid(22), slot: 13 });
    expect(healthy.body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
    const res = await post('/teams/1/reserve', t.owner1, { reserve_pid: pid(24), slot: 13 });
    expect(res.status).toBe(200);
    expect(res.body.transactions).toMatchObject([{ pid: pid(24), type: 15 }]);
  });
  test('activating needs bench space: refused with the §8 text, then done with a release', async () => {
    const full = await post('/teams/1/activate', t.owner1, { activate_pid: pid(45) });
    expect(full.status).toBe(200); // IR move of 24 freed a bench spot
    const again = await post('/teams/1/activate', t.owner1, { activate_pid: pid(24) });
    expect(again.body.error).toEqual({
      code: 'NO_ACTIVE_SPACE',
      message: 'No active roster space available, make room by releasing a player or moving any reserve eligible players to reserve.',
    });
    const swap = await post('/teams/1/activate', t.owner1, { activate_pid: pid(40), release_pid: pid(23) });
    expect(swap.status).toBe(200);
    expect(swap.body.transactions.map((x: { type: number }) => x.type)).toEqual([1, 2]);
  });
  test('deactivates a never-activated player and protects him after 24 hours', async () => {
    expect((await post('/teams/1/deactivate', t.owner1, { deactivate_pid: pid(40) })).body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
    const res = await post('/teams/1/deactivate', t.owner1, { deactivate_pid: pid(70) });
    expect(res.status).toBe(200);
    expect(await slotOf(1, pid(70))).toBe(12);
    expect((await post('/teams/1/protect', t.owner1, { pid: pid(70) })).body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
    now += 25 * 3600;
    const protectedRes = await post('/teams/1/protect', t.owner1, { pid: pid(70) });
    expect(protectedRes.status).toBe(200);
    expect(await slotOf(1, pid(70))).toBe(15);
    const release = await post('/teams/1/release', t.owner1, { pid: pid(70) });
    expect(release.body.error.code).toBe('PLAYER_PROTECTED');
    now -= 25 * 3600;
  });
});

describe('tags and cutlist', () => {
  test('franchise tags follow the calendar: refused in week 12 (OUTSIDE_WINDOW), applied after the fantasy season', async () => {
    const before = now;
    now = Date.UTC(2025, 10, 21, 17) / 1000; // Friday of week 12
    const refused = await post('/teams/1/tag', t.owner1, { pid: pid(1), tag: 2 });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('OUTSIDE_WINDOW');
    now = Date.UTC(2026, 0, 14, 17) / 1000; // week 19: the 2025 fantasy season is over, no rollover yet
    expect((await post('/teams/1/tag', t.owner1, { pid: pid(3), tag: 2 })).status).toBe(200);
    expect((await post('/teams/1/tag', t.owner1, { pid: pid(3), teamId: 1 }, 'DELETE')).status).toBe(200);
    now = before;
    expect((await post('/teams/1/tag', t.owner1, { pid: pid(3), tag: 2 })).body.error.code).toBe('OUTSIDE_WINDOW');
  });
  test('franchise tag within the limit; a full set needs a player to untag; delete reverts', async () => {
    const before = now;
    now = Date.UTC(2026, 0, 14, 17) / 1000;
    expect((await post('/teams/1/tag', t.owner1, { pid: pid(1), tag: 2 })).body).toEqual({ pid: pid(1), tag: 2, remove: null });
    expect((await post('/teams/1/tag', t.owner1, { pid: pid(2), tag: 2 })).body.error.code).toBe('TAG_LIMIT_REACHED');
    const swap = await post('/teams/1/tag', t.owner1, { pid: pid(2), tag: 2, remove: pid(1) });
    expect(swap.status).toBe(200);
    const roster = await rosterOf(1);
    const tagOf = (p: string) => roster.players.find((x: { pid: string }) => x.pid === p).tag;
    expect([tagOf(pid(1)), tagOf(pid(2))]).toEqual([1, 2]);
    expect((await post('/teams/1/tag', t.owner1, { pid: pid(2), teamId: 1 }, 'DELETE')).body).toEqual({ pid: pid(2), tag: 1, remove: null });
    const tags = await app.api('/api/leagues/1/transactions?types=11');
    expect(tags.body.map((x: { pid: string }) => x.pid)).toEqual([pid(2), pid(1), pid(3)]);
    now = before;
  });
  test('cutlist: owner sets and reads it, ineligible and foreign lists are refused', async () => {
    const set = await post('/teams/1/cutlist', t.owner1, { pids: [pid(22), pid(21)], teamId: 1, leagueId: 1 });
    expect(set.status).toBe(200);
    expect(set.body).toEqual([pid(22), pid(21)]);
    expect((await app.api('/api/teams/1/cutlist', { token: t.owner1 })).body).toEqual([pid(22), pid(21)]);
    expect((await app.api('/api/teams/1/cutlist', { token: t.owner2 })).status).toBe(403);
    expect((await post('/teams/1/cutlist', t.owner1, { pids: [pid(70)], teamId: 1, leagueId: 1 })).body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
    // a released player leaves the cutlist
    expect((await post('/teams/1/release', t.owner1, { pid: pid(22) })).status).toBe(200);
    expect((await app.api('/api/teams/1/cutlist', { token: t.owner1 })).body).toEqual([pid(21)]);
  });
});

describe('commissioner roster edits', () => {
  test('adds, edits and removes; owners are refused', async () => {
    expect((await post('/leagues/1/rosters', t.owner1, { pid: pid(78), value: 5, teamId: 3 })).body.error.code).toBe('NOT_COMMISSIONER');
    expect((await post('/leagues/1/rosters', undefined, { pid: pid(78), value: 5, teamId: 3 })).status).toBe(401);
    expect((await post('/leagues/1/rosters', t.commish, { pid: pid(78), value: 500, teamId: 3 })).body.error.code).toBe('OVER_CAP_SPACE');
    const add = await post('/leagues/1/rosters', t.commish, { pid: pid(78), value: 5, teamId: 3 });
    expect(add.status).toBe(200);
    expect(add.body.transactions).toMatchObject([{ type: 14, value: 5, tid: 3 }]);
    const edit = await post('/leagues/1/rosters', t.commish, { pid: pid(78), teamId: 3, value: 9 }, 'PUT');
    expect(edit.body).toMatchObject({ pid: pid(78), value: 9, slot: 11 });
    expect((await post('/leagues/1/rosters', t.commish, { pid: pid(78), teamId: 3, slot: 1 }, 'PUT')).status).toBe(400);
    const removed = await post('/leagues/1/rosters', t.commish, { pid: pid(78), teamId: 3 }, 'DELETE');
    expect(removed.body.transactions).toMatchObject([{ type: 1, value: 9 }]);
    expect((await post('/leagues/1/rosters', t.commish, { pid: pid(78), value: 1, teamId: 99 })).status).toBe(404);
  });
});

describe('transactions lists', () => {
  test('filters by type and team, pages newest first, reserve list for the owner', async () => {
    const all = (await app.api('/api/leagues/1/transactions?limit=100')).body;
    const page1 = (await app.api('/api/leagues/1/transactions?limit=3&offset=0')).body;
    const page2 = (await app.api('/api/leagues/1/transactions?limit=3&offset=3')).body;
    expect([...page1, ...page2].map((x: { uid: number }) => x.uid)).toEqual(all.slice(0, 6).map((x: { uid: number }) => x.uid));
    const team2 = (await app.api('/api/leagues/1/transactions?teams=2&limit=100')).body;
    expect(team2.length).toBeGreaterThan(0);
    expect(team2.every((x: { tid: number }) => x.tid === 2)).toBe(true);
    const releases = (await app.api('/api/leagues/1/transactions?types=1,15&limit=100')).body;
    expect(releases.every((x: { type: number }) => x.type === 1 || x.type === 15)).toBe(true);
    const reserve = await app.api('/api/teams/1/transactions/reserve?leagueId=1', { token: t.owner1 });
    expect(reserve.status).toBe(200);
    expect(reserve.body.some((x: { type: number }) => x.type === 2)).toBe(true);
    expect((await app.api('/api/teams/1/transactions/reserve?leagueId=1', { token: t.owner2 })).status).toBe(403);
    expect((await app.api('/api/leagues/1/transactions?types=99')).status).toBe(400);
  });
});
