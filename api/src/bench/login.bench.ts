/**
 * Login bench (issue 15): a whole league signs in from one address for its auction night, and a
 * password guesser is throttled.
 * - Through the real app (port 0, embedded database): 13 owners log in from one address (one
 *   X-Forwarded-For) within one minute of the app's clock — all 13 must get in; then 50 wrong
 *   passwords for one account — all but the account budget must be refused with 429.
 * - Floor, same run and process: the same 13 logins through the login use-case with the shared
 *   limiter and with it removed, so the limiter's own cost shows beside what a login costs anyway
 *   (a scrypt hash).
 * Run with `npm run bench -w @league/api -- login`.
 */
import { performance } from 'node:perf_hooks';
import { login } from '../features/auth/login';
import { createAttemptLimiter, LOGIN_LIMITS, type AttemptLimiter } from '../features/auth/login-throttle';
import { hashPassword } from '../features/auth/password';
import { bootTestApp, type TestApp } from '../test-support/boot';
import type { BenchRow } from './run';

const OWNERS = 13;
const GUESSES = 50;
const PASSWORD = 'auction night';
/** The app's clock: a Sunday evening, New York; each login moves it 4 s (13 logins in 52 s). */
const START = Date.UTC(2025, 8, 7, 22, 0, 0);

/** The limiter removed: every attempt runs, nothing is counted. */
const noLimiter: AttemptLimiter = { attempt: (_counters, _now, run) => run() };

async function seedOwners(app: TestApp): Promise<void> {
  const hash = await hashPassword(PASSWORD);
  for (let i = 0; i <= OWNERS; i++) {
    await app.repos.users.insert({
      username: `owner${i}`, email: `owner${i}@example.com`, password_hash: hash, phone: null,
      user_text_notifications: false, user_voice_notifications: false, watchlist: [], created_at: 0,
    });
  }
}

async function httpLogin(app: TestApp, name: string, password: string, address: string): Promise<number> {
  const res = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email_or_username: name, password }),
  });
  await res.arrayBuffer();
  return res.status;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export async function loginBench(): Promise<BenchRow[]> {
  let now = START;
  const app = await bootTestApp({ clock: () => new Date(now) });
  const rows: BenchRow[] = [];
  try {
    await seedOwners(app);

    // 1. The league's burst over HTTP, one address.
    const statuses: number[] = [];
    const t0 = performance.now();
    for (let i = 1; i <= OWNERS; i++) {
      statuses.push(await httpLogin(app, `owner${i}`, PASSWORD, '203.0.113.10'));
      now += 4_000;
    }
    const burstMs = performance.now() - t0;
    const inCount = statuses.filter((s) => s === 200).length;
    rows.push({ metric: `burst: owners logged in (${OWNERS} accounts, one address, 52 s of app time)`, value: inCount, unit: 'owners', target: `= ${OWNERS}`, pass: inCount === OWNERS });
    rows.push({ metric: 'burst: wall time for the 13 logins (http)', value: burstMs, unit: 'ms' });

    // 2. A guesser: 50 wrong passwords for one account, each from a new address.
    const guesses: number[] = [];
    const g0 = performance.now();
    for (let i = 0; i < GUESSES; i++) guesses.push(await httpLogin(app, 'owner0', `guess ${i}`, `198.51.100.${i + 1}`));
    const guessMs = performance.now() - g0;
    const refused = guesses.filter((s) => s === 429).length;
    const checked = guesses.filter((s) => s === 401).length;
    const expectRefused = GUESSES - LOGIN_LIMITS.account.limit;
    rows.push({ metric: `guesser: of ${GUESSES} wrong passwords, refused with 429`, value: refused, unit: 'attempts', target: `= ${expectRefused}`, pass: refused === expectRefused });
    rows.push({ metric: 'guesser: wrong passwords actually checked (401)', value: checked, unit: 'attempts', target: `<= ${LOGIN_LIMITS.account.limit}`, pass: checked <= LOGIN_LIMITS.account.limit });
    rows.push({ metric: 'guesser: wall time for the 50 attempts (http)', value: guessMs, unit: 'ms' });

    // 3. Floor: the same 13 logins through the use-case, with the shared limiter and without it.
    now += LOGIN_LIMITS.address.windowMs;
    const limiter = createAttemptLimiter(app.repos.rateLimits);
    const timeLogins = async (withLimiter: AttemptLimiter) => {
      const times: number[] = [];
      for (let i = 1; i <= OWNERS; i++) {
        const s = performance.now();
        await login(app.repos, { email_or_username: `owner${i}`, password: PASSWORD }, { sessions: app.server.ctx.sessions, limiter: withLimiter, address: '203.0.113.11', now: new Date(now) });
        times.push(performance.now() - s);
      }
      return times;
    };
    const withTimes = await timeLogins(limiter);
    const floorTimes = await timeLogins(noLimiter);
    rows.push({ metric: 'login use-case p50, shared limiter', value: median(withTimes), unit: 'ms' });
    rows.push({ metric: 'floor: login use-case p50, limiter removed', value: median(floorTimes), unit: 'ms' });
    rows.push({ metric: 'limiter cost per login (p50 difference)', value: median(withTimes) - median(floorTimes), unit: 'ms' });
  } finally {
    await app.stop();
  }
  return rows;
}
