/**
 * Routes a decoded command to its handler, opens the transaction view when the command belongs to one, and
 * turns thrown errors into MongoDB error replies. Handlers run synchronously up to their first await, so the
 * read-then-write part of every command is atomic.
 */
import { adminCommands, getParameterFrom, serverParameters } from './commands/admin';
import { collMod, create } from './commands/collection-options';
import { readCommands } from './commands/read';
import { explain } from './commands/explain';
import { writeCommands } from './commands/write';
import { clusterTime, stampReply } from './cluster-time';
import { CommandContext, CommandHandler, ServerState, sleep } from './context';
import { ErrorCodes, MongoCommandError } from './errors';
import { changeStreamLabels, computedLabels, FailCommandAction, failCommandReply, FailPoints } from './failpoints';
import { snapshotReadCommands, SnapshotReads } from './snapshot-reads';
import { sessionIdKey, TransactionManager } from './transactions';
import { CommittedView, DataView } from './views';
import { Doc, intOf } from './values';
import { checkWriteConcern, writeConcernCommands, writeConcernError } from './write-concern';

/** Real MongoDB commands this server deliberately does not implement (answered with code 115). */
const knownUnsupported = [
  'mapReduce', 'geoNear', 'cloneCollectionAsCapped', 'convertToCapped', 'compact',
  'validate', 'reIndex', 'currentOp', 'killOp', 'fsync', 'fsyncUnlock', 'shutdown', 'replSetGetStatus', 'replSetInitiate',
  'replSetReconfig', 'replSetStepDown', 'replSetGetConfig', 'createUser', 'updateUser', 'dropUser', 'usersInfo', 'createRole',
  'saslStart', 'saslContinue', 'authenticate', 'logout', 'getnonce', 'copydb', 'clone', 'dbHash', 'profile', 'setParameter',
  'setFeatureCompatibilityVersion', 'shardCollection', 'enableSharding', 'addShard', 'balancerStart', 'collStats', 'dbStats',
  'dataSize', 'top', 'getLog', 'logRotate', 'eval', 'group', 'parallelCollectionScan', 'bulkWrite', 'createSearchIndexes',
  'planCacheClear', 'applyOps', 'getLastError', 'resetError', 'getPrevError', 'checkShardingIndex',
];

const transactionCommands = new Set(['find', 'getMore', 'insert', 'update', 'delete', 'findAndModify', 'findandmodify', 'aggregate', 'distinct', 'killCursors', 'commitTransaction', 'abortTransaction']);

/** Commands the driver retries as retryable writes (lsid + txnNumber outside a transaction). */
const retryableWriteCommands = new Set(['insert', 'update', 'delete', 'findAndModify', 'findandmodify']);

/** Dispatcher options. */
export interface DispatcherOptions {
  /** Registers test-only commands (configureFailPoint); mongod's `enableTestCommands`. */
  enableTestCommands?: boolean;
}

/** The client connection a command arrived on, for failpoints that match an app name or close it. */
export interface ClientConnection {
  appName?: string;
  /** Closes the connection without a reply (failCommand `closeConnection`). */
  close(): void;
}

/** Executes commands against one server's state. */
export class Dispatcher {
  private readonly handlers: Record<string, CommandHandler>;
  private readonly committed: CommittedView;
  readonly snapshots: SnapshotReads;
  readonly failPoints: FailPoints | null;

  constructor(
    private readonly state: ServerState,
    readonly transactions: TransactionManager,
    options: DispatcherOptions = {},
  ) {
    this.committed = new CommittedView(state.engine);
    this.snapshots = new SnapshotReads(state.engine);
    this.failPoints = options.enableTestCommands ? new FailPoints() : null;
    const failPoints = this.failPoints;
    this.handlers = {
      ...adminCommands,
      collMod,
      create,
      ...readCommands,
      explain,
      ...writeCommands,
      commitTransaction: (cmd) => this.transactions.commit(cmd),
      abortTransaction: (cmd) => this.transactions.abortCommand(cmd),
      endSessions: (cmd) => {
        const ids = (cmd.endSessions ?? []) as Doc[];
        this.transactions.endSessions(ids);
        this.snapshots.endSessions(ids.map((id) => sessionIdKey(id?.id)));
        for (const id of ids) this.state.sessions.delete(sessionIdKey(id?.id));
        return { ok: 1 };
      },
      // mongod kills the sessions' operations and aborts their transactions; here only transactions outlive a command.
      killSessions: (cmd) => {
        this.transactions.killSessions(Array.isArray(cmd.killSessions) ? (cmd.killSessions as Doc[]) : []);
        return { ok: 1 };
      },
      killAllSessions: () => {
        this.transactions.abortAll();
        return { ok: 1 };
      },
      getParameter: getParameterFrom(serverParameters(failPoints !== null)),
      ...(failPoints ? { configureFailPoint: (cmd: Doc) => failPoints.configure(cmd) } : {}),
    };
  }

