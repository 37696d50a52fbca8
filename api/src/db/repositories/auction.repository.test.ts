import { applyCommand, createRoomState, type AuctionActor, type AuctionCommand } from '@league/shared-rules';
import type { AuctionRecord, StoredRoom } from '../../features/auction/auction-store';
import { startTestDatabase, type TestDatabase } from '../connect';
import { eventually } from '../../test-support/eventually';
import { ensureIndexes } from '../ensure-indexes';
import { AuctionLogModel } from '../models/auction-log.model';
import { AuctionRoomModel } from '../models/auction-room.model';
import { createAuctionRepository, SNAPSHOT_EVERY } from './auction.repository';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
});
afterAll(async () => db.stop());

const T0 = 1_700_000_000_000;
const commish: AuctionActor = { userid: 1, teamId: null, isCommissioner: true };
const owner = (tid: number): AuctionActor => ({ userid: 100 + tid, teamId: tid, isCommissioner: false });

function freshRoom(lid: number): StoredRoom {
  const teams = [1, 2, 3].map((tid) => ({ tid, name: `T${tid}`, draftOrder: tid, availableCap: 100_000, openSpots: 3 }));
  return { lid, version: 1, state: createRoomState({ lid, hosted: true, startsAt: T0 - 1, minBid: 0, teams }), events: [] };
}

/** Decides `cmd` on `room` like the room does and returns the record and the room after it. */
function decide(room: StoredRoom, cmd: AuctionCommand, at: number): { record: AuctionRecord; next: StoredRoom; transition: { previous: StoredRoom['state']; next: StoredRoom['state']; events: StoredRoom['events'] } } {
  const r = applyCommand(room.state, cmd, at);
  if (!r.ok) throw new Error(r.code);
  const record: AuctionRecord = { lid: room.lid, version: room.version + 1, at, cmd };
  return { record, next: { lid: room.lid, version: record.version, state: r.state, events: r.events }, transition: { previous: room.state, next: r.state, events: r.events } };
}

async function appendAll(repo: ReturnType<typeof createAuctionRepository>, room: StoredRoom, cmds: AuctionCommand[]): Promise<StoredRoom> {
  let cur = room;
  for (const [i, cmd] of cmds.entries()) {
    const { record, next, transition } = decide(cur, cmd, T0 + i);
    expect(await repo.append(record, transition)).toEqual({ kind: 'ok' });
    cur = next;
  }
  return cur;
}

const opening: AuctionCommand[] = [{ type: 'resume', actor: commish }, { type: 'nominate', actor: owner(1), pid: 'P1', value: 0 }];
const bids = (n: number): AuctionCommand[] => Array.from({ length: n }, (_, i) => ({ type: 'bid', actor: owner(2 + (i % 2)), pid: 'P1', value: i + 1 }));

describe('auction repository: snapshot and log', () => {
  it('replays the log over the snapshot, moves the snapshot forward between lots and prunes what it covers', async () => {
    const repo = createAuctionRepository();
    const created = await repo.createIfMissing(freshRoom(11));
    // Managers coming and going between lots, then a lot with a few bids (no snapshot while it is open).
    const presence: AuctionCommand[] = Array.from({ length: SNAPSHOT_EVERY + 40 }, (_, i) => ({ type: i % 2 ? 'disconnect' : 'connect', tid: 2 }));
    const last = await appendAll(repo, created, [{ type: 'resume', actor: commish }, ...presence, { type: 'nominate', actor: owner(1), pid: 'P1', value: 0 }, ...bids(30)]);
    const snap = (await eventually(() => AuctionRoomModel.findOne({ lid: 11 }).lean(), (s) => (s?.version ?? 0) > SNAPSHOT_EVERY))!;
    expect(snap.version).toBeGreaterThan(SNAPSHOT_EVERY);
    expect(snap.state.lot).toBeNull();
    expect(await eventually(() => AuctionLogModel.countDocuments({ lid: 11, version: { $lte: snap.version } }), (n) => n === 0)).toBe(0);
    // A fresh process (new repository) sees exactly the state the writer holds.
    const loaded = await createAuctionRepository().load(11);
    expect(loaded?.version).toBe(last.version);
    expect(loaded?.state).toEqual(last.state);
    expect(loaded?.state.lot).toMatchObject({ pid: 'P1', bid: 30 });
    // An explicit snapshot (clean shutdown) leaves nothing to replay.
    await repo.snapshot(last);
    expect(await AuctionLogModel.countDocuments({ lid: 11 })).toBe(0);
    expect((await repo.load(11))?.state).toEqual(last.state);
  });

  it('stores exactly one of two appends of the same version, from two processes', async () => {
    const [a, b] = [createAuctionRepository(), createAuctionRepository()];
    const room = await appendAll(a, await a.createIfMissing(freshRoom(12)), opening);
    const x = decide(room, { type: 'bid', actor: owner(2), pid: 'P1', value: 5 }, T0 + 10);
    const y = decide(room, { type: 'bid', actor: owner(3), pid: 'P1', value: 5 }, T0 + 10);
    const results = await Promise.all([a.append(x.record, x.transition), b.append(y.record, y.transition)]);
    expect(results.map((r) => r.kind).sort()).toEqual(['conflict', 'ok']);
    const winner = results[0].kind === 'ok' ? x : y;
    expect((await b.load(12))?.state.lot).toEqual(winner.next.state.lot);
    expect(await a.tail(12, room.version)).toEqual([winner.record]);
  });

  it('commits many rooms appending at once and refuses only the stale one', async () => {
    const repo = createAuctionRepository();
    const rooms = await Promise.all(Array.from({ length: 20 }, (_, i) => repo.createIfMissing(freshRoom(100 + i)).then((r) => appendAll(repo, r, opening))));
    const stale = decide(rooms[0], { type: 'bid', actor: owner(3), pid: 'P1', value: 1 }, T0 + 20);
    const appends = rooms.map((room) => decide(room, { type: 'bid', actor: owner(2), pid: 'P1', value: 1 }, T0 + 20));
    const results = await Promise.all([...appends.map((d) => repo.append(d.record, d.transition)), repo.append(stale.record, stale.transition)]);
    expect(results.slice(0, 20).every((r) => r.kind === 'ok')).toBe(true);
    expect(results[20]).toEqual({ kind: 'conflict' });
    for (const [i, d] of appends.entries()) expect((await repo.load(100 + i))?.version).toBe(d.record.version);
  });
});
