/**
 * Embedded-only behaviour: durability across kill -9, TTL expiry, the standalone CLI and the errors for
 * commands this server deliberately does not implement. (contract.test.ts covers the MongoDB-compatible API.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Binary, Decimal128, Long, MongoClient, MongoServerError, ObjectId } from 'mongodb';
import { EmbeddedMongoServer } from './server';
import { removeCompiled, spawnServer } from './test-child';

jest.setTimeout(60000);
afterAll(() => removeCompiled());

describe('persistence', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-data-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps every acknowledged write, exact BSON types and indexes after kill -9', async () => {
    const first = await spawnServer(['--port', '0', '--dbpath', dir]);
    expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    let client = await MongoClient.connect(first.uri);
    let coll = client.db('app').collection('things');
    await coll.createIndex({ email: 1 }, { unique: true });
    const typed = { _id: new ObjectId(), email: 'typed', at: new Date(1700000000123), big: Long.fromString('9007199254740993'), money: Decimal128.fromString('10.05'), blob: new Binary(Buffer.from([1, 2, 3]), 4) };
    await coll.insertOne(typed);
    for (let i = 0; i < 200; i++) await coll.insertOne({ email: `u${i}`, i });
    await coll.updateOne({ email: 'u5' }, { $set: { changed: true } });
    await coll.deleteOne({ email: 'u6' });
    const session = client.startSession();
    await session.withTransaction(async () => {
      await coll.insertOne({ email: 'in-txn' }, { session });
      await coll.updateOne({ email: 'u7' }, { $inc: { i: 100 } }, { session });
    });
    await session.endSession();
    first.proc.kill('SIGKILL');
    await first.exited;
    await client.close(true);
    // A record torn by the crash (never acknowledged) must not hide writes appended after recovery.
    fs.appendFileSync(path.join(dir, 'journal.bson'), Buffer.from([0x40, 0, 0, 0, 3, 0x61]));

    const second = await spawnServer(['--port', '0', '--dbpath', dir]);
    client = await MongoClient.connect(second.uri);
    coll = client.db('app').collection('things');
    try {
      expect(await coll.countDocuments()).toBe(201);
      const back = (await coll.findOne({ _id: typed._id }, { promoteLongs: false }))!;
      expect(back.at).toEqual(typed.at);
      expect(back.big).toBeInstanceOf(Long);
      expect(back.big.toString()).toBe('9007199254740993');
      expect(back.money).toBeInstanceOf(Decimal128);
      expect(back.money.toString()).toBe('10.05');
      expect(back.blob.sub_type).toBe(4);
      expect(Buffer.from(back.blob.buffer)).toEqual(Buffer.from([1, 2, 3]));
      expect(await coll.findOne({ email: 'u5' })).toMatchObject({ changed: true });
      expect(await coll.findOne({ email: 'u6' })).toBeNull();
      expect(await coll.findOne({ email: 'u7' })).toMatchObject({ i: 107 });
      expect(await coll.findOne({ email: 'in-txn' })).not.toBeNull();
      expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_', 'email_1']);
      await expect(coll.insertOne({ email: 'u1' })).rejects.toMatchObject({ code: 11000 });
      await coll.insertOne({ email: 'after-recovery' });
    } finally {
      await client.close(true);
      second.proc.kill('SIGKILL');
      await second.exited;
    }
    const third = await spawnServer(['--port', '0', '--dbpath', dir]);
    client = await MongoClient.connect(third.uri);
    try {
      expect(await client.db('app').collection('things').countDocuments()).toBe(202);
    } finally {
      await client.close();
      third.proc.kill('SIGTERM');
      await third.exited;
    }
  });

  it('keeps changeStreamPreAndPostImages set by create and collMod through kill -9 and a compacted restart', async () => {
    const imagesOf = async (c: MongoClient) =>
      Object.fromEntries((await c.db('app').listCollections().toArray()).map((i) => [i.name, (i as { options: { changeStreamPreAndPostImages?: unknown } }).options.changeStreamPreAndPostImages ?? null]));
    const first = await spawnServer(['--port', '0', '--dbpath', dir]);
    let client = await MongoClient.connect(first.uri);
    const db = client.db('app');
    await db.createCollection('born', { changeStreamPreAndPostImages: { enabled: true } });
    await db.collection<{ _id: number; v: number }>('modded').insertOne({ _id: 1, v: 0 });
    await db.command({ collMod: 'modded', changeStreamPreAndPostImages: { enabled: true } });
    await db.createCollection('undone', { changeStreamPreAndPostImages: { enabled: true } });
    await db.command({ collMod: 'undone', changeStreamPreAndPostImages: { enabled: false } });
    const expected = { born: { enabled: true }, modded: { enabled: true }, undone: null };
    expect(await imagesOf(client)).toEqual(expected);
    first.proc.kill('SIGKILL');
    await first.exited;
    await client.close(true);

    const second = await spawnServer(['--port', '0', '--dbpath', dir]);
    client = await MongoClient.connect(second.uri);
    try {
      expect(await imagesOf(client)).toEqual(expected);
      // The recovered option still makes writes record pre-images.
      const modded = client.db('app').collection<{ _id: number; v: number }>('modded');
      const stream = modded.watch([], { fullDocumentBeforeChange: 'required' });
      await stream.tryNext();
      await modded.updateOne({ _id: 1 }, { $set: { v: 1 } });
      expect(await stream.next()).toMatchObject({ operationType: 'update', fullDocumentBeforeChange: { _id: 1, v: 0 } });
      await stream.close();
    } finally {
      await client.close();
      second.proc.kill('SIGTERM');
      await second.exited;
    }
    const third = await spawnServer(['--port', '0', '--dbpath', dir]);
    client = await MongoClient.connect(third.uri);
    try {
      expect(await imagesOf(client)).toEqual(expected);
    } finally {
      await client.close();
      third.proc.kill('SIGTERM');
      await third.exited;
    }
  });

  it('compacts into a snapshot on clean stop and recovers from it', async () => {
    let server = await EmbeddedMongoServer.start({ dbPath: dir });
    let client = await MongoClient.connect(server.uri);
    await client.db('app').collection('c').insertMany(Array.from({ length: 50 }, (_, i) => ({ i })));
    await client.close();
    await server.stop();
    expect(fs.statSync(path.join(dir, 'journal.bson')).size).toBe(0);
    expect(fs.statSync(path.join(dir, 'snapshot.bson')).size).toBeGreaterThan(0);
    server = await EmbeddedMongoServer.start({ dbPath: dir });
    client = await MongoClient.connect(server.uri);
    expect(await client.db('app').collection('c').countDocuments({ i: { $gte: 25 } })).toBe(25);
    await client.close();
    await server.stop();
  });

  it('recovers collection collations, views, collated indexes and renamed collections', async () => {
    let server = await EmbeddedMongoServer.start({ dbPath: dir });
    let client = await MongoClient.connect(server.uri);
    const db = client.db('app');
    await db.createCollection('users', { collation: { locale: 'en', strength: 2 } });
    await db.collection('users').createIndex({ name: 1 }, { unique: true });
    await db.collection('users').insertOne({ name: 'Alice' });
    await db.createCollection('alices', { viewOn: 'users', pipeline: [{ $match: { name: 'Alice' } }] });
    await db.collection('tmp').insertOne({ k: 1 });
    await db.collection('tmp').rename('kept');
    await client.close();
    await server.stop();
    server = await EmbeddedMongoServer.start({ dbPath: dir });
    client = await MongoClient.connect(server.uri);
    const again = client.db('app');
    await expect(again.collection('users').insertOne({ name: 'ALICE' })).rejects.toMatchObject({ code: 11000 });
    expect(await again.collection('alices').countDocuments()).toBe(1);
    expect(await again.collection('kept').countDocuments({ k: 1 })).toBe(1);
    expect(await again.listCollections({ name: 'tmp' }).toArray()).toEqual([]);
    await client.close();
    await server.stop();
  });
});

describe('embedded server', () => {
  let server: EmbeddedMongoServer;
  let client: MongoClient;
  beforeAll(async () => {
    server = await EmbeddedMongoServer.start({ ttlIntervalMs: 100 });
    client = await MongoClient.connect(server.uri);
  });
  afterAll(async () => {
    await client.close();
    await server.stop();
  });

  it('expires documents through TTL indexes', async () => {
    const coll = client.db('app').collection('sessions');
    await coll.createIndex({ createdAt: 1 }, { expireAfterSeconds: 1 });
    await coll.insertMany([{ createdAt: new Date(Date.now() - 5000) }, { createdAt: new Date(Date.now() + 60000) }, { createdAt: 'not a date' }]);
    await new Promise((r) => setTimeout(r, 400));
    expect(await coll.countDocuments()).toBe(2);
  });

  it('answers commands it does not implement with CommandNotSupported', async () => {
    const err = await client.db('app').command({ compact: 'a' }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({ code: 115, codeName: 'CommandNotSupported' });
    expect(err.message).toContain("command 'compact' is not supported");
    await client.db('app').collection('a').insertOne({});
    const validator = await client.db('app').command({ collMod: 'a', validator: {} }).catch((e) => e);
    expect(validator).toMatchObject({ code: 115, message: expect.stringContaining("collMod option 'validator' is not supported") });
    const stage = await client.db('app').collection('x').aggregate([{ $geoNear: { near: [0, 0], distanceField: 'd' } }]).toArray().catch((e) => e);
    expect(stage).toMatchObject({ code: 115 });
    const capped = await client.db('app').createCollection('capped', { capped: true, size: 1000 }).catch((e) => e);
    expect(capped).toMatchObject({ code: 115 });
    const text = await client.db('app').collection('x').createIndex({ body: 'text' }).catch((e) => e);
    expect(text).toMatchObject({ code: 115 });
  });

  it('uses indexes for equality and range lookups', async () => {
    const coll = client.db('app').collection('big');
    await coll.createIndex({ k: 1 });
    await coll.insertMany(Array.from({ length: 20000 }, (_, i) => ({ k: i, u: i, s: `v${i}`, tags: [`t${i % 3}`] })));
    await coll.createIndex({ tags: 1 });
    const stored = server.engine.getCollection('app', 'big')!;
    const planned = (filter: Record<string, unknown>) => Array.from(stored.candidates(filter)).length;
    expect(planned({ k: 997 })).toBe(1);
    expect(planned({ k: { $in: [1, 2, 3] }, s: 'v2' })).toBe(3);
    expect(planned({ k: { $gte: 100, $lt: 110 } })).toBe(10);
    expect(planned({ tags: 't1' })).toBe(6667);
    expect(planned({ u: 997 })).toBe(20000);
    expect(await coll.findOne({ k: 997 })).toMatchObject({ s: 'v997' });
    expect(await coll.countDocuments({ tags: 't1', k: { $lt: 10 } })).toBe(3);
    expect(await coll.countDocuments({ k: { $gte: 100, $lt: 110 } })).toBe(10);
    expect(await coll.countDocuments({ k: { $gt: 19990 } })).toBe(9);
    expect(await coll.countDocuments({ k: { $in: [1, 2, 3, 99999] } })).toBe(3);
  });

  it('keeps answering heartbeats while streaming monitors wait', async () => {
    const c2 = new MongoClient(server.uri, { heartbeatFrequencyMS: 500 });
    const streamed: boolean[] = [];
    const failures: string[] = [];
    c2.on('serverHeartbeatSucceeded', (e) => streamed.push(e.awaited));
    c2.on('serverHeartbeatFailed', (e) => failures.push(e.failure.message));
    c2.on('connectionPoolCleared', () => failures.push('pool cleared'));
    await c2.connect();
    await new Promise((r) => setTimeout(r, 1700)).finally(() => c2.close());
    // The exhaust stream keeps delivering held hellos (moreToCome); ending it would fail the heartbeat,
    // mark the server Unknown and clear the pool.
    expect(failures).toEqual([]);
    expect(streamed.filter((awaited) => awaited).length).toBeGreaterThanOrEqual(2);
    const c3 = await MongoClient.connect(server.uri);
    expect((await c3.db('admin').command({ ping: 1 })).ok).toBe(1);
    const hello = await c3.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, setName: 'rs0', hosts: [server.uri.slice(10, -1)] });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    await c3.close();
  });
});
