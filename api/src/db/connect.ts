/**
 * Opens the application's database connection. With `MONGODB_URI` it connects there (a real replica set);
 * otherwise it starts the embedded MongoDB-compatible server in-process and connects mongoose to it, so a
 * fresh checkout runs with zero setup. Production without `MONGODB_URI` is refused.
 */
import path from 'node:path';
import mongoose from 'mongoose';
import { EmbeddedMongoServer } from './embedded/server';

/** The api package directory, whether running from `src/` or `dist/`. */
const apiDir = path.resolve(__dirname, '..', '..');

/** Settings for {@link connectDatabase}; every field falls back to the environment. */
export interface DatabaseConfig {
  /** External MongoDB URI (env `MONGODB_URI`). */
  mongodbUri?: string;
  /** Embedded data directory (env `EMBEDDED_DB_PATH`, default `api/.data/db`; relative paths are resolved against `api/`). */
  embeddedDbPath?: string;
  /** Embedded server port (env `EMBEDDED_DB_PORT`, default random). */
  embeddedDbPort?: number;
  /** Keep embedded data in memory only (tests). */
  inMemory?: boolean;
  /** `production` refuses to start the embedded server (env `NODE_ENV`). */
  nodeEnv?: string;
  /** Database name; default: the one in the URI, else `league`. */
  dbName?: string;
  /** Embedded server only: enable test-only commands (configureFailPoint). Test setups only. */
  enableTestCommands?: boolean;
}

/** An open database connection. */
export interface DatabaseHandle {
  uri: string;
  /** The connected default mongoose connection (models defined with `mongoose.model` use it). */
  connection: mongoose.Connection;
  /** The embedded server when one was started, else null. */
  embedded: EmbeddedMongoServer | null;
  /** Disconnects mongoose and stops the embedded server (compacting its journal). */
  close(): Promise<void>;
}

/** Thrown when production has no MONGODB_URI. */
export class DatabaseConfigError extends Error {
  override name = 'DatabaseConfigError';
}

/** Connects mongoose to MONGODB_URI or to a freshly started embedded server. */
export async function connectDatabase(config: DatabaseConfig = {}): Promise<DatabaseHandle> {
  const env = process.env;
  const uri = config.mongodbUri ?? env.MONGODB_URI;
  const nodeEnv = config.nodeEnv ?? env.NODE_ENV;
  let embedded: EmbeddedMongoServer | null = null;
  let target = uri;
  if (!target) {
    if (nodeEnv === 'production') {
      throw new DatabaseConfigError('MONGODB_URI is required when NODE_ENV=production; the embedded database is for development and tests only.');
    }
    const dbPath = config.inMemory ? null : path.resolve(apiDir, config.embeddedDbPath ?? env.EMBEDDED_DB_PATH ?? '.data/db');
    const envPort = env.EMBEDDED_DB_PORT ? Number(env.EMBEDDED_DB_PORT) : undefined;
    embedded = await EmbeddedMongoServer.start({ port: config.embeddedDbPort ?? envPort ?? 0, dbPath, enableTestCommands: config.enableTestCommands === true });
    target = `${embedded.uri}league`;
  }
  try {
    // monitorCommands feeds the database latency histogram of /metrics (db/health.ts)
    await mongoose.connect(target, { serverSelectionTimeoutMS: 10000, monitorCommands: true, ...(config.dbName ? { dbName: config.dbName } : {}) });
  } catch (e) {
    await embedded?.stop();
    throw e;
  }
  const server = embedded;
  return {
    uri: target,
    connection: mongoose.connection,
    embedded: server,
    async close() {
      await mongoose.disconnect();
      await server?.stop();
    },
  };
}

/** A database for one test file: embedded and in memory (or MONGODB_URI with a unique database name). */
export interface TestDatabase extends DatabaseHandle {
  stop(): Promise<void>;
}

/**
 * Starts a fresh in-memory embedded server and connects mongoose to it, through the same code path the
 * app uses. With MONGODB_URI set, connects there instead, to a uniquely named database dropped on stop.
 * The embedded server has test commands (configureFailPoint) enabled, so tests can inject faults.
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  const external = process.env.MONGODB_URI;
  let handle: DatabaseHandle;
  if (external) {
    handle = await connectDatabase({ mongodbUri: external, dbName: `test_${process.pid}_${Date.now().toString(36)}` });
  } else handle = await connectDatabase({ inMemory: true, nodeEnv: 'test', embeddedDbPort: 0, enableTestCommands: true });
  const stop = async () => {
    if (external) await handle.connection.dropDatabase();
    await handle.close();
  };
  return { ...handle, stop };
}
