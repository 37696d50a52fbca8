import { seasonMarketSalaries } from '@league/shared-rules';
import { DEFAULT_LEAGUE, RosterReadSchema, RosterSchema } from '@league/shared-rules/contracts';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { DEMO_PASSWORD } from '../../seed/demo-league';

let app: TestApp;
let token = '';
beforeAll(async () => {
  // every player (the status derivation and the valuation read the whole pool), a slice of the rest
  app = await bootTestApp({
    importData: { limit: 300, limits: { players: Infinity } },
    seedDemo: true,
    clock: () => new Date('2026-11-21T12:00:00Z'),
  });
  token = (await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'owner3', password: DEMO_PASSWORD } })).body.token;
}, 180_000);
afterAll(() => app.stop());

const SALARY_KEYS = ['value', 'extensions', 'bid'];
const MANAGER_KEYS = ['tid', 'slot', 'tag'];

describe('visitors receive no salary or manager data (spec §6)', () => {
  it('GET rosters: no salaries, extensions, bids or available cap for a visitor; all of them when logged in', async () => {
    const visitor = (await app.api('/api/leagues/1/rosters')).body.rosters.map((r: unknown) => RosterReadSchema.parse(r));
    expect(visitor).toHaveLength(12);
    for (const roster of visitor) {
      expect(roster).not.toHaveProperty('availableCap');
      expect(roster.players).toHaveLength(19);
      for (const p of roster.players) for (const key of SALARY_KEYS) expect(p).not.toHaveProperty(key);
    }
    const owner = (await app.api('/api/leagues/1/rosters', { token })).body.rosters.map((r: unknown) => RosterSchema.parse(r));
    expect(owner[0].availableCap).toBeGreaterThan(0);
    expect(owner[0].players.every((p: { value: number }) => Number.isInteger(p.value))).toBe(true);
    // an invalid token is a visitor too
    const forged = (await app.api('/api/leagues/1/rosters', { token: 'not-a-token' })).body.rosters[0];
    expect(forged).not.toHaveProperty('availableCap');
  });

  it('player lists: no roster info for a visitor in league lists, no salary in a team list', async () => {
    const search = (await app.api('/api/players', { method: 'POST', body: { leagueId: 1, limit: 50 } })).body.players;
    expect(search).toHaveLength(50);
    for (const p of search) for (const key of [...SALARY_KEYS, ...MANAGER_KEYS]) expect(p).not.toHaveProperty(key);
    const league = (await app.api('/api/leagues/1/players')).body.players;
    expect(league).toHaveLength(12 * 19);
    for (const p of league) for (const key of [...SALARY_KEYS, ...MANAGER_KEYS]) expect(p).not.toHaveProperty(key);
    const team = (await app.api('/api/teams/3/players?leagueId=1')).body.players;
    expect(team.every((p: { tid: number }) => p.tid === 3)).toBe(true);
    for (const p of team) for (const key of SALARY_KEYS) expect(p).not.toHaveProperty(key);

    const owned = (await app.api('/api/players', { method: 'POST', body: { leagueId: 1, limit: 3 }, token })).body.players;
    expect(owned[0]).toMatchObject({ tid: expect.any(Number), value: expect.any(Number) });
    const ownedTeam = (await app.api('/api/teams/3/players?leagueId=1', { token })).body.players;
    expect(ownedTeam.every((p: { value: number }) => Number.isInteger(p.value))).toBe(true);
  });
});

describe('market salary of the league players (roster export, spec §2)', () => {
  it('is the shared valuation of last season points over the player pool, for visitors too', async () => {
    const league = (await app.api('/api/leagues/1/players', { token })).body.players as { pid: string; market_salary: number; points_last_season: number | null }[];
    const pool: { pid: string; pos: string; points_last_season: number | null }[] = [];
    for (let offset = 0; ; offset += 500) {
      const page = (await app.api('/api/players', { method: 'POST', body: { limit: 500, offset } })).body;
      pool.push(...page.players);
      if (pool.length >= page.total) break;
    }
    const expected = seasonMarketSalaries(
      { ...DEFAULT_LEAGUE, ...(await app.api('/api/leagues/1')).body },
      pool.map((p) => ({ pid: p.pid, pos: p.pos, points: p.points_last_season })),
    );
    for (const p of league) expect(p.market_salary).toBe(expected.get(p.pid));
    const best = league.reduce((a, b) => ((a.points_last_season ?? 0) >= (b.points_last_season ?? 0) ? a : b));
    expect(best.market_salary).toBeGreaterThan(0);
    const visitor = (await app.api('/api/leagues/1/players')).body.players as { pid: string; market_salary: number }[];
    expect(visitor.find((p) => p.pid === best.pid)?.market_salary).toBe(best.market_salary);
  });
});

describe('retired players are no player pool (spec §3)', () => {
  it('derives NFL statuses from the data set: retired players are on no team, current ones active', async () => {
    const favre = (await app.api('/api/players', { method: 'POST', body: { q: 'brett favre', nfl_statuses: ['RET'] } })).body;
    expect(favre.total).toBe(2); // the id table lists him twice, once on his old team
    expect(favre.players.every((p: { nfl_status: string; team: string }) => p.nfl_status === 'RET' && p.team === 'INA')).toBe(true);
    const culpepper = (await app.api('/api/players', { method: 'POST', body: { q: 'daunte culpepper', nfl_statuses: ['RET', 'ACT', 'INA', 'UFA'] } })).body;
    expect(culpepper.players.map((p: { nfl_status: string }) => p.nfl_status)).toEqual(['RET', 'RET']);
    expect((await app.api('/api/players/CAMX-WARD-2025-2002-05-25')).body).toMatchObject({ nfl_status: 'ACT', team: 'TEN' });
  });

  it('leaves retired players out of default lists and free agents', async () => {
    expect((await app.api('/api/players', { method: 'POST', body: { q: 'brett favre' } })).body.total).toBe(0);
    const fa = (await app.api('/api/players', { method: 'POST', body: { leagueId: 1, free_agents_only: true, q: 'favre' }, token })).body;
    expect(fa.total).toBe(0);
    const all = (await app.api('/api/players', { method: 'POST', body: { limit: 1 } })).body.total;
    const retired = (await app.api('/api/players', { method: 'POST', body: { limit: 1, nfl_statuses: ['RET'] } })).body.total;
    expect(retired).toBeGreaterThan(1000);
    expect(all).toBeLessThan(2500);
  });

  it('refuses to sign or claim a retired player with PLAYER_RETIRED', async () => {
    const [favre] = (await app.api('/api/players', { method: 'POST', body: { q: 'brett favre', nfl_statuses: ['RET'], limit: 1 } })).body.players;
    const sign = await app.api('/api/teams/3/add', { method: 'POST', token, body: { pid: favre.pid, release: [] } });
    expect(sign.status).toBe(400);
    expect(sign.body.error.code).toBe('PLAYER_RETIRED');
    const claim = await app.api('/api/leagues/1/waivers', { method: 'POST', token, body: { pid: favre.pid, type: 1, bid: 0, release: [] } });
    expect(claim.status).toBe(400);
    expect(claim.body.error.code).toBe('PLAYER_RETIRED');
  });
});
