import { ErrorBodySchema, MeResponseSchema } from '@league/shared-rules/contracts';
import { bootTestApp, type TestApp } from '../../test-support/boot';

let app: TestApp;
beforeAll(async () => {
  app = await bootTestApp();
  await app.repos.leagues.insertTeamIfMissing({
    uid: 501, lid: 77, year: 2026, div: 1, name: 'Invite Team', image: null, abbrv: 'INV', cap: 200, faab: 200,
    waiver_order: 1, draft_order: 1, pc: null, ac: null, invite_code: 'secret-code',
  });
});
afterAll(() => app.stop());

const alice = { email: 'Alice@Example.com', username: 'alice', password: 'correct horse' };

describe('auth', () => {
  let token = '';

  it('registers (201, token), then rejects a taken username or email with 409', async () => {
    const res = await app.api('/api/auth/register', { method: 'POST', body: alice });
    expect(res.status).toBe(201);
    expect(res.body.userId).toBeGreaterThan(0);
    token = res.body.token;

    const taken = await app.api('/api/auth/register', { method: 'POST', body: { ...alice, email: 'x@example.com', username: 'ALICE' } });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('USERNAME_TAKEN');
    const email = await app.api('/api/auth/register', { method: 'POST', body: { ...alice, username: 'alice2' } });
    expect(email.status).toBe(409);
    expect(email.body.error.code).toBe('EMAIL_TAKEN');
  });

  it('answers 400 INVALID_PARAMS with field details for bad input', async () => {
    const res = await app.api('/api/auth/register', { method: 'POST', body: { email: 'nope', username: 'a', password: 'short' } });
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('INVALID_PARAMS');
    expect(Object.keys(res.body.error.details).sort()).toEqual(['email', 'password', 'username']);
  });

  it('logs in by username or email; a wrong password is 401 INVALID_CREDENTIALS', async () => {
    const byName = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'Alice', password: alice.password } });
    expect(byName.status).toBe(200);
    const byEmail = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'alice@example.com', password: alice.password } });
    expect(byEmail.body.userId).toBe(byName.body.userId);
    const wrong = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'alice', password: 'wrong password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
  });

  it('GET /me needs a valid token', async () => {
    expect((await app.api('/api/me')).status).toBe(401);
    const bad = await app.api('/api/me', { token: token.slice(0, -2) + 'xx' });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe('UNAUTHENTICATED');
    const me = await app.api('/api/me', { token });
    expect(me.status).toBe(200);
    const parsed = MeResponseSchema.parse(me.body);
    expect(parsed.user).toMatchObject({ username: 'alice', email: 'alice@example.com', watchlist: [] });
    expect(parsed.teams).toEqual([]);
    expect(me.body.user.password_hash).toBeUndefined();
  });

  it('PUT /me saves the watchlist (comma-joined pids) and validates per type', async () => {
    const pids = 'CAMX-WARD-2025-2002-05-25,KC';
    const ok = await app.api('/api/me', { method: 'PUT', token, body: { type: 'watchlist', value: pids } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.watchlist).toEqual(['CAMX-WARD-2025-2002-05-25', 'KC']);
    const bad = await app.api('/api/me', { method: 'PUT', token, body: { type: 'watchlist', value: 'not a pid' } });
    expect(bad.status).toBe(400);
    const badType = await app.api('/api/me', { method: 'PUT', token, body: { type: 'favourite_colour', value: 'red' } });
    expect(badType.status).toBe(400);
    const flag = await app.api('/api/me', { method: 'PUT', token, body: { type: 'user_text_notifications', value: 1 } });
    expect(flag.body.user.user_text_notifications).toBe(true);
    const renamed = await app.api('/api/me', { method: 'PUT', token, body: { type: 'username', value: 'alice_b' } });
    expect(renamed.body.user.username).toBe('alice_b');
    expect((await app.api('/api/me', { method: 'PUT', body: { type: 'phone', value: '' } })).status).toBe(401);
  });

  it('joins a team at registration only with its invite code', async () => {
    const body = { email: 'bob@example.com', username: 'bob', password: 'bob password', leagueId: 77, teamId: 501 };
    const bad = await app.api('/api/auth/register', { method: 'POST', body: { ...body, invite_code: 'guess' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_INVITE');
    const ok = await app.api('/api/auth/register', { method: 'POST', body: { ...body, invite_code: 'secret-code' } });
    expect(ok.status).toBe(201);
    const me = await app.api('/api/me', { token: ok.body.token });
    expect(me.body.teams.map((t: { uid: number }) => t.uid)).toEqual([501]);
    expect(me.body.teams[0].invite_code).toBeUndefined();
    // the code is single use: a second account cannot join with it
    const again = await app.api('/api/auth/register', { method: 'POST', body: { ...body, email: 'carol@example.com', username: 'carol', invite_code: 'secret-code' } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('INVALID_INVITE');
    const clash = await app.api('/api/me', { method: 'PUT', token, body: { type: 'email', value: 'BOB@example.com' } });
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe('EMAIL_TAKEN');
  });
});