  /** Runs one command and always resolves with a reply document. */
  async run(command: Doc, db: string, connectionId: number, connectionClosed?: AbortSignal, connection?: ClientConnection): Promise<Doc> {
    return this.execute(command, db, connectionId, connectionClosed, connection);
  }

  /**
   * Runs one command; the reply is returned directly when the handler is synchronous (every CRUD command),
   * so the server can answer in the same tick without promise hops, and as a promise otherwise.
   */
  execute(command: Doc, db: string, connectionId: number, connectionClosed?: AbortSignal, connection?: ClientConnection, failPointsChecked = false): Doc | Promise<Doc> {
    const name = commandName(command);
    if (this.failPoints && !failPointsChecked) {
      const action = this.failPoints.match(name, connection?.appName);
      if (action) return this.injectFailure(action, command, db, connectionId, connectionClosed, connection);
    }
    const inTxn = command.autocommit === false;
    if (command.lsid && typeof command.lsid === 'object' && name !== 'endSessions') this.noteSession(command.lsid as Doc);
    // onPrimaryTransactionalWrite fires per statement of a retryable write: it may fail the statement before it
    // is applied, and (by default) closes the connection so the client sees a network error and retries.
    let closeAfter = false;
    const beforeStatement = this.failPoints?.transactionalWriteActive() && !inTxn && command.txnNumber !== undefined && retryableWriteCommands.has(name)
      ? () => {
          const fire = this.failPoints!.matchTransactionalWrite();
          if (!fire) return;
          if (fire.closeConnection) closeAfter = true;
          if (fire.failBeforeCommitExceptionCode !== undefined) {
            throw new MongoCommandError(fire.failBeforeCommitExceptionCode, `Failing write for ${String(command.txnNumber)} due to failpoint. The write must not be reflected.`);
          }
        }
      : undefined;
    const closing = (reply: Doc): Doc => {
      if (closeAfter) connection?.close();
      return reply;
    };
    try {
      if (command.apiVersion !== undefined || command.apiStrict !== undefined || command.apiDeprecationErrors !== undefined) checkApiVersion(command, name);
      const handler = this.handlers[name];
      if (!handler) throw unknownCommand(name);
      let view: DataView = this.committed;
      let snapshotSeq = -1;
      if (inTxn) {
        if (!transactionCommands.has(name)) {
          throw new MongoCommandError(ErrorCodes.OperationNotSupportedInTransaction, `Cannot run '${name}' in a multi-document transaction.`);
        }
        const endsTxn = name === 'commitTransaction' || name === 'abortTransaction';
        if (command.writeConcern !== undefined && !endsTxn) throw new MongoCommandError(ErrorCodes.InvalidOptions, 'Cannot set write concern after starting a transaction.');
        if (!endsTxn) view = this.transactions.viewFor(command);
      } else if (command.readConcern !== undefined) {
        const snapshot = this.readConcern(command, name);
        if (snapshot) {
          view = snapshot.view;
          snapshotSeq = snapshot.seq;
        }
      }
      if (command.writeConcern !== undefined) checkWriteConcern(command.writeConcern);
      if (name === 'getMore' && this.failPoints) this.failGetMoreAfterCheckout(command);
      const retrySession = !inTxn && command.txnNumber !== undefined && command.lsid && retryableWriteCommands.has(name) ? sessionIdKey(command.lsid.id) : null;
      if (retrySession !== null) {
        const recorded = this.transactions.retriedReply(retrySession, command);
        if (recorded) return this.stamp(recorded);
      }
      const ctx: CommandContext = { state: this.state, db, view, connectionId, connectionClosed, beforeStatement };
      // Journal records of the command's synchronous part go out in one write before the reply.
      const reply = this.state.engine.runCommand(() => handler(command, ctx));
      if (reply instanceof Promise) {
        return reply.then(
          (r) => this.finish(r, command, name, inTxn, retrySession, snapshotSeq),
          (e: unknown) => this.failed(e, command, name, inTxn),
        );
      }
      return closing(this.finish(reply, command, name, inTxn, retrySession, snapshotSeq));
    } catch (e) {
      return closing(this.failed(e, command, name, inTxn));
    }
  }

