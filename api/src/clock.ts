import type { Clock } from './realtime/clock';

/**
 * The api's one source of "now". Product code never reads `Date` itself: routes get `ctx.clock`, jobs and
 * the seed get the same function, and the realtime rooms get {@link realtimeClock} over it.
 *
 * Two kinds exist:
 * - the wall clock, in production and development;
 * - a clock that starts at a fixed instant and then advances with a monotonic timer, for tests and for
 *   the test-only `TEST_CLOCK` setting (refused when `NODE_ENV=production`, see config.ts). It never
 *   reads the wall clock, so moving the machine's clock (CI does, to a Sunday afternoon, a Monday night and
 *   an offseason Tuesday) changes nothing, while auction timers and countdowns still see time pass.
 */
export type AppClock = () => Date;

/** The real time. */
export const wallClock: AppClock = () => new Date();

/**
 * Starts at `start` and advances with `process.hrtime` (monotonic, unaffected by the system clock).
 * Several processes that must agree on "now" (two api instances of one auction) pass the same `sharedBaseMs`
 * (a wall-clock epoch in ms, the moment that `start` stands for): only the time elapsed since it is read
 * from the system clock, so a machine clock moved by a constant offset still changes nothing.
 */
export function clockFrom(start: Date | string | number, sharedBaseMs?: number): AppClock {
  const startMs = new Date(start).getTime();
  if (!Number.isFinite(startMs)) throw new RangeError(`not an instant: ${String(start)}`);
  if (sharedBaseMs !== undefined) return () => new Date(startMs + (Date.now() - sharedBaseMs));
  const origin = process.hrtime.bigint();
  return () => new Date(startMs + Number((process.hrtime.bigint() - origin) / 1_000_000n));
}

/**
 * The instant tests run at unless they pin their own: Wednesday 25 November 2026, 12:00 New York, in the
 * 2026 regular season (week 12), before that week's first kickoff and before the Wednesday waiver run.
 */
export const DEFAULT_TEST_INSTANT = '2026-11-25T17:00:00.000Z';

/** The clock of the api process: `TEST_CLOCK` when set (never in production), else the wall clock. */
export function createAppClock(testClock?: string, testClockBase?: number): AppClock {
  return testClock ? clockFrom(testClock, testClockBase) : wallClock;
}

/** The realtime rooms' clock (milliseconds and timers) reading its "now" from the app clock. */
export function realtimeClock(clock: AppClock): Clock {
  return {
    now: () => clock().getTime(),
    setTimeout: (fn, ms) => {
      const t = setTimeout(fn, ms);
      t.unref?.();
      return t;
    },
    clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  };
}

/** Unix seconds of a clock, as the roster and claim rules take them. */
export const unixSeconds = (clock: AppClock) => (): number => Math.floor(clock().getTime() / 1000);
