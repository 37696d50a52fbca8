/**
 * Shared server state and the per-command context handed to command handlers.
 */
import { Long, ObjectId } from 'bson';
import { Engine } from './engine';
import { ErrorCodes, MongoCommandError } from './errors';
import { DataView } from './views';
import { Doc } from './values';

/** A server-side cursor: either a materialized result list or a change stream. */
export interface CursorState {
  id: Long;
  ns: string;
  /** Set on change stream cursors (their getMore errors carry ResumableChangeStreamError when resumable). */
  readonly changeStream?: boolean;
  /** Returns up to `batchSize` documents; `done` when nothing will ever follow. */
  next(batchSize: number, maxTimeMS: number): Promise<{ batch: Doc[]; done: boolean; extra?: Doc }>;
}

/** Cursors of the whole server, by id. */
export class CursorRegistry {
  private readonly cursors = new Map<string, CursorState>();
  private readonly lastUsed = new Map<string, number>();
  private nextId = BigInt(Date.now()) * 1000n;

  newId(): Long {
    this.nextId += 1n;
    return Long.fromBigInt(this.nextId);
  }

  add(cursor: CursorState): void {
    this.cursors.set(cursor.id.toString(), cursor);
    this.lastUsed.set(cursor.id.toString(), Date.now());
  }

  get(id: unknown): CursorState {
    const cursor = this.cursors.get(String(id));
    if (!cursor) throw new MongoCommandError(ErrorCodes.CursorNotFound, `cursor id ${String(id)} not found`);
    this.lastUsed.set(String(id), Date.now());
    return cursor;
  }

  delete(id: unknown): boolean {
    this.lastUsed.delete(String(id));
    return this.cursors.delete(String(id));
  }

  /** Drops cursors idle longer than `idleMs` (MongoDB: 10 minutes), so abandoned cursors free memory. */
  expire(idleMs: number, now = Date.now()): void {
    for (const [id, at] of this.lastUsed) if (now - at > idleMs) this.delete(id);
  }

  clear(): void {
    this.cursors.clear();
    this.lastUsed.clear();
  }
}

/** State shared by all connections of one server. */
export interface ServerState {
  engine: Engine;
  cursors: CursorRegistry;
  /** `host:port` the server advertises in hello. */
  host: string;
  setName: string;
  processId: ObjectId;
  electionId: ObjectId;
  /** Logical sessions seen on this server, by id (what `$listLocalSessions` lists). */
  sessions: Map<string, { _id: Doc; lastUse: Date }>;
  /** Resolves pending waits (awaitable hello, change stream getMore) when the server stops. */
  closing: AbortController;
}

/** What a handler receives besides the command document. */
export interface CommandContext {
  state: ServerState;
  db: string;
  view: DataView;
  connectionId: number;
  /** Called before each statement of a write command (test failpoints); may throw to fail the command. */
  beforeStatement?: () => void;
  /** Aborted when the client's connection closes, so a held reply (awaitable hello) stops waiting. */
  connectionClosed?: AbortSignal;
}

/** A command implementation. */
export type CommandHandler = (cmd: Doc, ctx: CommandContext) => Doc | Promise<Doc>;

/** Waits `ms` or until the server closes, whichever comes first. */
export function sleep(state: ServerState, ms: number, wake?: (resolve: () => void) => () => void): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const done = () => {
      clearTimeout(timer);
      state.closing.signal.removeEventListener('abort', done);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, ms);
    if (state.closing.signal.aborted) return done();
    state.closing.signal.addEventListener('abort', done);
    if (wake) unsubscribe = wake(done);
  });
}

/** Collection name argument of a command, validated. */
export function collectionArg(cmd: Doc, name: string): string {
  const value = cmd[name];
  if (typeof value !== 'string' || !value) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `collection name has invalid type ${typeof value}`);
  }
  return value;
}
