import type mongoose from 'mongoose';
import { RosterSlot } from '@league/shared-rules';
import { nextId, nextIds } from '../counters';
import { CutlistModel, RosterVersionModel } from '../models/cutlist.model';
import { DraftPickModel, type DraftPickDoc } from '../models/draft.model';
import type { NoticeDoc } from '../models/notice.model';
import { RosterPlayerModel, TransactionModel, type RosterPlayerDoc, type TransactionDoc } from '../models/roster.model';
import { TradeModel, type TradeDoc } from '../models/trade.model';
import { plain } from './duplicate-key';
import { createNoticesRepository } from './notices.repository';
import { inRosterTransaction, RosterWriteConflict } from './roster-actions.repository';
import { Tx } from './tx';

/** The trade was no longer in the state the write needs (decided, or vetoed) when the write ran. */
export class TradeStateConflict extends Error {
  override name = 'TradeStateConflict';
}

export type NewNotice = Omit<NoticeDoc, 'uid'>;

/** A transaction to record (its uid is allocated by the repository). */
export type NewTransaction = Omit<TransactionDoc, 'uid'>;

/**
 * What an acceptance is decided on: both rosters, read inside its transaction, and the trade's picks, read
 * beside its first write (each pick's move is guarded on the owner and the unused state it was read in).
 */
export interface AcceptSnapshot {
  proposing: RosterPlayerDoc[];
  accepting: RosterPlayerDoc[];
  picks: DraftPickDoc[];
}

/** Everything accepting a trade writes, in one database transaction. */
export interface AcceptWrite {
  acceptingTeamReleasePlayers: string[];
  /** Players changing teams: they keep their row (salary, tag, extensions) and land on the bench. */
  moves: ReadonlyArray<{ pid: string; from: number; to: number }>;
  releases: ReadonlyArray<{ pid: string; tid: number }>;
  picks: ReadonlyArray<{ uid: number; from: number; to: number }>;
  transactions: NewTransaction[];
  before: NonNullable<TradeDoc['before']>;
  notices: NewNotice[];
  /** Notices for each other open trade this acceptance cancels, by the trade. */
  cancelNotices: (trade: TradeDoc) => NewNotice[];
}

/** An accepted trade and its picks as the acceptance left them (with their new owners). */
export interface AcceptedTrade {
  trade: TradeDoc;
  picks: DraftPickDoc[];
}

/** Everything a veto writes, in one database transaction. */
export interface VetoWrite {
  trade: TradeDoc;
  now: number;
  year: number;
  /** Rows to put back as they were (their `tid` is the team they return to); `holder` holds each now, null if unrostered. */
  restore: ReadonlyArray<{ row: RosterPlayerDoc; holder: number | null }>;
  picks: ReadonlyArray<{ uid: number; from: number; to: number }>;
  transactions: NewTransaction[];
  notices: NewNotice[];
}

/** Trades and their guarded writes. Roster changes of accept and veto share the roster version guard. */
export interface TradesRepository {
  find(lid: number, uid: number): Promise<TradeDoc | null>;
  /** The league's trades, newest first: of the given teams (either side) and/or in the given states. */
  list(lid: number, filter?: { tids?: number[]; decided?: Array<'accepted' | 'vetoed'> }): Promise<TradeDoc[]>;
  /** The league's picks with these uids. */
  picks(lid: number, uids: readonly number[]): Promise<DraftPickDoc[]>;
  /** Inserts a proposal (and rejects the countered trade, guarded on it being open to this proposer), with its notices. */
  propose(doc: Omit<TradeDoc, 'uid'>, notices: (stored: TradeDoc) => NewNotice[], counter?: { uid: number; tid: number; notices: NewNotice[] }): Promise<TradeDoc>;
  /** Closes an open trade as cancelled or rejected with its notices; null when it was no longer open. */
  close(uid: number, field: 'cancelled' | 'rejected', at: number, notices: NewNotice[]): Promise<TradeDoc | null>;
  /**
   * Accepts a trade in one database transaction that first takes both teams' roster versions (so no
   * other roster move of either team can commit in between: it conflicts and retries), then reads both
   * rosters (the picks beside the versions), lets `decide` plan the write on them (it throws to refuse), and
   * applies it. Answers the trade and its picks with their new owners.
   * @throws TradeStateConflict when the trade is no longer open.
   */
  accept(trade: TradeDoc, at: { now: number; year: number; acceptingTeamReleasePlayers: readonly string[] }, decide: (snapshot: AcceptSnapshot) => AcceptWrite): Promise<AcceptedTrade>;
  /** Commits a veto. @throws TradeStateConflict when already vetoed, RosterWriteConflict on a changed roster. */
  veto(write: VetoWrite): Promise<TradeDoc>;
}

const trade = (doc: unknown) => plain<TradeDoc>(doc);

async function storeTransactions(transactions: NewTransaction[], session: mongoose.ClientSession, first: number): Promise<void> {
  if (transactions.length) await TransactionModel.insertMany(transactions.map((t, i) => ({ ...t, uid: first + i })), { session });
}

