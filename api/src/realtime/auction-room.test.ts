import type { AuctionActor, CreateRoomInput } from '@league/shared-rules';
import { ServerMessageSchema, type ServerMessage } from '@league/shared-rules/contracts';
import type { AuctionDirectory } from '../features/auction/auction-store';
import { MemoryAuctionStore } from '../features/auction/memory-auction-store';
import { AuctionRoom, type RoomSocket } from './auction-room';
import { FakeClock } from './fake-clock';

const T0 = 1_700_000_000_000;
const owner = (tid: number): AuctionActor => ({ userid: 100 + tid, teamId: tid, isCommissioner: false });
const commish: AuctionActor = { userid: 1, teamId: null, isCommissioner: true };

class FakeSocket implements RoomSocket {
  received: ServerMessage[] = [];
  send(data: Buffer): void {
    this.received.push(ServerMessageSchema.parse(JSON.parse(data.toString('utf8'))));
  }
  last<T extends ServerMessage['type']>(type: T): Extract<ServerMessage, { type: T }> | undefined {
    return [...this.received].reverse().find((m) => m.type === type) as Extract<ServerMessage, { type: T }> | undefined;
  }
  count(type: ServerMessage['type']): number {
    return this.received.filter((m) => m.type === type).length;
  }
}

const seed: CreateRoomInput = {
  lid: 1, hosted: true, startsAt: T0 - 1000, minBid: 1,
  teams: [1, 2, 3].map((tid) => ({ tid, name: `Team ${tid}`, draftOrder: tid, availableCap: 100, openSpots: 2 })),
};
/** The rosters' figures as the directory reads them, and each team's roster version (bumped by every move). */
const rosterFigures = new Map<number, { availableCap: number; openSpots: number }>();
const rosterVersions = new Map<number, number>();
/** Which teams' figures the room read, call by call. */
const figureReads: Array<number[] | null> = [];
/** A roster move elsewhere (a release, a commissioner edit): new figures and a new version, as the rosters give them. */
function moveRoster(tid: number, figures: { availableCap: number; openSpots: number }) {
  rosterFigures.set(tid, figures);
  rosterVersions.set(tid, (rosterVersions.get(tid) ?? 0) + 1);
}
const directory: AuctionDirectory = {
  roomSeed: async () => seed,
  actorFor: async () => null,
  teamFigures: async (_lid, tids) => {
    figureReads.push(tids);
    return seed.teams.filter((t) => !tids || tids.includes(t.tid)).map((t) => ({ tid: t.tid, availableCap: t.availableCap, openSpots: t.openSpots, ...rosterFigures.get(t.tid) }));
  },
  rosterVersions: async (_lid, tids) => new Map((tids ?? seed.teams.map((t) => t.tid)).map((tid) => [tid, rosterVersions.get(tid) ?? 0])),
};
beforeEach(() => {
  rosterFigures.clear();
  rosterVersions.clear();
  figureReads.length = 0;
});
const flush = () => new Promise((r) => setImmediate(r));

async function setup(store = new MemoryAuctionStore(), clock = new FakeClock(T0)) {
  // One process: its sockets are the league's presence (as AuctionRooms wires it without multiInstance).
  const room = new AuctionRoom({ lid: 1, store, directory, clock, onLocalTeams: (r) => void r.setPresence(r.localTeams()) });
  expect(await room.load()).toBe(true);
  const sockets = { c: new FakeSocket(), o1: new FakeSocket(), o2: new FakeSocket(), v: new FakeSocket() };
  await room.join(sockets.c, commish);
  await room.join(sockets.o1, owner(1));
  await room.join(sockets.o2, owner(2));
  await room.join(sockets.v, null);
  return { room, store, clock, ...sockets };
}

