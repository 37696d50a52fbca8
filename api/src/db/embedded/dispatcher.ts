/**
 * Routes a decoded command to its handler, opens the transaction view when the command belongs to one, and
 * turns thrown errors into MongoDB error replies. Handlers run synchronously up to their first await, so the
 * read-then-write part of every command is atomic.
 */
import { adminCommands } from './commands/admin';
import { readCommands } from './commands/read';
import { writeCommands } from './commands/write';
import { CommandContext, CommandHandler, ServerState } from './context';
import { ErrorCodes, MongoCommandError } from './errors';
import { TransactionManager } from './transactions';
import { CommittedView, DataView } from './views';
import { Doc } from './values';

/** Real MongoDB commands this server deliberately does not implement (answered with code 115). */
const knownUnsupported = [
  'explain', 'mapReduce', 'geoNear', 'collMod', 'renameCollection', 'cloneCollectionAsCapped', 'convertToCapped', 'compact',
  'validate', 'reIndex', 'currentOp', 'killOp', 'fsync', 'fsyncUnlock', 'shutdown', 'replSetGetStatus', 'replSetInitiate',
  'replSetReconfig', 'replSetStepDown', 'replSetGetConfig', 'createUser', 'updateUser', 'dropUser', 'usersInfo', 'createRole',
  'saslStart', 'saslContinue', 'authenticate', 'logout', 'getnonce', 'copydb', 'clone', 'dbHash', 'profile', 'setParameter',
  'setFeatureCompatibilityVersion', 'shardCollection', 'enableSharding', 'addShard', 'balancerStart', 'collStats', 'dbStats',
  'dataSize', 'top', 'getLog', 'logRotate', 'eval', 'group', 'parallelCollectionScan', 'bulkWrite', 'createSearchIndexes',
  'planCacheClear', 'applyOps', 'getLastError', 'resetError', 'getPrevError', 'checkShardingIndex',
];

const transactionCommands = new Set(['find', 'getMore', 'insert', 'update', 'delete', 'findAndModify', 'findandmodify', 'aggregate', 'distinct', 'count', 'killCursors', 'commitTransaction', 'abortTransaction']);

/** Executes commands against one server's state. */
export class Dispatcher {
  private readonly handlers: Record<string, CommandHandler>;
  private readonly committed: CommittedView;

  constructor(
    private readonly state: ServerState,
    readonly transactions: TransactionManager,
  ) {
    this.committed = new CommittedView(state.engine);
    this.handlers = {
      ...adminCommands,
      ...readCommands,
      ...writeCommands,
      commitTransaction: (cmd) => this.transactions.commit(cmd),
      abortTransaction: (cmd) => this.transactions.abortCommand(cmd),
      endSessions: (cmd) => {
        this.transactions.endSessions((cmd.endSessions ?? []) as Doc[]);
        return { ok: 1 };
      },
    };
  }

  /** Runs one command and always resolves with a reply document. */
  async run(command: Doc, db: string, connectionId: number, connectionClosed?: AbortSignal): Promise<Doc> {
    return this.execute(command, db, connectionId, connectionClosed);
  }

  /**
   * Runs one command; the reply is returned directly when the handler is synchronous (every CRUD command),
   * so the server can answer in the same tick without promise hops, and as a promise otherwise.
   */
  execute(command: Doc, db: string, connectionId: number, connectionClosed?: AbortSignal): Doc | Promise<Doc> {
    const name = commandName(command);
    const inTxn = command.autocommit === false;
    try {
      const handler = this.handlers[name];
      if (!handler) throw unknownCommand(name);
      let view: DataView = this.committed;
      if (inTxn) {
        if (!transactionCommands.has(name)) {
          throw new MongoCommandError(ErrorCodes.OperationNotSupportedInTransaction, `Cannot run '${name}' in a multi-document transaction.`);
        }
        if (name !== 'commitTransaction' && name !== 'abortTransaction') view = this.transactions.viewFor(command);
      }
      const ctx: CommandContext = { state: this.state, db, view, connectionId, connectionClosed };
      // Journal records of the command's synchronous part go out in one write before the reply.
      const reply = this.state.engine.runCommand(() => handler(command, ctx));
      if (reply instanceof Promise) return reply.catch((e: unknown) => this.failed(e, command, name, inTxn));
      return reply;
    } catch (e) {
      return this.failed(e, command, name, inTxn);
    }
  }

  private failed(e: unknown, command: Doc, name: string, inTxn: boolean): Doc {
    if (inTxn && name !== 'commitTransaction' && name !== 'abortTransaction') this.transactions.abortAfterError(command);
    if (e instanceof MongoCommandError) return e.toReply();
    return { ok: 0, errmsg: `internal error in embedded database server: ${(e as Error).message}`, code: 1, codeName: 'InternalError' };
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

