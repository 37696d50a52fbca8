import { createLogger } from '../../logger';
import { hashPassword } from '../../features/auth/password';
import { LOGIN_LIMITS } from '../../features/auth/login-throttle';
import { createServer, type LeagueServer } from '../../server';
import { bootTestApp, type TestApp } from '../../test-support/boot';

let now = Date.UTC(2025, 8, 7, 18, 0, 0);
const clock = () => new Date(now);
let app: TestApp;
let second: LeagueServer;
let secondUrl = '';
const PASSWORD = 'auction night';
// every counted attempt costs a full scrypt, and the machine is shared
jest.setTimeout(120_000);

beforeAll(async () => {
  app = await bootTestApp({ clock });
  // Another api process on the same database: it shares nothing with the first but the data.
  second = createServer({ config: app.config, logger: createLogger('silent'), repos: app.repos, dbKind: 'embedded', clock });
  secondUrl = await second.start(0, '127.0.0.1');
  const hash = await hashPassword(PASSWORD);
  for (let i = 1; i <= 14; i++) {
    await app.repos.users.insert({
      username: `owner${i}`, email: `owner${i}@example.com`, password_hash: hash, phone: null,
      user_text_notifications: false, user_voice_notifications: false, watchlist: [], created_at: 0,
    });
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await app?.stop();
});

/** A login from `address` (the loopback proxy's X-Forwarded-For, which `trust proxy` believes). */
async function login(name: string, password: string, address: string, base = app.url) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email_or_username: name, password }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { code: string } }, retryAfter: res.headers.get('retry-after') };
}

describe('login throttle', () => {
  it('lets a whole league in from one address within a minute, even after mistypes', async () => {
    const house = '203.0.113.10';
    // a few owners mistype first; the failures count, but nowhere near the address budget
    for (let i = 1; i <= 3; i++) expect((await login(`owner${i}`, 'wrong password', house)).status).toBe(401);
    const results = [];
    for (let i = 1; i <= 13; i++) {
      results.push(await login(`owner${i}`, PASSWORD, house, i % 2 ? app.url : secondUrl));
      now += 4_000;
    }
    expect(results.map((r) => r.status)).toEqual(Array(13).fill(200));
  });

  it('throttles 50 wrong passwords for one account with 429 RATE_LIMITED and Retry-After, across both servers', async () => {
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof login>> | null = null;
    for (let i = 0; i < 50; i++) {
      // each guess from a new address and alternating servers: the account budget still holds
      const r = await login('owner14', `guess ${i}`, `198.51.100.${i + 1}`, i % 2 ? app.url : secondUrl);
      statuses.push(r.status);
      if (r.status === 429) limited = r;
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.account.limit);
    expect(statuses.slice(LOGIN_LIMITS.account.limit)).toEqual(Array(50 - LOGIN_LIMITS.account.limit).fill(429));
    expect(limited!.body.error!.code).toBe('RATE_LIMITED');
    expect(Number(limited!.retryAfter)).toBeGreaterThan(0);
    // the right password is refused too while the account is throttled (no guessing oracle)...
    expect((await login('owner14', PASSWORD, '198.51.100.200')).status).toBe(429);
    // ...and the account's email shares its budget with its username
    expect((await login('owner14@example.com', PASSWORD, '198.51.100.201')).status).toBe(429);
    // other accounts are untouched
    expect((await login('owner13', PASSWORD, '198.51.100.1')).status).toBe(200);
    // once the window is over the owner gets in
    now += LOGIN_LIMITS.account.windowMs;
    expect((await login('owner14', PASSWORD, '198.51.100.202')).status).toBe(200);
  });

  it('throttles one address guessing many accounts, without touching those accounts elsewhere', async () => {
    const bot = '192.0.2.66';
    const { limit, windowMs } = LOGIN_LIMITS.address;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(`nobody${i}`, 'guess', bot, i % 2 ? app.url : secondUrl)).status);
    // the rest of the budget as if spent earlier (50 scrypts would only make the test slow)
    await app.repos.rateLimits.add(`login:address:${bot}`, Math.floor(now / windowMs) * windowMs, limit - 4);
    for (let i = 4; i < 6; i++) statuses.push((await login(`nobody${i}`, 'guess', bot, i % 2 ? app.url : secondUrl)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await login('owner1', PASSWORD, bot)).status).toBe(429);
    expect((await login('owner1', PASSWORD, '203.0.113.99')).status).toBe(200);
  });
});