/** Moves picks to their new teams in one round trip; each must still be its old owner's and unused, or the write conflicts. */
async function movePicks(picks: ReadonlyArray<{ uid: number; from: number; to: number }>, session: mongoose.ClientSession): Promise<void> {
  if (!picks.length) return;
  const res = await DraftPickModel.bulkWrite(
    picks.map((p) => ({ updateOne: { filter: { uid: p.uid, tid: p.from, pid: null }, update: { $set: { tid: p.to } } } })),
    { session, ordered: true },
  );
  if (res.matchedCount !== picks.length) throw new RosterWriteConflict('version');
}

export function createTradesRepository(): TradesRepository {
  const notices = createNoticesRepository();
  const writeNotices = async (list: NewNotice[], tx: Tx) => {
    for (const n of list) await notices.insert(n, tx);
  };
  return {
    async find(lid, uid) {
      const doc = await TradeModel.findOne({ lid, uid }).lean();
      return doc ? trade(doc) : null;
    },
    async list(lid, filter = {}) {
      const query: Record<string, unknown> = { lid };
      if (filter.tids) query.$or = [{ propose_tid: { $in: filter.tids } }, { accept_tid: { $in: filter.tids } }];
      if (filter.decided) query.$and = [{ $or: filter.decided.map((f) => ({ [f]: { $ne: null } })) }];
      const docs = await TradeModel.find(query).sort({ offered: -1, uid: -1 }).lean();
      return docs.map(trade);
    },
    async picks(lid, uids) {
      if (!uids.length) return [];
      const docs = await DraftPickModel.find({ lid, uid: { $in: [...uids] } }).lean();
      return docs.map((d) => plain<DraftPickDoc>(d));
    },
    async propose(input, list, counter) {
      const doc: TradeDoc = { ...input, uid: await nextId('trades') };
      await inRosterTransaction(async (session) => {
        const tx = new Tx(session);
        if (counter) {
          const res = await TradeModel.updateOne(
            { uid: counter.uid, lid: doc.lid, accept_tid: counter.tid, open: true },
            { $set: { open: false, rejected: doc.offered } },
            { session },
          );
          if (res.matchedCount !== 1) throw new TradeStateConflict('The countered trade is no longer open');
          await writeNotices(counter.notices, tx);
        }
        await TradeModel.create([doc], { session });
        await writeNotices(list(doc), tx);
      });
      return doc;
    },
    async close(uid, field, at, list) {
      let closed: TradeDoc | null = null;
      await inRosterTransaction(async (session) => {
        const doc = await TradeModel.findOneAndUpdate(
          { uid, open: true },
          { $set: { open: false, [field]: at } },
          { session, returnDocument: 'after' },
        ).lean();
        if (!doc) return;
        closed = trade(doc);
        await writeNotices(list, new Tx(session));
      });
      return closed;
    },
    async accept(proposal, at, decide) {
      let stored: AcceptedTrade | null = null;
      const acceptingRelease = at.acceptingTeamReleasePlayers;
      const tids = [proposal.propose_tid, proposal.accept_tid];
      await inRosterTransaction(async (session) => {
        const tx = new Tx(session);
        // Who and what may move is known from the proposal and the accepting team's releases: the other open
        // trades naming them and the cutlists holding them are read beside the first write, outside the
        // session (which takes one operation at a time). Reading them there sees what the transaction's
        // snapshot sees, as the snapshot is taken by that first write; a proposal stored after it could
        // not be seen from inside either, and fails its own check when accepted.
        const goingPids = [
          ...proposal.proposingTeamPlayers, ...proposal.acceptingTeamPlayers, ...proposal.proposingTeamReleasePlayers, ...acceptingRelease,
        ];
        const goingPicks = [...proposal.proposingTeamPicks, ...proposal.acceptingTeamPicks];
        const [, others, cutlisted, picks] = await Promise.all([
          // the versions first: from here on a concurrent move of either roster conflicts with this write
          RosterVersionModel.bulkWrite(
            tids.map((tid) => ({ updateOne: { filter: { tid, year: at.year }, update: { $inc: { version: 1 } }, upsert: true } })),
            { session, ordered: true },
          ),
          TradeModel.find({
            lid: proposal.lid, open: true, uid: { $ne: proposal.uid },
            $or: [
              { proposingTeamPlayers: { $in: goingPids } }, { acceptingTeamPlayers: { $in: goingPids } },
              { proposingTeamReleasePlayers: { $in: goingPids } },
              { proposingTeamPicks: { $in: goingPicks } }, { acceptingTeamPicks: { $in: goingPicks } },
            ],
          }).lean(),
          goingPids.length ? CutlistModel.exists({ tid: { $in: tids }, pids: { $in: goingPids } }) : null,
          // the picks too: a pick's move below is guarded on the owner and unused state the decision saw
          goingPicks.length ? DraftPickModel.find({ uid: { $in: goingPicks } }).lean() : [],
        ]);
        // one operation at a time: a transaction's session is not meant for parallel operations
        const rows = await RosterPlayerModel.find({ tid: { $in: tids }, year: at.year }, null, { session }).lean();
        const proposing = rows.filter((r) => r.tid === proposal.propose_tid);
        const accepting = rows.filter((r) => r.tid === proposal.accept_tid);
        let write: AcceptWrite;
        try {
          write = decide({
            proposing: proposing.map((r) => plain<RosterPlayerDoc>(r)),
            accepting: accepting.map((r) => plain<RosterPlayerDoc>(r)),
            picks: picks.map((p) => plain<DraftPickDoc>(p)),
          });
        } catch (refusal) {
          // a trade another acceptance has just cancelled is reported as such, not by the rule its moved player now breaks
          if (!(await TradeModel.exists({ uid: proposal.uid, open: true }).session(session))) throw new TradeStateConflict('Trade is no longer open');
          throw refusal;
        }
        // the ids come from counters outside the transaction: taken beside the trade's own write, not after it
        const [doc, first, firstNotice] = await Promise.all([
          TradeModel.findOneAndUpdate(
            { uid: proposal.uid, open: true },
            { $set: { open: false, accepted: at.now, acceptingTeamReleasePlayers: write.acceptingTeamReleasePlayers, before: write.before } },
            { session, returnDocument: 'after' },
          ).lean(),
          write.transactions.length ? nextIds('transactions', write.transactions.length) : 0,
          write.notices.length ? nextIds('notices', write.notices.length) : 0,
        ]);
        if (!doc) throw new TradeStateConflict('Trade is no longer open');
        const newOwner = new Map(write.picks.map((p) => [p.uid, p.to]));
        stored = { trade: trade(doc), picks: picks.map((p) => ({ ...plain<DraftPickDoc>(p), tid: newOwner.get(p.uid) ?? p.tid })) };
        if (write.moves.length || write.releases.length) {
          // every release and move in one round trip; each must find its player on its team
          const res = await RosterPlayerModel.bulkWrite(
            [
              ...write.releases.map((r) => ({ deleteOne: { filter: { tid: r.tid, year: at.year, pid: r.pid } } })),
              ...write.moves.map((m) => ({
                updateOne: { filter: { tid: m.from, year: at.year, pid: m.pid }, update: { $set: { tid: m.to, slot: RosterSlot.BENCH, type: 4, timestamp: at.now } } },
              })),
            ],
            { session, ordered: true },
          );
          if (res.deletedCount !== write.releases.length || res.matchedCount !== write.moves.length) throw new RosterWriteConflict('version');
        }
        // a player who left a team (traded or released) leaves its cutlist too: one write for both teams
        // (neither team can have the other's outgoing player on its cutlist, so pulling all from both is exact)
        const gone = [...write.moves.map((m) => m.pid), ...write.releases.map((r) => r.pid)];
        if (gone.length && cutlisted) {
          await CutlistModel.updateMany({ tid: { $in: tids } }, { $pull: { pids: { $in: gone } } }, { session });
        }
        await movePicks(write.picks, session);
        await storeTransactions(write.transactions, session, first);
        for (const [i, n] of write.notices.entries()) await notices.insert(n, tx, firstNotice + i);
        // every other open trade naming a player or pick that just moved can no longer happen
        for (const other of others) {
          const res = await TradeModel.updateOne({ uid: other.uid, open: true }, { $set: { open: false, cancelled: at.now } }, { session });
          if (res.matchedCount === 1) await writeNotices(write.cancelNotices(trade(other)), tx);
        }
      });
      return stored!;
    },
    async veto(write) {
      const first = write.transactions.length ? await nextIds('transactions', write.transactions.length) : 0;
      let stored: TradeDoc | null = null;
      await inRosterTransaction(async (session) => {
        const doc = await TradeModel.findOneAndUpdate(
          { uid: write.trade.uid, accepted: { $ne: null }, vetoed: null },
          { $set: { vetoed: write.now } },
          { session, returnDocument: 'after' },
        ).lean();
        if (!doc) throw new TradeStateConflict('Trade was already vetoed');
        stored = trade(doc);
        // every team touched gets its roster version bumped, so moves decided on the old rosters re-decide
        const tids = new Set([write.trade.propose_tid, write.trade.accept_tid]);
        for (const tid of tids) {
          await RosterVersionModel.updateOne({ tid, year: write.year }, { $inc: { version: 1 } }, { upsert: true, session });
        }
        for (const { row, holder } of write.restore) {
          if (holder !== null) {
            const res = await RosterPlayerModel.deleteOne({ tid: holder, year: write.year, pid: row.pid }, { session });
            if (res.deletedCount !== 1) throw new RosterWriteConflict('version');
          }
          await RosterPlayerModel.create([row], { session });
        }
        await movePicks(write.picks, session);
        await storeTransactions(write.transactions, session, first);
        await writeNotices(write.notices, new Tx(session));
      });
      return stored!;
    },
  };
}
