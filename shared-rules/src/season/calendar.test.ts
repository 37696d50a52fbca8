import fc from 'fast-check';
import moment from 'moment-timezone';
import {
  clampWeekForYear,
  getFinalWeek,
  getNflFinalWeek,
  getPlayWeek,
  getRegularSeasonStart,
  getCurrentFantasyWeek,
  getRosterWeek,
  getScoreboardDefaultWeek,
  isPastFinalWeek,
  getSeason,
  getWeekStart,
} from './calendar';

/** Unix seconds of a New York wall-clock time. */
const et = (s: string): number => moment.tz(s, 'America/New_York').unix();

describe('regular season start', () => {
  it('is the Tuesday 00:00 New York on or before each season opener', () => {
    expect(getRegularSeasonStart(2020)).toBe(et('2020-09-08 00:00'));
    expect(getRegularSeasonStart(2021)).toBe(et('2021-09-07 00:00'));
    expect(getRegularSeasonStart(2024)).toBe(et('2024-09-03 00:00'));
    expect(getRegularSeasonStart(2025)).toBe(et('2025-09-02 00:00'));
    // 2026 opener: Wednesday 2026-09-09 in schedules.csv
    expect(getRegularSeasonStart(2026)).toBe(et('2026-09-08 00:00'));
    expect(getRegularSeasonStart(2026)).toBe(moment.utc('2026-09-08T04:00:00Z').unix());
  });
  it('falls back to the Tuesday after Labor Day for later seasons', () => {
    expect(getRegularSeasonStart(2027)).toBe(et('2027-09-07 00:00')); // Labor Day 2027-09-06
    expect(getRegularSeasonStart(2030)).toBe(et('2030-09-03 00:00')); // Labor Day 2030-09-02
  });
});

