import type { ServerMessageOf } from '@league/shared-rules/contracts';
import type { Logger } from '../logger';
import type { RoomSocket } from './auction-room';

export type ScoreboardMessage = ServerMessageOf<'scoreboard'>;

/** A week of a league, as a scoreboard shows it. */
export interface ScoreboardKey {
  lid: number;
  year: number;
  week: number;
}

/** Where the hub gets scoreboards: the week a registration names by default, and a week's lines. */
export interface ScoreboardSource {
  defaultWeek(lid: number): Promise<{ year: number; week: number }>;
  scoreboard(key: ScoreboardKey): Promise<ScoreboardMessage>;
  /** Told of each signal once, before the watched weeks recompute (a source that keeps state refreshes it). */
  onSignal?(signal: StatUpdateSignal): Promise<void>;
}

/** What the stats ingest announces (a `stat_updates` insert, from any process). */
export interface StatUpdateSignal {
  year: number;
  week: number;
  /** Players whose lines changed (empty or absent: any). */
  pids?: string[];
  /** When (unix seconds): the week's new last-updated marker. */
  at?: number;
}

interface Watched {
  key: ScoreboardKey;
  sockets: Set<RoomSocket>;
  /** Serialized last scoreboard sent (or computed), to push only changes. */
  last: Buffer | null;
  lastUpdated: number | null;
  /** A recompute is running; `again` asks for one more after it (updates that came meanwhile). */
  running: Promise<void> | null;
  again: boolean;
}

const keyOf = (k: ScoreboardKey) => `${k.lid}:${k.year}:${k.week}`;

/**
 * The live scoreboard over /ws (spec §4 Connections). A socket registers for a league week with the
 * `last_updated` marker it already has; the hub answers with the scoreboard when the server's is newer,
 * and pushes every change of points to the week's registered sockets as soon as the ingest signals new
 * stats — no polling. Recomputes coalesce: while one runs, further signals for the week ask for exactly
 * one more, so a burst of plays costs two computations, not one per play, and the last push always
 * reflects the last play. Each api process keeps its own sockets and hears every signal (change stream),
 * so two instances push the same scoreboard.
 */
export class ScoreboardHub {
  private readonly weeks = new Map<string, Watched>();

  constructor(private readonly opts: { source: ScoreboardSource; log: Logger }) {}

  /** Registered sockets on this process (metrics and tests). */
  get sockets(): number {
    let n = 0;
    for (const w of this.weeks.values()) n += w.sockets.size;
    return n;
  }

  /**
   * Registers `socket` for the week (default: the league's scoreboard week) and answers with the
   * scoreboard unless the client's marker is already current. A socket watches one week at a time:
   * registering again (a reconnect, or the page moved to another week) replaces the earlier one.
   */
  async register(lid: number, socket: RoomSocket, updated: number, at?: { year?: number; week?: number }): Promise<void> {
    const week = at?.year !== undefined && at.week !== undefined ? { year: at.year, week: at.week } : await this.opts.source.defaultWeek(lid);
    this.unregister(socket);
    const key = { lid, ...week };
    let watched = this.weeks.get(keyOf(key));
    if (!watched) {
      watched = { key, sockets: new Set(), last: null, lastUpdated: null, running: null, again: false };
      this.weeks.set(keyOf(key), watched);
    }
    watched.sockets.add(socket);
    if (watched.last === null) await this.recompute(watched, false);
    if (watched.last !== null && (updated === 0 || (watched.lastUpdated ?? 0) > updated)) socket.send(watched.last);
  }

  /** Forgets the socket (it closed, or registered for another week). */
  unregister(socket: RoomSocket): void {
    for (const [k, w] of this.weeks) {
      if (w.sockets.delete(socket) && w.sockets.size === 0) this.weeks.delete(k);
    }
  }

  /** New stats for a week: recompute every watched league scoreboard of that week and push changes. */
  async onStats(signal: StatUpdateSignal): Promise<void> {
    // Always told, watched or not: a source's state for a week nobody watches now must not go stale.
    try {
      await this.opts.source.onSignal?.(signal);
    } catch (err) {
      this.opts.log.error('scoreboard refresh failed', { year: signal.year, week: signal.week, error: err instanceof Error ? err.message : String(err) });
    }
    const work: Promise<void>[] = [];
    for (const w of this.weeks.values()) {
      if (w.key.year === signal.year && w.key.week === signal.week) work.push(this.schedule(w));
    }
    await Promise.all(work);
  }

  private schedule(w: Watched): Promise<void> {
    if (w.running) {
      w.again = true;
      return w.running;
    }
    w.running = (async () => {
      try {
        do {
          w.again = false;
          await this.recompute(w, true);
        } while (w.again);
      } finally {
        w.running = null;
      }
    })();
    return w.running;
  }

  private async recompute(w: Watched, push: boolean): Promise<void> {
    try {
      const board = await this.opts.source.scoreboard(w.key);
      // Encoded once per change and shared by every socket of the week.
      const data = Buffer.from(JSON.stringify(board));
      if (w.last !== null && data.equals(w.last)) return;
      w.last = data;
      w.lastUpdated = board.last_updated;
      if (push) for (const socket of w.sockets) socket.send(data);
    } catch (err) {
      this.opts.log.error('scoreboard recompute failed', { ...w.key, error: err instanceof Error ? err.message : String(err) });
    }
  }
}
