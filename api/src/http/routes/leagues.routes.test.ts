import { getLeagueEndpoint, MeResponseSchema, TeamSchema } from '@league/shared-rules/contracts';
import { z } from 'zod';
import { DEMO_LEAGUE_ID, DEMO_PASSWORD, seedDemoLeague } from '../../seed/demo-league';
import { bootTestApp, type TestApp } from '../../test-support/boot';

/**
 * The demo league's users, teams and invite codes, seeded without the player import (rosters stay
 * empty; these calls do not read them).
 */
let app: TestApp;
const tokens: Record<string, string> = {};
const TeamsAnswer = z.object({ teams: z.array(TeamSchema) });

async function login(username: string): Promise<string> {
  const res = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: username, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token;
}

beforeAll(async () => {
  app = await bootTestApp();
  await seedDemoLeague(app.repos, { now: new Date('2026-11-21T12:00:00Z') });
  // a second league run by owner2, who also owns team 2 of the demo league
  const owner2 = await app.repos.users.findByLogin('owner2');
  const demo = await app.repos.leagues.findById(DEMO_LEAGUE_ID);
  await app.repos.leagues.insertIfMissing({ ...demo!, uid: 9, name: 'Owner Two League', commishid: owner2!.uid });
  for (const name of ['commish', 'owner1', 'owner2']) tokens[name] = await login(name);
}, 60_000);
afterAll(() => app.stop());

describe('GET /me leagues', () => {
  it('gives a commissioner who owns no team the league they run', async () => {
    const res = await app.api('/api/me', { token: tokens.commish });
    expect(res.status).toBe(200);
    const me = MeResponseSchema.parse(res.body);
    expect(me.teams).toEqual([]);
    expect(me.leagues.map((l) => l.uid)).toEqual([DEMO_LEAGUE_ID]);
    expect(me.leagues[0]).toMatchObject({ name: 'Demo Dynasty League', commishid: me.user.id, hosted: 1 });
  });

  it('lists team leagues first, then commissioner leagues, each once', async () => {
    const me = MeResponseSchema.parse((await app.api('/api/me', { token: tokens.owner2 })).body);
    expect(me.teams.map((t) => t.uid)).toEqual([2]);
    expect(me.leagues.map((l) => l.uid)).toEqual([DEMO_LEAGUE_ID, 9]);

    // commissioner of a league they also own a team in: listed once
    const commishOfOwn = await app.repos.users.findByLogin('owner1');
    await app.repos.leagues.insertIfMissing({ ...me.leagues[1], uid: 10, name: 'Owner One League', commishid: commishOfOwn!.uid, created_at: 0 });
    await app.repos.leagues.insertTeamIfMissing({
      uid: 1001, lid: 10, year: 2026, div: 1, name: 'Own Team', image: null, abbrv: 'OWN', cap: 200, faab: 200,
      waiver_order: 1, draft_order: 1, pc: null, ac: null, invite_code: null,
    });
    await app.repos.users.addOwner({ userid: commishOfOwn!.uid, tid: 1001, lid: 10, teamtext: false, teamvoice: false, leaguetext: false });
    const one = MeResponseSchema.parse((await app.api('/api/me', { token: tokens.owner1 })).body);
    expect(one.leagues.map((l) => l.uid)).toEqual([DEMO_LEAGUE_ID, 10]);
    expect(one.teams.map((t) => t.uid)).toEqual([1, 1001]);
  });

  it('never sends invite codes in /me teams', async () => {
    const res = await app.api('/api/me', { token: tokens.owner2 });
    expect(res.body.teams[0]).not.toHaveProperty('invite_code');
  });
});

describe('GET /leagues/:lid calendar events', () => {
  // the app's clock starts at Wednesday 2026-11-25 12:00 New York, week 12 of the 2026 season
  const at = (iso: string) => Date.parse(iso) / 1000;

  it("answers the season calendar's upcoming events with the league, the same for a visitor and an owner", async () => {
    const visitor = await app.api(`/api/leagues/${DEMO_LEAGUE_ID}`);
    expect(visitor.status).toBe(200);
    const league = getLeagueEndpoint.response.parse(visitor.body);
    // the demo league is hosted (a weekly waiver run) and sets no playoff rounds
    expect(league.calendar_events).toEqual([
      { date: at('2026-12-01T05:00:00Z'), detail: 'Week 13 begins' },
      { date: at('2026-11-25T20:00:00Z'), detail: 'Waivers process' },
    ]);
    const owner = await app.api(`/api/leagues/${DEMO_LEAGUE_ID}`, { token: tokens.owner1 });
    expect(owner.body.calendar_events).toEqual(league.calendar_events);
  });

  it('gives the default league, which is not hosted, no waiver run', async () => {
    const res = await app.api('/api/leagues/0');
    expect(res.status).toBe(200);
    expect(res.body.calendar_events).toEqual([{ date: at('2026-12-01T05:00:00Z'), detail: 'Week 13 begins' }]);
  });
});

describe('GET /leagues/:lid/teams invite codes', () => {
  it('shows the commissioner every team invite code, and a code registers a new owner', async () => {
    const res = await app.api(`/api/leagues/${DEMO_LEAGUE_ID}/teams`, { token: tokens.commish });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { teams } = TeamsAnswer.parse(res.body);
    expect(teams).toHaveLength(12);
    for (const team of teams) expect(team.invite_code).toMatch(/^[0-9a-f]{16}$/);
    const stored = await app.repos.leagues.findTeam(5);
    expect(teams.find((t) => t.uid === 5)!.invite_code).toBe(stored!.invite_code);

    const code = teams.find((t) => t.uid === 5)!.invite_code!;
    const joined = await app.api('/api/auth/register', {
      method: 'POST',
      body: { email: 'newowner@example.com', username: 'newowner', password: 'long enough pw', leagueId: DEMO_LEAGUE_ID, teamId: 5, invite_code: code },
    });
    expect(joined.status).toBe(201);
    const me = MeResponseSchema.parse((await app.api('/api/me', { token: joined.body.token })).body);
    expect(me.teams.map((t) => t.uid)).toEqual([5]);
  });

  it('never shows invite codes to owners, other commissioners or visitors', async () => {
    const answers = [
      await app.api(`/api/leagues/${DEMO_LEAGUE_ID}/teams`, { token: tokens.owner1 }),
      await app.api(`/api/leagues/${DEMO_LEAGUE_ID}/teams`, { token: tokens.owner2 }), // commissioner of league 9 only
      await app.api(`/api/leagues/${DEMO_LEAGUE_ID}/teams`),
      await app.api(`/api/leagues/${DEMO_LEAGUE_ID}/teams`, { token: 'not-a-token' }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      const { teams } = TeamsAnswer.parse(res.body);
      expect(teams).toHaveLength(12);
      for (const team of res.body.teams) expect(team).not.toHaveProperty('invite_code');
    }
  });

  it('a commissioner sees null for a team that has no invite code', async () => {
    const res = await app.api('/api/leagues/10/teams', { token: tokens.owner1 });
    expect(res.body.teams).toEqual([expect.objectContaining({ uid: 1001, invite_code: null })]);
  });
});
