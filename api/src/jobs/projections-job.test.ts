import { toLeagueTime } from '@league/shared-rules';
import { createLogger } from '../logger';
import type { Repositories } from '../db/repositories';
import { projectionsJob } from './projections-job';

const at = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const ny = (t: number | null) => (t === null ? null : toLeagueTime(t).format('YYYY-MM-DD HH:mm'));

describe('own projections job slots', () => {
  const job = projectionsJob({ repos: {} as Repositories, logger: createLogger('silent') });

  it('runs daily at 06:00 New York and catches up the last 06:00 on start', () => {
    // Wednesday 25 November 2026, 12:00 New York
    const noon = at('2026-11-25T17:00:00Z');
    expect(ny(job.next(noon))).toBe('2026-11-26 06:00');
    expect(ny(job.previous!(noon))).toBe('2026-11-25 06:00');
    // 03:00 New York: today's slot is still ahead, yesterday's is the one to catch up
    const early = at('2026-11-25T08:00:00Z');
    expect(ny(job.next(early))).toBe('2026-11-25 06:00');
    expect(ny(job.previous!(early))).toBe('2026-11-24 06:00');
  });

  it('keeps 06:00 local across the daylight-saving change', () => {
    // Saturday 31 October 2026 noon EDT; clocks go back on Sunday 1 November
    expect(ny(job.next(at('2026-10-31T16:00:00Z')))).toBe('2026-11-01 06:00');
    expect(ny(job.next(at('2026-11-01T12:00:00Z')))).toBe('2026-11-02 06:00');
  });
});
