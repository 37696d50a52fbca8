import mongoose from 'mongoose';
import type { RosterChange } from '@league/shared-rules';
import { nextId } from '../counters';
import { CutlistModel, RosterVersionModel } from '../models/cutlist.model';
import { RosterPlayerModel, TransactionModel, type RosterPlayerDoc, type TransactionDoc } from '../models/roster.model';
import { plain } from './duplicate-key';
import { Tx } from './tx';

/** Why a roster write did not commit. */
export class RosterWriteConflict extends Error {
  override name = 'RosterWriteConflict';
  constructor(
    /** `version`: the roster changed since it was read; `rostered`: another team holds the player. */
    readonly reason: 'version' | 'rostered',
  ) {
    super(reason === 'rostered' ? 'Player is already rostered' : 'Roster changed, try again');
  }
}

/** A team's roster rows plus the version they were read at. */
export interface VersionedRoster {
  rows: RosterPlayerDoc[];
  version: number;
}

/** One roster move to commit: where, who, what changes and which transactions to record. */
export interface RosterWrite {
  lid: number;
  tid: number;
  year: number;
  week: number;
  userid: number | null;
  timestamp: number;
  /** The version the plan was decided on. */
  version: number;
  changes: readonly RosterChange[];
  transactions: readonly { pid: string; type: number; value: number; pick?: number; pick_str?: string }[];
}

/** Reads and atomic writes of roster moves and cutlists. */
export interface RosterActionsRepository {
  readRoster(tid: number, year: number): Promise<VersionedRoster>;
  /** The league's row of `pid` (any team), or null. */
  findRostered(lid: number, year: number, pid: string): Promise<RosterPlayerDoc | null>;
  /**
   * Commits every change and transaction of a move in one database transaction, guarded by the
   * roster version and the (lid, year, pid) unique index. Answers the stored transactions. `also`
   * runs inside the same transaction (writes of other repositories that belong to the move).
   * @throws RosterWriteConflict when the guard fails (nothing is written).
   */
  commit(write: RosterWrite, also?: (tx: Tx) => Promise<void>): Promise<TransactionDoc[]>;
  getCutlist(tid: number): Promise<string[]>;
  setCutlist(tid: number, lid: number, pids: string[]): Promise<string[]>;
}

class Abort extends Error {
  constructor(readonly conflict: RosterWriteConflict) {
    super(conflict.message);
  }
}

function isDuplicate(err: unknown): boolean {
  return (err as { code?: number })?.code === 11000;
}

/** Write conflicts (code 112) and errors labelled transient by the server or driver. */
function isTransient(err: unknown): boolean {
  const e = err as { code?: number; errorLabels?: string[]; hasErrorLabel?: (label: string) => boolean };
  if (e?.code === 112) return true;
  if (typeof e?.hasErrorLabel === 'function') return e.hasErrorLabel('TransientTransactionError');
  return Array.isArray(e?.errorLabels) && e.errorLabels.includes('TransientTransactionError');
}

/** True when the duplicate is a player already on a roster of the league (not a version race). */
function duplicateOfPlayer(err: unknown): boolean {
  const e = err as { keyPattern?: Record<string, unknown>; message?: string };
  return e.keyPattern ? 'pid' in e.keyPattern : /pid/.test(e.message ?? '');
}

export function createRosterActionsRepository(): RosterActionsRepository {
  return {
    async readRoster(tid, year) {
      const [rows, version] = await Promise.all([
        RosterPlayerModel.find({ tid, year }).sort({ slot: 1, value: -1 }).lean(),
        RosterVersionModel.findOne({ tid, year }).lean(),
      ]);
      return { rows: rows.map((r) => plain<RosterPlayerDoc>(r)), version: version?.version ?? 0 };
    },
    async findRostered(lid, year, pid) {
      return plain<RosterPlayerDoc | null>(await RosterPlayerModel.findOne({ lid, year, pid }).lean());
    },
    async commit(write, also) {
      const docs = await allocateTransactionDocs(write);
      await inRosterTransaction(async (session) => {
        await applyRosterWrite(write, docs, session);
        if (also) await also(new Tx(session));
      });
      return docs;
    },
    async getCutlist(tid) {
      const doc = await CutlistModel.findOne({ tid }).lean();
      return doc?.pids ?? [];
    },
    async setCutlist(tid, lid, pids) {
      await CutlistModel.updateOne({ tid }, { $set: { lid, pids } }, { upsert: true });
      return pids;
    },
  };
}

