import { AuctionPoolResponseSchema, getAuctionPoolEndpoint, type AuctionPoolPlayer } from '@league/shared-rules/contracts';
import { bootTestApp, type TestApp } from '../../test-support/boot';

let app: TestApp;
/** The demo league's rostered players (GET /leagues/1/players). */
let rostered: Set<string>;
beforeAll(async () => {
  app = await bootTestApp({
    importData: { limit: 300, limits: { players: Infinity } },
    seedDemo: true,
    clock: () => new Date('2026-11-21T12:00:00Z'),
  });
  rostered = new Set(((await app.api('/api/leagues/1/players')).body.players as { pid: string }[]).map((p) => p.pid));
}, 120_000);
afterAll(() => app.stop());

const pool = async (query: string, leagueId = 1) => {
  const res = await app.api(`/api${getAuctionPoolEndpoint.path.replace(':leagueId', String(leagueId))}?${query}`);
  expect(res.status).toBe(200);
  return AuctionPoolResponseSchema.parse(res.body);
};

describe('GET /leagues/:lid/auction/pool', () => {
  it('answers one page of free agents, best market value first, with only the fields the room shows', async () => {
    const page = await pool('limit=25');
    expect(page.players).toHaveLength(25);
    expect(page.total).toBeGreaterThan(500);
    expect(page.players.some((p) => rostered.has(p.pid))).toBe(false);
    const added = page.players.map((p) => p.points_added);
    expect(added).toEqual([...added].sort((a, b) => b - a));
    expect(Object.keys(page.players[0]).sort()).toEqual(['age', 'bye', 'market', 'name', 'nfl_status', 'points', 'points_added', 'pid', 'pos', 'team'].sort());
    // the next page continues where this one stopped
    const next = await pool('limit=25&offset=25');
    expect(next.players[0].points_added).toBeLessThanOrEqual(added[24]);
    expect(next.players.some((p) => page.players.some((q) => q.pid === p.pid))).toBe(false);
  });

  it('filters by position and name and sorts by any shown column', async () => {
    const rbs = await pool('pos=RB,TE&sort=points&dir=asc&limit=200');
    expect(new Set(rbs.players.map((p) => p.pos))).toEqual(new Set(['RB', 'TE']));
    const pts = rbs.players.map((p) => p.points);
    expect(pts).toEqual([...pts].sort((a, b) => a - b));
    const name = rbs.players[0].name;
    const byName = await pool(`q=${encodeURIComponent(name.slice(0, 5).toUpperCase())}&sort=name&dir=asc`);
    expect(byName.players.every((p) => p.name.toLowerCase().includes(name.slice(0, 5).toLowerCase()))).toBe(true);
    const names = byName.players.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const ages = (await pool('sort=age&dir=desc&limit=100')).players.map((p) => p.age);
    const known = ages.filter((a): a is number => a !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    expect(ages.indexOf(null) === -1 || ages.slice(ages.indexOf(null)).every((a) => a === null)).toBe(true);
  });

  it('values free agents like the players page (market salary over the whole pool) and answers given players even when rostered', async () => {
    const one = [...rostered][0];
    const top = (await pool('limit=3')).players;
    expect(top.some((p) => rostered.has(p.pid))).toBe(false);
    const asked = await pool(`pids=${one},${top[0].pid}`);
    expect(asked.players.map((p) => p.pid).sort()).toEqual([one, top[0].pid].sort());
    const market = new Map(((await app.api('/api/leagues/1/players')).body.players as { pid: string; market_salary: number }[]).map((p) => [p.pid, p.market_salary]));
    expect(asked.players.find((p) => p.pid === one)!.market).toBe(market.get(one));
    // the demo rosters hold every starter-grade player; in the default league (no rosters) the best are priced
    const open = (await pool('limit=1', 0)).players[0];
    expect(open.points_added).toBeGreaterThan(0);
    expect(open.market).toBeGreaterThan(0);
  });

  it('counts open points added over free agents only (the default league has no rosters)', async () => {
    const all = await pool('limit=200');
    const demoOpen = all.open_points_added;
    // the default league (no rosters) has every positive points added open: more than the demo league
    const free = await pool('limit=1', 0);
    expect(free.open_points_added).toBeGreaterThan(demoOpen);
    expect(free.total).toBeGreaterThan(all.total);
    const sum = (ps: AuctionPoolPlayer[]) => ps.reduce((s, p) => s + Math.max(0, p.points_added), 0);
    expect(sum(all.players)).toBeLessThanOrEqual(demoOpen);
  });

  it('keeps at most per_pos rows of each position, the best of each in the order asked', async () => {
    const best = await pool('sort=points&dir=desc&per_pos=3&limit=200');
    const byPos = new Map<string, number[]>();
    for (const p of best.players) byPos.set(p.pos, [...(byPos.get(p.pos) ?? []), p.points]);
    expect([...byPos.keys()].sort()).toEqual(['DST', 'K', 'QB', 'RB', 'TE', 'WR']);
    for (const [pos, pts] of byPos) {
      expect(pts).toHaveLength(3);
      const top = (await pool(`pos=${pos}&sort=points&dir=desc&limit=3`)).players.map((p) => p.points);
      expect(pts).toEqual(top);
    }
    expect(best.total).toBe(18);
  });

  it('refuses an unknown league and bad paging', async () => {
    expect((await app.api('/api/leagues/999/auction/pool')).status).toBe(404);
    const bad = await app.api('/api/leagues/1/auction/pool?limit=1000');
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_PARAMS');
  });
});
