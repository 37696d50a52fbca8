import { RateLimitedError } from '../../errors/app-error';

/**
 * How many data-view queries run at once on this process, how many one caller may have running or
 * waiting, and how many may wait in all. A query reads every player and up to ~50k plays per source, so
 * two at a time keeps one process responsive on two cores; a caller (a user, or a visitor's socket or IP)
 * gets two so a page and its next page can overlap.
 */
export interface QueueLimits {
  concurrency: number;
  perCaller: number;
  maxQueued: number;
}
export const DEFAULT_QUEUE_LIMITS: QueueLimits = { concurrency: 2, perCaller: 2, maxQueued: 50 };

/** Told as a query moves: its place in the queue (1 = next), then that it runs. */
export interface QueueHooks {
  onPosition?(position: number): void;
  onStart?(): void;
}

interface Job {
  caller: string;
  run(signal: AbortSignal): Promise<unknown>;
  hooks: QueueHooks;
  controller: AbortController;
  resolve(value: unknown): void;
  reject(err: unknown): void;
  /** Cancelled while running: it no longer counts against its caller. */
  cancelled: boolean;
}

/** A small per-process FIFO queue with limited concurrency and a per-caller limit. */
export class QueryQueue {
  private readonly waiting: Job[] = [];
  private readonly running = new Set<Job>();

  constructor(private readonly limits: QueueLimits = DEFAULT_QUEUE_LIMITS) {}

  get size(): { waiting: number; running: number } {
    return { waiting: this.waiting.length, running: this.running.size };
  }

  /**
   * Queues `run`; resolves with its result. Refused with 429 RATE_LIMITED when the caller already has
   * `perCaller` queries or the queue is full. `signal` cancels: a waiting query leaves the queue, a
   * running one is told through the signal `run` gets.
   */
  submit<T>(caller: string, run: (signal: AbortSignal) => Promise<T>, hooks: QueueHooks = {}, signal?: AbortSignal): Promise<T> {
    const mine = [...this.waiting, ...this.running].filter((j) => j.caller === caller && !j.cancelled).length;
    if (mine >= this.limits.perCaller) {
      return Promise.reject(new RateLimitedError(1, `Too many data view requests at once (at most ${this.limits.perCaller})`));
    }
    if (this.waiting.length >= this.limits.maxQueued) {
      return Promise.reject(new RateLimitedError(5, 'The data view queue is full, try again shortly'));
    }
    return new Promise<T>((resolve, reject) => {
      const job: Job = { caller, run, hooks, controller: new AbortController(), resolve: resolve as (v: unknown) => void, reject, cancelled: false };
      if (signal) {
        if (signal.aborted) return reject(signal.reason);
        signal.addEventListener('abort', () => this.cancel(job, signal.reason), { once: true });
      }
      this.waiting.push(job);
      this.pump();
    });
  }

  private cancel(job: Job, reason: unknown): void {
    const at = this.waiting.indexOf(job);
    if (at >= 0) {
      this.waiting.splice(at, 1);
      job.reject(reason);
      this.announce();
    } else if (this.running.has(job)) {
      job.cancelled = true;
      job.controller.abort(reason);
    }
  }

  private pump(): void {
    while (this.running.size < this.limits.concurrency && this.waiting.length) {
      const job = this.waiting.shift()!;
      this.running.add(job);
      job.hooks.onStart?.();
      job
        .run(job.controller.signal)
        .then(job.resolve, job.reject)
        .finally(() => {
          this.running.delete(job);
          this.pump();
        });
    }
    this.announce();
  }

  /** Tells every waiting query its place. */
  private announce(): void {
    this.waiting.forEach((job, i) => job.hooks.onPosition?.(i + 1));
  }
}
