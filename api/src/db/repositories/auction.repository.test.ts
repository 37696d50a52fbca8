import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import { applyCommand, createRoomState, LOT_BIDS_KEPT, type AuctionActor, type AuctionCommand } from '@league/shared-rules';
import type { AuctionRecord, StoredRoom } from '../../features/auction/auction-store';
import { startTestDatabase, type TestDatabase } from '../connect';
import { eventually } from '../../test-support/eventually';
import { ensureIndexes } from '../ensure-indexes';
import { AuctionLogModel } from '../models/auction-log.model';
import { AuctionRoomModel } from '../models/auction-room.model';
import { RosterVersionModel } from '../models/cutlist.model';
import { LeagueModel, TeamModel } from '../models/league.model';
import { PlayerModel } from '../models/player.model';
import { RosterPlayerModel, TransactionModel } from '../models/roster.model';
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
  it('replays the log over the snapshot, moves the snapshot forward between lots and keeps every record', async () => {
    const repo = createAuctionRepository();
    const created = await repo.createIfMissing(freshRoom(11));
    // Many commands between lots (auto-pause switched on and off), then a lot with a few bids (no snapshot while it is open).
    const toggles: AuctionCommand[] = Array.from({ length: SNAPSHOT_EVERY + 40 }, () => ({ type: 'toggle_auto_pause', actor: commish }));
    const last = await appendAll(repo, created, [{ type: 'resume', actor: commish }, ...toggles, { type: 'nominate', actor: owner(1), pid: 'P1', value: 0 }, ...bids(30)]);
    const snap = (await eventually(() => AuctionRoomModel.findOne({ lid: 11 }).lean(), (s) => (s?.version ?? 0) > SNAPSHOT_EVERY))!;
    expect(snap.version).toBeGreaterThan(SNAPSHOT_EVERY);
    expect(snap.state.lot).toBeNull();
    // The log is the audit trail: every command since the room was created is still there.
    expect(await AuctionLogModel.countDocuments({ lid: 11 })).toBe(last.version - 1);
    // A fresh process (new repository) sees exactly the state the writer holds.
    const loaded = await createAuctionRepository().load(11);
    expect(loaded?.version).toBe(last.version);
    expect(loaded?.state).toEqual(last.state);
    expect(loaded?.state.lot).toMatchObject({ pid: 'P1', bid: 30 });
    // An explicit snapshot (clean shutdown) leaves nothing to replay.
    await repo.snapshot(last);
    expect((await AuctionRoomModel.findOne({ lid: 11 }).lean())?.version).toBe(last.version);
    expect(await repo.tail(11, last.version)).toEqual([]);
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

describe('auction repository: closing a lot', () => {
  const PID = 'LOTC-LOSE-2020-1995-01-01';
  /** League `lid` (cap `cap`) with teams 1–3 and one free WR. */
  async function seedLeague(lid: number, cap: number): Promise<void> {
    await LeagueModel.collection.insertOne({ ...DEFAULT_LEAGUE, uid: lid, commishid: 1, hosted: 1, cap, name: `Lot ${lid}`, created_at: 1 });
    await TeamModel.collection.insertMany([1, 2, 3].map((tid) => ({ uid: tid + lid * 10, lid, year: 2026, name: `T${tid}`, cap, faab: 200, waiver_order: tid, draft_order: tid })));
    if (!(await PlayerModel.exists({ pid: PID }))) await PlayerModel.collection.insertOne({ pid: PID, fname: 'Lot', lname: 'Close', name: 'Lot Close', pname: 'L. Close', pos: 'WR', team: 'INA', search: 'lot close' });
  }

  /** Resume, nominate PID for $0 by team 1, bid $10 by team 2; returns the room and the expiry instant. */
  async function openLot(repo: ReturnType<typeof createAuctionRepository>, lid: number): Promise<StoredRoom> {
    const teams = [1, 2, 3].map((tid) => ({ tid: tid + lid * 10, name: `T${tid}`, draftOrder: tid, availableCap: 100_000, openSpots: 3 }));
    const created = await repo.createIfMissing({ lid, version: 1, state: createRoomState({ lid, hosted: true, startsAt: T0 - 1, minBid: 0, teams }), events: [] });
    const o = (tid: number): AuctionActor => ({ userid: 100 + tid, teamId: tid + lid * 10, isCommissioner: false });
    return appendAll(repo, created, [{ type: 'resume', actor: commish }, { type: 'nominate', actor: o(1), pid: PID, value: 0 }, { type: 'bid', actor: o(2), pid: PID, value: 10 }]);
  }

  it('sells: the roster row, the sale (type 7) and every bid of the lot (type 6) are written with the record', async () => {
    const repo = createAuctionRepository();
    await seedLeague(31, 200);
    const room = await openLot(repo, 31);
    const sale = decide(room, { type: 'expire' }, room.state.timerExpiresAt!);
    expect(sale.transition.events.map((e) => e.type)).toContain('processed');
    // the sale takes the winner's roster version, as every roster writer does, and says which it took
    expect(await repo.append(sale.record, sale.transition)).toEqual({ kind: 'ok', rosterVersion: { tid: 312, version: 1 } });
    expect(await RosterVersionModel.findOne({ tid: 312 }).lean()).toMatchObject({ version: 1 });
    expect(await RosterPlayerModel.findOne({ lid: 31, pid: PID }).lean()).toMatchObject({ tid: 312, value: 10, type: 7 });
    const txs = await TransactionModel.find({ lid: 31, pid: PID }).sort({ uid: 1 }).lean();
    expect(txs.map((t) => [t.type, t.tid, t.value])).toEqual([[6, 311, 0], [6, 312, 10], [7, 312, 10]]);
    expect((await AuctionRoomModel.findOne({ lid: 31 }).lean())?.version).toBe(sale.record.version);
    // The same version again (another process lost the race): refused, nothing written twice.
    expect(await createAuctionRepository().append(sale.record, sale.transition)).toEqual({ kind: 'conflict' });
    expect(await TransactionModel.countDocuments({ lid: 31, pid: PID })).toBe(3);
  });

  it('voids a lot whose winner fails the final cap check: no roster row, the bids are still recorded', async () => {
    const repo = createAuctionRepository();
    await seedLeague(32, 5); // a $10 winning bid is over the $5 cap
    const room = await openLot(repo, 32);
    const sale = decide(room, { type: 'expire' }, room.state.timerExpiresAt!);
    expect(await repo.append(sale.record, sale.transition)).toEqual({ kind: 'void', reason: 'OVER_CAP_SPACE' });
    expect(await RosterPlayerModel.countDocuments({ lid: 32 })).toBe(0);
    expect(await TransactionModel.countDocuments({ lid: 32 })).toBe(0);
    // The room re-decides the expiry with the reason: the lot is voided and its bids kept.
    const voided = decide(room, { type: 'expire', voidReason: 'OVER_CAP_SPACE' }, room.state.timerExpiresAt!);
    expect(voided.transition.events.map((e) => e.type)).toContain('voided');
    expect(await repo.append(voided.record, voided.transition)).toEqual({ kind: 'ok' });
    expect((await TransactionModel.find({ lid: 32 }).lean()).map((t) => t.type).sort()).toEqual([6, 6]);
    expect(await RosterPlayerModel.countDocuments({ lid: 32 })).toBe(0);
    expect((await repo.load(32))?.state.lot).toBeNull();
  });

  it('records every accepted bid of a long lot once, across a restart mid-lot and a voided earlier lot of the same player', async () => {
    const before = createAuctionRepository();
    await seedLeague(33, 200);
    const o = (tid: number): AuctionActor => ({ userid: 100 + tid, teamId: tid + 330, isCommissioner: false });
    // An earlier lot of the same player, voided: its two bids are recorded with its close.
    let room = await openLot(before, 33);
    const voided = decide(room, { type: 'expire', voidReason: 'OVER_ROSTER_SPACE' }, room.state.timerExpiresAt!);
    expect(await before.append(voided.record, voided.transition)).toEqual({ kind: 'ok' });
    room = voided.next;
    // The next lot runs to 30 bids (more than the room keeps) on one process...
    const war = (from: number, n: number): AuctionCommand[] => Array.from({ length: n }, (_, i) => ({ type: 'bid', actor: o(2 + ((from + i) % 2)), pid: PID, value: from + i }));
    room = await appendAll(before, room, [{ type: 'nominate', actor: o(2), pid: PID, value: 0 }, ...war(1, 15)]);
    // ...which dies; a fresh one reads the room back and the war goes on there until the sale.
    const after = createAuctionRepository();
    room = (await after.load(33))!;
    let at = T0 + 100;
    for (const cmd of war(16, 15)) {
      const d = decide(room, cmd, (at += 1));
      expect(await after.append(d.record, d.transition)).toEqual({ kind: 'ok' });
      room = d.next;
    }
    expect(room.state.lot!.bids).toHaveLength(LOT_BIDS_KEPT);
    const sale = decide(room, { type: 'expire' }, room.state.timerExpiresAt!);
    expect(await after.append(sale.record, sale.transition)).toMatchObject({ kind: 'ok' });
    expect(await before.append(sale.record, sale.transition)).toEqual({ kind: 'conflict' });
    const bidsTx = await TransactionModel.find({ lid: 33, pid: PID, type: 6 }).sort({ uid: 1 }).lean();
    // 2 of the voided lot + the nomination and 30 bids of the sold one, each once, with team, user, amount and time.
    expect(bidsTx).toHaveLength(2 + 31);
    expect(bidsTx.slice(2).map((t) => t.value)).toEqual(Array.from({ length: 31 }, (_, i) => i));
    expect(bidsTx[2]).toMatchObject({ tid: 332, userid: 102 });
    expect(bidsTx[3]).toMatchObject({ tid: 333, userid: 103, value: 1 });
    expect(bidsTx[bidsTx.length - 1]).toMatchObject({ tid: 332, userid: 102, value: 30, timestamp: Math.floor(at / 1000) });
    expect(await TransactionModel.countDocuments({ lid: 33, pid: PID, type: 7 })).toBe(1);
  });
});