  /** The `failGetMoreAfterCursorCheckout` failpoint: the cursor must exist, then the getMore fails. */
  private failGetMoreAfterCheckout(command: Doc): void {
    const cursor = this.state.cursors.get(command.getMore);
    const code = this.failPoints!.matchGetMore();
    if (code === null) return;
    const labels = cursor.changeStream ? changeStreamLabels(code) : [];
    throw new MongoCommandError(code, "Failing command via 'failGetMoreAfterCursorCheckout' failpoint", {}, labels);
  }

  /** Records a session's last use, as mongod's logical session cache does (unauthenticated: no `uid`). */
  private noteSession(lsid: Doc): void {
    const key = sessionIdKey(lsid.id);
    const known = this.state.sessions.get(key);
    if (known) known.lastUse = new Date();
    else this.state.sessions.set(key, { _id: { id: lsid.id }, lastUse: new Date() });
  }

  /** Validates a read concern; for a snapshot read outside a transaction, the snapshot to read from. */
  private readConcern(command: Doc, name: string): { view: DataView; seq: number } | null {
    const rc = command.readConcern as Doc;
    if (!rc || typeof rc !== 'object') throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'readConcern' is the wrong type, expected type 'object'");
    const level = rc.level;
    if (level === undefined || level === 'local' || level === 'majority' || level === 'available' || level === 'linearizable') {
      if (rc.atClusterTime !== undefined) throw new MongoCommandError(ErrorCodes.InvalidOptions, 'atClusterTime is only allowed with readConcern level snapshot');
      if (level === 'linearizable' && name === 'aggregate' && writesOut(command)) {
        throw new MongoCommandError(ErrorCodes.InvalidOptions, "{readConcern: {level: 'linearizable'}} cannot be used with $out or $merge");
      }
      return null;
    }
    if (level !== 'snapshot') throw new MongoCommandError(ErrorCodes.FailedToParse, `readConcern level '${String(level)}' is not valid`);
    if (!snapshotReadCommands.has(name)) throw new MongoCommandError(ErrorCodes.InvalidOptions, `Command ${name} does not support { readConcern: { level: "snapshot" } }`);
    if (name === 'getMore' || name === 'killCursors') return null;
    return this.snapshots.viewFor(command);
  }

  /** Post-processing of a reply: transaction abort on write errors, retry record, times, write concern. */
  private finish(reply: Doc, command: Doc, name: string, inTxn: boolean, retrySession: string | null, snapshotSeq: number): Doc {
    // A write error inside a transaction aborts it, as in MongoDB: the next statement gets NoSuchTransaction.
    if (inTxn && reply.writeErrors) this.transactions.abortAfterError(command);
    if (snapshotSeq >= 0) {
      const at = clusterTime(snapshotSeq);
      if (reply.cursor) reply.cursor.atClusterTime = at;
      else reply.atClusterTime = at;
    }
    if (command.writeConcern !== undefined && reply.ok === 1 && writeConcernCommands.has(name)) {
      const wce = writeConcernError(command.writeConcern);
      if (wce) reply.writeConcernError = wce;
    }
    if (retrySession !== null) this.transactions.recordRetryable(retrySession, command, reply);
    return this.stamp(reply);
  }

