import { errorFields, type Logger } from '../logger';

/** Runs job functions at league-calendar instants in this process. */
export interface JobTimers {
  /** Runs `fn` once `when` (unix seconds) has come by the clock. */
  at(when: number, fn: () => Promise<void>): void;
  nowSeconds(): number;
  stop(): void;
}

/**
 * Timers for jobs on a clock: setTimeout holds at most ~24.8 days, so a longer wait re-arms on the
 * way, and a timer that fires early by the clock waits again. Timers are unref'd; `stop()` clears
 * them. The job functions themselves take `now`, so tests call them directly on any clock.
 */
export function createJobTimers(clock: () => Date, logger: Logger, label: string): JobTimers {
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const at = (when: number, fn: () => Promise<void>) => {
    if (stopped) return;
    const delay = Math.min(Math.max(0, when - nowSeconds()) * 1000, 2 ** 31 - 1);
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (nowSeconds() < when) return at(when, fn);
      fn().catch((err) => logger.error(`${label} failed`, errorFields(err)));
    }, delay);
    timer.unref();
    timers.add(timer);
  };
  return {
    at,
    nowSeconds,
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
