import {
  LeagueSchema,
  RosterSchema,
  StatusResponseSchema,
  DEFAULT_LEAGUE,
} from '@league/shared-rules/contracts';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { DEMO_PASSWORD, seedDemoLeague } from '../../seed/demo-league';

let app: TestApp;
let ownerToken = '';
beforeAll(async () => {
  // every player (the demo rosters draw from the whole pool), a slice of everything else
  // a fixed "now" in the 2026 season keeps season-relative answers (experience, roster year) stable
  app = await bootTestApp({
    importData: { limit: 300, limits: { players: Infinity } },
    seedDemo: true,
    clock: () => new Date('2026-11-21T12:00:00Z'),
  });
  const login = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'owner3', password: DEMO_PASSWORD } });
  ownerToken = login.body.token;
}, 120_000);
afterAll(() => app.stop());

describe('leagues and teams', () => {
  it('answers the default league for leagueId 0 (spec §9)', async () => {
    const res = await app.api('/api/leagues/0');
    expect(res.status).toBe(200);
    const league = LeagueSchema.parse(res.body);
    expect(league).toMatchObject({ uid: 0, hosted: 0, num_teams: 12, cap: 200, faab: 200, min_bid: 1, sqb: 1, sqbrbwrte: 1, rec: 0.5 });
    expect(league.mdst).toBe(3);
    expect((await app.api('/api/leagues/0/teams')).body).toEqual({ teams: [] });
  });

  it('answers the demo hosted league and its 12 teams; unknown ids are 404, bad ids 400', async () => {
    const league = (await app.api('/api/leagues/1')).body;
    expect(league).toMatchObject({ uid: 1, hosted: 1, name: 'Demo Dynasty League', cap: DEFAULT_LEAGUE.cap });
    expect(league.years).toEqual([2026]);
    const { teams } = (await app.api('/api/leagues/1/teams')).body;
    expect(teams).toHaveLength(12);
    expect(new Set(teams.map((t: { div: number }) => t.div))).toEqual(new Set([1, 2, 3, 4]));
    expect(teams[0]).toMatchObject({ uid: 1, draft_order: 1, waiver_order: 1, cap: 200, faab: 200 });
    expect(teams[0].invite_code).toBeUndefined();
    const missing = await app.api('/api/leagues/999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const bad = await app.api('/api/leagues/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.leagueId).toBeDefined();
  });

  it('GET /me of a demo owner has their team and league', async () => {
    const me = (await app.api('/api/me', { token: ownerToken })).body;
    expect(me.user.username).toBe('owner3');
    expect(me.teams.map((t: { uid: number }) => t.uid)).toEqual([3]);
    expect(me.leagues.map((l: { uid: number }) => l.uid)).toEqual([1]);
    const commish = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'commish', password: DEMO_PASSWORD } });
    expect(me.leagues[0].commishid).toBe(commish.body.userId);
  });
});

describe('rosters', () => {
  it('gives every demo team a full, legal roster under the cap', async () => {
    // logged in: visitors get no salaries (rosters-read tests)
    const res = await app.api('/api/leagues/1/rosters', { token: ownerToken });
    expect(res.status).toBe(200);
    const rosters = res.body.rosters.map((r: unknown) => RosterSchema.parse(r));
    expect(rosters).toHaveLength(12);
    const seen = new Set<string>();
    for (const roster of rosters) {
      const active = roster.players.filter((p: { slot: number }) => p.slot <= 11);
      expect(active).toHaveLength(17);
      expect(roster.availableSpace).toBe(0);
      const salaries = active.reduce((s: number, p: { value: number }) => s + p.value, 0);
      expect(roster.availableCap).toBe(200 - salaries);
      expect(roster.availableCap).toBeGreaterThan(0);
      expect(roster.players.filter((p: { slot: number }) => p.slot === 16)).toHaveLength(2);
      for (const p of roster.players) {
        expect(seen.has(p.pid)).toBe(false);
        seen.add(p.pid);
      }
    }
    expect((await app.api('/api/leagues/1/rosters?year=1999')).body.rosters[0].players).toEqual([]);
    // seeding again changes nothing
    expect(await seedDemoLeague(app.repos, { now: new Date('2026-11-21T12:00:00Z') })).toBe(false);
    expect(await app.repos.rosters.countByLeague(1)).toBe(12 * 19);
    expect((await app.api('/api/leagues/1/rosters?year=20x')).status).toBe(400);
  });
});

