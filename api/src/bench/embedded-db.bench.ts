/**
 * Embedded database bench: sequential inserts and unique-key finds through mongoose and the bare driver,
 * lookup latency by indexed key in a 1,000,000-document collection, and heap per 1 KB document.
 * Run with `npm run bench -w @league/api -- embedded-db` (needs --expose-gc for the memory figure).
 */
import net from 'node:net';
import mongoose, { Schema } from 'mongoose';
import { calculateObjectSize } from 'bson';
import { MongoClient } from 'mongodb';
import { EmbeddedMongoServer } from '../db/embedded/server';
import { CommittedView } from '../db/embedded/views';
import { Dispatcher } from '../db/embedded/dispatcher';
import { CursorRegistry } from '../db/embedded/context';
import { Engine } from '../db/embedded/engine';
import { TransactionManager } from '../db/embedded/transactions';
import { decodeMessage, encodeMsg, encodeReply, MSG_MORE_TO_COME, OP_MSG, splitMessages } from '../db/embedded/wire';
import { ObjectId, serialize } from 'bson';
import type { BenchOptions, BenchRow, Floor } from './run';

/** Sizes of a full run; a smoke run only proves every step works. */
let N = 10000;
let BIG = 1000000;
let MEMORY_DOCS = 50000;

function rate(count: number, ms: number): number {
  return Math.round((count / ms) * 1000);
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

function gc(): void {
  const g = (globalThis as { gc?: () => void }).gc;
  if (g) {
    g();
    g();
  }
}

/** A payload string that makes the document about 1 KB of BSON. */
const payload = 'x'.repeat(1024 - 80);

async function throughput(rows: BenchRow[], uri: string, floor: Floor): Promise<void> {
  await mongoose.connect(`${uri}bench`);
  const Item = mongoose.model('BenchItem', new Schema({ key: { type: String, unique: true }, n: Number, name: String }));
  await Item.init();
  // Warm-up so the JIT has compiled the driver, mongoose and server paths before timing.
  const warm = Math.min(500, N);
  for (let i = 0; i < warm; i++) await Item.create({ key: `warm${i}`, n: i, name: 'warm' });
  for (let i = 0; i < warm; i++) await Item.findOne({ key: `warm${i}` }).lean();
  let ms = await timed(async () => {
    for (let i = 0; i < N; i++) await Item.create({ key: `k${i}`, n: i, name: `item ${i}` });
  });
  rows.push({ metric: 'mongoose sequential insert', value: rate(N, ms), unit: 'ops/s', target: '>= 5000', pass: rate(N, ms) >= 5000, floor });
  ms = await timed(async () => {
    for (let i = 0; i < N; i++) await Item.findOne({ key: `k${(i * 7919) % N}` }).lean();
  });
  rows.push({ metric: 'mongoose find by unique key', value: rate(N, ms), unit: 'ops/s', target: '>= 5000', pass: rate(N, ms) >= 5000, floor });
  await mongoose.disconnect();

  const client = await MongoClient.connect(uri);
  const coll = client.db('bench').collection('driver_items');
  await coll.createIndex({ key: 1 }, { unique: true });
  ms = await timed(async () => {
    for (let i = 0; i < N; i++) await coll.insertOne({ key: `k${i}`, n: i, name: `item ${i}` });
  });
  rows.push({ metric: 'driver sequential insertOne', value: rate(N, ms), unit: 'ops/s', target: '>= 5000', pass: rate(N, ms) >= 5000, floor });
  ms = await timed(async () => {
    for (let i = 0; i < N; i++) await coll.findOne({ key: `k${(i * 7919) % N}` });
  });
  rows.push({ metric: 'driver findOne by unique key', value: rate(N, ms), unit: 'ops/s', target: '>= 5000', pass: rate(N, ms) >= 5000, floor });
  await client.close();
}

async function bigCollection(rows: BenchRow[], server: EmbeddedMongoServer): Promise<void> {
  const client = await MongoClient.connect(server.uri);
  const coll = client.db('bench').collection('big');
  await coll.createIndex({ k: 1 }, { unique: true });
  const batch = Math.min(10000, BIG);
  const loadMs = await timed(async () => {
    for (let start = 0; start < BIG; start += batch) {
      await coll.insertMany(Array.from({ length: batch }, (_, j) => ({ k: start + j, team: (start + j) % 32, score: (start + j) * 3 })), { ordered: false });
    }
  });
  rows.push({ metric: `bulk load ${BIG} docs (batches of ${batch})`, value: rate(BIG, loadMs), unit: 'docs/s' });
  const lookups = 2000;
  const keys = Array.from({ length: lookups }, (_, i) => (i * 499979) % BIG);
  for (const k of keys.slice(0, 100)) await coll.findOne({ k });
  const ms = await timed(async () => {
    for (const k of keys) await coll.findOne({ k });
  });
  const pingMs = await timed(async () => {
    for (let i = 0; i < lookups; i++) await client.db('admin').command({ ping: 1 });
  });
  const pingFloor = { metric: 'driver ping round trip, same server and client (no lookup)', value: pingMs / lookups, unit: 'ms' };
  rows.push({ metric: `driver findOne by indexed key, ${BIG} docs (round trip)`, value: ms / lookups, unit: 'ms', target: '< 1', pass: ms / lookups < 1, floor: pingFloor });
  const view = new CommittedView(server.engine);
  const t0 = performance.now();
  for (const k of keys) view.find('bench', 'big', { k }, 1);
  const engineMs = (performance.now() - t0) / lookups;
  // The floor: the same keys looked up in a plain Map of as many entries (no query, no document copy).
  const plain = new Map<number, { k: number }>();
  for (let k = 0; k < BIG; k++) plain.set(k, { k });
  const t1 = performance.now();
  let hits = 0;
  for (const k of keys) if (plain.get(k)) hits++;
  const mapMs = (performance.now() - t1) / lookups;
  if (hits !== lookups) throw new Error('map floor missed keys');
  plain.clear();
  const mapFloor = { metric: `Map.get of the same keys, ${BIG} entries`, value: mapMs, unit: 'ms' };
  rows.push({ metric: `engine lookup by indexed key, ${BIG} docs (no network)`, value: engineMs, unit: 'ms', target: '< 1', pass: engineMs < 1, floor: mapFloor });
  await coll.drop();
  await client.close();
}

async function memory(rows: BenchRow[], server: EmbeddedMongoServer): Promise<void> {
  if (!(globalThis as { gc?: unknown }).gc) {
    rows.push({ metric: 'heap per 1 KB document (needs --expose-gc)', value: NaN, unit: 'bytes' });
    return;
  }
  const client = await MongoClient.connect(server.uri);
  const coll = client.db('bench').collection('mem');
  await coll.createIndex({ key: 1 }, { unique: true });
  await coll.insertOne({ key: 'warm', payload: '' });
  gc();
  const before = process.memoryUsage().heapUsed;
  for (let start = 0; start < MEMORY_DOCS; start += 1000) {
    await coll.insertMany(Array.from({ length: 1000 }, (_, j) => ({ key: `m${start + j}`, n: start + j, at: new Date(), payload: payload + (start + j) })));
  }
  await client.db('admin').command({ ping: 1 });
  gc();
  const after = process.memoryUsage().heapUsed;
  const sample = await coll.findOne({ key: 'm1' });
  const bsonSize = sample ? calculateObjectSize(sample) : 0;
  const floor = { metric: 'the document\'s own BSON size', value: bsonSize, unit: 'bytes' };
  rows.push({ metric: 'heap per 1 KB document (unique index on key)', value: Math.round((after - before) / MEMORY_DOCS), unit: 'bytes', target: '< 3072', pass: (after - before) / MEMORY_DOCS < 3072, floor });
  await coll.drop();
  await client.close();
}

/** Server-side cost without network or driver: commands straight into the dispatcher. */
async function serverSide(rows: BenchRow[]): Promise<void> {
  const engine = new Engine();
  const state = { engine, cursors: new CursorRegistry(), host: '127.0.0.1:0', setName: 'rs0', processId: new ObjectId(), electionId: new ObjectId(), sessions: new Map(), closing: new AbortController() };
  const dispatcher = new Dispatcher(state, new TransactionManager(engine));
  await dispatcher.run({ createIndexes: 'items', indexes: [{ key: { key: 1 }, name: 'key_1', unique: true }] }, 'bench', 1);
  let ms = await timed(async () => {
    for (let i = 0; i < N; i++) await dispatcher.run({ insert: 'items', documents: [{ _id: new ObjectId(), key: `k${i}`, n: i, name: `item ${i}` }], ordered: true }, 'bench', 1);
  });
  rows.push({ metric: 'server-side insert command (no network/driver)', value: rate(N, ms), unit: 'ops/s' });
  ms = await timed(async () => {
    for (let i = 0; i < N; i++) await dispatcher.run({ find: 'items', filter: { key: `k${(i * 7919) % N}` }, limit: 1, singleBatch: true }, 'bench', 1);
  });
  rows.push({ metric: 'server-side find-by-unique-key command (no network/driver)', value: rate(N, ms), unit: 'ops/s' });
}

/**
 * The driver's own floor: `ping` answered from pre-encoded bytes (no decoding, no dispatch), everything else
 * (handshake, monitoring) by a real dispatcher. What this reaches is the most any server in this process can
 * give the driver; the gap to the real server's ping is the server's share.
 */
async function driverFloor(rows: BenchRow[]): Promise<Floor> {
  const engine = new Engine();
  const state = { engine, cursors: new CursorRegistry(), host: '', setName: 'rs0', processId: new ObjectId(), electionId: new ObjectId(), sessions: new Map(), closing: new AbortController() };
  const dispatcher = new Dispatcher(state, new TransactionManager(engine));
  const okDoc = serialize({ ok: 1 });
  const server = net.createServer({ noDelay: true }, (socket) => {
    let pending: Buffer = Buffer.alloc(0);
    socket.on('data', async (chunk: Buffer) => {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      const split = splitMessages(pending);
      pending = split.rest;
      for (const msg of split.messages) {
        // Body of an OP_MSG whose first element is `ping`: kind 0 at byte 20, then int32 size, type byte, name.
        if (msg.readInt32LE(12) === OP_MSG && msg[20] === 0 && msg.toString('latin1', 26, 31) === 'ping\0') {
          const out = Buffer.allocUnsafe(21 + okDoc.length);
          out.writeInt32LE(out.length, 0);
          out.writeInt32LE(0, 4);
          out.writeInt32LE(msg.readInt32LE(4), 8);
          out.writeInt32LE(OP_MSG, 12);
          out.writeUInt32LE(0, 16);
          out[20] = 0;
          out.set(okDoc, 21);
          socket.write(out);
          continue;
        }
        const request = decodeMessage(msg);
        // Streaming hellos are answered at once and without moreToCome: the monitor then polls, which is fine here.
        delete request.command.maxAwaitTimeMS;
        const reply = await dispatcher.run(request.command, request.db, 1);
        if (request.opCode === OP_MSG && request.flags & MSG_MORE_TO_COME) continue;
        socket.write(request.opCode === OP_MSG ? encodeMsg(request.requestId, reply) : encodeReply(request.requestId, reply));
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.host = `127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  const client = await MongoClient.connect(`mongodb://${state.host}/`, { serverMonitoringMode: 'poll' });
  for (let i = 0; i < 2000; i++) await client.db('admin').command({ ping: 1 });
  const ms = await timed(async () => {
    for (let i = 0; i < 4000; i++) await client.db('admin').command({ ping: 1 });
  });
  const floor = { metric: 'driver ping, zero-work canned reply (driver floor)', value: rate(4000, ms), unit: 'ops/s' };
  rows.push(floor);
  await client.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return floor;
}

/** Runs all embedded-db measurements against a fresh in-memory server in this process. */
export async function embeddedDbBench(options: BenchOptions = {}): Promise<BenchRow[]> {
  [N, BIG, MEMORY_DOCS] = options.smoke ? [300, 20000, 2000] : [10000, 1000000, 50000];
  const rows: BenchRow[] = [];
  const server = await EmbeddedMongoServer.start({});
  try {
    const ping = await MongoClient.connect(server.uri);
    for (let i = 0; i < 2000; i++) await ping.db('admin').command({ ping: 1 });
    const pingMs = await timed(async () => {
      for (let i = 0; i < 4000; i++) await ping.db('admin').command({ ping: 1 });
    });
    await ping.close();
    rows.push({ metric: 'driver ping, embedded server', value: rate(4000, pingMs), unit: 'ops/s' });
    const floor = await driverFloor(rows);
    await throughput(rows, server.uri, floor);
    await serverSide(rows);
    await memory(rows, server);
    await bigCollection(rows, server);
  } finally {
    await server.stop();
  }
  return rows;
}
