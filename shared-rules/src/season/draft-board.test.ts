import moment from 'moment-timezone';
import {
  checkPickTurn,
  draftClock,
  formatPickStr,
  overallPick,
  pickInRound,
  pickWindow,
  rookieDraftOrder,
  rookieSalary,
  type ClockPick,
  type DraftClockLeague,
} from './draft-board';

const et = (s: string): number => moment.tz(s, 'America/New_York').unix();

describe('rookie draft order', () => {
  const standings = [
    { tid: 5, seed: 1 },
    { tid: 2, seed: 2 },
    { tid: 7, seed: 3 },
    { tid: 1, seed: null },
    { tid: 3, seed: null },
    { tid: 4, seed: null },
  ];
  it('puts non-playoff teams first, worst first, then the playoff teams, the champion last', () => {
    expect(rookieDraftOrder(standings, 2, [1, 2, 3, 4, 5, 7])).toEqual([4, 3, 1, 7, 5, 2]);
  });
  it('orders by the regular season alone when no champion is known yet', () => {
    expect(rookieDraftOrder(standings, null, [1, 2, 3, 4, 5, 7])).toEqual([4, 3, 1, 7, 2, 5]);
  });
  it("keeps the teams' draft_order setting without standings, and appends teams new since last season", () => {
    expect(rookieDraftOrder([], null, [3, 1, 2])).toEqual([3, 1, 2]);
    expect(rookieDraftOrder([{ tid: 1, seed: null }, { tid: 2, seed: null }], null, [1, 2, 9])).toEqual([2, 1, 9]);
  });
});

describe('pick numbers and salaries', () => {
  it('numbers picks round by round and formats them as round.pick', () => {
    expect(overallPick(1, 0, 12)).toBe(1);
    expect(overallPick(2, 3, 12)).toBe(16);
    expect(pickInRound(16, 12)).toBe(4);
    expect(pickInRound(12, 12)).toBe(12);
    expect(formatPickStr(2, 4)).toBe('2.04');
    expect(formatPickStr(3, 12)).toBe('3.12');
  });
  it('pays teams − pick in round + 1, at least $1', () => {
    expect(rookieSalary(12, 1)).toBe(12);
    expect(rookieSalary(12, 12)).toBe(1);
    expect(rookieSalary(10, 4)).toBe(7);
    expect(rookieSalary(3, 5)).toBe(1);
  });
});

describe('the draft clock', () => {
  // hourly, default hours 11-16: picks 1-5 on Nov 25 at 11..15, 6 on Nov 26 at 11
  const league: DraftClockLeague = { draft_start: et('2026-11-25 00:00'), draft_type: 'hour', draft_hour_min: 11, draft_hour_max: 16 };
  const picks = (made: number[] = []): ClockPick[] =>
    [1, 2, 3, 4, 5, 6].map((n) => ({ uid: 100 + n, tid: n, pick: n, pid: made.includes(n) ? `P${n}` : null }));

  it('has nobody on the clock before the first window, and refuses picks before the start', () => {
    const before = et('2026-11-24 12:00');
    expect(draftClock(league, picks(), before)).toMatchObject({ open: false, mayPick: [] });
    expect(checkPickTurn(league, picks(), 101, before)).toBe('DRAFT_NOT_STARTED');
    // started (draft_start passed) but pick 1's window opens at 11:00
    expect(draftClock(league, picks(), et('2026-11-25 10:00')).onClock?.uid).toBe(101);
    expect(checkPickTurn(league, picks(), 101, et('2026-11-25 10:00'))).toBe('DRAFT_PICK_NOT_ON_CLOCK');
  });

  it('lets the pick whose window is open pick, and an earlier owner whose window passed, but not a later one', () => {
    const at = et('2026-11-25 12:30');
    const clock = draftClock(league, picks(), at);
    expect(clock.onClock?.uid).toBe(102);
    expect(clock.mayPick.map((p) => p.uid)).toEqual([101, 102]);
    expect(checkPickTurn(league, picks(), 101, at)).toBeNull();
    expect(checkPickTurn(league, picks(), 102, at)).toBeNull();
    expect(checkPickTurn(league, picks(), 103, at)).toBe('DRAFT_PICK_NOT_ON_CLOCK');
    expect(checkPickTurn(league, picks([2]), 102, at)).toBe('PICK_MADE');
  });

  it('puts the next unmade pick on the clock once the current one is made early', () => {
    const at = et('2026-11-25 12:30');
    expect(draftClock(league, picks([2]), at).onClock?.uid).toBe(103);
    expect(pickWindow(league, 3, 6)).toEqual({ opens: et('2026-11-25 13:00'), closes: et('2026-11-25 14:00') });
    // the last pick's window closes at the draft end: the end of its New York day
    expect(pickWindow(league, 6, 6)?.closes).toBe(et('2026-11-26 23:59:59'));
  });

  it('ends at the end of the last pick’s day, or when every pick is made', () => {
    expect(checkPickTurn(league, picks(), 101, et('2026-11-27 00:00:01'))).toBe('DRAFT_ENDED');
    expect(draftClock(league, picks(), et('2026-11-26 23:00')).mayPick).toHaveLength(6);
    const done = draftClock(league, picks([1, 2, 3, 4, 5, 6]), et('2026-11-25 12:30'));
    expect(done).toMatchObject({ complete: true, open: false, onClock: null });
  });

  it('gives daily windows one day each from the start', () => {
    const daily = { ...league, draft_type: 'day', draft_start: et('2026-11-25 09:00') };
    expect(draftClock(daily, picks(), et('2026-11-26 10:00')).mayPick.map((p) => p.pick)).toEqual([1, 2]);
  });

  it('is not scheduled until every pick has its number', () => {
    const unordered = picks().map((p, i) => (i === 0 ? { ...p, pick: null } : p));
    expect(draftClock(league, unordered, et('2026-11-25 12:30')).scheduled).toBe(false);
  });
});