describe('getSeason', () => {
  it('is offseason (week 0) before week 1 and counts Tuesday-to-Monday weeks', () => {
    const before = getSeason(et('2026-09-07 23:59:59'));
    expect(before).toMatchObject({ year: 2026, week: 0, isOffseason: true, isRegularSeason: false, seasonType: 'PRE' });
    expect(before.weekStart).toBeNull();
    expect(before.weekEnd).toBeNull();
    const w1 = getSeason(et('2026-09-08 00:00'));
    expect(w1).toMatchObject({ year: 2026, week: 1, isOffseason: false, isRegularSeason: true, isPostseason: false, seasonType: 'REG' });
    expect(w1.weekStart).toBe(et('2026-09-08 00:00'));
    expect(w1.weekEnd).toBe(et('2026-09-15 00:00'));
    expect(getSeason(et('2026-09-14 23:59:59')).week).toBe(1);
    expect(getSeason(et('2026-09-15 00:00')).week).toBe(2);
    expect(w1).toMatchObject({ regularSeasonFinalWeek: 14, wildcardWeek: 15, finalWeek: 17, nflFinalWeek: 18 });
  });

  it('keeps Tuesday 00:00 boundaries across the November DST change', () => {
    // 2026: DST ends Sunday 2026-11-01; week 9 starts Tuesday 2026-11-03 00:00 EST (05:00 UTC)
    expect(getSeason(et('2026-11-02 23:59:59')).week).toBe(8);
    const w9 = getSeason(moment.utc('2026-11-03T05:00:00Z').unix());
    expect(w9.week).toBe(9);
    expect(w9.weekStart).toBe(moment.utc('2026-11-03T05:00:00Z').unix());
    expect(getSeason(moment.utc('2026-11-03T04:59:59Z').unix()).week).toBe(8);
    expect(getWeekStart(getRegularSeasonStart(2026), 9)).toBe(et('2026-11-03 00:00'));
  });

  it('handles the March DST change in the offseason', () => {
    // 2026: DST starts Sunday 2026-03-08
    const s = getSeason(et('2026-03-08 03:30'));
    expect(s).toMatchObject({ year: 2026, week: 0, isOffseason: true });
    expect(getSeason(et('2026-03-07 12:00')).year).toBe(2026);
  });

  it('runs into the postseason and rolls the year over at season end', () => {
    const jan = getSeason(et('2026-01-15 12:00'));
    expect(jan).toMatchObject({ year: 2025, week: 20, isPostseason: true, isRegularSeason: false, seasonType: 'POST' });
    const end = getSeason(et('2026-01-01 00:00')).seasonEnd;
    expect(end).toBe(et('2026-02-10 00:00')); // start 2025-09-02 + 23 weeks: the Tuesday after Super Bowl LX
    expect(getSeason(et('2026-02-08 18:30'))).toMatchObject({ year: 2025, week: 23, isPostseason: true });
    expect(getSeason(end - 1)).toMatchObject({ year: 2025, week: 23 });
    expect(getSeason(end)).toMatchObject({ year: 2026, week: 0, isOffseason: true });
    expect(getSeason(et('2026-12-29 12:00'))).toMatchObject({ year: 2026, week: 17, isRegularSeason: true });
    expect(getSeason(et('2027-01-05 12:00'))).toMatchObject({ year: 2026, week: 18, isRegularSeason: false, isPostseason: false });
  });

  it('uses 2020 final weeks and clamps its weeks above 16', () => {
    expect(getFinalWeek(2020)).toBe(16);
    expect(getNflFinalWeek(2020)).toBe(17);
    expect(getFinalWeek(2021)).toBe(17);
    expect(getSeason(et('2020-12-29 12:00'))).toMatchObject({ year: 2020, week: 17, isRegularSeason: false, finalWeek: 16 });
    expect(clampWeekForYear(2020, 17)).toBe(16);
    expect(clampWeekForYear(2020, 16)).toBe(16);
    expect(clampWeekForYear(2021, 17)).toBe(17);
  });

  it('accepts a regular season start override for its season', () => {
    const override = et('2026-09-15 00:00');
    expect(getSeason(et('2026-09-10 12:00'), { regularSeasonStart: override }).week).toBe(0);
    expect(getSeason(et('2026-09-16 12:00'), { regularSeasonStart: override }).week).toBe(1);
    expect(getSeason(et('2025-10-01 12:00'), { regularSeasonStart: override }).regularSeasonStart).toBe(et('2025-09-02 00:00'));
  });
});

describe('getPlayWeek', () => {
  const now = et('2026-10-01 12:00');
  it('numbers regular season and postseason weeks', () => {
    expect(getPlayWeek(et('2025-09-04 20:20'), now)).toEqual({ year: 2025, seasonType: 'REG', week: 1 });
    expect(getPlayWeek(et('2026-01-04 13:00'), now)).toEqual({ year: 2025, seasonType: 'REG', week: 18 });
    expect(getPlayWeek(et('2026-01-10 16:30'), now)).toEqual({ year: 2025, seasonType: 'POST', week: 1 });
    // 2025 postseason dates from schedules.csv
    expect(getPlayWeek(et('2026-01-12 20:15'), now)).toEqual({ year: 2025, seasonType: 'POST', week: 1 });
    expect(getPlayWeek(et('2026-01-18 15:00'), now)).toEqual({ year: 2025, seasonType: 'POST', week: 2 });
    expect(getPlayWeek(et('2026-01-25 15:00'), now)).toEqual({ year: 2025, seasonType: 'POST', week: 3 });
    expect(getPlayWeek(et('2026-02-01 15:00'), now)).toEqual({ year: 2025, seasonType: 'POST', week: 3 }); // bye week
    expect(getPlayWeek(et('2026-02-08 18:30'), now)).toEqual({ year: 2025, seasonType: 'POST', week: 4 }); // Super Bowl
    expect(getPlayWeek(et('2021-02-07 18:30'), now)).toEqual({ year: 2020, seasonType: 'POST', week: 4 }); // 2020: 17-week season
  });
  it('numbers preseason weeks 0..3 and throws before the preseason', () => {
    expect(getPlayWeek(et('2026-09-01 19:00'), now)).toEqual({ year: 2026, seasonType: 'PRE', week: 3 });
    expect(getPlayWeek(et('2026-08-27 19:00'), now)).toEqual({ year: 2026, seasonType: 'PRE', week: 2 });
    expect(getPlayWeek(et('2026-08-20 19:00'), now)).toEqual({ year: 2026, seasonType: 'PRE', week: 1 });
    expect(getPlayWeek(et('2026-08-13 19:00'), now)).toEqual({ year: 2026, seasonType: 'PRE', week: 0 });
    expect(getPlayWeek(et('2026-08-06 20:00'), now)).toEqual({ year: 2026, seasonType: 'PRE', week: 0 }); // HOF game
    expect(getPlayWeek(et('2026-08-04 00:00'), now)).toEqual({ year: 2026, seasonType: 'PRE', week: 0 });
    expect(() => getPlayWeek(et('2026-08-03 23:59'), now)).toThrow('Date is before preseason start');
    expect(() => getPlayWeek(et('2026-05-01 12:00'), now)).toThrow('Date is before preseason start');
  });
  it('falls back to now for an invalid date', () => {
    expect(getPlayWeek(Number.NaN, now)).toEqual({ year: 2026, seasonType: 'REG', week: 4 });
  });
});

