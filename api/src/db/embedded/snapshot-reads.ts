/**
 * Reads with `readConcern: { level: 'snapshot' }` outside a transaction (snapshot sessions). The first read
 * takes a snapshot at the current time and reports it as `atClusterTime`; later reads that name that time
 * see the same data, whatever was written since. A snapshot is held (and the engine keeps the old versions it
 * needs) until every session that used it ends, or for 5 minutes of disuse — mongod's default
 * `minSnapshotHistoryWindowInSeconds`. A time no snapshot is held for, and that the data has moved past,
 * fails with SnapshotTooOld, as mongod does once its history window has passed.
 */
import { Timestamp } from 'bson';
import { sequenceOf } from './cluster-time';
import { Engine } from './engine';
import { ErrorCodes, MongoCommandError } from './errors';
import { sessionIdKey } from './transactions';
import { TransactionView } from './views';
import { Doc } from './values';

/** Commands that accept a snapshot read concern outside a transaction (MongoDB 7.0). */
export const snapshotReadCommands = new Set(['find', 'aggregate', 'distinct', 'getMore', 'killCursors']);

interface HeldSnapshot {
  snapshot: { start: number };
  view: TransactionView;
  sessions: Set<string>;
  lastUsed: number;
}

/** Snapshots held for snapshot sessions, by the sequence they were taken at. */
export class SnapshotReads {
  private readonly held = new Map<number, HeldSnapshot>();

  constructor(
    private readonly engine: Engine,
    private readonly idleMs = 5 * 60 * 1000,
  ) {}

  /** The read-only view a snapshot read of `cmd` uses, and the sequence it reads at. */
  viewFor(cmd: Doc, now = Date.now()): { view: TransactionView; seq: number } {
    const at = (cmd.readConcern as Doc).atClusterTime;
    let seq = this.engine.seq;
    if (at !== undefined) {
      if (!(at instanceof Timestamp)) throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'atClusterTime' is the wrong type, expected type 'timestamp'");
      seq = Math.min(sequenceOf(at), this.engine.seq);
    }
    let held = this.held.get(seq);
    if (!held) {
      if (seq < this.engine.seq) {
        throw new MongoCommandError(ErrorCodes.SnapshotTooOld, `Read timestamp ${String(at)} is older than the oldest available timestamp.`);
      }
      const snapshot = this.engine.openSnapshot();
      held = { snapshot, view: new TransactionView(this.engine, new Map(), snapshot), sessions: new Set(), lastUsed: now };
      this.held.set(seq, held);
    }
    held.lastUsed = now;
    if (cmd.lsid) held.sessions.add(sessionIdKey((cmd.lsid as Doc).id));
    return { view: held.view, seq };
  }

  /** Releases snapshots only ended sessions used. */
  endSessions(keys: string[]): void {
    for (const [seq, held] of this.held) {
      const used = held.sessions.size > 0;
      for (const key of keys) held.sessions.delete(key);
      if (used && !held.sessions.size) this.release(seq, held);
    }
  }

  /** Releases snapshots unused for the history window. */
  expire(now = Date.now()): void {
    for (const [seq, held] of this.held) if (now - held.lastUsed > this.idleMs) this.release(seq, held);
  }

  closeAll(): void {
    for (const [seq, held] of this.held) this.release(seq, held);
  }

  private release(seq: number, held: HeldSnapshot): void {
    this.held.delete(seq);
    this.engine.closeSnapshot(held.snapshot);
  }
}