  private failed(e: unknown, command: Doc, name: string, inTxn: boolean): Doc {
    if (inTxn && name !== 'commitTransaction' && name !== 'abortTransaction') this.transactions.abortAfterError(command);
    if (e instanceof MongoCommandError) return this.stamp(e.toReply());
    return this.stamp({ ok: 0, errmsg: `internal error in embedded database server: ${(e as Error).message}`, code: 1, codeName: 'InternalError' });
  }

  private stamp(reply: Doc): Doc {
    return stampReply(reply, this.state.engine.seq);
  }

  /**
   * failCommand: close the connection, or hold it `blockTimeMS`, then fail with the error or run the command
   * and attach the `writeConcernError` (mongod's order). A failed statement aborts its transaction like any
   * other error.
   */
  private async injectFailure(action: FailCommandAction, command: Doc, db: string, connectionId: number, closed?: AbortSignal, connection?: ClientConnection): Promise<Doc> {
    const name = commandName(command);
    if (action.closeConnection) {
      connection?.close();
      return this.stamp({ ok: 0, errmsg: "Failing command due to 'failCommand' failpoint", code: ErrorCodes.SocketException, codeName: 'SocketException' });
    }
    if (action.blockTimeMS) await sleep(this.state, action.blockTimeMS);
    if (action.errorCode !== undefined) {
      // mongod evaluates failCommand before the statement checks out its session, so the transaction stays open
      // (drivers retry reads inside it on RetryableError labels).
      return this.stamp(failCommandReply(command, name, action));
    }
    // The failpoint already matched this command: running it must not consume another of its `times`.
    // A copy: the retry record keeps the real reply, so a retried write is answered without the injected error.
    const reply = { ...(await this.execute(command, db, connectionId, closed, connection, true)) };
    if (action.writeConcernError && reply.ok === 1) {
      reply.writeConcernError = action.writeConcernError;
      const labels = action.errorLabels ?? computedLabels(command, name, intOf(action.writeConcernError.code), true);
      if (labels.length) reply.errorLabels = labels;
    }
    return reply;
  }
}

/** Commands in Stable API version 1 (MongoDB 7.0); `apiStrict: true` refuses every other command. */
const apiVersion1 = new Set([
  'abortTransaction', 'aggregate', 'authenticate', 'collMod', 'commitTransaction', 'count', 'create', 'createIndexes', 'delete', 'drop',
  'dropDatabase', 'dropIndexes', 'endSessions', 'explain', 'find', 'findAndModify', 'getMore', 'hello', 'insert', 'killCursors',
  'listCollections', 'listDatabases', 'listIndexes', 'ping', 'refreshSessions', 'update',
]);

/** Stable API parameters as mongod 7.0 checks them. */
function checkApiVersion(command: Doc, name: string): void {
  if (command.apiVersion === undefined) {
    throw new MongoCommandError(ErrorCodes.Location4886600, "Provided apiStrict and/or apiDeprecationErrors without passing apiVersion");
  }
  if (command.apiVersion !== '1') throw new MongoCommandError(ErrorCodes.APIVersionError, `API version must be "1"`);
  if (command.apiStrict === true && !apiVersion1.has(name)) {
    throw new MongoCommandError(ErrorCodes.APIStrictError, `Provided apiStrict:true, but the command ${name} is not in API Version 1. Information on supported commands and migrations in API Version 1 can be found at https://dochub.mongodb.org/core/manual-versioned-api`);
  }
}

/** The command name is the body's first key (found without building the key array). */
function commandName(command: Doc): string {
  for (const key in command) return key;
  return '';
}

function unknownCommand(name: string): MongoCommandError {
  if (knownUnsupported.includes(name)) {
    return new MongoCommandError(ErrorCodes.CommandNotSupported, `command '${name}' is not supported by the embedded database server; use a real MongoDB (set MONGODB_URI) for it`);
  }
  return new MongoCommandError(ErrorCodes.CommandNotFound, `no such command: '${name}'`);
}

/** Whether an aggregate ends in `$out` or `$merge` (a write, which a linearizable read cannot be). */
function writesOut(command: Doc): boolean {
  const pipeline = command.pipeline;
  if (!Array.isArray(pipeline) || pipeline.length === 0) return false;
  const last = pipeline[pipeline.length - 1] as Doc | null;
  return !!last && typeof last === 'object' && ('$out' in last || '$merge' in last);
}
