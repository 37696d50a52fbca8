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

/**
 * The latest transaction number of one session: a multi-document transaction, or a retryable write whose
 * reply is kept so a retry with the same number returns it instead of writing again.
 */
interface SessionTxn {
  txnNumber: number;
  state: 'active' | 'committed' | 'aborted' | 'retryable';
  view: TransactionView | null;
  startedAt: number;
  /** The recorded reply of a retryable write (state 'retryable'). */
  reply?: Doc;
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
    if (txn && txnNumber < txn.txnNumber) {
      throw new MongoCommandError(ErrorCodes.TransactionTooOld, `Cannot start transaction ${txnNumber} on session ${key} because a newer transaction ${txn.txnNumber} has already started.`);
    }
    if (cmd.startTransaction === true) {
      if (txn && txn.txnNumber === txnNumber) {
        throw new MongoCommandError(ErrorCodes.ConflictingOperationInProgress, `Given transaction number ${txnNumber} does not match any in-progress transactions. The active transaction number is ${txn.txnNumber}`);
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
    if (txn.state !== 'active') throw new MongoCommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, TRANSIENT);
    return txn.view!;
  }

  /**
   * For a retryable write (lsid + txnNumber, no autocommit) on the session `key`: the recorded reply when this
   * number already ran (the retry is answered, not applied again), null when it is new. A lower number than
   * the session's latest is refused with TransactionTooOld, as MongoDB does.
   */
  retriedReply(key: string, cmd: Doc): Doc | null {
    const txn = this.sessions.get(key);
    if (!txn) return null;
    const txnNumber = intOf(cmd.txnNumber, -1);
    if (txnNumber > txn.txnNumber) return null;
    if (txnNumber < txn.txnNumber) {
      throw new MongoCommandError(ErrorCodes.TransactionTooOld, `Retryable write with txnNumber ${txnNumber} is prohibited on session ${key} because a newer retryable write with txnNumber ${txn.txnNumber} has already started on this session.`);
    }
    if (txn.state === 'retryable') return txn.reply ?? null;
    throw new MongoCommandError(ErrorCodes.IncompleteTransactionHistory, `Cannot run a retryable write with txnNumber ${txnNumber} on session ${key}: a transaction with that number was started on it.`);
  }

  /** Records the reply of a retryable write, so a retry of the same txnNumber returns it. */
  recordRetryable(key: string, cmd: Doc, reply: Doc): void {
    const txnNumber = intOf(cmd.txnNumber, -1);
    // A reply with a top-level error applied nothing; a retry must run it again.
    const recorded = reply.ok === 1 ? reply : undefined;
    const txn = this.sessions.get(key);
    if (txn?.state === 'retryable') {
      txn.txnNumber = txnNumber;
      txn.reply = recorded;
      return;
    }
    if (txn?.state === 'active') this.abort(txn);
    this.sessions.set(key, { txnNumber, state: 'retryable', view: null, startedAt: 0, reply: recorded });
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
    if (txn.state !== 'active') throw new MongoCommandError(ErrorCodes.NoSuchTransaction, `Transaction with { txnNumber: ${txnNumber} } has been aborted.`, {}, TRANSIENT);
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
    if (!txn || txn.txnNumber !== txnNumber || txn.state === 'aborted' || txn.state === 'retryable') {
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
      const key = sessionIdKey(id?.id);
      const txn = this.sessions.get(key);
      if (txn?.state === 'active') this.abort(txn);
      this.sessions.delete(key);
    }
  }

  /** Kills sessions (killSessions): their open transactions are aborted; the sessions stay usable. */
  killSessions(ids: Doc[]): void {
    for (const id of ids) {
      const txn = this.sessions.get(sessionIdKey(id?.id));
      if (txn?.state === 'active') this.abort(txn);
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

/** The map key of a session id (lsid.id). */
export function sessionIdKey(id: unknown): string {
  return id instanceof Binary ? Buffer.from(id.buffer).toString('hex') : String(id);
}

function sessionKey(cmd: Doc): string {
  if (!cmd.lsid) throw new MongoCommandError(ErrorCodes.InvalidOptions, 'Transaction options require a session (lsid)');
  return sessionIdKey(cmd.lsid.id);
}