describe('AuctionRoom', () => {
  it('sends init, runs a nomination, a bidding war and a sale on the server timer', async () => {
    const { room, clock, c, o1, o2, v, store } = await setup();
    expect(v.received[0]).toMatchObject({ type: 'init', state: { paused: true, nominatingTid: 1 } });
    await room.handle(c, { type: 'resume' });
    expect(v.last('start')).toMatchObject({ timerKind: 'nomination', timerExpiresAt: T0 + 30_000 });
    await room.handle(o2, { type: 'nomination', pid: 'P1', value: 1, requestId: 'x' });
    expect(o2.last('error')).toMatchObject({ code: 'NOT_YOUR_TURN', requestId: 'x' });
    await room.handle(o1, { type: 'nomination', pid: 'P1', value: 1 });
    clock.advance(10_000);
    await room.handle(o2, { type: 'bid', pid: 'P1', value: 5, requestId: 'b' });
    expect(v.last('bid')).toMatchObject({ entry: { tid: 2, value: 5 }, timerExpiresAt: T0 + 25_000 });
    expect(o2.last('ack')).toMatchObject({ requestId: 'b', command: 'bid', changed: true });
    expect(v.received.some((m) => 'requestId' in m && m.requestId === 'b')).toBe(false);
    await room.handle(v, { type: 'bid', pid: 'P1', value: 9 });
    expect(v.last('error')?.code).toBe('UNAUTHENTICATED');
    clock.advance(15_000);
    await flush();
    expect(v.last('processed')).toMatchObject({ entry: { kind: 'processed', pid: 'P1', tid: 2, value: 5 } });
    expect(v.last('nomination')).toMatchObject({ nominatingTid: 2 });
    expect(store.rostered.has('P1')).toBe(true);
    expect(room.state?.state.teams.find((t) => t.tid === 2)).toMatchObject({ availableCap: 95, openSpots: 1 });
  });

  it('answers every one of many simultaneous equal bids; exactly one is accepted', async () => {
    const { room, c, o1 } = await setup();
    await room.handle(c, { type: 'resume' });
    await room.handle(o1, { type: 'nomination', pid: 'P1', value: 1 });
    const bidders = Array.from({ length: 200 }, () => new FakeSocket());
    await Promise.all(bidders.map((s, i) => room.join(s, owner(2 + (i % 2)))));
    await Promise.all(bidders.map((s, i) => room.handle(s, { type: 'bid', pid: 'P1', value: 7, requestId: String(i) })));
    const accepted = room.state!.state.lot!.bids.filter((b) => b.value === 7);
    expect(accepted).toHaveLength(1);
    // Exactly one reply each, to its sender only.
    for (const [i, s] of bidders.entries()) {
      expect(s.received.filter((m) => (m.type === 'ack' || m.type === 'error') && m.requestId !== undefined).map((m) => 'requestId' in m && m.requestId)).toEqual([String(i)]);
    }
    const errors = bidders.map((s) => s.last('error')?.code).filter(Boolean);
    expect(errors).toHaveLength(199);
    expect(new Set(errors)).toEqual(new Set(['BID_TOO_LOW', 'ALREADY_WINNING']));
  });

  it('voids a lot whose winner fails the final check and moves on', async () => {
    const { room, clock, c, o1, v, store } = await setup();
    await room.handle(c, { type: 'resume' });
    await room.handle(o1, { type: 'nomination', pid: 'P1', value: 1 });
    store.failNextSaleWith = 'OVER_ROSTER_SPACE';
    clock.advance(15_000);
    await flush();
    expect(v.last('nomination')).toMatchObject({ nominatingTid: 2, voided: { kind: 'void', pid: 'P1', reason: 'OVER_ROSTER_SPACE' } });
    expect(v.count('processed')).toBe(0);
    expect(store.rostered.has('P1')).toBe(false);
  });

  it('auto-pauses on a team dropping its last connection when enabled; pause clears the timer', async () => {
    const { room, clock, c, o2, v } = await setup();
    await room.handle(c, { type: 'resume' });
    await room.handle(c, { type: 'toggle_pause_on_disconnect' });
    expect(v.last('config')).toMatchObject({ pauseOnTeamDisconnect: true });
    await room.leave(o2);
    await flush();
    expect(v.last('connected')?.connected).toEqual([1]);
    expect(v.last('paused')).toBeDefined();
    expect(room.state?.state.timerExpiresAt).toBeNull();
    expect(clock.pending).toBe(0);
    await room.handle(c, { type: 'resume' });
    expect(clock.pending).toBe(1);
  });

  it('resumes from the stored state after a restart with the same lot, leader and remaining time', async () => {
    const store = new MemoryAuctionStore();
    const clock = new FakeClock(T0);
    const first = await setup(store, clock);
    await first.room.handle(first.c, { type: 'resume' });
    await first.room.handle(first.o1, { type: 'nomination', pid: 'P1', value: 1 });
    await first.room.handle(first.o2, { type: 'bid', pid: 'P1', value: 3 });
    const before = first.room.state!.state;
    first.room.close(); // the process dies: nothing else is written
    clock.advance(4_000);
    const second = new AuctionRoom({ lid: 1, store, directory, clock });
    await second.load();
    const s = new FakeSocket();
    await second.join(s, null);
    const init = s.last('init')!;
    expect(init.state.lot).toMatchObject({ pid: 'P1', bid: 3, leader: 2 });
    expect(init.state.timerExpiresAt! - init.serverNow).toBe(before.timerExpiresAt! - T0 - 4_000);
    clock.advance(11_000);
    await flush();
    expect(s.last('processed')).toMatchObject({ entry: { pid: 'P1', tid: 2, value: 3 } });
  });

  it('applies a record appended elsewhere once, and resyncs on a gap', async () => {
    const { room, store, v } = await setup();
    const cur = room.state!;
    const resume = { lid: 1, version: cur.version + 1, at: T0, cmd: { type: 'resume' as const, actor: commish } };
    // Another process appended it: the store has it, and the change stream delivers it (twice, even).
    expect(await store.append(resume, { previous: cur.state, next: cur.state, events: [] })).toEqual({ kind: 'ok' });
    room.onRecord(resume);
    room.onRecord(resume);
    expect(v.count('start')).toBe(1);
    expect(room.state?.state.paused).toBe(false);
    const pause = { lid: 1, version: cur.version + 2, at: T0 + 1, cmd: { type: 'pause' as const, actor: commish } };
    const toggle = { lid: 1, version: cur.version + 3, at: T0 + 2, cmd: { type: 'toggle_auto_pause' as const, actor: commish } };
    await store.append(pause, { previous: cur.state, next: cur.state, events: [] });
    await store.append(toggle, { previous: cur.state, next: cur.state, events: [] });
    const syncs = v.count('sync');
    room.onRecord(toggle); // version +3 while the room is at +1: reload, replay, a sync (init is once per connection)
    await flush();
    expect(v.count('sync')).toBe(syncs + 1);
    expect(v.count('init')).toBe(1);
    expect(room.state).toMatchObject({ version: cur.version + 3, state: { paused: true, pauseOnTeamDisconnect: true } });
  });

  it('catches up when another process appended the version it tried to write', async () => {
    const { room, store, c, v } = await setup();
    const cur = room.state!;
    // Written elsewhere and not yet seen here (no change stream in this test).
    await store.append({ lid: 1, version: cur.version + 1, at: T0, cmd: { type: 'resume', actor: commish } }, { previous: cur.state, next: cur.state, events: [] });
    await room.handle(c, { type: 'toggle_pause_on_disconnect', requestId: 't' });
    // The conflicting append read the missed resume first (broadcast once), then wrote the toggle after it.
    expect(v.count('start')).toBe(1);
    expect(v.last('config')).toMatchObject({ pauseOnTeamDisconnect: true, version: cur.version + 2 });
    expect(c.last('error')).toBeUndefined();
    expect(await store.load(1)).toMatchObject({ version: cur.version + 2, state: { paused: false, pauseOnTeamDisconnect: true } });
  });

  it('refuses protocol mismatches and non-auction messages with a code', async () => {
    const { room, o1 } = await setup();
    await room.handle(o1, { type: 'join', v: 99 });
    expect(o1.last('error')?.code).toBe('PROTOCOL_MISMATCH');
    await room.handle(o1, { type: 'scoreboard_register', updated: 1 });
    expect(o1.last('error')?.code).toBe('UNKNOWN_MESSAGE');
    await room.handle(o1, { type: 'pause' });
    expect(o1.last('error')?.code).toBe('NOT_COMMISSIONER');
  });

  it('answers no-ops too, exactly once, and never sends a user id in a broadcast', async () => {
    const { room, c, o1, o2, v } = await setup();
    await room.handle(c, { type: 'pause', requestId: 'p1' });
    expect(c.last('ack')).toMatchObject({ requestId: 'p1', command: 'pause', changed: false });
    await room.handle(c, { type: 'resume' });
    await room.handle(o1, { type: 'nomination', pid: 'P1', value: 1 });
    await room.handle(o2, { type: 'bid', pid: 'P1', value: 2 });
    for (const m of v.received) expect(JSON.stringify(m)).not.toMatch(/userid"\s*:\s*\d|leaderUserid/);
  });

  it('decides on the rosters\' figures read at the decision, not the room\'s old ones', async () => {
    const { room, c, o1, v } = await setup();
    await room.handle(c, { type: 'resume' });
    // A release elsewhere gave team 1 cap room, then a commissioner edit took it away again.
    moveRoster(1, { availableCap: 300, openSpots: 2 });
    await room.handle(o1, { type: 'nomination', pid: 'P1', value: 150, requestId: 'n' });
    expect(o1.last('ack')).toMatchObject({ requestId: 'n', changed: true });
    expect(v.last('teams')?.teams.find((t) => t.tid === 1)).toMatchObject({ availableCap: 300 });
    moveRoster(2, { availableCap: 100, openSpots: 0 });
    await room.handle(v, { type: 'join', v: 1, requestId: 'j' });
    const o2 = new FakeSocket();
    await room.join(o2, owner(2));
    expect(o2.last('init')?.state.teams.find((t) => t.tid === 2)).toMatchObject({ openSpots: 0 });
    await room.handle(o2, { type: 'bid', pid: 'P1', value: 151 });
    expect(o2.last('error')?.code).toBe('ROSTER_FULL');
  });

  it('reads a team\'s figures again only when its roster moved since the last read', async () => {
    const { room, c, o1, o2 } = await setup();
    await room.handle(c, { type: 'resume' });
    await room.handle(o1, { type: 'nomination', pid: 'P1', value: 1 });
    figureReads.length = 0;
    await room.handle(o2, { type: 'bid', pid: 'P1', value: 2 });
    await room.handle(o1, { type: 'bid', pid: 'P1', value: 3 });
    expect(figureReads).toEqual([]); // no move: the versions alone were read
    moveRoster(2, { availableCap: 2, openSpots: 2 });
    await room.handle(o2, { type: 'bid', pid: 'P1', value: 4 });
    expect(figureReads).toEqual([[2]]);
    expect(o2.last('error')?.code).toBe('OVER_CAP_SPACE');
  });

  it('knows its own sale from a move: the winner\'s next decision reads no figures, unless another writer moved the roster too', async () => {
    const store = new MemoryAuctionStore();
    store.takeRosterVersion = (tid) => {
      rosterVersions.set(tid, (rosterVersions.get(tid) ?? 0) + 1);
      return rosterVersions.get(tid)!;
    };
    const { room, clock, c, o1, o2, v } = await setup(store);
    await room.handle(c, { type: 'resume' });
    await room.handle(o1, { type: 'nomination', pid: 'P1', value: 1 });
    await room.handle(o2, { type: 'bid', pid: 'P1', value: 5 });
    clock.advance(15_000);
    await flush();
    expect(v.last('processed')).toMatchObject({ entry: { pid: 'P1', tid: 2, value: 5 } });
    expect(rosterVersions.get(2)).toBe(1);
    figureReads.length = 0;
    await room.handle(o2, { type: 'nomination', pid: 'P2', value: 1 });
    expect(figureReads).toEqual([]); // the sale is in the room's state already
    moveRoster(2, { availableCap: 90, openSpots: 1 });
    await room.handle(o1, { type: 'bid', pid: 'P2', value: 2 });
    await room.handle(o2, { type: 'bid', pid: 'P2', value: 3 });
    expect(figureReads).toEqual([[2]]);
  });
});
