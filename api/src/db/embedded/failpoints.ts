/**
 * Test-only fault injection: `configureFailPoint: 'failCommand'` as mongod implements it with
 * `enableTestCommands`, so driver retry paths and the app's own error handling can be tested. Servers started
 * without `enableTestCommands` do not know the command (CommandNotFound, like mongod).
 */
import { codeName, ErrorCodes, MongoCommandError } from './errors';
import { Doc, intOf } from './values';

/** What `failCommand` does to a matching command. */
export interface FailCommandAction {
  closeConnection: boolean;
  blockTimeMS: number;
  errorCode?: number;
  errorLabels?: string[];
  writeConcernError?: Doc;
}

interface ActiveFailCommand {
  commands: Set<string>;
  appName?: string;
  action: FailCommandAction;
  /** Matches still to fire (Infinity for alwaysOn). */
  times: number;
  /** Matches still to let through before firing. */
  skip: number;
}

/** Error codes mongod labels RetryableWriteError on retryable writes (ErrorCodes::isRetriableError). */
export const retryableCodes = new Set([6, 7, 89, 91, 134, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

/** Commands a failpoint never fails, so tests can always reconfigure or clear it. */
const neverFailed = new Set(['configureFailPoint']);

/** The server's failpoints (only `failCommand` exists). */
export class FailPoints {
  private failCommand: ActiveFailCommand | null = null;
  private failGetMore: { times: number; skip: number; errorCode: number } | null = null;
  private transactionalWrite: { times: number; skip: number; closeConnection: boolean; failBeforeCommitExceptionCode?: number } | null = null;

  /** Handles the `configureFailPoint` command. */
  configure(cmd: Doc): Doc {
    const name = cmd.configureFailPoint;
    if (name === 'failGetMoreAfterCursorCheckout') return this.configureGetMore(cmd);
    if (name === 'onPrimaryTransactionalWrite') return this.configureTransactionalWrite(cmd);
    if (name !== 'failCommand') throw new MongoCommandError(ErrorCodes.BadValue, `Cannot find failpoint ${String(name)}`);
    const mode = parseMode(cmd.mode);
    if (mode === 'off') {
      this.failCommand = null;
      return { count: 0, ok: 1 };
    }
    const { times, skip } = mode;
    const data = cmd.data as Doc | undefined;
    if (!data || typeof data !== 'object' || !Array.isArray(data.failCommands)) {
      throw new MongoCommandError(ErrorCodes.BadValue, "failCommand requires 'data.failCommands', an array of command names");
    }
    const action: FailCommandAction = { closeConnection: data.closeConnection === true, blockTimeMS: 0 };
    if (data.blockConnection === true) {
      action.blockTimeMS = intOf(data.blockTimeMS, -1);
      if (action.blockTimeMS < 0) throw new MongoCommandError(ErrorCodes.BadValue, "'blockTimeMS' must be a non-negative number when 'blockConnection' is true");
    }
    if (data.errorCode !== undefined) action.errorCode = intOf(data.errorCode);
    if (Array.isArray(data.errorLabels)) action.errorLabels = data.errorLabels.map(String);
    if (data.writeConcernError && typeof data.writeConcernError === 'object') action.writeConcernError = data.writeConcernError as Doc;
    const count = this.failCommand ? 1 : 0;
    this.failCommand = {
      commands: new Set(data.failCommands.map(String)),
      appName: typeof data.appName === 'string' ? data.appName : undefined,
      action,
      times,
      skip,
    };
    return { count, ok: 1 };
  }

  /**
   * `onPrimaryTransactionalWrite`: fires per statement of a retryable write; `data.closeConnection` (default
   * true) drops the connection after the command, `data.failBeforeCommitExceptionCode` fails the statement.
   */
  private configureTransactionalWrite(cmd: Doc): Doc {
    const mode = parseMode(cmd.mode);
    const count = this.transactionalWrite ? 1 : 0;
    if (mode === 'off') {
      this.transactionalWrite = null;
      return { count, ok: 1 };
    }
    const data = (cmd.data ?? {}) as Doc;
    const code = data.failBeforeCommitExceptionCode;
    this.transactionalWrite = { ...mode, closeConnection: data.closeConnection !== false, failBeforeCommitExceptionCode: code === undefined ? undefined : intOf(code) };
    return { count, ok: 1 };
  }

  transactionalWriteActive(): boolean {
    return this.transactionalWrite !== null;
  }

  /** What onPrimaryTransactionalWrite does to the statement about to run, or null. */
  matchTransactionalWrite(): { closeConnection: boolean; failBeforeCommitExceptionCode?: number } | null {
    const fp = this.transactionalWrite;
    if (!fp) return null;
    if (fp.skip > 0) {
      fp.skip--;
      return null;
    }
    if (--fp.times <= 0) this.transactionalWrite = null;
    return fp;
  }

  /** `failGetMoreAfterCursorCheckout`: a getMore finds its cursor, then fails with `data.errorCode`. */
  private configureGetMore(cmd: Doc): Doc {
    const mode = parseMode(cmd.mode);
    const count = this.failGetMore ? 1 : 0;
    if (mode === 'off') this.failGetMore = null;
    else this.failGetMore = { ...mode, errorCode: intOf((cmd.data as Doc | undefined)?.errorCode, ErrorCodes.InternalError) };
    return { count, ok: 1 };
  }

  /** The error code for a getMore whose cursor was found, or null. Counts the match against `times` and `skip`. */
  matchGetMore(): number | null {
    const fp = this.failGetMore;
    if (!fp) return null;
    if (fp.skip > 0) {
      fp.skip--;
      return null;
    }
    if (--fp.times <= 0) this.failGetMore = null;
    return fp.errorCode;
  }

  /** The action for a command about to run, or null. Counts the match against `times` and `skip`. */
  match(name: string, appName: string | undefined): FailCommandAction | null {
    const fp = this.failCommand;
    if (!fp || neverFailed.has(name) || !fp.commands.has(name)) return null;
    if (fp.appName !== undefined && fp.appName !== appName) return null;
    if (fp.skip > 0) {
      fp.skip--;
      return null;
    }
    if (--fp.times <= 0) this.failCommand = null;
    return fp.action;
  }
}

function parseMode(mode: unknown): 'off' | { times: number; skip: number } {
  if (mode === 'off') return 'off';
  if (mode === 'alwaysOn') return { times: Infinity, skip: 0 };
  if (mode && typeof mode === 'object' && 'times' in mode) return { times: positive((mode as Doc).times, 'times'), skip: 0 };
  if (mode && typeof mode === 'object' && 'skip' in mode) return { times: Infinity, skip: positive((mode as Doc).skip, 'skip') };
  throw new MongoCommandError(ErrorCodes.BadValue, "'mode' must be one of 'off', 'alwaysOn', {times: n}, {skip: n}");
}

/** Codes mongod labels ResumableChangeStreamError on a change stream's getMore (error_labels.cpp, 4.4+). */
const resumableChangeStreamCodes = new Set([...retryableCodes, 63, 133, 150, 234, 13388]);

/** The labels of an error on a change stream's getMore. */
export function changeStreamLabels(code: number): string[] {
  return resumableChangeStreamCodes.has(code) ? ['ResumableChangeStreamError'] : [];
}

function positive(v: unknown, field: string): number {
  const n = intOf(v, -1);
  if (n < 0) throw new MongoCommandError(ErrorCodes.BadValue, `'${field}' must be a non-negative number`);
  return n;
}

/**
 * The error reply of a failed command. Without explicit `errorLabels` the labels are the ones mongod computes:
 * RetryableWriteError for retryable codes on retryable writes and commit/abort, TransientTransactionError for
 * NoSuchTransaction/WriteConflict inside a transaction.
 */
export function failCommandReply(cmd: Doc, name: string, action: FailCommandAction): Doc {
  const code = action.errorCode!;
  const reply: Doc = { ok: 0, errmsg: "Failing command via 'failCommand' failpoint", code, codeName: codeName(code) };
  const labels = action.errorLabels ?? computedLabels(cmd, name, code);
  if (labels.length) reply.errorLabels = labels;
  return reply;
}

/** Codes mongod treats as transient inside a transaction whatever the command (WriteConflict, LockTimeout, snapshot errors). */
const transientCodes = new Set([ErrorCodes.WriteConflict, 24, 239, 246, 117, 209]);

/**
 * The labels mongod adds to an error of `cmd` with `code` (error_labels.cpp): RetryableWriteError for retryable
 * codes on retryable writes and commit/abort; TransientTransactionError inside a transaction for transient codes,
 * and for retryable codes and NoSuchTransaction on a statement — on commit/abort only for NoSuchTransaction.
 * `writeConcernError`: `code` is a write concern error's, which never makes an error transient.
 */
export function computedLabels(cmd: Doc, name: string, code: number, writeConcernError = false): string[] {
  const commitOrAbort = name === 'commitTransaction' || name === 'abortTransaction';
  const labels: string[] = [];
  if (cmd.txnNumber !== undefined && (commitOrAbort || cmd.autocommit === undefined) && retryableCodes.has(code)) labels.push('RetryableWriteError');
  // TransientTransactionError is decided by the command's own error code; a write concern error never adds it.
  if (cmd.autocommit === false && !writeConcernError) {
    const transient = transientCodes.has(code) || (commitOrAbort ? code === ErrorCodes.NoSuchTransaction : retryableCodes.has(code) || code === ErrorCodes.NoSuchTransaction);
    if (transient) labels.push('TransientTransactionError');
  }
  return labels;
}
