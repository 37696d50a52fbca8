import { randomUUID } from 'node:crypto';
import { REALTIME_PRESENCE_RENEW_MS, REALTIME_PRESENCE_TTL_MS } from '@league/shared-rules/contracts';
import type { AuctionRepository } from '../db/repositories/auction.repository';
import type { AuctionControl } from '../features/auction/auction-control';
import { AuctionRoom } from './auction-room';
import { AuctionScheduler } from './auction-scheduler';
import type { Clock } from './clock';

/** Lease length and renewal: a crashed holder's rooms move to another instance within ~5 s. */
export const LEASE_TTL_MS = 5_000;
export const LEASE_RENEW_MS = REALTIME_PRESENCE_RENEW_MS;
/** An empty room stays loaded this long (a page reload should not reload the room). */
export const EMPTY_ROOM_GRACE_MS = 60_000;

export interface AuctionRoomsOptions {
  repo: AuctionRepository;
  clock: Clock;
  /**
   * Several api processes share the database: run timers only under a lease, learn of other
   * instances' writes from the change stream, and share presence through the database. Off, this
   * process runs every room it loads and its sockets are the league's presence.
   */
  multiInstance: boolean;
  instanceId?: string;
  onError: (err: unknown, context: string) => void;
}

/** The rooms this process has loaded, their timer leases, presence and the change-stream feeds. */
export class AuctionRooms implements AuctionControl {
  readonly instanceId: string;
  private readonly rooms = new Map<number, Promise<AuctionRoom | null>>();
  private readonly held = new Set<number>();
  private readonly unloadTimers = new Map<number, NodeJS.Timeout>();
  /** Presence recomputations of a league run one after another (a late answer must not win). */
  private readonly presenceChains = new Map<number, Promise<void>>();
  private readonly scheduler: AuctionScheduler;
  private leaseTimer: NodeJS.Timeout | null = null;
  private stopWatches: Array<() => Promise<void>> = [];

  constructor(private readonly opts: AuctionRoomsOptions) {
    this.instanceId = opts.instanceId ?? randomUUID();
    if (opts.multiInstance) {
      this.stopWatches.push(
        opts.repo.watchRecords(
          (record) => void this.rooms.get(record.lid)?.then((room) => room?.onRecord(record)),
          (err) => opts.onError(err, 'auction change stream'),
        ),
        opts.repo.watchPresence(
          (lid) => this.rooms.has(lid) && this.recomputePresence(lid),
          (err) => opts.onError(err, 'auction presence stream'),
        ),
      );
      this.leaseTimer = setInterval(() => void this.renewLeases(), LEASE_RENEW_MS);
      this.leaseTimer.unref();
    }
    this.scheduler = new AuctionScheduler({ repo: opts.repo, clock: opts.clock, rooms: this, onError: opts.onError });
    this.scheduler.start();
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

  /** {@link AuctionControl}: the room, for the commissioner's HTTP routes and the scheduler. */
  async room(lid: number): Promise<AuctionRoom | null> {
    const room = await this.get(lid);
    // Loaded for a request, not a socket: unloaded after the grace period unless a socket joins.
    if (room) this.released(room);
    return room;
  }

  /** {@link AuctionControl}: the league's start time changed; re-arm the scheduled start. */
  scheduleChanged(): void {
    void this.scheduler.scan();
  }

  /** Called when a room's last socket left (or a use-case is done with it): unload it after a grace period. */
  released(room: AuctionRoom): void {
    if (room.size > 0 || this.unloadTimers.has(room.lid)) return;
    const t = setTimeout(() => {
      this.unloadTimers.delete(room.lid);
      if (room.size > 0) return;
      room.close();
      this.rooms.delete(room.lid);
      if (room.state) void this.opts.repo.snapshot(room.state).catch((err: unknown) => this.opts.onError(err, `auction snapshot ${room.lid}`));
      if (this.opts.multiInstance) void this.opts.repo.removePresence(room.lid, this.instanceId).catch(() => undefined);
      if (this.held.delete(room.lid)) void this.opts.repo.releaseLease(room.lid, this.instanceId).catch(() => undefined);
    }, EMPTY_ROOM_GRACE_MS);
    t.unref();
    this.unloadTimers.set(room.lid, t);
  }

  async close(): Promise<void> {
    this.scheduler.stop();
    if (this.leaseTimer) clearInterval(this.leaseTimer);
    for (const t of this.unloadTimers.values()) clearTimeout(t);
    await Promise.all(this.stopWatches.map((stop) => stop().catch(() => undefined)));
    const rooms = await Promise.all([...this.rooms.values()].map((p) => p.catch(() => null)));
    // Commands already accepted are written before the rooms close (graceful shutdown).
    await Promise.all(rooms.map((room) => room?.drained()));
    for (const room of rooms) room?.close();
    // A clean shutdown leaves nothing to replay: a restart (possibly with newer rules) starts from here.
    await Promise.all(rooms.map((room) => room?.state && this.opts.repo.snapshot(room.state).catch((err: unknown) => this.opts.onError(err, `auction snapshot ${room.lid}`))));
    if (this.opts.multiInstance) await Promise.all(rooms.map((room) => room && this.opts.repo.removePresence(room.lid, this.instanceId).catch(() => undefined)));
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
      onLocalTeams: (r) => this.localTeamsChanged(r),
      onError: (err) => this.opts.onError(err, `auction room ${lid}`),
    });
    if (!(await room.load())) return null;
    return room;
  }

  /** A team's first socket here opened or its last closed: publish, then recompute the league's presence. */
  private localTeamsChanged(room: AuctionRoom): void {
    if (!this.opts.multiInstance) {
      void room.setPresence(room.localTeams());
      return;
    }
    this.recomputePresence(room.lid, room);
  }

  private recomputePresence(lid: number, publishFrom?: AuctionRoom): void {
    const { repo, clock } = this.opts;
    const prev = this.presenceChains.get(lid) ?? Promise.resolve();
    const next = prev.then(async () => {
      const room = await this.rooms.get(lid);
      if (!room) return;
      if (publishFrom) await repo.publishPresence(lid, this.instanceId, publishFrom.localTeams(), clock.now() + REALTIME_PRESENCE_TTL_MS);
      await room.setPresence(await repo.leaguePresence(lid, clock.now()));
    }).catch((err: unknown) => this.opts.onError(err, `auction presence ${lid}`));
    this.presenceChains.set(lid, next);
    void next.finally(() => this.presenceChains.get(lid) === next && this.presenceChains.delete(lid));
  }

  /**
   * Every {@link LEASE_RENEW_MS}: renew or take the timer lease, renew this instance's presence and
   * recompute the league's (an instance that died drops out when its entry expires), and the lease
   * holder re-reads the rosters so a roster change reaches the screens between decisions too.
   */
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
        this.recomputePresence(lid, room);
        if (has) await room.refreshTeams('all');
      } catch (err) {
        this.opts.onError(err, `auction lease ${lid}`);
      }
    }
  }
}
