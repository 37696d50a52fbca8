import mongoose, { type ClientSession } from 'mongoose';
import { createRoster, RosterSlot, TransactionType, type AuctionRoomState, type CreateRoomInput, type League, type RosterPlayer } from '@league/shared-rules';
import type { AuctionDirectory, AuctionStore, CommitResult, StoredRoom } from '../../features/auction/auction-store';
import { AuctionLeaseModel } from '../models/auction-lease.model';
import { AuctionRoomModel, type AuctionOutboxTransaction } from '../models/auction-room.model';
import { CounterModel } from '../models/counter.model';
import { LeagueModel, TeamModel } from '../models/league.model';
import { PlayerModel } from '../models/player.model';
import { RosterPlayerModel, TransactionModel } from '../models/roster.model';
import { UserTeamModel } from '../models/user.model';

/** Transaction uids are taken from the shared counter in blocks, so a bid costs no extra round trip. */
const UID_BLOCK = 64;
const OUTBOX_FLUSH_MS = 200;

export interface AuctionRepository extends AuctionStore, AuctionDirectory {
  /** Copies a room's outbox to `transactions` (by uid, so never twice) and removes what was copied. */
  flushOutbox(lid: number): Promise<number>;
  /** Takes or renews the league's timer lease; false while another live instance holds it. */
  acquireLease(lid: number, owner: string, ttlMs: number, now: number): Promise<boolean>;
  releaseLease(lid: number, owner: string): Promise<void>;
  /** Every stored room version written by any instance (MongoDB change stream). Returns a stop function. */
  watchRooms(onRoom: (room: StoredRoom) => void, onError: (err: unknown) => void): () => Promise<void>;
}

function toStored(doc: Record<string, unknown>): StoredRoom {
  return {
    lid: doc.lid as number,
    version: doc.version as number,
    state: doc.state as AuctionRoomState,
    events: (doc.events as StoredRoom['events']) ?? [],
    ...(doc.requestId ? { requestId: doc.requestId as string } : {}),
  };
}

