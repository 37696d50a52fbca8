import { bootTestApp, type TestApp } from '../../test-support/boot';
import { pid, seedLeague, type LeagueFixture } from '../rosters/league-fixture.test-helper';
import { createClaimDeps } from './deps';
import { processWaivers } from './process-waivers';

/** The waiver report over a real processing run on the embedded database. */
let app: TestApp;
let t: LeagueFixture;
/** Tuesday 2025-10-21 12:00 New York: in season, inside the waiver period. */
const TUESDAY = Date.UTC(2025, 9, 21, 16) / 1000;
/** Wednesday 2025-10-22 15:00 New York: the weekly processing time. */
const WEDNESDAY = Date.UTC(2025, 9, 22, 19) / 1000;

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(TUESDAY * 1000) });
  t = await seedLeague(app);
});
afterAll(() => app.stop());

const report = (query: string) => app.api(`/api/leagues/1/waivers/report${query}`);
const claim = (token: string, body: Record<string, unknown>) => app.api('/api/leagues/1/waivers', { method: 'POST', token, body: { type: 1, ...body } });

describe('GET /leagues/:lid/waivers/report', () => {
  test('before any run: no runs and no players; bad type 400; unknown league 404', async () => {
    expect((await report('?type=1')).body).toEqual({ processed: [], players: [] });
    expect((await report('?type=9')).status).toBe(400);
    expect((await report('')).status).toBe(400);
    expect((await app.api('/api/leagues/9/waivers/report?type=1')).status).toBe(404);
  });

  test('per player the winning claim and the failed ones, for anyone, and pending claims never show', async () => {
    expect((await claim(t.owner2, { pid: pid(70), bid: 10 })).status).toBe(200);
    expect((await claim(t.owner3, { pid: pid(70), bid: 14 })).status).toBe(200);
    expect((await claim(t.owner2, { pid: pid(71), bid: 3 })).status).toBe(200);
    await processWaivers(createClaimDeps(app.repos, () => WEDNESDAY), 1, WEDNESDAY);
    expect((await claim(t.owner2, { pid: pid(72), bid: 1 })).status).toBe(200); // pending, after the run

    const res = await report('?type=1');
    expect(res.status).toBe(200);
    expect(res.body.processed).toEqual([WEDNESDAY]);
    expect(res.body.players.map((p: { pid: string }) => p.pid)).toEqual([pid(70), pid(71)]);
    const [contested, single] = res.body.players;
    expect(contested.successful).toMatchObject({ tid: 3, bid: 14, succ: true });
    expect(contested.failed).toEqual([expect.objectContaining({ tid: 2, bid: 10, succ: false, reason: 'player already claimed' })]);
    expect(single.successful).toMatchObject({ tid: 2, bid: 3 });
    expect((await report(`?type=1&processed=${WEDNESDAY}`)).body).toEqual(res.body);
    expect((await report(`?type=1&processed=${WEDNESDAY - 1}`)).status).toBe(404);
    expect((await report('?type=3')).body).toEqual({ processed: [], players: [] });
  });
});
