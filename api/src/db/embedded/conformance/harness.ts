/**
 * Conformance harness: each suite runs against a fresh embedded server (test commands enabled), or, when
 * MONGODB_URI is set, against that server in a uniquely named database — the same tests must pass on both.
 * A real server needs `--setParameter enableTestCommands=1` for the failpoint tests and must be a replica set
 * (transactions, change streams).
 */
import { CommandStartedEvent, CommandSucceededEvent, Db, MongoClient, MongoClientOptions } from 'mongodb';
import { startTestDatabase, TestDatabase } from '../../connect';

/** The server under test and a driver client on it. */
export interface Target {
  db: TestDatabase;
  client: MongoClient;
  raw: Db;
  /** True when running against MONGODB_URI rather than the embedded server. */
  external: boolean;
  /** Another client on the same server (own pool and sessions). */
  connect(options?: MongoClientOptions): Promise<MongoClient>;
  close(): Promise<void>;
}

/** Opens the target for one test file. */
export async function openTarget(): Promise<Target> {
  const db = await startTestDatabase();
  const clients: MongoClient[] = [];
  const connect = async (options: MongoClientOptions = {}) => {
    const c = await MongoClient.connect(db.uri, options);
    clients.push(c);
    return c;
  };
  const client = await connect();
  return {
    db,
    client,
    raw: client.db(db.connection.db!.databaseName),
    external: !!process.env.MONGODB_URI,
    connect,
    async close() {
      await client.db('admin').command({ configureFailPoint: 'failCommand', mode: 'off' }).catch(() => undefined);
      for (const c of clients) await c.close();
      await db.stop();
    },
  };
}

/** Turns on mongod's failCommand failpoint. */
export async function failCommand(client: MongoClient, mode: 'alwaysOn' | { times: number } | { skip: number }, data: Record<string, unknown>): Promise<void> {
  await client.db('admin').command({ configureFailPoint: 'failCommand', mode, data });
}

/** Records the commands a client sends and the replies it gets (client needs `monitorCommands: true`). */
export function recordCommands(client: MongoClient): { started: CommandStartedEvent[]; succeeded: CommandSucceededEvent[] } {
  const log = { started: [] as CommandStartedEvent[], succeeded: [] as CommandSucceededEvent[] };
  client.on('commandStarted', (e) => log.started.push(e));
  client.on('commandSucceeded', (e) => log.succeeded.push(e));
  return log;
}

/** Documents of the conformance collections: `_id`s are plain numbers or strings. */
export interface Loose {
  _id?: number | string;
  [key: string]: unknown;
}
