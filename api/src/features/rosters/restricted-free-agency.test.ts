import { bootTestApp, type TestApp } from '../../test-support/boot';
import { IN_SEASON, pid, seedLeague, type LeagueFixture } from './league-fixture.test-helper';
import { LeagueModelForTests } from './league-model.test-helper';

/** Restricted free agency tags, bids and nominations through the real app and database. */
let app: TestApp;
let t: LeagueFixture;
const now = IN_SEASON;

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
  t = await seedLeague(app);
});
afterAll(async () => {
  await app.stop();
});

const call = (path: string, token: string | undefined, body: unknown, method = 'POST') => app.api(`/api${path}`, { method, token, body });
const rfa = (body: Record<string, unknown>, token = t.owner1, method = 'POST') =>
  call('/teams/1/tag/restricted-free-agency', token, { release: [], teamId: 1, playerTid: 1, ...body }, method);

test('outside the transition period the tag is refused', async () => {
  const res = await rfa({ pid: pid(20), bid: 10 });
  expect(res.status).toBe(400);
  expect(res.body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
});

test('tag, update, limit, nominate and cancel', async () => {
  await LeagueModelForTests.openTransition(1, now - 86400, now + 86400);
  expect((await rfa({ pid: pid(20), bid: 10 }, t.owner2)).status).toBe(403);
  expect((await call('/teams/1/tag/restricted-free-agency', undefined, { pid: pid(20), release: [], teamId: 1, playerTid: 1, bid: 10 })).status).toBe(401);
  const placed = await rfa({ pid: pid(20), bid: 10 });
  expect(placed.status).toBe(200);
  expect(placed.body).toMatchObject({ pid: pid(20), tid: 1, player_tid: 1, bid: 10, cancelled: null, remove: null });
  const updated = await rfa({ pid: pid(20), bid: 14 }, t.owner1, 'PUT');
  expect(updated.body).toMatchObject({ uid: placed.body.uid, bid: 14 });
  expect((await rfa({ pid: pid(21), bid: 3 })).status).toBe(200);
  expect((await rfa({ pid: pid(22), bid: 3 })).body.error.code).toBe('TAG_LIMIT_REACHED');
  const swapped = await rfa({ pid: pid(22), bid: 3, remove: pid(21) });
  expect(swapped.body).toMatchObject({ pid: pid(22), remove: pid(21) });

  const nominate = (p: string, method = 'POST') => call('/teams/1/tag/restricted-free-agency/nominate', t.owner1, { pid: p }, method);
  expect((await nominate(pid(20))).body).toEqual({ pid: pid(20), nominated: now });
  expect((await nominate(pid(21))).body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
  expect((await nominate(pid(20), 'DELETE')).body).toEqual({ pid: pid(20), nominated: null });

  const cancelled = await call('/teams/1/tag/restricted-free-agency', t.owner1, { pid: pid(20), teamId: 1 }, 'DELETE');
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ pid: pid(20), cancelled: now });
  const roster = (await app.api('/api/leagues/1/rosters')).body.rosters.find((r: { tid: number }) => r.tid === 1);
  const tagOf = (p: string) => roster.players.find((x: { pid: string }) => x.pid === p).tag;
  expect([tagOf(pid(20)), tagOf(pid(21)), tagOf(pid(22))]).toEqual([1, 1, 4]);
  const tags = (await app.api('/api/leagues/1/transactions?types=10')).body;
  expect(tags.map((x: { pid: string }) => x.pid).sort()).toEqual([pid(20), pid(21), pid(22)].sort());
});

test('another team may bid only on an announced player', async () => {
  const res = await call('/teams/2/tag/restricted-free-agency', t.owner2, { pid: pid(22), release: [], teamId: 2, playerTid: 1, bid: 20 });
  expect(res.body.error.code).toBe('PLAYER_NOT_ELIGIBLE');
  await LeagueModelForTests.announce(1, pid(22), now - 60);
  const bid = await call('/teams/2/tag/restricted-free-agency', t.owner2, { pid: pid(22), release: [pid(30)], teamId: 2, playerTid: 1, bid: 20 });
  expect(bid.status).toBe(200);
  expect(bid.body).toMatchObject({ pid: pid(22), tid: 2, player_tid: 1, bid: 20, release: [pid(30)] });
  const wrongTeam = await call('/teams/2/tag/restricted-free-agency', t.owner2, { pid: pid(22), release: [], teamId: 2, playerTid: 3, bid: 20 });
  expect(wrongTeam.status).toBe(400);
});

test('a team lists its live bids: its owner only', async () => {
  const list = (tid: number, token: string | undefined) => app.api(`/api/teams/${tid}/tag/restricted-free-agency`, { token });
  // team 2 bid on the announced pid(22) above; a cancelled bid leaves the list
  const own = await list(2, t.owner2);
  expect(own.status).toBe(200);
  expect(own.body).toEqual([expect.objectContaining({ pid: pid(22), tid: 2, player_tid: 1, bid: 20, release: [pid(30)], cancelled: null, processed: null })]);
  // team 1's list holds its own live tag record (pid(22)) only: pid(20) was cancelled, pid(21) swapped out
  expect((await list(1, t.owner1)).body.map((b: { pid: string; tid: number }) => [b.pid, b.tid])).toEqual([[pid(22), 1]]);
  const other = await list(2, t.owner1);
  expect(other.status).toBe(403);
  expect(other.body.error.code).toBe('NOT_TEAM_OWNER');
  const visitor = await list(2, undefined);
  expect(visitor.status).toBe(401);
  expect(visitor.body.error.code).toBe('UNAUTHENTICATED');
  expect((await call('/teams/2/tag/restricted-free-agency', t.owner2, { pid: pid(22), teamId: 2 }, 'DELETE')).status).toBe(200);
  expect((await list(2, t.owner2)).body).toEqual([]);
});
