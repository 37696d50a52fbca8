/**
 * Handshake, server information and catalog commands (databases, collections, indexes).
 */
import { Long } from 'bson';
import { Query } from 'mingo';
import { CommandContext, CommandHandler, collectionArg, sleep } from '../context';
import { cursorReply } from '../cursors';
import { ErrorCodes, MongoCommandError } from '../errors';
import { IndexSpec, normalizeSpec } from '../index-store';
import { Doc, valueKey } from '../values';

/** Wire version of MongoDB 7.0; driver 7 needs at least 8 and understands up to 25. */
const MAX_WIRE_VERSION = 21;

const hello: CommandHandler = async (cmd, ctx) => {
  const { state } = ctx;
  // Streaming monitors send topologyVersion + maxAwaitTimeMS and expect the reply only when the topology
  // changes or the wait runs out; answering at once would make them spin. The topology never changes here.
  if (isAwaitableHello(cmd)) {
    const closed = ctx.connectionClosed;
    await sleep(state, Number(cmd.maxAwaitTimeMS), closed ? (done) => onAbort(closed, done) : undefined);
  }
  const reply: Doc = {
    helloOk: true,
    ismaster: true,
    isWritablePrimary: true,
    topologyVersion: { processId: state.processId, counter: Long.fromNumber(0) },
    hosts: [state.host],
    setName: state.setName,
    setVersion: 1,
    secondary: false,
    primary: state.host,
    me: state.host,
    electionId: state.electionId,
    lastWrite: { lastWriteDate: new Date(), majorityWriteDate: new Date() },
    maxBsonObjectSize: 16 * 1024 * 1024,
    maxMessageSizeBytes: 48000000,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.connectionId,
    minWireVersion: 0,
    maxWireVersion: MAX_WIRE_VERSION,
    readOnly: false,
    ok: 1,
  };
  if (!cmd.hello) delete reply.isWritablePrimary;
  return reply;
};

/** A streaming monitor's hello: answered after `maxAwaitTimeMS`, and as an exhaust stream when allowed. */
export function isAwaitableHello(cmd: Doc): boolean {
  return (cmd.hello !== undefined || cmd.isMaster !== undefined || cmd.ismaster !== undefined) && !!cmd.topologyVersion && cmd.maxAwaitTimeMS !== undefined;
}

function onAbort(signal: AbortSignal, done: () => void): () => void {
  if (signal.aborted) {
    queueMicrotask(done);
    return () => {};
  }
  signal.addEventListener('abort', done);
  return () => signal.removeEventListener('abort', done);
}

const buildInfo: CommandHandler = () => ({
  version: '7.0.0',
  gitVersion: 'embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['embedded'],
  ok: 1,
});

const listDatabases: CommandHandler = (cmd, ctx) => {
  const dbs = Array.from(ctx.state.engine.dbs.keys()).map((name) => ({ name, sizeOnDisk: 0, empty: false }));
  const filtered = cmd.filter ? dbs.filter((d) => new Query(cmd.filter).test(d)) : dbs;
  if (cmd.nameOnly) return { databases: filtered.map((d) => ({ name: d.name })), ok: 1 };
  return { databases: filtered, totalSize: 0, totalSizeMb: 0, ok: 1 };
};

const listCollections: CommandHandler = (cmd, ctx) => {
  const colls = ctx.state.engine.dbs.get(ctx.db);
  let infos: Doc[] = Array.from(colls?.values() ?? []).map((c) => ({
    name: c.name,
    type: c.view ? 'view' : 'collection',
    options: c.options,
    info: c.view ? { readOnly: true } : { readOnly: false, uuid: c.uuid },
    ...(c.view ? {} : { idIndex: { v: 2, key: { _id: 1 }, name: '_id_' } }),
  }));
  if (cmd.filter && Object.keys(cmd.filter).length) infos = infos.filter((i) => new Query(cmd.filter).test(i));
  if (cmd.nameOnly) infos = infos.map((i) => ({ name: i.name, type: i.type }));
  return cursorReply(ctx.state.cursors, `${ctx.db}.$cmd.listCollections`, infos, cmd.cursor?.batchSize);
};

