import moment from 'moment-timezone';
import { DEFAULT_LEAGUE } from '../constants/default-league';
import type { League } from '../constants/types';
import {
  DRAFT_PICK_NUMBER_WARNING,
  getDraftEnd,
  getDraftWindow,
  getLeagueDraftWindow,
  getRookieDraftWaiverEnd,
  isRookieDraftWaiverPeriod,
  isRookieDraftWindow,
} from './draft';

const et = (s: string): number => moment.tz(s, 'America/New_York').unix();
const league = (extra: Partial<League>): League => ({ ...DEFAULT_LEAGUE, uid: 1, ...extra });

describe('draft windows', () => {
  const start = et('2026-05-01 00:00');
  it('gives hourly windows inside the draft hours (default 11-16 New York)', () => {
    expect(getDraftWindow({ start, pickNum: 1 })).toBe(et('2026-05-01 11:00'));
    expect(getDraftWindow({ start, pickNum: 5 })).toBe(et('2026-05-01 15:00'));
    expect(getDraftWindow({ start, pickNum: 6 })).toBe(et('2026-05-02 11:00'));
    expect(getDraftWindow({ start, pickNum: 36 })).toBe(et('2026-05-08 11:00'));
    expect(getDraftWindow({ start, pickNum: 3, min: 9, max: 10 })).toBe(et('2026-05-03 09:00'));
    expect(getDraftWindow({ start, pickNum: 2, min: 9, max: 9 })).toBe(et('2026-05-02 09:00'));
  });
  it('keeps wall-clock hours across the March DST change', () => {
    const march = et('2026-03-07 00:00');
    expect(getDraftWindow({ start: march, pickNum: 6 })).toBe(et('2026-03-08 11:00'));
    expect(getDraftWindow({ start: march, pickNum: 6 })).toBe(moment.utc('2026-03-08T15:00:00Z').unix());
    expect(getDraftWindow({ start: march, pickNum: 1 })).toBe(moment.utc('2026-03-07T16:00:00Z').unix());
  });
  it('gives daily windows', () => {
    expect(getDraftWindow({ start: et('2026-05-01 12:00'), pickNum: 1, type: 'day' })).toBe(et('2026-05-01 12:00'));
    expect(getDraftWindow({ start: et('2026-05-01 12:00'), pickNum: 3, type: 'day' })).toBe(et('2026-05-03 12:00'));
    expect(getDraftWindow({ start: et('2026-11-01 00:00'), pickNum: 2, type: 'day' })).toBe(et('2026-11-02 00:00'));
  });
  it('warns and returns the start for a pick number of 0 or less', () => {
    const warnings: string[] = [];
    expect(getDraftWindow({ start, pickNum: 0 }, (w) => warnings.push(w))).toBe(start);
    expect(getDraftWindow({ start, pickNum: -3 })).toBe(start);
    expect(warnings).toEqual([DRAFT_PICK_NUMBER_WARNING]);
  });
});

describe('draft end and rookie waivers', () => {
  const l = league({ draft_start: et('2026-05-01 00:00'), draft_type: 'hour', draft_hour_min: 11, draft_hour_max: 16 });
  it('ends at the end of the day of the last pick, waivers one day later', () => {
    expect(getLeagueDraftWindow(l, 6)).toBe(et('2026-05-02 11:00'));
    expect(getLeagueDraftWindow(league({}), 6)).toBeNull();
    expect(getDraftEnd(l, 36)).toBe(et('2026-05-08 23:59:59'));
    expect(getDraftEnd(league({}), 36)).toBeNull();
    expect(getRookieDraftWaiverEnd(l, 36)).toBe(et('2026-05-09 23:59:59'));
    expect(getRookieDraftWaiverEnd(league({}), 36)).toBeNull();
  });
  it('after an early completion, waivers end 24 hours later at the end of that day', () => {
    const done = { ...l, rookie_draft_completed_at: et('2026-05-03 14:00') };
    expect(getRookieDraftWaiverEnd(done, 36)).toBe(et('2026-05-04 23:59:59'));
    expect(isRookieDraftWindow(done, et('2026-05-03 13:59'), 36)).toBe(true);
    expect(isRookieDraftWindow(done, et('2026-05-03 14:00'), 36)).toBe(false);
    expect(isRookieDraftWaiverPeriod(done, et('2026-05-04 23:00'), 36)).toBe(true);
    expect(isRookieDraftWaiverPeriod(done, et('2026-05-05 00:00'), 36)).toBe(false);
  });
  it('knows the draft and rookie waiver windows', () => {
    expect(isRookieDraftWindow(l, et('2026-04-30 23:59'), 36)).toBe(false);
    expect(isRookieDraftWindow(l, et('2026-05-01 00:00'), 36)).toBe(true);
    expect(isRookieDraftWindow(l, et('2026-05-08 23:59'), 36)).toBe(true);
    expect(isRookieDraftWindow(league({}), et('2026-05-02 00:00'), 36)).toBe(false);
    expect(isRookieDraftWaiverPeriod(l, et('2026-05-08 12:00'), 36)).toBe(false);
    expect(isRookieDraftWaiverPeriod(l, et('2026-05-09 12:00'), 36)).toBe(true);
    expect(isRookieDraftWaiverPeriod(l, et('2026-05-10 00:00'), 36)).toBe(false);
    expect(isRookieDraftWaiverPeriod(l, et('2026-04-01 00:00'), 36)).toBe(false);
    expect(isRookieDraftWaiverPeriod(league({}), et('2026-05-09 12:00'), 36)).toBe(false);
  });
});
