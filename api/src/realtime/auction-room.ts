import { applyCommand, createRoomState, type AuctionActor, type AuctionCommand, type AuctionResult } from '@league/shared-rules';
import { REALTIME_PROTOCOL_VERSION, type ClientMessage, type ErrorCode, type ServerMessage } from '@league/shared-rules/contracts';
import type { AuctionDirectory, AuctionRecord, AuctionStore, RoomSettings, StoredRoom } from '../features/auction/auction-store';
import { applyRecord } from '../features/auction/auction-store';
import { eventsToMessages, wireState } from './auction-messages';
import type { Clock } from './clock';

/** What a room needs from a connection: a way to send text. The ws server adapts `ws` to this. */
export interface RoomSocket {
  /** One message as UTF-8 JSON, to go out as a text frame (encoded once per broadcast, not per socket). */
  send(data: Buffer): void;
}

/** Who is on a socket: an actor from the token, or null for a watching visitor. */
export type RoomMember = AuctionActor | null;

export interface AuctionRoomOptions {
  lid: number;
  store: AuctionStore;
  directory: AuctionDirectory;
  clock: Clock;
  /** True when this process runs the room's timers (it holds the league's lease). Defaults to always. */
  ownsTimers?: () => boolean;
  /** This instance's set of connected teams changed (a team's first socket opened or its last closed). */
  onLocalTeams?: (room: AuctionRoom) => void;
  onError?: (err: unknown) => void;
}

const COMMIT_ATTEMPTS = 20;

/**
 * One league's live auction room (tldraw pattern: socket interface + store + clock in, no `ws`, no
 * mongoose). Commands run one at a time per process through {@link applyCommand} and are persisted
 * as one log record unique on `{ lid, version }`; only after the append succeeds is anything broadcast,
 * so a bid is never announced and then lost. Other processes' appends arrive via {@link onRecord}.
 */
export class AuctionRoom {
  readonly lid: number;
  private readonly members = new Map<RoomSocket, RoomMember>();
  private readonly teamConnections = new Map<number, number>();
  /** The league's connected teams (every instance), as last computed by {@link AuctionRooms}. */
  private presence: number[] = [];
  /** The roster read callers may still join (not started yet), and the chain reads run on. */
  private nextRead: { all: boolean; tids: Set<number>; done: Promise<void> } | null = null;
  private reads: Promise<void> = Promise.resolve();
  private current: StoredRoom | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: unknown = null;
  private timerFor: number | null = null;
  private closed = false;

  constructor(private readonly opts: AuctionRoomOptions) {
    this.lid = opts.lid;
  }

  /** Loads (or creates) the room state. Must be awaited before the first join. */
  async load(): Promise<boolean> {
    let stored = await this.opts.store.load(this.lid);
    if (!stored) {
      const seed = await this.opts.directory.roomSeed(this.lid);
      if (!seed) return false;
      stored = await this.opts.store.createIfMissing({ lid: this.lid, version: 1, state: createRoomState(seed), events: [] });
    }
    this.current = stored;
    await this.syncSeed();
    await this.refreshTeams('all');
    this.scheduleTimer();
    return true;
  }

  /**
   * League settings may change between loads (the commissioner moves the auction start): copy the
   * schedule fields into the room with a settings record, like any other append.
   */
  private async syncSeed(): Promise<void> {
    const seed = await this.opts.directory.roomSeed(this.lid);
    const cur = this.current;
    if (!seed || !cur) return;
    const want: RoomSettings = {
      startsAt: seed.startsAt,
      hosted: seed.hosted,
      minBid: seed.minBid,
      bidTimerMs: seed.bidTimerMs ?? cur.state.bidTimerMs,
      nominationTimerMs: seed.nominationTimerMs ?? cur.state.nominationTimerMs,
    };
    const s = cur.state;
    if (want.startsAt === s.startsAt && want.hosted === s.hosted && want.minBid === s.minBid && want.bidTimerMs === s.bidTimerMs && want.nominationTimerMs === s.nominationTimerMs) return;
    // Every instance (this one included) sends its sockets a `sync` when it applies the record.
    await this.run((c) => ({ lid: this.lid, version: c.version + 1, at: this.opts.clock.now(), settings: want }));
  }

  /** Copies the league's (possibly changed) schedule and timers into the room (the commissioner moved them). */
  settingsChanged(): Promise<void> {
    return this.syncSeed();
  }

  get state(): StoredRoom | null {
    return this.current;
  }

  get size(): number {
    return this.members.size;
  }

