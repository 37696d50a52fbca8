/**
 * The embedded MongoDB-compatible server: a TCP listener on 127.0.0.1 speaking the wire protocol, backed by
 * the in-memory {@link Engine}, optionally made durable by a {@link Journal} in a dbpath.
 */
import net from 'node:net';
import { ObjectId } from 'bson';
import { CursorRegistry, ServerState } from './context';
import { ClientConnection, Dispatcher } from './dispatcher';
import { Engine } from './engine';
import { Journal, JournalOptions } from './journal';
import { TransactionManager } from './transactions';
import { sweepTtl } from './ttl';
import { isAwaitableHello } from './commands/admin';
import { Doc } from './values';
import { decodeMessage, encodeMsg, encodeReply, MSG_EXHAUST_ALLOWED, MSG_MORE_TO_COME, OP_MSG, OP_QUERY, splitMessages, WireRequest } from './wire';

/** Options of {@link EmbeddedMongoServer.start}. */
export interface EmbeddedServerOptions {
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** Directory for snapshot + journal; omitted or null keeps everything in memory. */
  dbPath?: string | null;
  /** Replica set name reported by hello (default `rs0`). */
  replSetName?: string;
  /** How often TTL indexes are swept (default 1000 ms; MongoDB uses 60 s). */
  ttlIntervalMs?: number;
  /** Change events kept for change streams and resume (default 10,000). */
  oplogSize?: number;
  journal?: JournalOptions;
  /**
   * Enables test-only commands (`configureFailPoint`), like mongod's `enableTestCommands`. Only test setups
   * turn this on; without it the command does not exist.
   */
  enableTestCommands?: boolean;
}

/** A running embedded server. */
export class EmbeddedMongoServer {
  readonly engine: Engine;
  private readonly state: ServerState;
  private readonly dispatcher: Dispatcher;
  private readonly transactions: TransactionManager;
  private readonly sockets = new Set<net.Socket>();
  private readonly timer: NodeJS.Timeout;
  private journal: Journal | null = null;
  private stopped = false;

  private constructor(
    private readonly server: net.Server,
    engine: Engine,
    options: EmbeddedServerOptions,
  ) {
    this.engine = engine;
    const address = server.address() as net.AddressInfo;
    this.state = {
      engine,
      cursors: new CursorRegistry(),
      host: `127.0.0.1:${address.port}`,
      setName: options.replSetName ?? 'rs0',
      processId: new ObjectId(),
      electionId: new ObjectId('7fffffff0000000000000001'),
      sessions: new Map(),
      closing: new AbortController(),
    };
    this.transactions = new TransactionManager(engine);
    this.dispatcher = new Dispatcher(this.state, this.transactions, { enableTestCommands: options.enableTestCommands === true });
    this.timer = setInterval(() => {
      sweepTtl(this.engine);
      this.transactions.expire();
      this.dispatcher.snapshots.expire();
      this.state.cursors.expire(10 * 60 * 1000);
    }, options.ttlIntervalMs ?? 1000);
    this.timer.unref();
    server.on('connection', (socket) => this.accept(socket));
  }

  /** Starts a server; resolves once it is listening (and, with a dbPath, once data is recovered). */
  static async start(options: EmbeddedServerOptions = {}): Promise<EmbeddedMongoServer> {
    const engine = new Engine({ oplogSize: options.oplogSize });
    const journal = options.dbPath ? Journal.open(options.dbPath, engine, options.journal) : null;
    const server = net.createServer({ noDelay: true });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
    });
    const instance = new EmbeddedMongoServer(server, engine, options);
    instance.journal = journal;
    return instance;
  }

  get port(): number {
    return (this.server.address() as net.AddressInfo).port;
  }

  /** Connection string for drivers, e.g. `mongodb://127.0.0.1:27018/`. */
  get uri(): string {
    return `mongodb://127.0.0.1:${this.port}/`;
  }

  /** Stops listening, closes connections and (with a dbPath) compacts and closes the journal. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.timer);
    this.state.closing.abort();
    this.transactions.abortAll();
    this.dispatcher.snapshots.closeAll();
    this.state.cursors.clear();
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
    this.journal?.close();
    this.journal = null;
  }

  private nextConnectionId = 1;

  private accept(socket: net.Socket): void {
    const connectionId = this.nextConnectionId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    const closed = new AbortController();
    const connection: ClientConnection = { close: () => socket.destroy() };
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      let messages: Buffer[];
      try {
        ({ messages, rest: pending } = splitMessages(pending));
      } catch {
        socket.destroy();
        return;
      }
      for (const msg of messages) void this.handle(socket, msg, connectionId, closed.signal, connection);
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      this.sockets.delete(socket);
      closed.abort();
    });
  }

  private async handle(socket: net.Socket, msg: Buffer, connectionId: number, closed: AbortSignal, connection: ClientConnection): Promise<void> {
    let request;
    try {
      request = decodeMessage(msg);
    } catch {
      socket.destroy();
      return;
    }
    if (request.opCode !== OP_MSG && request.opCode !== OP_QUERY) {
      socket.destroy();
      return;
    }
    if (request.opCode === OP_MSG && request.flags & MSG_EXHAUST_ALLOWED && isAwaitableHello(request.command)) {
      return this.stream(socket, request, connectionId, closed);
    }
    // The handshake names the application; failpoints may match on it.
    const appName = request.command.client?.application?.name;
    if (typeof appName === 'string') connection.appName = appName;
    const result = this.dispatcher.execute(request.command, request.db, connectionId, closed, connection);
    this.reply(socket, request, result instanceof Promise ? await result : result);
  }

  private reply(socket: net.Socket, request: WireRequest, reply: Doc): void {
    if (request.opCode === OP_MSG && request.flags & MSG_MORE_TO_COME) return;
    if (socket.destroyed) return;
    socket.write(request.opCode === OP_MSG ? encodeMsg(request.requestId, reply) : encodeReply(request.requestId, reply));
  }

  /**
   * Exhaust stream for a streaming monitor (what mongod does when the hello carries exhaustAllowed): every
   * reply is flagged moreToCome and answers the previous reply, one per maxAwaitTimeMS, until the connection
   * closes. A reply without moreToCome would end the driver's stream with "Server ended moreToCome
   * unexpectedly": it marks the server Unknown, clears the connection pool and stalls operations for
   * minHeartbeatFrequencyMS (500 ms) every heartbeat.
   */
  private async stream(socket: net.Socket, request: WireRequest, connectionId: number, closed: AbortSignal): Promise<void> {
    let responseTo = request.requestId;
    while (!closed.aborted && !this.stopped) {
      const reply: Doc = await this.dispatcher.run(request.command, request.db, connectionId, closed);
      if (closed.aborted || this.stopped || socket.destroyed) return;
      const more = reply.ok === 1;
      const message = encodeMsg(responseTo, reply, more ? MSG_MORE_TO_COME : 0);
      socket.write(message);
      if (!more) return;
      responseTo = message.readInt32LE(4);
    }
  }
}
