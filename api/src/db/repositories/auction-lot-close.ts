import mongoose, { type ClientSession } from 'mongoose';
import { createRoster, RosterSlot, TransactionType, type AuctionCommand, type League, type RosterPlayer } from '@league/shared-rules';
import type { AuctionRecord, CommitResult, Transition } from '../../features/auction/auction-store';
import { AuctionLogModel } from '../models/auction-log.model';
import { AuctionRoomModel } from '../models/auction-room.model';
import { LeagueModel } from '../models/league.model';
import { PlayerModel } from '../models/player.model';
import { RosterVersionModel } from '../models/cutlist.model';
import { RosterPlayerModel, TransactionModel } from '../models/roster.model';

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

/** One accepted bid (or the nomination) of a lot as the log recorded it. */
interface LotBid {
  tid: number;
  userid: number;
  pid: string;
  value: number;
  at: number;
}

/**
 * Every accepted bid of the lot closing at `closeVersion`, read from the log rather than from the
 * state (which keeps only the latest few for display). A record is stored only when the machine
 * accepted it, so the lot's records are exactly its accepted bids: walk back from the close to this
 * pid's latest nomination (an earlier voided lot of the same player lies before it).
 */
async function lotBids(session: ClientSession, lid: number, closeVersion: number, pid: string, nominatedBy: number): Promise<LotBid[]> {
  const docs = await AuctionLogModel.collection
    .find({ lid, 'cmd.pid': pid, version: { $lt: closeVersion } }, { session, projection: { _id: 0, at: 1, cmd: 1, version: 1 } })
    .sort({ version: -1 })
    .toArray();
  const out: LotBid[] = [];
  for (const d of docs) {
    const cmd = d.cmd as AuctionCommand;
    if (cmd.type === 'bid') out.push({ tid: cmd.actor.teamId!, userid: cmd.actor.userid, pid, value: cmd.value, at: d.at as number });
    if (cmd.type === 'nominate') {
      out.push({ tid: nominatedBy, userid: cmd.actor.userid, pid, value: cmd.value, at: d.at as number });
      break;
    }
  }
  return out.reverse();
}

export interface LotCloseContext {
  year: number;
  /** Transaction uids (from the shared counter, allocated outside the transaction: gaps are harmless). */
  uids: (n: number) => Promise<number[]>;
}

/**
 * Appends a record that closes a lot, in one transaction with everything the close means: the
 * auction-bid transactions (type 6) of every accepted bid of the lot (exactly once: they are written
 * with the close record, which is unique on its version), and for a sale the winner's final
 * check, the roster player and the sale transaction (type 7). The snapshot moves to this version
 * too. A lost race on `{ lid, version }` is a `conflict`; a failed final check is a `void`.
 */
export async function appendLotClose(record: AuctionRecord, transition: Transition, ctx: LotCloseContext): Promise<CommitResult> {
  const lot = transition.previous.lot;
  const sale = transition.events.find((e) => e.type === 'processed');
  const session = await mongoose.startSession();
  try {
    let result: CommitResult = { kind: 'conflict' };
    await session.withTransaction(async () => {
      result = { kind: 'conflict' };
      let soldTo: { tid: number; version: number } | null = null;
      if (await AuctionLogModel.exists({ lid: record.lid, version: record.version }).session(session)) return;
      const bids = lot ? await lotBids(session, record.lid, record.version, lot.pid, lot.nominatedBy) : [];
      const uids = await ctx.uids(bids.length + (sale ? 1 : 0));
      const txs: Array<Record<string, unknown>> = bids.map((b, i) => ({
        uid: uids[i], lid: record.lid, tid: b.tid, userid: b.userid, pid: b.pid, type: TransactionType.AUCTION_BID, value: b.value, year: ctx.year, week: 0, timestamp: Math.floor(b.at / 1000),
      }));
      if (sale && sale.type === 'processed') {
        const { entry } = sale;
        // The winner's roster version first, as every roster writer takes it: a trade or signing decided on the
        // roster before this sale then conflicts and decides again, instead of committing beside it (a roster
        // over its limits), and the final check below reads a roster no other writer can change until commit.
        const taken = await RosterVersionModel.findOneAndUpdate(
          { tid: entry.tid, year: ctx.year }, { $inc: { version: 1 } }, { upsert: true, session, returnDocument: 'after', projection: { version: 1 } },
        ).lean();
        soldTo = { tid: entry.tid, version: taken!.version };
        const check = await finalCheck(session, record.lid, ctx.year, entry.tid, entry.pid, entry.value);
        if (typeof check === 'string') {
          result = { kind: 'void', reason: check };
          return;
        }
        const timestamp = Math.floor(entry.at / 1000);
        await RosterPlayerModel.create([{ lid: record.lid, tid: entry.tid, year: ctx.year, week: 0, pid: entry.pid, pos: check.pos, slot: RosterSlot.BENCH, tag: 1, value: entry.value, extensions: 0, type: TransactionType.AUCTION_PROCESSED, timestamp }], { session });
        txs.push({ uid: uids[bids.length], lid: record.lid, tid: entry.tid, userid: entry.userid, pid: entry.pid, type: TransactionType.AUCTION_PROCESSED, value: entry.value, year: ctx.year, week: 0, timestamp });
      }
      if (txs.length) await TransactionModel.insertMany(txs, { session });
      await AuctionLogModel.collection.insertOne({ ...record }, { session });
      await AuctionRoomModel.updateOne({ lid: record.lid, version: { $lt: record.version } }, { $set: { version: record.version, state: transition.next, updated_at: Date.now() } }, { session });
      result = soldTo ? { kind: 'ok', rosterVersion: soldTo } : { kind: 'ok' };
    });
    return result;
  } catch (err) {
    if ((err as { code?: number }).code === 11000) return { kind: 'conflict' };
    throw err;
  } finally {
    await session.endSession();
  }
}