  /**
   * Adds a socket and sends it `init` (once per connection), with the teams' figures read fresh from
   * the rosters first. A team's first socket on this instance is reported to {@link onLocalTeams}.
   */
  async join(socket: RoomSocket, member: RoomMember): Promise<void> {
    await this.refreshTeams('all').catch((err: unknown) => this.opts.onError?.(err));
    this.members.set(socket, member);
    const tid = member?.teamId;
    const n = tid != null ? (this.teamConnections.get(tid) ?? 0) + 1 : 0;
    if (tid != null) this.teamConnections.set(tid, n);
    this.sendInit(socket);
    if (n === 1) this.opts.onLocalTeams?.(this);
  }

  /** Removes a socket; a team's last socket on this instance is reported to {@link onLocalTeams}. */
  async leave(socket: RoomSocket): Promise<void> {
    const member = this.members.get(socket);
    if (member === undefined) return;
    this.members.delete(socket);
    const tid = member?.teamId;
    if (tid != null) {
      const n = (this.teamConnections.get(tid) ?? 1) - 1;
      if (n <= 0) this.teamConnections.delete(tid);
      else this.teamConnections.set(tid, n);
      if (n <= 0) this.opts.onLocalTeams?.(this);
    }
  }

  /** Teams with an open connection on this instance. */
  localTeams(): number[] {
    return [...this.teamConnections.keys()].sort((a, b) => a - b);
  }

  /** Teams connected on any instance, as last computed (plus this instance's own). */
  connected(): number[] {
    return [...new Set([...this.presence, ...this.teamConnections.keys()])].sort((a, b) => a - b);
  }

  /**
   * The league's presence (every instance's teams) changed: tell the sockets, and when this instance
   * runs the timers, let the machine decide on each team that left (auto-pause). Presence itself
   * writes nothing to the log and costs no version.
   */
  async setPresence(teams: number[]): Promise<void> {
    const next = [...new Set(teams)].sort((a, b) => a - b);
    const before = this.presence;
    if (next.join() === before.join()) return;
    this.presence = next;
    this.broadcast({ type: 'connected', connected: next });
    const owns = this.opts.ownsTimers ? this.opts.ownsTimers() : true;
    if (!owns) return;
    for (const tid of before.filter((t) => !next.includes(t))) await this.execute({ type: 'disconnect', tid });
  }

  /** Each team's roster version when its figures were last read (see {@link refreshTeams}). */
  private readonly rosterVersions = new Map<number, number>();

  /**
   * Reads the teams' real cap and spots from the rosters and, when they moved (a release, a
   * commissioner edit, a waiver, a trade), appends them before the next decision. Callers that ask
   * while a read has not started yet share it; a read that already started is not shared (it may
   * predate the roster write the caller must see).
   */
  refreshTeams(tids: number[] | 'all'): Promise<void> {
    let batch = this.nextRead;
    if (!batch) {
      const b: { all: boolean; tids: Set<number>; done: Promise<void> } = { all: false, tids: new Set(), done: Promise.resolve() };
      b.done = this.reads.then(async () => {
        if (this.nextRead === b) this.nextRead = null;
        // Versions first, then figures: a move landing between the two reads shows as a new version next time.
        const versions = await this.opts.directory.rosterVersions(this.lid, b.all ? null : [...b.tids]);
        // A full read always reads the figures (the safety net, and the next team on the clock is chosen by
        // open spots); a decision for some teams reads only those that moved since the last read. The room's
        // own sales need no read: they are in its state already.
        const moved = b.all ? null : [...b.tids].filter((tid) => this.rosterVersions.get(tid) !== versions.get(tid));
        if (moved && moved.length === 0) return;
        const figures = await this.opts.directory.teamFigures(this.lid, moved);
        for (const [tid, version] of versions) this.rosterVersions.set(tid, version);
        const r = await this.execute({ type: 'rosters', teams: figures });
        if (!r.ok) throw new Error(`auction room ${this.lid}: rosters refused (${r.code})`);
      });
      this.reads = b.done.catch(() => undefined);
      this.nextRead = batch = b;
    }
    if (tids === 'all') batch.all = true;
    else for (const t of tids) batch.tids.add(t);
    return batch.done;
  }

