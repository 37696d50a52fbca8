/** Time source for rooms: injected so unit tests drive timers with a fake clock. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** The app's injected clock (`() => Date`) as a room clock: its "now", real timers. */
export function clockFrom(now: () => Date): Clock {
  return { ...systemClock, now: () => now().getTime() };
}
