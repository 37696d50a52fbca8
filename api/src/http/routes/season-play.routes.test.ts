import { MatchupListSchema, SeasonRecordSchema, StandingsSchema, TeamSeasonStatsSchema, WeekLineupsSchema } from '@league/shared-rules/contracts';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { DEMO_PASSWORD } from '../../seed/demo-league';
import { finalizeWeek } from '../../features/season-play/finalize-week';

// The demo league on a fixed clock in week 12 of the 2026 season (no 2026 stats exist yet).
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await bootTestApp({ importData: { limit: 300, limits: { players: Infinity } }, seedDemo: true, clock: () => NOW });
  for (const name of ['owner3', 'commish']) {
    const login = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: name, password: DEMO_PASSWORD } });
    tokens[name] = login.body.token;
  }
}, 120_000);
afterAll(() => app.stop());

describe('schedule generation (POST /leagues/:lid/matchups)', () => {
  it('refuses a visitor (401) and an owner (403 NOT_COMMISSIONER); an unknown league is 404', async () => {
    expect((await app.api('/api/leagues/1/matchups', { method: 'POST', body: {} })).status).toBe(401);
    const owner = await app.api('/api/leagues/1/matchups', { method: 'POST', body: {}, token: tokens.owner3 });
    expect(owner.status).toBe(403);
    expect(owner.body.error.code).toBe('NOT_COMMISSIONER');
    const missing = await app.api('/api/leagues/999/matchups', { method: 'POST', body: {}, token: tokens.commish });
    expect(missing.status).toBe(404);
  });

  it('the commissioner generates 14 weeks where every team plays once a week, and the season record', async () => {
    const res = await app.api('/api/leagues/1/matchups', { method: 'POST', body: {}, token: tokens.commish });
    expect(res.status).toBe(200);
    const list = MatchupListSchema.parse(res.body);
    expect(list.matchups).toHaveLength(84);
    expect(list.playoffs).toEqual([]);
    for (let week = 1; week <= 14; week++) {
      const tids = list.matchups.filter((m) => m.week === week).flatMap((m) => (m.type === 'head_to_head' ? [m.hid, m.aid] : []));
      expect(tids.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
    const season = SeasonRecordSchema.parse((await app.api('/api/leagues/1/seasons/2026')).body);
    expect(season).toEqual({ lid: 1, year: 2026, wildcard_round: 15, championship_round: [16, 17], champion: null, finalized: false });
  });
});

describe('reading matchups, lineups and seasons (visitor)', () => {
  it('lists a week, and answers bad parameters with 400 and unknown leagues with 404', async () => {
    const week = MatchupListSchema.parse((await app.api('/api/leagues/1/matchups?year=2026&week=3')).body);
    expect(week.matchups).toHaveLength(6);
    expect(week.matchups.every((m) => m.week === 3 && m.type === 'head_to_head' && m.hp === null)).toBe(true);
    const badWeek = await app.api('/api/leagues/1/matchups?week=abc');
    expect(badWeek.status).toBe(400);
    expect(badWeek.body.error.code).toBe('INVALID_PARAMS');
    expect(badWeek.body.error.details.week).toBeDefined();
    expect((await app.api('/api/leagues/1/matchups?year=1800')).status).toBe(400);
    expect((await app.api('/api/leagues/999/matchups')).status).toBe(404);
  });

  it('shows each team\'s current lineup for a week not yet final', async () => {
    const res = await app.api('/api/leagues/1/matchups/2026/12/lineups');
    expect(res.status).toBe(200);
    const body = WeekLineupsSchema.parse(res.body);
    expect(body.lineups).toHaveLength(12);
    for (const team of body.lineups) {
      expect(team.final).toBe(false);
      expect(team.starters).toHaveLength(10);
      expect(team.bench.length).toBeGreaterThan(0);
    }
    for (const [path, field] of [['2026/0', 'week'], ['2026/23', 'week'], ['2026/18', 'week'], ['2031/5', 'year'], ['abc/5', 'year']]) {
      const bad = await app.api(`/api/leagues/1/matchups/${path}/lineups`);
      expect({ path, status: bad.status, code: bad.body.error.code, field: Object.keys(bad.body.error.details ?? {}) }).toEqual({ path, status: 400, code: 'INVALID_PARAMS', field: [field] });
    }
    expect((await app.api('/api/leagues/999/matchups/2026/5/lineups')).status).toBe(404);
  });

  it('answers 404 for a season the league has no record of', async () => {
    expect((await app.api('/api/leagues/1/seasons/2019')).status).toBe(404);
    expect((await app.api('/api/leagues/999/seasons/2026')).status).toBe(404);
    expect((await app.api('/api/leagues/1/seasons/abc')).status).toBe(400);
  });
});

describe('a finalized week: refusal to regenerate, points corrections, standings', () => {
  beforeAll(async () => {
    await finalizeWeek(app.repos, 1, 2026, 1, Math.floor(NOW.getTime() / 1000));
  }, 60_000);

  it('refuses to regenerate the schedule once a week is final (409 MATCHUPS_ALREADY_SCORED), keeping it', async () => {
    const before = (await app.api('/api/leagues/1/matchups?year=2026')).body;
    const res = await app.api('/api/leagues/1/matchups', { method: 'POST', body: {}, token: tokens.commish });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('MATCHUPS_ALREADY_SCORED');
    expect((await app.api('/api/leagues/1/matchups?year=2026')).body).toEqual(before);
  });

  it('lets only the commissioner correct a final week\'s points, and the matchup and standings count it', async () => {
    const body = { tid: 3, points_manual: 123.45 };
    expect((await app.api('/api/leagues/1/matchups/2026/1/points', { method: 'PUT', body })).status).toBe(401);
    const owner = await app.api('/api/leagues/1/matchups/2026/1/points', { method: 'PUT', body, token: tokens.owner3 });
    expect(owner.status).toBe(403);
    expect(owner.body.error.code).toBe('NOT_COMMISSIONER');
    const notFinal = await app.api('/api/leagues/1/matchups/2026/2/points', { method: 'PUT', body, token: tokens.commish });
    expect(notFinal.status).toBe(409);
    expect(notFinal.body.error.code).toBe('WEEK_NOT_FINAL');
    const badTeam = await app.api('/api/leagues/1/matchups/2026/1/points', { method: 'PUT', body: { tid: 99, points_manual: 1 }, token: tokens.commish });
    expect(badTeam.status).toBe(400);
    const ok = await app.api('/api/leagues/1/matchups/2026/1/points', { method: 'PUT', body, token: tokens.commish });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ tid: 3, week: 1, final: true, points_manual: 123.45 });

    const week1 = MatchupListSchema.parse((await app.api('/api/leagues/1/matchups?year=2026&week=1')).body).matchups;
    const game = week1.find((m) => m.type === 'head_to_head' && (m.hid === 3 || m.aid === 3))!;
    expect(game.type === 'head_to_head' && (game.hid === 3 ? game.hp : game.ap)).toBe(123.45);

    const standings = StandingsSchema.parse((await app.api('/api/leagues/1/standings?year=2026')).body);
    expect(standings.weeks_played).toBe(1);
    expect(standings.teams).toHaveLength(12);
    const team3 = standings.teams.find((t) => t.tid === 3)!;
    expect(team3).toMatchObject({ wins: 1, losses: 0, pf: 123.45 });
    expect(standings.teams[0].tid).toBe(3);
    expect(standings.bracket).toEqual([]);

    const lines = (await app.api('/api/leagues/1/team-stats?year=2026')).body;
    expect(lines.map((l: unknown) => TeamSeasonStatsSchema.parse(l).tid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect((await app.api('/api/leagues/1/team-stats?year=x')).status).toBe(400);
    expect((await app.api('/api/leagues/999/standings')).status).toBe(404);

    const cleared = await app.api('/api/leagues/1/matchups/2026/1/points', { method: 'PUT', body: { tid: 3, points_manual: null }, token: tokens.commish });
    expect(cleared.body.points_manual).toBeNull();
  });
});
