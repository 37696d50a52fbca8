import { RateLimitedError } from '../../errors/app-error';
import type { RateLimitsRepository } from '../../db/repositories/rate-limits.repository';
import { createAttemptLimiter } from './login-throttle';

/** The repository's contract over a Map (the database version is covered by the route tests). */
function memoryCounters(): RateLimitsRepository & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    counts,
    async add(key, windowStart, by) {
      const id = `${key}@${windowStart}`;
      const next = (counts.get(id) ?? 0) + by;
      counts.set(id, next);
      return next;
    },
  };
}

const budget = { limit: 2, windowMs: 60_000 };
const fail = () => Promise.reject(new Error('wrong'));
const succeed = () => Promise.resolve('in');
const countsFailures = (outcome: unknown) => outcome instanceof Error && outcome.message === 'wrong';

describe('attempt limiter', () => {
  it('counts only the outcomes it is told to, and refuses past the budget until the window ends', async () => {
    const repo = memoryCounters();
    const limiter = createAttemptLimiter(repo);
    const at = (ms: number) => new Date(Date.UTC(2025, 8, 7, 12) + ms);
    const counters = [{ key: 'a', budget }];
    for (let i = 0; i < 5; i++) await expect(limiter.attempt(counters, at(0), succeed, countsFailures)).resolves.toBe('in');
    await expect(limiter.attempt(counters, at(0), fail, countsFailures)).rejects.toThrow('wrong');
    await expect(limiter.attempt(counters, at(1_000), fail, countsFailures)).rejects.toThrow('wrong');
    const refused = await limiter.attempt(counters, at(15_000), succeed, countsFailures).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(RateLimitedError);
    // the window started at 12:00:00; 15 s in, 45 s are left
    expect((refused as RateLimitedError).retryAfterSeconds).toBe(45);
    expect((refused as RateLimitedError).status).toBe(429);
    await expect(limiter.attempt(counters, at(60_000), succeed, countsFailures)).resolves.toBe('in');
  });

  it('refuses when any one counter is spent, and then charges none of them', async () => {
    const repo = memoryCounters();
    const limiter = createAttemptLimiter(repo);
    const now = new Date(Date.UTC(2025, 8, 7, 12));
    await limiter.attempt([{ key: 'acct', budget }], now, fail, countsFailures).catch(() => undefined);
    await limiter.attempt([{ key: 'acct', budget }], now, fail, countsFailures).catch(() => undefined);
    const both = [{ key: 'acct', budget }, { key: 'addr', budget }];
    await expect(limiter.attempt(both, now, succeed, countsFailures)).rejects.toBeInstanceOf(RateLimitedError);
    expect([...repo.counts.entries()].filter(([k]) => k.startsWith('addr')).map(([, v]) => v)).toEqual([0]);
    await expect(limiter.attempt([{ key: 'addr', budget }], now, succeed, countsFailures)).resolves.toBe('in');
  });
});
