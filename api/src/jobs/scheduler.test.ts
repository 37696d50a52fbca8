import { createJobRunsRepository } from '../db/repositories/job-runs.repository';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { JobScheduler, type ScheduledJob } from './scheduler';

/** The scheduler on the embedded database: two schedulers in one process, one database, one fake clock (the two-process test is scheduler.processes.test.ts). */
const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined } as never;
const START = Date.UTC(2026, 10, 25, 17) / 1000;
let now = START;
let app: TestApp;
const runs = createJobRunsRepository();

beforeAll(async () => {
  app = await bootTestApp({ clock: () => new Date(now * 1000) });
});
afterAll(() => app.stop());

/** Every 60 s on the minute; counts the runs it did. */
function everyMinute(key: string, counter: number[], work: () => Promise<string[] | void> = async () => undefined): ScheduledJob {
  return {
    key, name: key, jobIds: [79],
    next: (t) => (Math.floor(t / 60) + 1) * 60,
    previous: (t) => Math.floor(t / 60) * 60,
    run: async () => {
      counter.push(now);
      return work();
    },
  };
}

describe('JobScheduler', () => {
  it('two schedulers ticking 100 times run each slot exactly once, and record every run', async () => {
    const ran: number[] = [];
    const a = new JobScheduler({ runs, logger: log, nowSeconds: () => now, instance: 'a' });
    const b = new JobScheduler({ runs, logger: log, nowSeconds: () => now, instance: 'b' });
    await Promise.all([a.add(everyMinute('minutely', ran)), b.add(everyMinute('minutely', ran))]);
    expect(ran).toHaveLength(1); // the catch-up slot of the start minute, once
    for (let i = 0; i < 100; i++) {
      now += 30; // a slot every other tick; the processes tick at once, or one just before the other
      if (i % 3 === 0) await Promise.all([a.tick(), b.tick()]);
      else if (i % 3 === 1) await a.tick().then(() => b.tick());
      else await b.tick().then(() => a.tick());
    }
    const slots = 1 + Math.floor((now - Math.floor(START / 60) * 60) / 60);
    expect(ran).toHaveLength(slots);
    const recorded = await runs.recent(500, 'minutely');
    expect(recorded).toHaveLength(slots);
    expect(new Set(recorded.map((r) => r.slot)).size).toBe(slots);
    expect(recorded.every((r) => r.succ === true && r.ended !== null)).toBe(true);
    // both processes took part
    expect(new Set(recorded.map((r) => r.instance))).toEqual(new Set(['a', 'b']));
    const [next] = (await runs.schedule()).filter((s) => s.job === 'minutely');
    expect(next.next_at).toBe((Math.floor(now / 60) + 1) * 60);
    // the status page reads the same records
    const status = (await app.api('/api/status')).body;
    expect(status.runs.filter((r: { job: string }) => r.job === 'minutely')).toHaveLength(slots);
    expect(status.schedule).toEqual(expect.arrayContaining([{ job: 'minutely', name: 'minutely', job_ids: [79], next_at: next.next_at }]));
  });

  it('records failures and errors as unsuccessful runs with their reason, and keeps going', async () => {
    const ran: number[] = [];
    let calls = 0;
    const s = new JobScheduler({ runs, logger: log, nowSeconds: () => now, instance: 'c' });
    await s.add(everyMinute('flaky', ran, async () => {
      calls++;
      if (calls === 1) return ['league 7'];
      if (calls === 2) throw new Error('database went away');
    }));
    now += 60;
    await s.tick();
    now += 60;
    await s.tick();
    const [third, second, first] = await runs.recent(3, 'flaky');
    expect([first.succ, first.reason]).toEqual([false, 'failed: league 7']);
    expect([second.succ, second.reason]).toEqual([false, 'database went away']);
    expect([third.succ, third.reason]).toEqual([true, null]);
  });

  it('runs a job on demand once per second, recorded with who asked', async () => {
    const ran: number[] = [];
    const s = new JobScheduler({ runs, logger: log, nowSeconds: () => now, instance: 'd' });
    await s.add({ ...everyMinute('on-demand', ran), previous: undefined });
    now += 5;
    expect(await s.runNow('on-demand', 42)).toEqual({ ran: true, succ: true, reason: null });
    expect((await s.runNow('on-demand', 42)).ran).toBe(false);
    const [run] = await runs.recent(1, 'on-demand');
    expect(run).toMatchObject({ slot: now, requested_by: 42, succ: true });
    expect(ran).toEqual([now]);
  });
});
