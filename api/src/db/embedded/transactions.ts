/**
 * Session transactions: `startTransaction` / `autocommit: false` on a command opens a snapshot
 * {@link TransactionView} keyed by the session id; commitTransaction applies it atomically, abortTransaction
 * (or an error inside it, or the 60 s lifetime) discards it.
 */
import { Binary } from 'bson';
import { Engine } from './engine';
import { ErrorCodes, MongoCommandError } from './errors';
import { TransactionView } from './views';
import { Doc, intOf } from './values';

const TRANSIENT = ['TransientTransactionError'];

interface SessionTxn {
  txnNumber: number;
  state: 'active' | 'committed' | 'aborted';
  view: TransactionView | null;
  startedAt: number;
}

/** Transactions of all sessions on one server. */
export class TransactionManager {
  private readonly sessions = new Map<string, SessionTxn>();
  readonly locks = new Map<string, TransactionView>();

  constructor(
    private readonly engine: Engine,
    private readonly lifetimeMs = 60000,
  ) {}

  /** The transaction view for a command with `autocommit: false`, starting it when asked. */
  viewFor(cmd: Doc): TransactionView {
    const key = sessionKey(cmd);
    const txnNumber = intOf(cmd.txnNumber, -1);
    let txn = this.sessions.get(key);
    if (cmd.startTransaction === true) {
      if (txn && txn.txnNumber >= txnNumber && txn.state !== 'aborted') {
        throw new MongoCommandError(ErrorCodes.BadValue, `Given transaction number ${txnNumber} does not match any in-progress transactions. The active transaction number is ${txn.txnNumber}`, {}, TRANSIENT);
      }
      if (txn?.state === 'active') this.abort(txn);
      txn = { txnNumber, state: 'active', view: new TransactionView(this.engine, this.locks), startedAt: Date.now() };
      this.sessions.set(key, txn);
      return txn.view!;
    }
    if (!txn || txn.txnNumber !== txnNumber) {
      throw new MongoCommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, TRANSIENT);
    }
    if (txn.state === 'committed') throw new MongoCommandError(ErrorCodes.TransactionCommitted, `Transaction ${txnNumber} has been committed.`);
    if (txn.state === 'aborted') throw new MongoCommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, TRANSIENT);
    return txn.view!;
  }

  /** Aborts the session's transaction after an error inside it (MongoDB does the same). */
  abortAfterError(cmd: Doc): void {
    const txn = this.sessions.get(sessionKey(cmd));
    if (txn && txn.state === 'active' && txn.txnNumber === intOf(cmd.txnNumber, -1)) this.abort(txn);
  }

  commit(cmd: Doc): Doc {
    const txn = this.sessions.get(sessionKey(cmd));
    const txnNumber = intOf(cmd.txnNumber, -1);
    if (!txn || txn.txnNumber !== txnNumber) {
      throw new MongoCommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, TRANSIENT);
    }
    if (txn.state === 'committed') return { ok: 1 };
    if (txn.state === 'aborted') throw new MongoCommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, TRANSIENT);
    try {
      txn.view!.commit();
      txn.state = 'committed';
      txn.view = null;
    } catch (e) {
      this.abort(txn);
      throw e;
    }
    return { ok: 1 };
  }

  abortCommand(cmd: Doc): Doc {
    const txn = this.sessions.get(sessionKey(cmd));
    const txnNumber = intOf(cmd.txnNumber, -1);
    if (!txn || txn.txnNumber !== txnNumber || txn.state === 'aborted') {
      throw new MongoCommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, TRANSIENT);
    }
    if (txn.state === 'committed') throw new MongoCommandError(ErrorCodes.TransactionCommitted, `Transaction ${txnNumber} has been committed.`);
    this.abort(txn);
    return { ok: 1 };
  }

  /** Aborts transactions older than the lifetime limit so they cannot hold locks forever. */
  expire(now = Date.now()): void {
    for (const txn of this.sessions.values()) if (txn.state === 'active' && now - txn.startedAt > this.lifetimeMs) this.abort(txn);
  }

  /** Ends sessions (endSessions): their open transactions are aborted. */
  endSessions(ids: Doc[]): void {
    for (const id of ids) {
      const key = idKey(id?.id);
      const txn = this.sessions.get(key);
      if (txn?.state === 'active') this.abort(txn);
      this.sessions.delete(key);
    }
  }

  abortAll(): void {
    for (const txn of this.sessions.values()) if (txn.state === 'active') this.abort(txn);
  }

  private abort(txn: SessionTxn): void {
    txn.view?.release();
    txn.view = null;
    txn.state = 'aborted';
  }
}

function idKey(id: unknown): string {
  return id instanceof Binary ? Buffer.from(id.buffer).toString('hex') : String(id);
}

function sessionKey(cmd: Doc): string {
  if (!cmd.lsid) throw new MongoCommandError(ErrorCodes.InvalidOptions, 'Transaction options require a session (lsid)');
  return idKey(cmd.lsid.id);
}
