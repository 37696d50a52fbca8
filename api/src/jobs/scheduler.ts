import os from 'node:os';
import type { JobRunsRepository } from '../db/repositories/job-runs.repository';
import { errorFields, type Logger } from '../logger';
import { createJobTimers } from './job-timers';

/** A job the scheduler runs at the times it names. */
export interface ScheduledJob {
  /** Stable key, unique among jobs: the lock is (key, slot). */
  key: string;
  name: string;
  /** The spec's job ids (JOB_IDS) the run reports under. */
  jobIds: number[];
  /** The next instant strictly after `now` (unix seconds) at which the job runs, or null for never. */
  next(now: number): number | null;
  /**
   * Catch-up at start: the last instant at or before `now` the job should have run at. A process that starts
   * runs the job for it unless a run of that slot exists (it ran before, or another process runs it).
   */
  previous?(now: number): number | null;
  /** The work; the failures it answers (per league, per file) make the run unsuccessful with them as reason. */
  run(now: number): Promise<string[] | void>;
}

export interface JobSchedulerOptions {
  runs: JobRunsRepository;
  logger: Logger;
  /** The app's clock in unix seconds (main passes the injectable app clock; tests a fake one). */
  nowSeconds(): number;
  /** Identifies this process in the run records. */
  instance?: string;
  /**
   * Arms a wake-up at an instant (production: timers on the app clock, job-timers.ts). Tests leave it out
   * and call `tick` themselves.
   */
  wakeAt?(when: number, fn: () => void): void;
}

interface Armed {
  job: ScheduledJob;
  /** The slot the job waits for; null when it never runs again. */
  nextAt: number | null;
  running: boolean;
}

/**
 * The api's job scheduler: each job runs at its instants by the app's injectable clock, exactly once per
 * instant however many api processes run it. The lock is one insert: a run record keyed (job, slot) — the
 * process whose insert lands runs the job, the others see the key taken and skip. The record then gets its
 * end, result and failures, which the status page lists. Why not agenda: it schedules by the wall clock,
 * and every job here must run on the app's clock (a moved clock in CI, the pinned clock of the end-to-end
 * suite, replays); a unique index on the runs is the whole lock we need (api/README "Background jobs").
 */
export class JobScheduler {
  private readonly jobs = new Map<string, Armed>();
  private readonly instance: string;
  private stopped = false;

  constructor(private readonly opts: JobSchedulerOptions) {
    this.instance = opts.instance ?? `${os.hostname()}:${process.pid}`;
  }

  /** Adds a job: its catch-up run (if any) now, then its next slot. */
  async add(job: ScheduledJob): Promise<void> {
    if (this.jobs.has(job.key)) throw new Error(`job ${job.key} is scheduled twice`);
    const now = this.opts.nowSeconds();
    const armed: Armed = { job, nextAt: job.next(now), running: false };
    this.jobs.set(job.key, armed);
    const catchUp = job.previous?.(now) ?? null;
    if (catchUp !== null) await this.runSlot(armed, catchUp, null);
    await this.arm(armed);
  }

  /** Runs every job whose slot has come (the production timers call this; tests call it directly). */
  async tick(): Promise<void> {
    const now = this.opts.nowSeconds();
    const due = [...this.jobs.values()].filter((a) => !a.running && a.nextAt !== null && a.nextAt <= now);
    await Promise.all(
      due.map(async (armed) => {
        const slot = armed.nextAt!;
        armed.nextAt = armed.job.next(Math.max(now, slot));
        await this.runSlot(armed, slot, null);
        await this.arm(armed);
      }),
    );
  }

  /**
   * Runs a job now, on demand (a commissioner's "process waivers now"): its own slot (this second), recorded
   * like a scheduled run with who asked; false when a run of this second exists already.
   */
  async runNow(key: string, userId: number): Promise<{ ran: boolean; succ: boolean | null; reason: string | null }> {
    const armed = this.jobs.get(key);
    if (!armed) throw new Error(`no job ${key}`);
    return this.runSlot(armed, this.opts.nowSeconds(), userId);
  }

  /** Keys of the scheduled jobs. */
  keys(): string[] {
    return [...this.jobs.keys()];
  }

  stop(): void {
    this.stopped = true;
  }

  private async runSlot(armed: Armed, slot: number, requestedBy: number | null): Promise<{ ran: boolean; succ: boolean | null; reason: string | null }> {
    const { job } = armed;
    const started = this.opts.nowSeconds();
    const claimed = await this.opts.runs.claim({
      job: job.key, name: job.name, job_ids: job.jobIds, slot, started, instance: this.instance, requested_by: requestedBy,
    });
    if (!claimed) return { ran: false, succ: null, reason: null };
    armed.running = true;
    let succ = true;
    let reason: string | null = null;
    try {
      const failures = await job.run(started);
      if (failures && failures.length) {
        succ = false;
        reason = `failed: ${failures.join(', ')}`;
      }
    } catch (err) {
      succ = false;
      reason = err instanceof Error ? err.message : String(err);
      this.opts.logger.error(`job ${job.key} failed`, errorFields(err));
    } finally {
      armed.running = false;
    }
    await this.opts.runs.finish(job.key, slot, { ended: this.opts.nowSeconds(), succ, reason });
    return { ran: true, succ, reason };
  }

  private async arm(armed: Armed): Promise<void> {
    if (this.stopped) return;
    const { job } = armed;
    await this.opts.runs.setNext({ job: job.key, name: job.name, job_ids: job.jobIds, next_at: armed.nextAt, updated: this.opts.nowSeconds() });
    if (armed.nextAt !== null) this.opts.wakeAt?.(armed.nextAt, () => void this.tick());
  }
}

/**
 * The scheduler of this api process, woken by timers on the app clock (job-timers.ts: unref'd, re-armed
 * past setTimeout's limit, and a timer that fires early by the clock waits again).
 */
export function startJobScheduler(deps: { runs: JobRunsRepository; logger: Logger; clock: () => Date }): { scheduler: JobScheduler; stop(): void } {
  const timers = createJobTimers(deps.clock, deps.logger, 'job scheduler');
  const scheduler = new JobScheduler({
    runs: deps.runs,
    logger: deps.logger,
    nowSeconds: () => timers.nowSeconds(),
    wakeAt: (when, fn) => timers.at(when, async () => fn()),
  });
  return {
    scheduler,
    stop() {
      scheduler.stop();
      timers.stop();
    },
  };
}
