import { AuthResponseSchema, UpdateMeResponseSchema } from '@league/shared-rules/contracts';
import { REVOCATION_BOUND_MS } from '../../features/auth/sessions';
import { REFRESH_TTL_SECONDS, TOKEN_TTL_SECONDS } from '../../features/auth/tokens';
import { createLogger } from '../../logger';
import { createServer, type LeagueServer } from '../../server';
import { bootTestApp, type TestApp } from '../../test-support/boot';

let now = Date.UTC(2025, 8, 7, 18, 0, 0);
const clock = () => new Date(now);
let app: TestApp;
let second: LeagueServer;
let secondUrl = '';

beforeAll(async () => {
  app = await bootTestApp({ clock });
  second = createServer({ config: app.config, logger: createLogger('silent'), repos: app.repos, dbKind: 'embedded', clock });
  secondUrl = await second.start(0, '127.0.0.1');
}, 60_000);
afterAll(async () => {
  await second?.close();
  await app?.stop();
});

async function me(token: string, base = app.url) {
  const res = await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, code: ((await res.json()) as { error?: { code: string } }).error?.code };
}

async function signIn(username: string, password = 'correct horse') {
  const res = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: username, password } });
  expect(res.status).toBe(200);
  return AuthResponseSchema.parse(res.body);
}

describe('sessions', () => {
  beforeAll(async () => {
    for (const username of ['carol', 'dave', 'erin']) {
      const res = await app.api('/api/auth/register', { method: 'POST', body: { email: `${username}@example.com`, username, password: 'correct horse' } });
      expect(res.status).toBe(201);
      expect(AuthResponseSchema.parse(res.body).expiresIn).toBe(TOKEN_TTL_SECONDS);
    }
  });

  it('expires a bearer token after hours with 401 TOKEN_EXPIRED, and a refresh keeps the user in', async () => {
    const session = await signIn('carol');
    expect(session.expiresIn).toBe(2 * 3600);
    now += TOKEN_TTL_SECONDS * 1000;
    expect(await me(session.token)).toEqual({ status: 401, code: 'TOKEN_EXPIRED' });
    const refreshed = await app.api('/api/auth/refresh', { method: 'POST', body: { refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
    const next = AuthResponseSchema.parse(refreshed.body);
    expect((await me(next.token)).status).toBe(200);
    // the refresh token is not a bearer token, and a bearer token is not a refresh token
    expect((await me(next.refreshToken)).status).toBe(401);
    expect((await app.api('/api/auth/refresh', { method: 'POST', body: { refreshToken: next.token } })).status).toBe(401);
    // sliding: each refresh starts a new 30 days; an unused refresh token dies after its own 30
    now += (REFRESH_TTL_SECONDS - 60) * 1000;
    const again = await app.api('/api/auth/refresh', { method: 'POST', body: { refreshToken: next.refreshToken } });
    expect(again.status).toBe(200);
    now += 120_000;
    expect((await app.api('/api/auth/refresh', { method: 'POST', body: { refreshToken: next.refreshToken } })).status).toBe(401);
    expect((await app.api('/api/auth/refresh', { method: 'POST', body: { refreshToken: again.body.refreshToken } })).status).toBe(200);
  });

  it('a password change ends the other sessions on every server, and hands the caller a new one', async () => {
    const laptop = await signIn('dave');
    const phone = await signIn('dave');
    // the other server has read dave's token version and caches it
    expect((await me(phone.token, secondUrl)).status).toBe(200);
    const changed = await app.api('/api/me', { method: 'PUT', token: laptop.token, body: { type: 'password', value: 'battery staple' } });
    expect(changed.status).toBe(200);
    const { session } = UpdateMeResponseSchema.parse(changed.body);
    // at once on the server that made the change
    expect(await me(phone.token)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    expect((await me(laptop.token)).status).toBe(401);
    expect((await me(session!.token)).status).toBe(200);
    expect((await app.api('/api/auth/refresh', { method: 'POST', body: { refreshToken: phone.refreshToken } })).status).toBe(401);
    // within the revocation bound on the other one
    now += REVOCATION_BOUND_MS;
    expect((await me(phone.token, secondUrl)).status).toBe(401);
    expect((await me(session!.token, secondUrl)).status).toBe(200);
    expect((await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: 'dave', password: 'correct horse' } })).status).toBe(401);
  });

  it('log out everywhere ends every session, websockets included', async () => {
    const a = await signIn('erin');
    const b = await signIn('erin');
    const out = await app.api('/api/auth/logout-everywhere', { method: 'POST', token: a.token });
    expect(out).toMatchObject({ status: 200, body: { ok: true } });
    expect((await me(a.token)).status).toBe(401);
    expect((await me(b.token)).status).toBe(401);
    expect((await app.api('/api/auth/logout-everywhere', { method: 'POST', token: b.token })).status).toBe(401);
    const ws = await app.server.ctx.sessions.authenticate(b.token);
    expect(ws).toEqual({ ok: false, reason: 'revoked' });
    const fresh = await signIn('erin');
    expect((await me(fresh.token)).status).toBe(200);
  });
});