describe('getScoreboardDefaultWeek', () => {
  it('caps at the final week, minus one on Tuesdays, at least 1', () => {
    expect(getScoreboardDefaultWeek(et('2026-09-20 12:00'))).toBe(2);
    expect(getScoreboardDefaultWeek(et('2026-09-22 12:00'))).toBe(2); // Tuesday of week 3
    expect(getScoreboardDefaultWeek(et('2026-09-08 12:00'))).toBe(1); // Tuesday of week 1
    expect(getScoreboardDefaultWeek(et('2026-06-01 12:00'))).toBe(1);
    expect(getScoreboardDefaultWeek(et('2027-01-20 12:00'))).toBe(17);
  });
});

describe('current weeks', () => {
  it('caps the roster week at the final week and views at least at week 1', () => {
    expect(getRosterWeek(et('2026-06-01 12:00'))).toBe(0);
    expect(getCurrentFantasyWeek(et('2026-06-01 12:00'))).toBe(1);
    expect(getRosterWeek(et('2026-09-25 12:00'))).toBe(3);
    expect(getCurrentFantasyWeek(et('2026-09-25 12:00'))).toBe(3);
    expect(getRosterWeek(et('2027-01-20 12:00'))).toBe(17);
    expect(getRosterWeek(et('2020-12-29 12:00'))).toBe(16);
    expect(isPastFinalWeek(et('2027-01-05 12:00'))).toBe(true);
    expect(isPastFinalWeek(et('2026-12-29 12:00'))).toBe(false);
  });
});

describe('calendar invariants (property-based)', () => {
  const instant = fc.integer({ min: et('2020-03-01 00:00'), max: et('2031-12-31 00:00') });
  it('weeks are Tuesday-to-Tuesday New York, contain now, and never go backwards', () => {
    fc.assert(fc.property(instant, fc.integer({ min: 0, max: 30 * 86400 }), (now, later) => {
      const s = getSeason(now);
      expect(s.week).toBeGreaterThanOrEqual(0);
      expect(s.week).toBeLessThanOrEqual(s.nflFinalWeek + 5);
      expect(now).toBeLessThan(s.seasonEnd);
      if (s.week > 0) {
        expect(s.weekStart!).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(s.weekEnd!);
        const start = moment.tz(s.weekStart! * 1000, 'America/New_York');
        expect([start.day(), start.hour(), start.minute()]).toEqual([2, 0, 0]);
      } else {
        expect(now < s.regularSeasonStart).toBe(true);
      }
      const next = getSeason(now + later);
      expect(next.year * 100 + next.week >= s.year * 100 + s.week || next.year > s.year).toBe(true);
      expect(next.year - s.year).toBeLessThanOrEqual(1);
    }), { numRuns: 300 });
  });
});
