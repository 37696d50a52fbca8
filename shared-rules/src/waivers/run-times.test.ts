import { getNextWaiverRunTime } from './run-times';

const ny = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);

describe('waiver run times', () => {
  test('in the regular season: the next Wednesday 15:00 New York', () => {
    // Saturday 2025-10-18 12:00 EDT -> Wednesday 2025-10-22 15:00 EDT
    expect(getNextWaiverRunTime(ny('2025-10-18T12:00:00-04:00'))).toBe(ny('2025-10-22T15:00:00-04:00'));
    // exactly at the run time: the following week
    expect(getNextWaiverRunTime(ny('2025-10-22T15:00:00-04:00'))).toBe(ny('2025-10-29T15:00:00-04:00'));
  });
  test('in the offseason: every day at 15:00 New York', () => {
    expect(getNextWaiverRunTime(ny('2026-04-01T09:00:00-04:00'))).toBe(ny('2026-04-01T15:00:00-04:00'));
    expect(getNextWaiverRunTime(ny('2026-04-01T15:30:00-04:00'))).toBe(ny('2026-04-02T15:00:00-04:00'));
  });
});