  /**
   * Handles one validated client message from a member socket: every command gets exactly one reply
   * to its sender (`ack`, `error`, or `sync` for `join`), after any broadcast it caused.
   */
  async handle(socket: RoomSocket, msg: ClientMessage): Promise<void> {
    const member = this.members.get(socket);
    if (member === undefined) return;
    const requestId = 'requestId' in msg ? msg.requestId : undefined;
    const refuse = (code: ErrorCode, message: string) => this.send(socket, { type: 'error', code, message, ...(requestId ? { requestId } : {}) });
    if (msg.type === 'join') {
      if (msg.v !== REALTIME_PROTOCOL_VERSION) return refuse('PROTOCOL_MISMATCH', `Protocol ${REALTIME_PROTOCOL_VERSION} required`);
      this.sendSync(socket, requestId);
      return;
    }
    if (msg.type === 'keepalive') return;
    if (msg.type !== 'bid' && msg.type !== 'nomination' && msg.type !== 'pause' && msg.type !== 'resume' && msg.type !== 'toggle_pause_on_disconnect') {
      return refuse('UNKNOWN_MESSAGE', `${msg.type} is not an auction message`);
    }
    if (!member) return refuse('UNAUTHENTICATED', 'Must be logged in.');
    let command: AuctionCommand;
    switch (msg.type) {
      case 'bid':
        if (member.teamId !== null) await this.refreshTeams([member.teamId]);
        command = { type: 'bid', actor: member, pid: msg.pid, value: msg.value };
        break;
      case 'nomination': {
        if (!(await this.opts.store.isPlayerAvailable(this.lid, msg.pid))) return refuse('PLAYER_ROSTERED', 'Player is not available');
        const tid = member.isCommissioner ? (msg.tid ?? this.current?.state.nominatingTid ?? null) : member.teamId;
        if (tid !== null) await this.refreshTeams([tid]);
        command = { type: 'nominate', actor: member, pid: msg.pid, value: msg.value, tid: msg.tid };
        break;
      }
      case 'pause':
        command = { type: 'pause', actor: member };
        break;
      case 'resume':
        command = { type: 'resume', actor: member };
        break;
      case 'toggle_pause_on_disconnect':
        command = { type: 'toggle_auto_pause', actor: member };
        break;
    }
    const result = await this.execute(command);
    if (!result.ok) return refuse(result.code as ErrorCode, result.message);
    this.send(socket, { type: 'ack', command: msg.type, version: this.current?.version ?? 0, changed: result.events.length > 0, ...(requestId ? { requestId } : {}) });
  }

  /**
   * Runs one command: decide with the pure machine, append it to the room's log, then broadcast.
   * Nothing is announced before the append is acknowledged, so a bid is never shown and then lost.
   * On a version conflict (another process appended first) it catches up and decides again.
   */
  execute(command: AuctionCommand): Promise<AuctionResult> {
    let voidReason: string | undefined;
    let refusal: AuctionResult | null = null;
    return this.run((cur) => {
      const cmd: AuctionCommand = command.type === 'expire' && voidReason ? { type: 'expire', voidReason } : command;
      const at = this.opts.clock.now();
      const result = applyCommand(cur.state, cmd, at);
      if (!result.ok || result.events.length === 0) {
        refusal = result;
        return null;
      }
      return { lid: this.lid, version: cur.version + 1, at, cmd };
    }, (reason) => (voidReason = reason)).then((r) => r ?? refusal ?? { ok: false, code: 'CONFLICT', message: 'Command failed' });
  }

  /**
   * The serialized append loop: `decide` builds the record for the current version (null: nothing to
   * write), the store appends it, and the result is accepted locally. A conflict catches up from the
   * log; a void re-decides with the reason.
   */
  private run(decide: (cur: StoredRoom) => AuctionRecord | null, onVoid?: (reason: string) => void): Promise<AuctionResult | null> {
    const attempt = async (): Promise<AuctionResult | null> => {
      for (let n = 0; n < COMMIT_ATTEMPTS; n += 1) {
        const cur = this.current;
        if (!cur || this.closed) return { ok: false, code: 'CONFLICT', message: 'Room is closed' };
        const record = decide(cur);
        if (!record) return null;
        const { state, events } = applyRecord(cur.state, record);
        const outcome = await this.opts.store.append(record, { previous: cur.state, next: state, events });
        if (outcome.kind === 'ok') {
          // Our own sale moved the winner's roster version by one: known from here, it reads no figures on the
          // team's next decision (a version that moved by more was also moved by another writer, and is read).
          const sold = outcome.rosterVersion;
          if (sold && this.rosterVersions.get(sold.tid) === sold.version - 1) this.rosterVersions.set(sold.tid, sold.version);
          // The change stream may have delivered this very record first: it is applied once.
          if (this.current && this.current.version >= record.version) return { ok: true, state: this.current.state, events };
          this.accept({ lid: this.lid, version: record.version, state, events });
          return { ok: true, state, events };
        }
        if (outcome.kind === 'void') onVoid?.(outcome.reason);
        else await this.catchUp();
      }
      return { ok: false, code: 'CONFLICT', message: 'Too many concurrent changes, try again' };
    };
    const p = this.queue.then(attempt, attempt);
    this.queue = p.catch(() => undefined);
    return p.catch((err: unknown) => {
      this.opts.onError?.(err);
      return { ok: false, code: 'CONFLICT', message: 'Command failed' } as AuctionResult;
    });
  }

