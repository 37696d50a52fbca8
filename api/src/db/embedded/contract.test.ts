/**
 * Contract suite: runs against the embedded server, or against MONGODB_URI when set, only through mongoose
 * and the official driver. Anything that passes here behaves like MongoDB for the app.
 */
import mongoose, { Schema } from 'mongoose';
import { Binary, Decimal128, Long, MongoClient, MongoServerError, ObjectId, Db } from 'mongodb';
import { startTestDatabase, TestDatabase } from '../connect';

let db: TestDatabase;
let client: MongoClient;
let raw: Db;

beforeAll(async () => {
  db = await startTestDatabase();
  client = await MongoClient.connect(db.uri);
  raw = client.db(db.connection.db!.databaseName);
});
afterAll(async () => {
  await client.close();
  await db.stop();
});

const Player = mongoose.model(
  'ContractPlayer',
  new Schema({ pid: { type: String, unique: true }, name: String, pos: String, value: Number, tags: [String] }),
);

describe('CRUD through mongoose', () => {
  it('creates, reads, updates and deletes', async () => {
    await Player.init();
    const a = await Player.create({ pid: 'JOSH-ALLE-2018-1996-05-21', name: 'Josh Allen', pos: 'QB', value: 60, tags: ['elite'] });
    await Player.create({ pid: 'SAQU-BARK-2018-1997-02-09', name: 'Saquon Barkley', pos: 'RB', value: 55 });
    expect(await Player.countDocuments()).toBe(2);
    expect(await Player.estimatedDocumentCount()).toBe(2);
    const found = await Player.findOne({ pid: 'JOSH-ALLE-2018-1996-05-21' }).lean();
    expect(found).toMatchObject({ name: 'Josh Allen', value: 60 });
    await Player.updateOne({ _id: a._id }, { $inc: { value: 5 }, $push: { tags: 'qb1' } });
    expect(await Player.findById(a._id).lean()).toMatchObject({ value: 65, tags: ['elite', 'qb1'] });
    expect(await Player.distinct('pos')).toEqual(expect.arrayContaining(['QB', 'RB']));
    await Player.deleteOne({ pos: 'RB' });
    expect(await Player.find().lean()).toHaveLength(1);
    await Player.deleteMany({});
    expect(await Player.countDocuments()).toBe(0);
  });

  it('lists, creates and drops indexes', async () => {
    const coll = raw.collection('idx');
    await coll.createIndex({ a: 1, b: -1 }, { name: 'a_b' });
    await coll.createIndex({ c: 1 }, { unique: true, sparse: true });
    const names = (await coll.listIndexes().toArray()).map((i) => i.name);
    expect(names).toEqual(['_id_', 'a_b', 'c_1']);
    await coll.dropIndex('a_b');
    expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_', 'c_1']);
    await expect(coll.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
    expect((await raw.listCollections({ name: 'idx' }).toArray())[0]).toMatchObject({ name: 'idx', type: 'collection' });
    await coll.drop();
    expect(await raw.listCollections({ name: 'idx' }).toArray()).toHaveLength(0);
  });
});

describe('cursors and query shapes', () => {
  beforeAll(async () => {
    await raw.collection('nums').insertMany(Array.from({ length: 250 }, (_, i) => ({ i, even: i % 2 === 0, sq: i * i, nested: { k: i % 7 } })));
  });

  it('iterates getMore batches', async () => {
    const all = await raw.collection('nums').find({}, { batchSize: 7 }).toArray();
    expect(all).toHaveLength(250);
    expect(new Set(all.map((d) => d.i)).size).toBe(250);
  });

  it('filters, sorts, skips, limits and projects', async () => {
    const docs = await raw
      .collection('nums')
      .find({ even: true, i: { $gte: 100 } }, { projection: { _id: 0, i: 1, 'nested.k': 1 } })
      .sort({ i: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(docs).toEqual([
      { i: 244, nested: { k: 244 % 7 } },
      { i: 242, nested: { k: 242 % 7 } },
      { i: 240, nested: { k: 240 % 7 } },
    ]);
    expect(await raw.collection('nums').countDocuments({ 'nested.k': 3 })).toBe(36);
    expect(await raw.collection('nums').countDocuments({}, { skip: 10, limit: 5 })).toBe(5);
    expect((await raw.collection('nums').distinct('nested.k')).sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('projects by inclusion, exclusion and _id alone, keeping what the filter matched', async () => {
    const coll = raw.collection<{ _id: number } & Record<string, unknown>>('projected');
    await coll.insertMany([
      { _id: 1, big: Long.fromNumber(10), n: 1, s: 'a', o: { x: 1 } },
      { _id: 2, big: Long.fromNumber(9), n: 2, s: 'b', o: { x: 2 } },
      { _id: 3, big: Long.fromNumber(11), n: 3, s: 'c' },
    ]);
    const find = (filter: object, projection: object) => coll.find(filter, { projection, promoteLongs: false }).sort({ _id: 1 }).toArray();
    // a Long range filter with a projection: the same documents as without one (Long(10) and Long(11) are above Long(9))
    expect((await find({ big: { $gt: Long.fromNumber(9) } }, { n: 1 })).map((d) => d._id)).toEqual([1, 3]);
    expect(await find({ big: { $gte: Long.fromNumber(10) } }, { _id: 0, s: 1 })).toEqual([{ s: 'a' }, { s: 'c' }]);
    expect(await find({ _id: { $in: [1, 2] } }, { n: 1, missing: 1 })).toEqual([{ _id: 1, n: 1 }, { _id: 2, n: 2 }]);
    expect(await find({ _id: 3 }, { big: 0, o: 0 })).toEqual([{ _id: 3, n: 3, s: 'c' }]);
    expect(await find({ _id: 1 }, { _id: 0, big: 0, o: 0 })).toEqual([{ n: 1, s: 'a' }]);
    expect(await find({ _id: 2 }, { _id: 1 })).toEqual([{ _id: 2 }]);
    expect(await find({ _id: 2 }, { _id: 0 })).toEqual([{ big: Long.fromNumber(9), n: 2, s: 'b', o: { x: 2 } }]);
    expect(await find({ _id: 1 }, { 'o.x': 1, _id: 0 })).toEqual([{ o: { x: 1 } }]);
    await expect(find({}, { n: 1, s: 0 })).rejects.toThrow();
  });

  it('aggregates with $group, $lookup sub-pipelines and $facet', async () => {
    await raw.collection('teams').insertMany([{ tid: 1, name: 'A' }, { tid: 2, name: 'B' }]);
    await raw.collection('rosters').insertMany([{ tid: 1, pid: 'x', salary: 10 }, { tid: 1, pid: 'y', salary: 5 }, { tid: 2, pid: 'z', salary: 7 }]);
    const out = await raw
      .collection('teams')
      .aggregate([
        { $lookup: { from: 'rosters', let: { t: '$tid' }, pipeline: [{ $match: { $expr: { $eq: ['$tid', '$$t'] } } }, { $group: { _id: null, cap: { $sum: '$salary' } } }], as: 'spent' } },
        { $project: { _id: 0, name: 1, spent: { $first: '$spent.cap' } } },
        { $sort: { name: 1 } },
      ])
      .toArray();
    expect(out).toEqual([{ name: 'A', spent: 15 }, { name: 'B', spent: 7 }]);
    const [facets] = await raw
      .collection('nums')
      .aggregate([{ $facet: { evens: [{ $match: { even: true } }, { $count: 'n' }], top: [{ $sort: { i: -1 } }, { $limit: 1 }, { $project: { _id: 0, i: 1 } }] } }])
      .toArray();
    expect(facets).toEqual({ evens: [{ n: 125 }], top: [{ i: 249 }] });
  });
});

interface OpsDoc {
  _id?: number;
  a?: number;
  b?: number;
  c?: string;
  n?: number;
  lo?: number;
  hi?: number;
  arr?: number[];
  set?: string[];
  items?: Array<{ k: number; v: number; tag?: string }>;
  bits?: number;
  s?: string;
  at?: Date;
  renamed?: number;
  key?: string;
  v?: number;
  created?: boolean;
  touched?: boolean;
}

describe('update operators', () => {
  it('applies every operator, positional forms and upserts', async () => {
    const coll = raw.collection<OpsDoc>('ops');
    await coll.insertOne({ _id: 1, a: 1, b: 2, c: 'x', n: 5, lo: 5, hi: 2, arr: [1, 2, 3, 4], set: ['a'], items: [{ k: 1, v: 0 }, { k: 2, v: 0 }], bits: 5 });
    await coll.updateOne(
      { _id: 1 },
      {
        $set: { s: 'set' },
        $unset: { c: '' },
        $inc: { a: 2 },
        $mul: { b: 3 },
        $rename: { n: 'renamed' },
        $min: { lo: 0 },
        $max: { hi: 100 },
        $currentDate: { at: true },
        $push: { arr: { $each: [9, 0], $sort: 1, $slice: 5 } },
        $addToSet: { set: { $each: ['a', 'b'] } },
        $bit: { bits: { and: 4 } },
      },
    );
    let doc = (await coll.findOne({ _id: 1 }))!;
    expect(doc).toMatchObject({ s: 'set', a: 3, lo: 0, b: 6, hi: 100, renamed: 5, arr: [0, 1, 2, 3, 4], set: ['a', 'b'], bits: 4 });
    expect(doc.c).toBeUndefined();
    expect(doc.at).toBeInstanceOf(Date);
    await coll.updateOne({ _id: 1 }, { $pop: { arr: -1 }, $pull: { set: 'a' } });
    await coll.updateOne({ _id: 1 }, { $pullAll: { arr: [1, 2] } });
    await coll.updateOne({ _id: 1 as never, 'items.k': 2 }, { $set: { 'items.$.v': 7 } });
    await coll.updateOne({ _id: 1 }, { $inc: { 'items.$[].v': 1 } });
    await coll.updateOne({ _id: 1 }, { $set: { 'items.$[it].tag': 'one' } }, { arrayFilters: [{ 'it.k': 1 }] });
    doc = (await coll.findOne({ _id: 1 }))!;
    expect(doc.arr).toEqual([3, 4]);
    expect(doc.set).toEqual(['b']);
    expect(doc.items).toEqual([{ k: 1, v: 1, tag: 'one' }, { k: 2, v: 8 }]);
    const up = await coll.updateOne({ key: 'u1' }, { $set: { v: 1 }, $setOnInsert: { created: true } }, { upsert: true });
    expect(up.upsertedCount).toBe(1);
    await coll.updateOne({ key: 'u1' }, { $set: { v: 2 }, $setOnInsert: { created: false } }, { upsert: true });
    expect(await coll.findOne({ key: 'u1' }, { projection: { _id: 0 } })).toEqual({ key: 'u1', v: 2, created: true });
    const many = await coll.updateMany({}, { $set: { touched: true } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const same = await coll.updateOne({ key: 'u1' }, { $set: { v: 2 } });
    expect(same).toMatchObject({ matchedCount: 1, modifiedCount: 0 });
    await expect(coll.updateOne({ key: 'u1' }, { $set: { _id: 5 } })).rejects.toMatchObject({ code: 66 });
    await expect(coll.updateOne({ key: 'u1' }, { $frob: { v: 1 } } as never)).rejects.toMatchObject({ code: 9 });
    await expect(coll.updateOne({ key: 'u1' }, { $inc: { v: 1 }, $set: { v: 1 } })).rejects.toMatchObject({ code: 40 });
  });

  it('findOneAndUpdate / findOneAndDelete / replace', async () => {
    const coll = raw.collection('fam');
    await coll.insertMany([{ q: 1, v: 1 }, { q: 1, v: 2 }]);
    const before = await coll.findOneAndUpdate({ q: 1 }, { $inc: { v: 10 } }, { sort: { v: -1 }, returnDocument: 'before' });
    expect(before?.v).toBe(2);
    const after = await coll.findOneAndUpdate({ q: 2 }, { $set: { v: 3 } }, { upsert: true, returnDocument: 'after', projection: { _id: 0 } });
    expect(after).toEqual({ q: 2, v: 3 });
    const replaced = await coll.findOneAndReplace({ q: 2 }, { q: 2, w: true }, { returnDocument: 'after' });
    expect(replaced).toMatchObject({ q: 2, w: true });
    expect(replaced?.v).toBeUndefined();
    const deleted = await coll.findOneAndDelete({ v: 12 });
    expect(deleted?.v).toBe(12);
    expect(await coll.countDocuments()).toBe(2);
  });
});

describe('bulk writes and unique indexes', () => {
  it('reports writeErrors for ordered and unordered bulkWrite', async () => {
    const coll = raw.collection('bulk');
    await coll.createIndex({ email: 1 }, { unique: true });
    const ordered = coll.bulkWrite([
      { insertOne: { document: { email: 'a' } } },
      { insertOne: { document: { email: 'a' } } },
      { insertOne: { document: { email: 'b' } } },
    ]);
    await expect(ordered).rejects.toMatchObject({ code: 11000, result: expect.anything() });
    expect(await coll.countDocuments()).toBe(1);
    const err = await coll
      .bulkWrite(
        [
          { insertOne: { document: { email: 'a' } } },
          { insertOne: { document: { email: 'c' } } },
          { updateOne: { filter: { email: 'c' }, update: { $set: { x: 1 } } } },
          { deleteOne: { filter: { email: 'b' } } },
        ],
        { ordered: false },
      )
      .catch((e) => e);
    expect(err.writeErrors).toHaveLength(1);
    expect(err.insertedCount).toBe(1);
    expect(err.modifiedCount).toBe(1);
    expect((await coll.find({}, { projection: { _id: 0 } }).sort({ email: 1 }).toArray()).map((d) => d.email)).toEqual(['a', 'c']);
  });

  it('raises E11000 with MongoDB error shape on insert, update and upsert', async () => {
    const ns = `${raw.databaseName}.users`;
    const coll = raw.collection('users');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ lid: 1, tid: 1 }, { unique: true, partialFilterExpression: { tid: { $exists: true } } });
    await coll.insertMany([{ email: 'a@x', lid: 1, tid: 1 }, { email: 'b@x', lid: 1 }, { email: 'c@x', lid: 1 }]);
    const e1 = await coll.insertOne({ email: 'a@x' }).catch((e) => e);
    expect(e1).toBeInstanceOf(MongoServerError);
    expect(e1.code).toBe(11000);
    expect(e1.message).toBe(`E11000 duplicate key error collection: ${ns} index: email_1 dup key: { email: "a@x" }`);
    expect(e1.keyPattern).toEqual({ email: 1 });
    expect(e1.keyValue).toEqual({ email: 'a@x' });
    const e2 = await coll.updateOne({ email: 'b@x' }, { $set: { tid: 1 } }).catch((e) => e);
    expect(e2.code).toBe(11000);
    expect(e2.message).toContain('index: lid_1_tid_1 dup key: { lid: 1, tid: 1 }');
    const e3 = await coll.updateOne({ email: 'zz' }, { $set: { lid: 1, tid: 1 } }, { upsert: true }).catch((e) => e);
    expect(e3.code).toBe(11000);
    const e4 = await coll.findOneAndUpdate({ email: 'c@x' }, { $set: { email: 'a@x' } }).catch((e) => e);
    expect(e4).toBeInstanceOf(MongoServerError);
    expect(e4.code).toBe(11000);
    const M = mongoose.model('ContractUser', new Schema({ email: { type: String, unique: true } }), 'users');
    const e5 = await M.create({ email: 'c@x' }).catch((e) => e);
    expect(e5.name).toBe('MongoServerError');
    expect(e5.code).toBe(11000);
  });

  it('allows many documents without the field under a sparse unique index', async () => {
    const coll = raw.collection('sparse');
    await coll.createIndex({ nick: 1 }, { unique: true, sparse: true });
    await coll.insertMany([{ a: 1 }, { a: 2 }, { nick: 'x' }]);
    await expect(coll.insertOne({ nick: 'x' })).rejects.toMatchObject({ code: 11000 });
  });
});

describe('atomicity', () => {
  it('lets exactly one of many concurrent conditional updates win', async () => {
    const coll = raw.collection('auction');
    await coll.insertOne({ _id: 'lot' as never, bid: 10 });
    const tries = Array.from({ length: 20 }, () => coll.findOneAndUpdate({ _id: 'lot' as never, bid: { $lt: 11 } }, { $set: { bid: 11 } }));
    const results = await Promise.all(tries);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
  });
});

describe('transactions', () => {
  it('commits atomically and hides uncommitted writes', async () => {
    const coll = raw.collection('tx');
    await coll.insertOne({ _id: 'a' as never, n: 0 });
    const session = client.startSession();
    session.startTransaction();
    await coll.updateOne({ _id: 'a' as never }, { $inc: { n: 1 } }, { session });
    await coll.insertOne({ _id: 'b' as never, n: 1 }, { session });
    expect(await coll.findOne({ _id: 'a' as never }, { session })).toMatchObject({ n: 1 });
    expect(await coll.findOne({ _id: 'a' as never })).toMatchObject({ n: 0 });
    expect(await coll.findOne({ _id: 'b' as never })).toBeNull();
    await session.commitTransaction();
    await session.endSession();
    expect(await coll.countDocuments({ n: 1 })).toBe(2);
  });

  it('rolls back on abort', async () => {
    const coll = raw.collection('tx2');
    await coll.insertOne({ _id: 'a' as never, n: 0 });
    const session = client.startSession();
    session.startTransaction();
    await coll.updateOne({ _id: 'a' as never }, { $set: { n: 9 } }, { session });
    await coll.deleteOne({ _id: 'a' as never }, { session });
    await session.abortTransaction();
    await session.endSession();
    expect(await coll.findOne({ _id: 'a' as never })).toMatchObject({ n: 0 });
  });

  it('aborts the second writer with a TransientTransactionError WriteConflict', async () => {
    const coll = raw.collection('tx3');
    await coll.insertOne({ _id: 'a' as never, n: 0 });
    const s1 = client.startSession();
    const s2 = client.startSession();
    s1.startTransaction();
    s2.startTransaction();
    await coll.updateOne({ _id: 'a' as never }, { $inc: { n: 1 } }, { session: s1 });
    const err = await coll.updateOne({ _id: 'a' as never }, { $inc: { n: 1 } }, { session: s2 }).catch((e) => e);
    expect(err.code).toBe(112);
    expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
    await s2.abortTransaction();
    await s1.commitTransaction();
    await Promise.all([s1.endSession(), s2.endSession()]);
    expect(await coll.findOne({ _id: 'a' as never })).toMatchObject({ n: 1 });
  });

  it('reads a stable snapshot and conflicts on documents changed since it', async () => {
    const coll = raw.collection('tx5');
    await coll.createIndex({ k: 1 });
    await coll.insertMany([{ _id: 'a' as never, k: 1, v: 0 }, { _id: 'b' as never, k: 2, v: 0 }]);
    const session = client.startSession();
    session.startTransaction({ readConcern: { level: 'snapshot' } });
    expect(await coll.findOne({ k: 1 }, { session })).toMatchObject({ v: 0 });
    await coll.updateOne({ _id: 'a' as never }, { $set: { k: 9, v: 1 } });
    await coll.insertOne({ _id: 'c' as never, k: 1, v: 5 });
    await coll.deleteOne({ _id: 'b' as never });
    expect(await coll.find({ k: 1 }, { session }).toArray()).toEqual([{ _id: 'a', k: 1, v: 0 }]);
    expect(await coll.countDocuments({}, { session })).toBe(2);
    const err = await coll.updateOne({ _id: 'a' as never }, { $set: { v: 2 } }, { session }).catch((e) => e);
    expect(err.code).toBe(112);
    expect(err.hasErrorLabel('TransientTransactionError')).toBe(true);
    await session.abortTransaction().catch(() => undefined);
    await session.endSession();
    expect(await coll.findOne({ _id: 'a' as never })).toMatchObject({ k: 9, v: 1 });
  });

  it('retries conflicting withTransaction callbacks until both apply', async () => {
    const coll = raw.collection('tx4');
    await coll.insertOne({ _id: 'a' as never, n: 0 });
    const run = async () => {
      const session = client.startSession();
      try {
        await session.withTransaction(async () => {
          const cur = await coll.findOne({ _id: 'a' as never }, { session });
          await new Promise((r) => setTimeout(r, 20));
          await coll.updateOne({ _id: 'a' as never }, { $set: { n: cur!.n + 1 } }, { session });
        });
      } finally {
        await session.endSession();
      }
    };
    await Promise.all([run(), run(), run()]);
    expect(await coll.findOne({ _id: 'a' as never })).toMatchObject({ n: 3 });
  });

  it('works through mongoose connection.transaction', async () => {
    const M = mongoose.model('ContractTx', new Schema({ k: String }));
    await M.createCollection();
    await db.connection.transaction(async (session) => {
      await M.create([{ k: 'in-tx' }], { session });
    });
    expect(await M.countDocuments({ k: 'in-tx' })).toBe(1);
  });
});

describe('change streams', () => {
  it('streams inserts, updates with updateLookup and deletes, and resumes', async () => {
    const coll = raw.collection<{ _id: number; v: number }>('cs');
    await raw.createCollection('cs');
    const stream = coll.watch([], { fullDocument: 'updateLookup' });
    const events: Array<Record<string, unknown>> = [];
    const next = async () => {
      const ev = await stream.next();
      events.push(ev as never);
      return ev as Record<string, any>;
    };
    const pending = next();
    await new Promise((r) => setTimeout(r, 100));
    await coll.insertOne({ _id: 1 as never, v: 1 });
    expect(await pending).toMatchObject({ operationType: 'insert', fullDocument: { _id: 1, v: 1 }, documentKey: { _id: 1 } });
    await coll.updateOne({ _id: 1 }, { $set: { v: 2 } });
    const upd = await next();
    expect(upd).toMatchObject({ operationType: 'update', fullDocument: { _id: 1, v: 2 }, updateDescription: { updatedFields: { v: 2 } } });
    await coll.deleteOne({ _id: 1 });
    expect(await next()).toMatchObject({ operationType: 'delete', documentKey: { _id: 1 } });
    await stream.close();

    const resumed = coll.watch([], { resumeAfter: events[0]._id as never });
    const again = (await resumed.next()) as Record<string, any>;
    expect(again.operationType).toBe('update');
    await resumed.close();

    const after = coll.watch([], { startAfter: events[1]._id as never });
    expect(((await after.next()) as Record<string, any>).operationType).toBe('delete');
    await after.close();

    const dbStream = raw.watch([{ $match: { 'ns.coll': 'cs2' } }]);
    const p = dbStream.next();
    await new Promise((r) => setTimeout(r, 100));
    await raw.collection('cs2').insertOne({ x: 1 });
    expect(await p).toMatchObject({ operationType: 'insert', ns: { db: raw.databaseName, coll: 'cs2' } });
    await dbStream.close();
  });

  it('ends a collection stream with drop and invalidate, and filters with $match', async () => {
    const coll = raw.collection('cs3');
    await coll.insertOne({ seed: true });
    const stream = coll.watch([{ $match: { operationType: { $in: ['delete', 'drop', 'invalidate'] } } }]);
    const first = stream.next();
    await new Promise((r) => setTimeout(r, 100));
    await coll.insertOne({ ignored: true });
    await coll.deleteOne({ seed: true });
    expect(await first).toMatchObject({ operationType: 'delete' });
    await coll.drop();
    expect(await stream.next()).toMatchObject({ operationType: 'drop', ns: { db: raw.databaseName, coll: 'cs3' } });
    expect(await stream.next()).toMatchObject({ operationType: 'invalidate' });
    await stream.close();
  });
});

describe('types and errors', () => {
  it('round-trips BSON types', async () => {
    const doc = { _id: new ObjectId(), d: new Date(1700000000000), l: Long.fromString('9007199254740993'), dec: Decimal128.fromString('12.34'), bin: new Binary(Buffer.from('hi')) };
    await raw.collection('types').insertOne(doc);
    const back = (await raw.collection('types').findOne({ _id: doc._id }, { promoteLongs: false }))!;
    expect(back.d).toEqual(doc.d);
    expect(String(back.l)).toBe('9007199254740993');
    expect(back.dec.toString()).toBe('12.34');
    expect(Buffer.from(back.bin.buffer).toString()).toBe('hi');
  });

  it('sorts numbers of every BSON numeric type numerically and arrays by their extreme element', async () => {
    const coll = raw.collection('numsort');
    await coll.insertMany([
      { name: 'long10', v: Long.fromNumber(10) },
      { name: 'long9', v: Long.fromNumber(9) },
      { name: 'double', v: 8.5 },
      { name: 'dec100', v: Decimal128.fromString('100') },
      { name: 'arr', v: [50, 1] },
      { name: 'missing' },
      { name: 'text', v: 'a' },
    ]);
    const asc = await coll.find({}, { projection: { _id: 0, name: 1 } }).sort({ v: 1 }).toArray();
    expect(asc.map((d) => d.name)).toEqual(['missing', 'arr', 'double', 'long9', 'long10', 'dec100', 'text']);
    const desc = await coll.find({ name: { $ne: 'text' } }).sort({ v: -1, name: 1 }).toArray();
    expect(desc.map((d) => d.name)).toEqual(['dec100', 'arr', 'long10', 'long9', 'double', 'missing']);
    const eq = await coll.find({ v: { $in: [10, 8.5] }, name: { $ne: 'x' } }).sort({ name: 1 }).toArray();
    expect(eq.map((d) => d.name)).toEqual(['double', 'long10']);
    expect(await coll.countDocuments({ v: { $eq: 100 } })).toBe(1);
    expect(await coll.countDocuments({ name: /^long/, v: { $exists: true } })).toBe(2);
    expect(await coll.countDocuments({ name: { $in: [/^dec/, 'text'] } })).toBe(2);
    expect(await coll.countDocuments({ v: { $elemMatch: { $gt: 40 } } })).toBe(1);
    expect(await coll.countDocuments({ $or: [{ v: { $exists: false } }, { v: 'a' }] })).toBe(2);
    expect(await coll.countDocuments({ v: { $nin: [1, 9, null] } })).toBe(4);
    const range = await coll.find({ v: { $gt: 9, $lte: Long.fromNumber(100) } }).sort({ name: 1 }).toArray();
    expect(range.map((d) => d.name)).toEqual(['arr', 'dec100', 'long10']);
    const viaAggregate = await coll.aggregate([{ $match: { v: { $lt: Decimal128.fromString('9.5') } } }, { $sort: { name: 1 } }]).toArray();
    expect(viaAggregate.map((d) => d.name)).toEqual(['arr', 'double', 'long9']);
    const sorted = await coll.aggregate([{ $match: { name: { $ne: 'text' } } }, { $sort: { v: -1 } }, { $project: { _id: 0, name: 1 } }]).toArray();
    expect(sorted.map((d) => d.name)).toEqual(['dec100', 'arr', 'long10', 'long9', 'double', 'missing']);
  });

  it('answers unknown commands with CommandNotFound', async () => {
    const err = await raw.command({ notARealCommand: 1 }).catch((e) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(59);
    expect(err.codeName).toBe('CommandNotFound');
  });
});
