import { RateLimitedError } from '../../errors/app-error';
import type { RateLimitsRepository } from '../../db/repositories/rate-limits.repository';

/** One fixed-window budget. */
export interface Budget {
  limit: number;
  windowMs: number;
}

/**
 * Failed sign-ins allowed per account and per address. An account gets 10 wrong passwords per
 * 15 minutes whoever tries them; an address (one house's router, an office) gets 50, so a league's
 * owners mistyping on auction night do not lock each other out. Successful sign-ins never count.
 */
export const LOGIN_LIMITS: { account: Budget; address: Budget } = {
  account: { limit: 10, windowMs: 15 * 60_000 },
  address: { limit: 50, windowMs: 15 * 60_000 },
};

/** Registrations per address: every attempt counts (account creation is what a bot would spam). */
export const REGISTER_LIMIT: Budget = { limit: 30, windowMs: 15 * 60_000 };

interface Counter {
  key: string;
  budget: Budget;
}

/**
 * Counts attempts in shared fixed windows. `attempt` takes one unit from every counter before the
 * work runs (so concurrent attempts on several processes cannot overshoot a budget), and gives it
 * back unless `counts(error)` says the outcome was one the budget is about: the count is therefore
 * "failures + attempts in flight". Over budget, the unit is given back and the attempt is refused.
 */
export function createAttemptLimiter(repo: RateLimitsRepository) {
  const windowOf = (c: Counter, nowMs: number) => Math.floor(nowMs / c.budget.windowMs) * c.budget.windowMs;
  const change = (counters: Counter[], nowMs: number, by: number) =>
    Promise.all(counters.map((c) => repo.add(c.key, windowOf(c, nowMs), by)));

  return {
    async attempt<T>(counters: Counter[], now: Date, run: () => Promise<T>, counts: (outcome: unknown) => boolean): Promise<T> {
      const nowMs = now.getTime();
      const after = await change(counters, nowMs, 1);
      const over = counters.filter((c, i) => after[i] > c.budget.limit);
      if (over.length) {
        await change(counters, nowMs, -1);
        const waitMs = Math.max(...over.map((c) => windowOf(c, nowMs) + c.budget.windowMs - nowMs));
        throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
      }
      let outcome: unknown = null;
      try {
        return await run();
      } catch (err) {
        outcome = err;
        throw err;
      } finally {
        if (!counts(outcome)) await change(counters, nowMs, -1);
      }
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