  /** Reads the records this process has not seen (another process appended them) and applies them. */
  private async catchUp(): Promise<void> {
    const cur = this.current;
    if (!cur) return;
    const records = await this.opts.store.tail(this.lid, cur.version);
    if (records.length && records[0].version !== cur.version + 1) {
      // The log was compacted past us: take the snapshot and replay its tail.
      const fresh = await this.opts.store.load(this.lid);
      if (fresh) this.resync(fresh);
      return;
    }
    for (const r of records) this.onRecord(r);
  }

  /**
   * A record appended by this or another process (change stream). Each version is applied and
   * broadcast once; a gap reloads the room and sends everyone a fresh `init`.
   */
  onRecord(record: AuctionRecord): void {
    const cur = this.current;
    if (!cur || record.version <= cur.version) return;
    if (record.version !== cur.version + 1) {
      void this.opts.store.load(this.lid).then((fresh) => fresh && this.resync(fresh), (err: unknown) => this.opts.onError?.(err));
      return;
    }
    try {
      const { state, events } = applyRecord(cur.state, record);
      this.accept({ lid: this.lid, version: record.version, state, events });
    } catch (err) {
      this.opts.onError?.(err);
    }
  }

  /** Replaces the room with a newer stored one (after a gap or a takeover) and sends everyone a `sync`. */
  resync(doc: StoredRoom): void {
    const cur = this.current;
    if (cur && doc.version <= cur.version) return;
    this.current = doc;
    for (const socket of this.members.keys()) this.sendSync(socket);
    this.scheduleTimer();
  }

  /** The lease moved; (re)arm or drop the timer. */
  leaseChanged(): void {
    this.scheduleTimer();
  }

  /** Resolves once every command accepted so far has been written (or has failed). */
  async drained(): Promise<void> {
    await this.queue;
  }

  close(): void {
    this.closed = true;
    if (this.timer !== null) this.opts.clock.clearTimeout(this.timer);
    this.timer = null;
    this.members.clear();
  }

  private accept(doc: StoredRoom): void {
    this.current = doc;
    const messages = eventsToMessages(doc.events, doc.version, this.opts.clock.now());
    if (messages) for (const m of messages) this.broadcast(m);
    else for (const socket of this.members.keys()) this.sendSync(socket);
    this.scheduleTimer();
  }

  private broadcast(msg: ServerMessage): void {
    const data = Buffer.from(JSON.stringify(msg));
    for (const socket of this.members.keys()) {
      try {
        socket.send(data);
      } catch (err) {
        this.opts.onError?.(err);
      }
    }
  }

  private send(socket: RoomSocket, msg: ServerMessage): void {
    try {
      socket.send(Buffer.from(JSON.stringify(msg)));
    } catch (err) {
      this.opts.onError?.(err);
    }
  }

  private sendInit(socket: RoomSocket): void {
    const cur = this.current;
    if (!cur) return;
    const m = this.members.get(socket) ?? null;
    this.send(socket, {
      type: 'init',
      v: REALTIME_PROTOCOL_VERSION,
      version: cur.version,
      serverNow: this.opts.clock.now(),
      state: wireState(cur.state, this.connected()),
      you: { userid: m?.userid ?? null, teamId: m?.teamId ?? null, isCommissioner: m?.isCommissioner ?? false },
    });
  }

  private sendSync(socket: RoomSocket, requestId?: string): void {
    const cur = this.current;
    if (!cur) return;
    this.send(socket, { type: 'sync', version: cur.version, serverNow: this.opts.clock.now(), state: wireState(cur.state, this.connected()), ...(requestId ? { requestId } : {}) });
  }

  /** Timers are authoritative on the server: only the lease holder arms the expiry of the stored instant. */
  private scheduleTimer(): void {
    const expiresAt = this.current?.state.paused ? null : (this.current?.state.timerExpiresAt ?? null);
    const owns = this.opts.ownsTimers ? this.opts.ownsTimers() : true;
    const want = this.closed || !owns ? null : expiresAt;
    if (want === this.timerFor) return;
    if (this.timer !== null) this.opts.clock.clearTimeout(this.timer);
    this.timer = null;
    this.timerFor = want;
    if (want === null) return;
    const delay = Math.max(0, want - this.opts.clock.now());
    this.timer = this.opts.clock.setTimeout(() => {
      this.timer = null;
      this.timerFor = null;
      // The next team on the clock is chosen by open spots: read the rosters first.
      void this.refreshTeams('all')
        .catch((err: unknown) => this.opts.onError?.(err))
        .then(() => this.execute({ type: 'expire' }))
        .then((r) => {
        // A conflict means someone else moved the room; re-arm from whatever is stored now.
        if (!r.ok) this.scheduleTimer();
      });
    }, delay);
  }
}
