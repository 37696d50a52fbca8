import { test as base } from '@playwright/test';

/**
 * The instant this suite runs at, on both sides: the api gets it as `TEST_CLOCK` (playwright.config.ts)
 * and every page's clock is installed at it, so the suite passes whenever it runs (a Sunday afternoon, a
 * Monday night, the offseason). Wednesday 25 November 2026, 12:00 New York: week 12 of the 2026 season,
 * before that week's first kickoff and the Wednesday waiver run. The api's clock runs on from there; in the
 * page `Date` stays at the instant while timers run for real (`clock.install`, which fakes the timers too,
 * left the team page waiting on a timer that never fired).
 */
export const E2E_NOW = process.env.E2E_NOW ?? '2026-11-25T17:00:00.000Z';

/** `test` whose `page` starts at {@link E2E_NOW}; pages of contexts a test opens itself call {@link pinClock}. */
export const test = base.extend({
  page: async ({ page }, use) => {
    await pinClock(page);
    await use(page);
  },
});

/** Fixes the page's `Date` at the suite's instant (before any script of the page runs). */
export async function pinClock(page: import('@playwright/test').Page): Promise<void> {
  await page.clock.setFixedTime(new Date(E2E_NOW));
}

/**
 * Starts the page's `Date` at the suite's instant and lets it run on, as the api's clock does (TEST_CLOCK with
 * TEST_CLOCK_BASE): for pages that count time down or release a lock after a moment (the live auction). Timers
 * stay real.
 */
export async function startClock(page: import('@playwright/test').Page, at: Date = new Date(E2E_NOW)): Promise<void> {
  await page.clock.setSystemTime(at);
}

export { expect } from '@playwright/test';
