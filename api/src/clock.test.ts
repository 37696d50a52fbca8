import { clockFrom, createAppClock, DEFAULT_TEST_INSTANT, realtimeClock, unixSeconds, wallClock } from './clock';

describe('app clock', () => {
  it('starts at the given instant and moves forward from there', () => {
    const clock = clockFrom('2026-11-22T19:00:00.000Z');
    const first = clock().getTime();
    expect(first).toBeGreaterThanOrEqual(Date.parse('2026-11-22T19:00:00.000Z'));
    expect(first).toBeLessThan(Date.parse('2026-11-22T19:00:01.000Z'));
    expect(clock().getTime()).toBeGreaterThanOrEqual(first);
  });

  it('ignores a moved system clock', () => {
    const clock = clockFrom(DEFAULT_TEST_INSTANT);
    const realNow = Date.now;
    Date.now = () => realNow() + 5 * 24 * 3600 * 1000;
    try {
      expect(clock().getTime() - Date.parse(DEFAULT_TEST_INSTANT)).toBeLessThan(60_000);
    } finally {
      Date.now = realNow;
    }
  });

  it('agrees across processes that share a base', () => {
    const base = Date.now() - 90_000;
    const a = clockFrom('2026-11-22T19:00:00.000Z', base);
    const b = clockFrom('2026-11-22T19:00:00.000Z', base);
    expect(Math.abs(a().getTime() - b().getTime())).toBeLessThan(50);
    expect(a().getTime() - Date.parse('2026-11-22T19:00:00.000Z')).toBeGreaterThanOrEqual(90_000);
  });

  it('refuses an unreadable instant', () => {
    expect(() => clockFrom('next sunday')).toThrow(RangeError);
  });

  it('is the wall clock unless a test instant is configured', () => {
    expect(createAppClock(undefined)).toBe(wallClock);
    expect(createAppClock('2026-01-06T12:00:00Z')().getUTCFullYear()).toBe(2026);
  });

  it('gives the rooms milliseconds and the rules unix seconds of the same instant', () => {
    const clock = clockFrom('2026-11-23T04:30:00.000Z');
    expect(Math.abs(realtimeClock(clock).now() - Date.parse('2026-11-23T04:30:00.000Z'))).toBeLessThan(1000);
    const seconds = unixSeconds(clock)() - Date.parse('2026-11-23T04:30:00.000Z') / 1000;
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds).toBeLessThanOrEqual(1);
  });
});
