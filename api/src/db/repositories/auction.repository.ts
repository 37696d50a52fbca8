import { createRoster, type AuctionRoomState, type CreateRoomInput, type League, type RosterPlayer } from '@league/shared-rules';
import type { AuctionDirectory, AuctionRecord, AuctionStore, StoredRoom } from '../../features/auction/auction-store';
import { closesLot, replay } from '../../features/auction/auction-store';
import { AuctionLeaseModel } from '../models/auction-lease.model';
import { AuctionLogModel } from '../models/auction-log.model';
import { AuctionRoomModel } from '../models/auction-room.model';
import { CounterModel } from '../models/counter.model';
import { LeagueModel, TeamModel } from '../models/league.model';
import { PlayerModel } from '../models/player.model';
import { RosterPlayerModel } from '../models/roster.model';
import { UserTeamModel } from '../models/user.model';
import { AuctionLogWriter } from './auction-log-writer';
import { appendLotClose } from './auction-lot-close';

/** Transaction uids are taken from the shared counter in blocks, so a sale costs no extra round trip. */
const UID_BLOCK = 64;
/** The snapshot moves forward after this many records (between lots), so a restart replays few. */
export const SNAPSHOT_EVERY = 256;

export interface AuctionRepository extends AuctionStore, AuctionDirectory {
  /**
   * Moves the room's snapshot to this version (when newer). Records are never deleted: a stored
   * record is what makes a stale process's append of that version fail (a deleted one would let it
   * through and fork the room), and the log is the auction's audit trail (every command, with the
   * instant it was decided at) — about 200 bytes a command, a megabyte or two per league-season.
   */
  snapshot(room: StoredRoom): Promise<void>;
  /** Takes or renews the league's timer lease; false while another live instance holds it. */
  acquireLease(lid: number, owner: string, ttlMs: number, now: number): Promise<boolean>;
  releaseLease(lid: number, owner: string): Promise<void>;
  /** Every record appended by any instance (MongoDB change stream). Returns a stop function. */
  watchRecords(onRecord: (record: AuctionRecord) => void, onError: (err: unknown) => void): () => Promise<void>;
}

function toRecord(doc: Record<string, unknown>): AuctionRecord {
  const { lid, version, at, requestId, cmd, settings } = doc as AuctionRecord & { cmd?: unknown; settings?: unknown };
  const base = { lid, version, at, ...(requestId ? { requestId } : {}) };
  return (settings ? { ...base, settings } : { ...base, cmd }) as AuctionRecord;
}

/** The mongoose-backed auction repository (snapshot + log, leases, the lot-close transaction, league lookups). */
export function createAuctionRepository(): AuctionRepository {
  let uidNext = 0;
  let uidEnd = 0;
  const years = new Map<number, number>();
  const writer = new AuctionLogWriter();
  /** Version of each room's snapshot as this process last wrote or read it. */
  const snapshotAt = new Map<number, number>();
  /** One snapshot write per room at a time, none queued behind it (the next append schedules again). */
  const snapshotting = new Set<number>();

  async function allocUids(n: number): Promise<number[]> {
    const out: number[] = [];
    while (out.length < n) {
      if (uidNext >= uidEnd) {
        const doc = await CounterModel.findOneAndUpdate({ _id: 'transactions' }, { $inc: { seq: UID_BLOCK } }, { upsert: true, returnDocument: 'after' }).lean();
        uidEnd = doc!.seq + 1;
        uidNext = uidEnd - UID_BLOCK;
      }
      out.push(uidNext++);
    }
    return out;
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

  async function readTail(lid: number, version: number): Promise<AuctionRecord[]> {
    const docs = await AuctionLogModel.collection.find({ lid, version: { $gt: version } }, { projection: { _id: 0 } }).sort({ version: 1 }).toArray();
    return docs.map((d) => toRecord(d as Record<string, unknown>));
  }

  /**
   * Between lots only: a lot's state grows with its bids, and a lot is short and bounded anyway
   * (each bid raises the price by at least 1 up to the cap; closing it writes the snapshot).
   */
  function maybeSnapshot(lid: number, version: number, state: AuctionRoomState): void {
    if (state.lot !== null || snapshotting.has(lid) || version - (snapshotAt.get(lid) ?? 0) < SNAPSHOT_EVERY) return;
    snapshotting.add(lid);
    void repo.snapshot({ lid, version, state, events: [] }).catch(() => undefined).finally(() => snapshotting.delete(lid));
  }

  const repo: AuctionRepository = {
    async load(lid) {
      // The snapshot is only ever written after (or with) its record, so the tail starts right after
      // it; a gap would mean another process moved the snapshot between the two reads: read again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const snap = await AuctionRoomModel.findOne({ lid }).lean();
        if (!snap) return null;
        const records = await readTail(lid, snap.version);
        if (records.length && records[0].version !== snap.version + 1) continue;
        snapshotAt.set(lid, snap.version);
        return replay({ lid, version: snap.version, state: snap.state, events: [] }, records);
      }
      throw new Error(`auction room ${lid}: log keeps moving under the snapshot`);
    },

    tail: readTail,

    async createIfMissing(room) {
      await AuctionRoomModel.updateOne({ lid: room.lid }, { $setOnInsert: { lid: room.lid, version: room.version, state: room.state, updated_at: Date.now() } }, { upsert: true });
      return (await repo.load(room.lid))!;
    },

    async append(record, transition) {
      if (closesLot(transition.events)) {
        const result = await appendLotClose(record, transition, { year: await yearOf(record.lid), uids: allocUids });
        if (result.kind === 'ok') snapshotAt.set(record.lid, record.version);
        return result;
      }
      const result = await writer.append(record);
      if (result.kind === 'ok') maybeSnapshot(record.lid, record.version, transition.next);
      return result;
    },

    async snapshot(room) {
      await AuctionRoomModel.updateOne({ lid: room.lid, version: { $lt: room.version } }, { $set: { version: room.version, state: room.state, updated_at: Date.now() } });
      snapshotAt.set(room.lid, Math.max(room.version, snapshotAt.get(room.lid) ?? 0));
    },

    async isPlayerAvailable(lid, pid) {
      const [player, taken] = await Promise.all([
        PlayerModel.exists({ pid }),
        yearOf(lid).then((year) => RosterPlayerModel.exists({ lid, year, pid })),
      ]);
      return Boolean(player) && !taken;
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

    watchRecords(onRecord, onError) {
      const stream = AuctionLogModel.watch([{ $match: { operationType: 'insert' } }]);
      stream.on('change', (change: { fullDocument?: Record<string, unknown> | null }) => {
        if (change.fullDocument) onRecord(toRecord(change.fullDocument));
      });
      stream.on('error', onError);
      return async () => {
        await stream.close();
      };
    },
  };
  return repo;
}
