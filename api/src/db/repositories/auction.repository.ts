import { createRoster, type AuctionRoomState, type CreateRoomInput, type League, type RosterPlayer, type TeamFigures } from '@league/shared-rules';
import type { AuctionDirectory, AuctionRecord, AuctionStore, StoredRoom } from '../../features/auction/auction-store';
import { closesLot, replay } from '../../features/auction/auction-store';
import { AuctionLeaseModel } from '../models/auction-lease.model';
import { AuctionLogModel } from '../models/auction-log.model';
import { AuctionPresenceModel } from '../models/auction-presence.model';
import { AuctionRoomModel } from '../models/auction-room.model';
import { CounterModel } from '../models/counter.model';
import { RosterVersionModel } from '../models/cutlist.model';
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
  /** Writes this instance's connected teams in the league, alive until `expiresAt`. */
  publishPresence(lid: number, instance: string, teams: number[], expiresAt: number): Promise<void>;
  removePresence(lid: number, instance: string): Promise<void>;
  /** Teams connected on any instance whose entry is alive at `now`. */
  leaguePresence(lid: number, now: number): Promise<number[]>;
  /** Leagues whose presence any instance changed (change stream). Returns a stop function. */
  watchPresence(onLeague: (lid: number) => void, onError: (err: unknown) => void): () => Promise<void>;
  /** Leagues whose auction is scheduled to start within `[from, to]` (epoch ms). */
  scheduledStarts(from: number, to: number): Promise<Array<{ lid: number; startsAt: number }>>;
  /** Sets (or clears) the league's auction start (stored in unix seconds, as the league's other dates). */
  setAuctionStart(lid: number, startsAt: number | null): Promise<void>;
  /** Every record appended by any instance (MongoDB change stream). Returns a stop function. */
  watchRecords(onRecord: (record: AuctionRecord) => void, onError: (err: unknown) => void): () => Promise<void>;
}

function toRecord(doc: Record<string, unknown>): AuctionRecord {
  const { lid, version, at, cmd, settings } = doc as AuctionRecord & { cmd?: unknown; settings?: unknown };
  const base = { lid, version, at };
  return (settings ? { ...base, settings } : { ...base, cmd }) as AuctionRecord;
}

type AuctionLeague = League & {
  free_agency_live_auction_start?: number | null;
  min_bid?: number;
  auction_bid_timer_seconds?: number;
  auction_nomination_timer_seconds?: number;
};

/** The league's teams of its latest season. */
async function latestTeams(lid: number): Promise<Array<{ uid: number; name: string; draft_order?: number | null }>> {
  const teams = await TeamModel.find({ lid, archived_at: null }).lean();
  const latest = teams.reduce((m, t) => Math.max(m, t.year), 0);
  return teams.filter((t) => t.year === latest);
}

/** Cap and open spots of each team, computed by the roster rules from its rows (the same rules as the rosters pages). */
async function figuresOf(league: AuctionLeague, tids: number[], year: number): Promise<TeamFigures[]> {
  if (!tids.length) return [];
  const rows = await RosterPlayerModel.find({ lid: league.uid, year, tid: { $in: tids } }).lean();
  return tids.map((tid) => {
    const roster = createRoster(league, rows.filter((r) => r.tid === tid) as unknown as RosterPlayer[], { tid });
    return { tid, availableCap: roster.availableCap, openSpots: roster.availableSpace };
  });
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
        // Snapshots written before `startedAt` existed have none.
        const state = { ...snap.state, startedAt: snap.state.startedAt ?? null };
        return replay({ lid, version: snap.version, state, events: [] }, records);
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
      const l = league as unknown as AuctionLeague;
      const teams = await latestTeams(lid);
      const figures = await figuresOf(l, teams.map((t) => t.uid), await yearOf(lid));
      return {
        ...(l.auction_bid_timer_seconds ? { bidTimerMs: l.auction_bid_timer_seconds * 1000 } : {}),
        ...(l.auction_nomination_timer_seconds ? { nominationTimerMs: l.auction_nomination_timer_seconds * 1000 } : {}),
        lid,
        hosted: Boolean(l.hosted),
        startsAt: l.free_agency_live_auction_start ? l.free_agency_live_auction_start * 1000 : null,
        minBid: l.min_bid ?? 0,
        teams: teams.map((t, i) => ({ ...figures[i], name: t.name, draftOrder: t.draft_order ?? t.uid })),
      };
    },

    async rosterVersions(lid, tids) {
      const [ids, year] = await Promise.all([tids ? Promise.resolve(tids) : latestTeams(lid).then((ts) => ts.map((t) => t.uid)), yearOf(lid)]);
      const rows = await RosterVersionModel.find({ tid: { $in: ids }, year }, { tid: 1, version: 1 }).lean();
      const versions = new Map(ids.map((tid) => [tid, 0]));
      for (const r of rows) versions.set(r.tid, r.version);
      return versions;
    },

    async teamFigures(lid, tids) {
      const [league, year] = await Promise.all([LeagueModel.findOne({ uid: lid }).lean(), yearOf(lid)]);
      if (!league) return [];
      const ids = tids ?? (await latestTeams(lid)).map((t) => t.uid);
      return figuresOf(league as unknown as AuctionLeague, ids, year);
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

    async publishPresence(lid, instance, teams, expiresAt) {
      await AuctionPresenceModel.updateOne({ _id: `${lid}:${instance}` }, { $set: { lid, instance, teams, expires_at: expiresAt } }, { upsert: true });
    },

    async removePresence(lid, instance) {
      await AuctionPresenceModel.deleteOne({ _id: `${lid}:${instance}` });
    },

    async leaguePresence(lid, now) {
      const docs = await AuctionPresenceModel.find({ lid, expires_at: { $gt: now } }, { teams: 1 }).lean();
      return [...new Set(docs.flatMap((d) => d.teams))].sort((a, b) => a - b);
    },

    watchPresence(onLeague, onError) {
      const stream = AuctionPresenceModel.watch();
      stream.on('change', (change: { documentKey?: { _id?: unknown } }) => {
        const lid = Number(String(change.documentKey?._id ?? '').split(':')[0]);
        if (Number.isInteger(lid) && lid > 0) onLeague(lid);
      });
      stream.on('error', onError);
      return async () => {
        await stream.close();
      };
    },

    async scheduledStarts(from, to) {
      const leagues = await LeagueModel.find(
        { free_agency_live_auction_start: { $gte: Math.ceil(from / 1000), $lte: Math.floor(to / 1000) } },
        { uid: 1, free_agency_live_auction_start: 1 },
      ).lean();
      return leagues.map((l) => ({ lid: l.uid, startsAt: (l as unknown as AuctionLeague).free_agency_live_auction_start! * 1000 }));
    },

    async setAuctionStart(lid, startsAt) {
      await LeagueModel.updateOne({ uid: lid }, { $set: { free_agency_live_auction_start: startsAt === null ? null : Math.floor(startsAt / 1000) } });
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