describe('players', () => {
  it('searches by text, position and team, best scorers first, with league roster info', async () => {
    const res = await app.api('/api/players', { method: 'POST', body: { q: 'ward', positions: ['QB'], leagueId: 1, limit: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.players.some((p: { name: string }) => p.name === 'Cam Ward')).toBe(true);
    expect(res.body.players.every((p: { pos: string }) => p.pos === 'QB')).toBe(true);
    // logged in: visitors get no roster info (rosters-read tests)
    const top = (await app.api('/api/players', { method: 'POST', body: { leagueId: 1, limit: 3 }, token: ownerToken })).body.players;
    expect(top[0].points_last_season).toBeGreaterThanOrEqual(top[1].points_last_season);
    expect(top[0].tid).toBeGreaterThan(0); // the best scorers are all rostered in the demo league
    const fa = (await app.api('/api/players', { method: 'POST', body: { leagueId: 1, free_agents_only: true, limit: 50 }, token: ownerToken })).body;
    expect(fa.players.every((p: { tid: number | null }) => p.tid === null)).toBe(true);
    const dst = (await app.api('/api/players', { method: 'POST', body: { positions: ['DST'], limit: 100 } })).body;
    expect(dst.total).toBe(32);
    const firstRound2025 = (
      await app.api('/api/players', { method: 'POST', body: { draft_rounds: [1], experience: [1], colleges: ['Miami (FL)'], nfl_teams: ['TEN'] } })
    ).body.players;
    // experience 1 in the 2026 season = drafted in 2025
    expect(firstRound2025.map((p: { name: string }) => p.name)).toEqual(['Cam Ward']);
    const byPid = (await app.api('/api/players', { method: 'POST', body: { pids: ['KC', 'CAMX-WARD-2025-2002-05-25'] } })).body;
    expect(byPid.total).toBe(2);
    const bad = await app.api('/api/players', { method: 'POST', body: { positions: ['LB'] } });
    expect(bad.status).toBe(400);
  });

  it('GET /players/:pid, league players and team players', async () => {
    expect((await app.api('/api/players/CAMX-WARD-2025-2002-05-25')).body).toMatchObject({ name: 'Cam Ward', team: 'TEN' });
    expect((await app.api('/api/players/ZZZZ-ZZZZ-2000-2000-01-01')).status).toBe(404);
    expect((await app.api('/api/players/bad-pid')).status).toBe(400);
    const league = (await app.api('/api/leagues/1/players')).body.players;
    expect(league).toHaveLength(12 * 19);
    const team = (await app.api('/api/teams/3/players?leagueId=1', { token: ownerToken })).body.players;
    expect(team).toHaveLength(19);
    expect(team.every((p: { tid: number }) => p.tid === 3)).toBe(true);
    expect((await app.api('/api/teams/3/players?leagueId=2')).status).toBe(404);
    expect((await app.api('/api/teams/3/players')).status).toBe(400);
  });
});

describe('schedule and status', () => {
  it('GET /schedule by year and week with betting lines', async () => {
    const res = await app.api('/api/schedule?year=2020&week=1');
    expect(res.status).toBe(200);
    expect(res.body.year).toBe(2020);
    expect(res.body.games.length).toBeGreaterThan(10);
    expect(res.body.games.every((g: { week: number }) => g.week === 1)).toBe(true);
    expect(res.body.games[0]).toMatchObject({ esbid: '2020_01_HOU_KC', h: 'KC', v: 'HOU', spread_line: 9.5, total_line: 53.5 });
    expect((await app.api('/api/schedule?week=99')).status).toBe(400);
  });

  it('GET /status lists imports and the embedded db', async () => {
    const body = StatusResponseSchema.parse((await app.api('/api/status')).body);
    expect(body.db).toBe('embedded');
    expect(body.importing).toEqual([]);
    expect(body.imports.map((i) => i.dataset)).toEqual(['player_reports', 'player_stats', 'players', 'plays', 'schedules', 'stat_lines']);
    await app.repos.nfl.recordJob({ job_id: 1, name: 'waivers', succ: true, reason: null, timestamp: 1700000000 });
    expect((await app.api('/api/status')).body.jobs).toEqual([{ job_id: 1, name: 'waivers', succ: true, reason: null, timestamp: 1700000000 }]);
  });
});