/** The stored transaction documents of a write, with ids allocated up front (outside the transaction). */
export async function allocateTransactionDocs(write: RosterWrite): Promise<TransactionDoc[]> {
  const uids: number[] = [];
  for (let i = 0; i < write.transactions.length; i++) uids.push(await nextId('transactions'));
  return write.transactions.map((t, i) => ({
    uid: uids[i], lid: write.lid, tid: write.tid, userid: write.userid, pid: t.pid, type: t.type, value: t.value,
    year: write.year, week: write.week, timestamp: write.timestamp,
    ...(t.pick !== undefined ? { pick: t.pick, pick_str: t.pick_str ?? null } : {}),
  }));
}

/**
 * Runs `fn` in one database transaction, mapping a failed guard to {@link RosterWriteConflict}:
 * `rostered` when a player is already on a roster of the league, `version` for a roster changed
 * since it was read or a concurrent transaction on the same documents (decide again on a fresh read).
 */
export async function inRosterTransaction(fn: (session: mongoose.ClientSession) => Promise<void>): Promise<void> {
  const session = await mongoose.startSession();
  try {
    await session.withTransaction(async () => {
      try {
        await fn(session);
      } catch (err) {
        if (err instanceof RosterWriteConflict) throw new Abort(err);
        throw err;
      }
    });
  } catch (err) {
    if (err instanceof Abort) throw err.conflict;
    // a unique index may also refuse at commit time, when the server checks the transaction's writes
    if (isDuplicate(err)) throw new RosterWriteConflict(duplicateOfPlayer(err) ? 'rostered' : 'version');
    if (isTransient(err)) throw new RosterWriteConflict('version');
    throw err;
  } finally {
    await session.endSession();
  }
}

/**
 * Applies one team's roster write inside an open transaction: bumps the roster version (the guard
 * against a plan decided on a stale roster), applies the changes, drops released players from the
 * cutlist and stores the transactions.
 */
export async function applyRosterWrite(write: RosterWrite, docs: TransactionDoc[], session: mongoose.ClientSession): Promise<void> {
  const typeOf = new Map(write.transactions.map((t) => [t.pid, t.type]));
  try {
    const bumped = await RosterVersionModel.updateOne(
      { tid: write.tid, year: write.year, version: write.version },
      { $inc: { version: 1 } },
      { upsert: true, session },
    );
    if (bumped.matchedCount + bumped.upsertedCount !== 1) throw new Abort(new RosterWriteConflict('version'));
  } catch (err) {
    if (isDuplicate(err)) throw new Abort(new RosterWriteConflict('version'));
    throw err;
  }
  const released: string[] = [];
  for (const change of write.changes) await applyChange(write, change, typeOf.get(change.pid) ?? null, session, released);
  if (released.length) {
    await CutlistModel.updateOne({ tid: write.tid }, { $pull: { pids: { $in: released } } }, { session });
  }
  if (docs.length) await TransactionModel.insertMany(docs, { session });
}

async function applyChange(
  write: RosterWrite,
  change: RosterChange,
  type: number | null,
  session: mongoose.ClientSession,
  released: string[],
): Promise<void> {
  const where = { tid: write.tid, year: write.year, pid: change.pid };
  if (change.kind === 'insert') {
    try {
      await RosterPlayerModel.create(
        [{
          lid: write.lid, tid: write.tid, year: write.year, week: write.week, pid: change.pid, pos: change.pos,
          slot: change.slot, tag: change.tag, value: change.value, extensions: 0, type, timestamp: write.timestamp,
        }],
        { session },
      );
    } catch (err) {
      if (isDuplicate(err)) throw new Abort(new RosterWriteConflict('rostered'));
      throw err;
    }
    return;
  }
  if (change.kind === 'delete') {
    const res = await RosterPlayerModel.deleteOne({ ...where, slot: change.from }, { session });
    if (res.deletedCount !== 1) throw new Abort(new RosterWriteConflict('version'));
    released.push(change.pid);
    return;
  }
  const set: Record<string, number | null> = { ...change.set };
  if (change.set.slot !== undefined && type !== null) {
    set.type = type;
    set.timestamp = write.timestamp;
  }
  const res = await RosterPlayerModel.updateOne({ ...where, slot: change.from }, { $set: set }, { session });
  if (res.matchedCount !== 1) throw new Abort(new RosterWriteConflict('version'));
}