const drop: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'drop');
  const coll = ctx.state.engine.getCollection(ctx.db, name);
  const nIndexesWas = coll ? coll.indexes.size + 1 : 0;
  ctx.state.engine.dropCollection(ctx.db, name);
  return { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 };
};

const dropDatabase: CommandHandler = (_cmd, ctx) => {
  ctx.state.engine.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  const pick = (s: IndexSpec) => valueKey([s.key, !!s.unique, !!s.sparse, s.partialFilterExpression ?? null, s.expireAfterSeconds ?? null, s.collation ?? null]);
  return pick(a) === pick(b);
}

const createIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'createIndexes');
  const { engine } = ctx.state;
  refuseView(ctx, name);
  if (!Array.isArray(cmd.indexes)) throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'createIndexes.indexes' is missing but a required field");
  const created = !engine.getCollection(ctx.db, name);
  const coll = engine.ensureCollection(ctx.db, name);
  // An index without its own collation takes the collection's default, as in MongoDB.
  const specs = (cmd.indexes as Doc[]).map((raw) => normalizeSpec(raw && raw.collation === undefined && coll.collation ? { ...raw, collation: coll.collation.spec } : raw));
  const before = coll.indexes.size + 1;
  for (const spec of specs) {
    if (spec.name === '_id_' || valueKey(spec.key) === valueKey({ _id: 1 })) continue;
    const byName = coll.indexes.get(spec.name);
    if (byName) {
      if (sameOptions(byName.spec, spec)) continue;
      throw new MongoCommandError(
        ErrorCodes.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. When index names are not explicitly specified, they are auto-generated and may cause conflicts. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byName.spec)}`,
      );
    }
    const byKey = coll.findIndex(spec.key as Doc);
    if (byKey) {
      if (sameOptions(byKey.spec, spec)) throw new MongoCommandError(ErrorCodes.IndexOptionsConflict, `Index already exists with a different name: ${byKey.spec.name}`);
      throw new MongoCommandError(ErrorCodes.IndexOptionsConflict, `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(byKey.spec)}`);
    }
    engine.createIndex(coll, spec);
  }
  const after = coll.indexes.size + 1;
  const reply: Doc = { numIndexesBefore: before, numIndexesAfter: after, createdCollectionAutomatically: created, ok: 1 };
  if (before === after) reply.note = 'all indexes already exist';
  return reply;
};

const listIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'listIndexes');
  refuseView(ctx, name);
  const coll = ctx.state.engine.getCollection(ctx.db, name);
  if (!coll) throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  return cursorReply(ctx.state.cursors, `${ctx.db}.${name}`, coll.indexSpecs(), cmd.cursor?.batchSize);
};

const dropIndexes: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'dropIndexes' in cmd ? 'dropIndexes' : 'deleteIndexes');
  const { engine } = ctx.state;
  const coll = engine.getCollection(ctx.db, name);
  if (!coll) throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${name}`);
  const nIndexesWas = coll.indexes.size + 1;
  const target = cmd.index;
  if (target === '*') for (const n of Array.from(coll.indexes.keys())) engine.dropIndex(coll, n);
  else {
    const names: string[] = Array.isArray(target) ? target : typeof target === 'string' ? [target] : [];
    if (!Array.isArray(target) && typeof target === 'object' && target) {
      const index = coll.findIndex(target);
      if (!index) throw new MongoCommandError(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(target)}`);
      names.push(index.spec.name);
    }
    for (const n of names) {
      if (n === '_id_') throw new MongoCommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
      engine.dropIndex(coll, n);
    }
  }
  return { nIndexesWas, ok: 1 };
};

/** Fails with CommandNotSupportedOnView when `name` is a view (writes and indexes need a collection). */
export function refuseView(ctx: CommandContext, name: string): void {
  if (ctx.state.engine.getCollection(ctx.db, name)?.view) {
    throw new MongoCommandError(ErrorCodes.CommandNotSupportedOnView, `Namespace ${ctx.db}.${name} is a view, not a collection`);
  }
}

/** renameCollection (on admin): `from` and `to` are full namespaces. */
const renameCollection: CommandHandler = (cmd, ctx) => {
  const split = (ns: unknown, field: string) => {
    const dot = typeof ns === 'string' ? ns.indexOf('.') : -1;
    if (dot <= 0 || dot === (ns as string).length - 1) throw new MongoCommandError(ErrorCodes.InvalidNamespace, `Invalid ${field} namespace: ${String(ns)}`);
    return { db: (ns as string).slice(0, dot), coll: (ns as string).slice(dot + 1) };
  };
  if (ctx.db !== 'admin') throw new MongoCommandError(ErrorCodes.Unauthorized, 'renameCollection may only be run against the admin database.');
  const from = split(cmd.renameCollection, 'source');
  const to = split(cmd.to, 'target');
  const { engine } = ctx.state;
  const source = engine.getCollection(from.db, from.coll);
  if (!source) throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `Source collection ${from.db}.${from.coll} does not exist`);
  if (source.view) throw new MongoCommandError(ErrorCodes.CommandNotSupportedOnView, `cannot rename view: ${from.db}.${from.coll}`);
  if (from.db === to.db && from.coll === to.coll) throw new MongoCommandError(ErrorCodes.IllegalOperation, "Can't rename a collection to itself");
  const target = engine.getCollection(to.db, to.coll);
  if (target) {
    if (cmd.dropTarget !== true) throw new MongoCommandError(ErrorCodes.NamespaceExists, 'target namespace exists');
    engine.dropCollection(to.db, to.coll);
  }
  engine.renameCollection(source, to.db, to.coll, target?.uuid);
  return { ok: 1 };
};

const ok: CommandHandler = () => ({ ok: 1 });

const whatsmyuri: CommandHandler = () => ({ you: '127.0.0.1:0', ok: 1 });

const serverStatus: CommandHandler = (_cmd, ctx) => ({
  host: ctx.state.host,
  version: '7.0.0',
  process: 'mongod-embedded',
  uptime: process.uptime(),
  localTime: new Date(),
  ok: 1,
});

/**
 * The server parameters a client may read, as a 7.0 replica-set member reports them. `getParameter: '*'`
 * returns them all (driver test runners read it before every test); named ones return those asked for.
 */
export function serverParameters(enableTestCommands: boolean): Doc {
  return {
    featureCompatibilityVersion: { version: '7.0' },
    enableTestCommands,
    requireApiVersion: false,
    transactionLifetimeLimitSeconds: 60,
    maxTransactionLockRequestTimeoutMillis: 5,
    authenticationMechanisms: [],
  };
}

export function getParameterFrom(parameters: Doc): CommandHandler {
  return (cmd) => {
    if (cmd.getParameter === '*' || (typeof cmd.getParameter === 'object' && cmd.getParameter?.allParameters === true)) {
      return { ...parameters, ok: 1 };
    }
    const reply: Doc = {};
    for (const name of Object.keys(cmd)) {
      if (name in parameters) reply[name] = parameters[name];
    }
    if (Object.keys(reply).length === 0) throw new MongoCommandError(ErrorCodes.InvalidOptions, 'no option found to get');
    return { ...reply, ok: 1 };
  };
}

/** Handshake, info and catalog command handlers by name. */
export const adminCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  listDatabases,
  listCollections,
  drop,
  dropDatabase,
  renameCollection,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  endSessions: ok,
  refreshSessions: ok,
  killSessions: ok,
  killAllSessions: ok,
  startSession: (_cmd, ctx) => ({ id: { id: ctx.state.processId }, timeoutMinutes: 30, ok: 1 }),
  whatsmyuri,
  serverStatus,
  getParameter: getParameterFrom(serverParameters(false)),
  connectionStatus: () => ({ authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] }, ok: 1 }),
  hostInfo: () => ({ system: { hostname: '127.0.0.1' }, os: { type: process.platform }, ok: 1 }),
};
