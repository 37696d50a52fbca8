import type { Clock } from './clock';

/** A manual clock for room tests: timers fire only when the test advances time. */
export class FakeClock implements Clock {
  private timers = new Map<number, { at: number; fn: () => void }>();
  private nextId = 1;
  constructor(public t = 0) {}
  now = (): number => this.t;
  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.t + ms, fn });
    return id;
  };
  clearTimeout = (handle: unknown): void => {
    this.timers.delete(handle as number);
  };
  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const end = this.t + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, v]) => v.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.t = Math.max(this.t, due[1].at);
      due[1].fn();
    }
    this.t = end;
  }
  get pending(): number {
    return this.timers.size;
  }
}
