import fullMoment from 'moment-timezone';
import latest from 'moment-timezone/data/packed/latest.json';
import type BrowserMoment from './moment-browser';
import { NEW_YORK_LINKS, NEW_YORK_TZ_DATA_VERSION, NEW_YORK_ZONES } from './new-york-zone';

describe('moment-timezone for browsers (the league zone only)', () => {
  it('carries exactly the installed package\'s New York data', () => {
    expect(NEW_YORK_TZ_DATA_VERSION).toBe(latest.version);
    expect(NEW_YORK_ZONES).toEqual(latest.zones.filter((z: string) => z.startsWith('America/New_York|')));
    expect(NEW_YORK_LINKS).toEqual(latest.links.filter((l: string) => l.startsWith('America/New_York|')));
  });

  it('gives the same New York times as the full package, across DST changes and years', () => {
    // A fresh module registry, as in a browser bundle: the data-less core plus our zone only.
    let browserMoment!: typeof BrowserMoment;
    jest.isolateModules(() => {
      browserMoment = (jest.requireActual('./moment-browser') as { default: typeof BrowserMoment }).default;
    });
    expect(browserMoment).not.toBe(fullMoment);
    expect(browserMoment.tz.zone('America/Chicago')).toBeNull();
    expect(browserMoment.tz.zone('US/Eastern')).not.toBeNull();
    const instants = [Date.UTC(2025, 2, 9, 6, 59), Date.UTC(2025, 2, 9, 7, 1), Date.UTC(2026, 10, 1, 5, 59), Date.UTC(2026, 10, 1, 6, 1), Date.UTC(2031, 6, 4, 12)];
    for (const ms of instants) {
      expect(browserMoment.tz(ms, 'America/New_York').format()).toBe(fullMoment.tz(ms, 'America/New_York').format());
    }
    expect(browserMoment.tz('2026-09-13 13:00', 'YYYY-MM-DD HH:mm', 'America/New_York').unix()).toBe(fullMoment.tz('2026-09-13 13:00', 'YYYY-MM-DD HH:mm', 'America/New_York').unix());
  });
});
