import { randomUUID } from 'node:crypto';
import type { AuctionRepository } from '../db/repositories/auction.repository';
import { AuctionRoom } from './auction-room';
import type { Clock } from './clock';

/** Lease length and renewal: a crashed holder's rooms move to another instance within ~5 s. */
export const LEASE_TTL_MS = 5_000;
export const LEASE_RENEW_MS = 1_500;
/** An empty room stays loaded this long (a page reload should not reload the room). */
export const EMPTY_ROOM_GRACE_MS = 60_000;

export interface AuctionRoomsOptions {
  repo: AuctionRepository;
  clock: Clock;
  /**
   * Several api processes share the database: run timers only under a lease and learn of other
   * instances' writes from the change stream. Off, this process runs every room it loads.
   */
  multiInstance: boolean;
  instanceId?: string;
  onError: (err: unknown, context: string) => void;
}

/** The rooms this process has loaded, their timer leases and the change-stream feed. */
export class AuctionRooms {
  readonly instanceId: string;
  private readonly rooms = new Map<number, Promise<AuctionRoom | null>>();
  private readonly held = new Set<number>();
  private readonly unloadTimers = new Map<number, NodeJS.Timeout>();
  private leaseTimer: NodeJS.Timeout | null = null;
  private stopWatch: (() => Promise<void>) | null = null;

  constructor(private readonly opts: AuctionRoomsOptions) {
    this.instanceId = opts.instanceId ?? randomUUID();
    if (opts.multiInstance) {
      this.stopWatch = opts.repo.watchRecords(
        (record) => void this.rooms.get(record.lid)?.then((room) => room?.onRecord(record)),
        (err) => opts.onError(err, 'auction change stream'),
      );
      this.leaseTimer = setInterval(() => void this.renewLeases(), LEASE_RENEW_MS);
      this.leaseTimer.unref();
    }
  }

  /** The league's room, loaded once; null when the league does not exist. */
  get(lid: number): Promise<AuctionRoom | null> {
    const pending = this.unloadTimers.get(lid);
    if (pending) {
      clearTimeout(pending);
      this.unloadTimers.delete(lid);
    }
    let room = this.rooms.get(lid);
    if (!room) {
      room = this.load(lid);
      this.rooms.set(lid, room);
      room.then((r) => r === null && this.rooms.delete(lid), () => this.rooms.delete(lid));
    }
    return room;
  }

  /** Called when a room's last socket left: unload it after a grace period. */
  released(room: AuctionRoom): void {
    if (room.size > 0 || this.unloadTimers.has(room.lid)) return;
    const t = setTimeout(() => {
      this.unloadTimers.delete(room.lid);
      if (room.size > 0) return;
      room.close();
      this.rooms.delete(room.lid);
      if (room.state) void this.opts.repo.snapshot(room.state).catch((err: unknown) => this.opts.onError(err, `auction snapshot ${room.lid}`));
      if (this.held.delete(room.lid)) void this.opts.repo.releaseLease(room.lid, this.instanceId).catch(() => undefined);
    }, EMPTY_ROOM_GRACE_MS);
    t.unref();
    this.unloadTimers.set(room.lid, t);
  }

  async close(): Promise<void> {
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    for (const t of this.unloadTimers.values()) clearTimeout(t);
    await this.stopWatch?.().catch(() => undefined);
    const rooms = await Promise.all([...this.rooms.values()].map((p) => p.catch(() => null)));
    // Commands already accepted are written before the rooms close (graceful shutdown).
    await Promise.all(rooms.map((room) => room?.drained()));
    for (const room of rooms) room?.close();
    // A clean shutdown leaves nothing to replay: a restart (possibly with newer rules) starts from here.
    await Promise.all(rooms.map((room) => room?.state && this.opts.repo.snapshot(room.state).catch((err: unknown) => this.opts.onError(err, `auction snapshot ${room.lid}`))));
    await Promise.all([...this.held].map((lid) => this.opts.repo.releaseLease(lid, this.instanceId).catch(() => undefined)));
    this.rooms.clear();
    this.held.clear();
  }

  private async load(lid: number): Promise<AuctionRoom | null> {
    const { repo, clock, multiInstance } = this.opts;
    if (multiInstance && (await repo.acquireLease(lid, this.instanceId, LEASE_TTL_MS, clock.now()))) this.held.add(lid);
    const room = new AuctionRoom({
      lid,
      store: repo,
      directory: repo,
      clock,
      ownsTimers: () => !multiInstance || this.held.has(lid),
      onError: (err) => this.opts.onError(err, `auction room ${lid}`),
    });
    if (!(await room.load())) return null;
    // One process owns every room: whoever was marked connected before a restart is not any more.
    if (!multiInstance) await room.execute({ type: 'presence', connected: [] });
    return room;
  }

  private async renewLeases(): Promise<void> {
    for (const [lid, pending] of this.rooms) {
      const room = await pending.catch(() => null);
      if (!room) continue;
      try {
        const had = this.held.has(lid);
        const has = await this.opts.repo.acquireLease(lid, this.instanceId, LEASE_TTL_MS, this.opts.clock.now());
        if (has) this.held.add(lid);
        else this.held.delete(lid);
        if (had !== has) {
          // Taking over: catch up with anything written while we did not own the timers.
          if (has) {
            const fresh = await this.opts.repo.load(lid);
            if (fresh) room.resync(fresh);
          }
          room.leaseChanged();
        }
      } catch (err) {
        this.opts.onError(err, `auction lease ${lid}`);
      }
    }
  }
}
