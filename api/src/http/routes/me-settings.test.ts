import { MeResponseSchema, UpdateMeResponseSchema } from '@league/shared-rules/contracts';
import { DEMO_PASSWORD } from '../../seed/demo-league';
import { DEMO_AUCTION_LEAGUE_ID, seedDemoAuctionLeague } from '../../seed/demo-auction-league';
import { bootTestApp, type TestApp } from '../../test-support/boot';

/** PUT /me's account settings of issue #14 (/settings): phone, notifications, the default league and team. */
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players'] }, seedDemo: true, clock: () => NOW });
  await seedDemoAuctionLeague(app.repos, { now: NOW });
  for (const name of ['owner3', 'owner4']) {
    tokens[name] = (await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: name, password: DEMO_PASSWORD } })).body.token;
  }
}, 180_000);
afterAll(() => app.stop());

const put = (body: unknown, token = tokens.owner3) => app.api('/api/me', { method: 'PUT', body, token });
const me = async (token = tokens.owner3) => MeResponseSchema.parse((await app.api('/api/me', { token })).body);

it('saves the phone (empty clears it) and both notification preferences, and reads them back', async () => {
  expect(UpdateMeResponseSchema.parse((await put({ type: 'phone', value: '+1 555 010 2030' })).body).user.phone).toBe('+1 555 010 2030');
  expect((await put({ type: 'phone', value: 'call me' })).status).toBe(400);
  expect((await put({ type: 'user_text_notifications', value: true })).body.user.user_text_notifications).toBe(true);
  expect((await put({ type: 'user_voice_notifications', value: 1 })).body.user.user_voice_notifications).toBe(true);
  expect((await me()).user).toMatchObject({ phone: '+1 555 010 2030', user_text_notifications: true, user_voice_notifications: true });
  expect((await put({ type: 'phone', value: '' })).body.user.phone).toBeNull();
});

it('the default team and league decide which league and team GET /me lists first; only the user\'s own', async () => {
  const before = await me();
  expect(before.leagues.map((l) => l.uid)).toEqual([1, DEMO_AUCTION_LEAGUE_ID]);
  expect(before.user).toMatchObject({ default_league_id: null, default_team_id: null });
  const auctionTeam = before.teams.find((t) => t.lid === DEMO_AUCTION_LEAGUE_ID)!.uid;

  const set = await put({ type: 'default_team', value: auctionTeam });
  expect(set.status).toBe(200);
  expect(set.body.user).toMatchObject({ default_league_id: DEMO_AUCTION_LEAGUE_ID, default_team_id: auctionTeam });
  const after = await me();
  expect(after.leagues.map((l) => l.uid)).toEqual([DEMO_AUCTION_LEAGUE_ID, 1]);
  expect(after.teams[0].uid).toBe(auctionTeam);

  // another owner's team, an unknown league: refused, nothing changed
  const theirs = (await me(tokens.owner4)).teams[0].uid;
  const refused = await put({ type: 'default_team', value: theirs });
  expect([refused.status, refused.body.error.code]).toEqual([403, 'NOT_TEAM_OWNER']);
  expect((await put({ type: 'default_league', value: 999 })).status).toBe(403);
  expect((await me()).user.default_team_id).toBe(auctionTeam);

  // league 1 as default: the league-2 team is no longer the default team
  expect((await put({ type: 'default_league', value: 1 })).body.user).toMatchObject({ default_league_id: 1, default_team_id: null });
  expect((await me()).leagues.map((l) => l.uid)).toEqual([1, DEMO_AUCTION_LEAGUE_ID]);
  expect((await put({ type: 'default_league', value: null })).body.user).toMatchObject({ default_league_id: null, default_team_id: null });
});
