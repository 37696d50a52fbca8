import type { AuctionRepository } from '../db/repositories/auction.repository';
import type { AuctionRoom } from './auction-room';
import type { Clock } from './clock';

/** How often every instance looks for scheduled starts (a start armed elsewhere is re-armed here within this). */
export const SCHEDULE_SCAN_MS = 30_000;
/** A start missed while every instance was down still happens if it is at most this old. */
export const MISSED_START_WINDOW_MS = 24 * 60 * 60 * 1000;
/** setTimeout holds at most ~24.8 days. */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface AuctionSchedulerOptions {
  repo: Pick<AuctionRepository, 'scheduledStarts'>;
  clock: Clock;
  rooms: { get(lid: number): Promise<AuctionRoom | null>; released(room: AuctionRoom): void };
  onError: (err: unknown, context: string) => void;
}

/**
 * Starts a scheduled auction by itself at its time. Every instance arms the start (so it happens
 * while any instance is up), and the start is one command through the room's log: the first
 * instance to append it runs the auction, every other one decides after it and finds the auction
 * already started (a no-op, nothing written) — it starts on exactly one instance.
 */
export class AuctionScheduler {
  private readonly armed = new Map<number, { at: number; handle: unknown }>();
  private scanTimer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly opts: AuctionSchedulerOptions) {}

  start(): void {
    void this.scan();
    this.scanTimer = setInterval(() => void this.scan(), SCHEDULE_SCAN_MS);
    this.scanTimer.unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.scanTimer) clearInterval(this.scanTimer);
    for (const { handle } of this.armed.values()) this.opts.clock.clearTimeout(handle);
    this.armed.clear();
  }

  /** Re-reads the leagues' start times and (re)arms one timer per league starting soon or missed recently. */
  async scan(): Promise<void> {
    if (this.stopped) return;
    const now = this.opts.clock.now();
    try {
      const due = await this.opts.repo.scheduledStarts(now - MISSED_START_WINDOW_MS, now + SCHEDULE_SCAN_MS * 2);
      const seen = new Set<number>();
      for (const { lid, startsAt } of due) {
        seen.add(lid);
        const cur = this.armed.get(lid);
        if (cur?.at === startsAt) continue;
        if (cur) this.opts.clock.clearTimeout(cur.handle);
        const handle = this.opts.clock.setTimeout(() => void this.fire(lid, startsAt), Math.min(MAX_DELAY_MS, Math.max(0, startsAt - now)));
        this.armed.set(lid, { at: startsAt, handle });
      }
      // A start moved away or cleared: drop its timer.
      for (const [lid, cur] of this.armed) {
        if (seen.has(lid)) continue;
        this.opts.clock.clearTimeout(cur.handle);
        this.armed.delete(lid);
      }
    } catch (err) {
      this.opts.onError(err, 'auction scheduler');
    }
  }

  private async fire(lid: number, startsAt: number): Promise<void> {
    const cur = this.armed.get(lid);
    if (cur?.at !== startsAt || this.stopped) return;
    try {
      const room = await this.opts.rooms.get(lid);
      if (!room) return;
      // The room may have been loaded before the start was set: take the league's schedule first.
      await room.settingsChanged();
      const result = await room.execute({ type: 'start' });
      if (!result.ok) this.opts.onError(new Error(`scheduled start refused: ${result.code}`), `auction scheduler ${lid}`);
      this.opts.rooms.released(room);
    } catch (err) {
      this.opts.onError(err, `auction scheduler ${lid}`);
    }
  }
}
