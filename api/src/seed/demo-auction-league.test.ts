import { DEMO_PASSWORD } from './demo-league';
import { DEMO_AUCTION_DELAY_SECONDS, DEMO_AUCTION_LEAGUE_ID, seedDemoAuctionLeague } from './demo-auction-league';
import { bootTestApp, type TestApp } from '../test-support/boot';

/** League 2, to try the live auction: the demo logins own its twelve empty teams and its auction is scheduled. */
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
const login = async (name: string) =>
  (await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: name, password: DEMO_PASSWORD } })).body.token as string;

beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => NOW });
}, 180_000);
afterAll(() => app.stop());

describe('the demo startup auction league', () => {
  it('is created once, with the demo owners, empty rosters, the full cap and an auction five minutes away', async () => {
    expect(await seedDemoAuctionLeague(app.repos, { now: NOW })).toBe(true);
    expect(await seedDemoAuctionLeague(app.repos, { now: new Date(NOW.getTime() + 3600_000) })).toBe(false);

    const teams = (await app.api(`/api/leagues/${DEMO_AUCTION_LEAGUE_ID}/teams`)).body.teams as Array<{ uid: number; cap: number; name: string }>;
    expect(teams).toHaveLength(12);
    expect(teams.every((t) => t.cap === 200)).toBe(true);
    expect(new Set(teams.map((t) => t.uid)).size).toBe(12);
    expect(teams.some((t) => t.uid <= 12)).toBe(false); // league 1's teams are untouched
    expect(await app.repos.rosters.countByLeague(DEMO_AUCTION_LEAGUE_ID)).toBe(0);

    const auction = (await app.api(`/api/leagues/${DEMO_AUCTION_LEAGUE_ID}/auction`)).body;
    expect(auction).toMatchObject({ startsAt: (NOW.getTime() / 1000 + DEMO_AUCTION_DELAY_SECONDS) * 1000, startedAt: null, complete: false });

    // owner3 owns a team in both leagues; league 1 stays first, so signing in still lands there
    const me = (await app.api('/api/me', { token: await login('owner3') })).body as { teams: Array<{ uid: number; lid: number }>; leagues: Array<{ uid: number }> };
    expect(me.leagues.map((l) => l.uid)).toEqual([1, DEMO_AUCTION_LEAGUE_ID]);
    expect(me.teams.map((t) => t.lid)).toEqual([1, DEMO_AUCTION_LEAGUE_ID]);
    expect(me.teams[1].uid).toBe(teams[2].uid);
    // the commissioner may reset and start it
    const commish = await login('commish');
    expect((await app.api(`/api/leagues/${DEMO_AUCTION_LEAGUE_ID}/auction/reset`, { method: 'POST', token: commish })).status).toBe(200);
  }, 60_000);
});