/** The mongoose-backed auction repository (rooms, leases, the sale transaction, league lookups). */
export function createAuctionRepository(): AuctionRepository {
  let uidNext = 0;
  let uidEnd = 0;
  const years = new Map<number, number>();
  const flushTimers = new Map<number, NodeJS.Timeout>();

  async function allocUid(): Promise<number> {
    if (uidNext >= uidEnd) {
      const doc = await CounterModel.findOneAndUpdate({ _id: 'transactions' }, { $inc: { seq: UID_BLOCK } }, { upsert: true, returnDocument: 'after' }).lean();
      uidEnd = doc!.seq + 1;
      uidNext = uidEnd - UID_BLOCK;
    }
    return uidNext++;
  }

  async function yearOf(lid: number): Promise<number> {
    const known = years.get(lid);
    if (known) return known;
    const row = await RosterPlayerModel.findOne({ lid }, { year: 1 }).sort({ year: -1 }).lean();
    const team = row ? null : await TeamModel.findOne({ lid }, { year: 1 }).sort({ year: -1 }).lean();
    const year = row?.year ?? team?.year ?? new Date().getUTCFullYear();
    years.set(lid, year);
    return year;
  }

  async function bidTransactions(next: StoredRoom): Promise<AuctionOutboxTransaction[]> {
    const out: AuctionOutboxTransaction[] = [];
    const year = await yearOf(next.lid);
    for (const e of next.events) {
      if (e.type !== 'bid') continue;
      out.push({ uid: await allocUid(), lid: next.lid, tid: e.entry.tid, userid: e.entry.userid, pid: e.entry.pid, type: TransactionType.AUCTION_BID, value: e.entry.value, year, week: 0, timestamp: Math.floor(e.entry.at / 1000) });
    }
    return out;
  }

  function scheduleFlush(lid: number): void {
    if (flushTimers.has(lid)) return;
    const t = setTimeout(() => {
      flushTimers.delete(lid);
      repo.flushOutbox(lid).catch(() => scheduleFlush(lid));
    }, OUTBOX_FLUSH_MS);
    t.unref();
    flushTimers.set(lid, t);
  }

  /** The winner's final roster/cap check inside the sale transaction; a reason means void the lot. */
  async function finalCheck(session: ClientSession, lid: number, year: number, tid: number, pid: string, value: number): Promise<string | { pos: string }> {
    const [league, player, taken, rows] = await Promise.all([
      LeagueModel.findOne({ uid: lid }).session(session).lean(),
      PlayerModel.findOne({ pid }, { pos: 1 }).session(session).lean(),
      RosterPlayerModel.findOne({ lid, year, pid }, { _id: 1 }).session(session).lean(),
      RosterPlayerModel.find({ tid, year }).session(session).lean(),
    ]);
    if (!league) return 'INVALID_PARAMS';
    if (!player) return 'PLAYER_NOT_ELIGIBLE';
    if (taken) return 'PLAYER_ROSTERED';
    const roster = createRoster(league as unknown as League, rows as unknown as RosterPlayer[], { tid });
    if (roster.availableSpace <= 0 || !roster.hasPositionCapacity(player.pos)) return 'OVER_ROSTER_SPACE';
    if (roster.availableCap < value) return 'OVER_CAP_SPACE';
    return { pos: player.pos };
  }

  const repo: AuctionRepository = {
    async load(lid) {
      const doc = await AuctionRoomModel.findOne({ lid }, { outbox: 0 }).lean();
      if (!doc) return null;
      if ((doc as { outbox?: unknown[] }).outbox?.length) scheduleFlush(lid);
      return toStored(doc as unknown as Record<string, unknown>);
    },

    async createIfMissing(room) {
      await AuctionRoomModel.updateOne(
        { lid: room.lid },
        { $setOnInsert: { lid: room.lid, version: room.version, state: room.state, events: room.events, outbox: [], updated_at: Date.now() } },
        { upsert: true },
      );
      return (await repo.load(room.lid))!;
    },

    async commit(expectedVersion, next, previous): Promise<CommitResult> {
      const sale = next.events.find((e) => e.type === 'processed');
      const outbox = await bidTransactions(next);
      const set = { version: next.version, state: next.state, events: next.events, requestId: next.requestId ?? null, updated_at: Date.now() };
      if (!sale || sale.type !== 'processed') {
        // Hot path (bids): one conditional write through the driver, of the changed state keys only.
        const partial: Record<string, unknown> = { version: set.version, events: set.events, requestId: set.requestId, updated_at: set.updated_at };
        if (previous) {
          for (const key of Object.keys(next.state) as Array<keyof AuctionRoomState>) {
            if (next.state[key] !== previous[key]) partial[`state.${key}`] = next.state[key];
          }
        } else partial.state = next.state;
        const res = await AuctionRoomModel.collection.updateOne({ lid: next.lid, version: expectedVersion }, { $set: partial, ...(outbox.length ? { $push: { outbox: { $each: outbox } } } : {}) } as never);
        if (res.matchedCount === 0) return { kind: 'conflict' };
        if (outbox.length) scheduleFlush(next.lid);
        return { kind: 'ok' };
      }
      // A sale: roster player, sale transaction, pending bid transactions and the state move together.
      const year = await yearOf(next.lid);
      const saleUid = await allocUid();
      const session = await mongoose.startSession();
      try {
        let result: CommitResult = { kind: 'conflict' };
        await session.withTransaction(async () => {
          result = { kind: 'conflict' };
          const room = await AuctionRoomModel.findOne({ lid: next.lid, version: expectedVersion }, { outbox: 1 }).session(session).lean();
          if (!room) return;
          const { entry } = sale;
          const check = await finalCheck(session, next.lid, year, entry.tid, entry.pid, entry.value);
          if (typeof check === 'string') {
            result = { kind: 'void', reason: check };
            return;
          }
          const timestamp = Math.floor(entry.at / 1000);
          await RosterPlayerModel.create([{ lid: next.lid, tid: entry.tid, year, week: 0, pid: entry.pid, pos: check.pos, slot: RosterSlot.BENCH, tag: 1, value: entry.value, extensions: 0, type: TransactionType.AUCTION_PROCESSED, timestamp }], { session });
          const pending = [...((room.outbox ?? []) as AuctionOutboxTransaction[]), ...outbox];
          const existing = new Set((await TransactionModel.find({ uid: { $in: pending.map((t) => t.uid) } }, { uid: 1 }).session(session).lean()).map((t) => t.uid));
          const txs = [
            ...pending.filter((t) => !existing.has(t.uid)),
            { uid: saleUid, lid: next.lid, tid: entry.tid, userid: entry.userid, pid: entry.pid, type: TransactionType.AUCTION_PROCESSED, value: entry.value, year, week: 0, timestamp },
          ];
          await TransactionModel.insertMany(txs, { session });
          await AuctionRoomModel.updateOne({ lid: next.lid, version: expectedVersion }, { $set: { ...set, outbox: [] } }, { session });
          result = { kind: 'ok' };
        });
        return result;
      } finally {
        await session.endSession();
      }
    },

    async isPlayerAvailable(lid, pid) {
      const [player, taken] = await Promise.all([
        PlayerModel.exists({ pid }),
        yearOf(lid).then((year) => RosterPlayerModel.exists({ lid, year, pid })),
      ]);
      return Boolean(player) && !taken;
    },

    async flushOutbox(lid) {
      const room = await AuctionRoomModel.findOne({ lid }, { outbox: 1 }).lean();
      const pending = ((room?.outbox ?? []) as AuctionOutboxTransaction[]);
      if (!pending.length) return 0;
      await TransactionModel.bulkWrite(pending.map((t) => ({ updateOne: { filter: { uid: t.uid }, update: { $setOnInsert: t }, upsert: true } })), { ordered: false });
      await AuctionRoomModel.updateOne({ lid }, { $pull: { outbox: { uid: { $in: pending.map((t) => t.uid) } } } });
      return pending.length;
    },

    async roomSeed(lid): Promise<CreateRoomInput | null> {
      const league = await LeagueModel.findOne({ uid: lid }).lean();
      if (!league) return null;
      const year = await yearOf(lid);
      const [teams, rows] = await Promise.all([
        TeamModel.find({ lid }).lean(),
        RosterPlayerModel.find({ lid, year }).lean(),
      ]);
      const latest = teams.reduce((m, t) => Math.max(m, t.year), 0);
      const l = league as unknown as League & {
        free_agency_live_auction_start?: number | null;
        min_bid?: number;
        auction_bid_timer_seconds?: number;
        auction_nomination_timer_seconds?: number;
      };
      return {
        ...(l.auction_bid_timer_seconds ? { bidTimerMs: l.auction_bid_timer_seconds * 1000 } : {}),
        ...(l.auction_nomination_timer_seconds ? { nominationTimerMs: l.auction_nomination_timer_seconds * 1000 } : {}),
        lid,
        hosted: Boolean(l.hosted),
        startsAt: l.free_agency_live_auction_start ? l.free_agency_live_auction_start * 1000 : null,
        minBid: l.min_bid ?? 0,
        teams: teams
          .filter((t) => t.year === latest)
          .map((t) => {
            const roster = createRoster(l, rows.filter((r) => r.tid === t.uid) as unknown as RosterPlayer[], { tid: t.uid });
            return { tid: t.uid, name: t.name, draftOrder: t.draft_order ?? t.uid, availableCap: roster.availableCap, openSpots: roster.availableSpace };
          }),
      };
    },

    async actorFor(lid, userId) {
      if (userId === null) return null;
      const [league, own] = await Promise.all([
        LeagueModel.findOne({ uid: lid }, { commishid: 1 }).lean(),
        UserTeamModel.findOne({ userid: userId, lid }).lean(),
      ]);
      if (!league) return null;
      return { userid: userId, teamId: own?.tid ?? null, isCommissioner: league.commishid === userId };
    },

    async acquireLease(lid, owner, ttlMs, now) {
      try {
        await AuctionLeaseModel.updateOne(
          { lid, $or: [{ owner }, { expires_at: { $lt: now } }] },
          { $set: { owner, expires_at: now + ttlMs } },
          { upsert: true },
        );
        return true;
      } catch (err) {
        if ((err as { code?: number }).code === 11000) return false;
        throw err;
      }
    },

    async releaseLease(lid, owner) {
      await AuctionLeaseModel.deleteOne({ lid, owner });
    },

    watchRooms(onRoom, onError) {
      const stream = AuctionRoomModel.watch([{ $match: { operationType: { $in: ['insert', 'update', 'replace'] } } }], { fullDocument: 'updateLookup' });
      stream.on('change', (change: { fullDocument?: Record<string, unknown> | null }) => {
        if (change.fullDocument) onRoom(toStored(change.fullDocument));
      });
      stream.on('error', onError);
      return async () => {
        await stream.close();
      };
    },
  };
  return repo;
}
