/** Item 12 and 10: views, renameCollection, refused collection types, `$`-prefixed field names. */
import { MongoServerError } from 'mongodb';
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('views', () => {
  it('reads a view through find, count, distinct and aggregate, and refuses writes to it', async () => {
    await t.raw.collection<Loose>('players').insertMany([
      { _id: 1, name: 'A', pos: 'QB', value: 50 },
      { _id: 2, name: 'B', pos: 'RB', value: 30 },
      { _id: 3, name: 'C', pos: 'QB', value: 10 },
    ]);
    await t.raw.createCollection('qbs', { viewOn: 'players', pipeline: [{ $match: { pos: 'QB' } }, { $project: { pos: 0 } }] });
    const qbs = t.raw.collection<Loose>('qbs');
    expect(await qbs.find({ value: { $gt: 20 } }).toArray()).toEqual([{ _id: 1, name: 'A', value: 50 }]);
    expect(await qbs.countDocuments()).toBe(2);
    expect((await qbs.distinct('name')).sort()).toEqual(['A', 'C']);
    expect(await qbs.aggregate([{ $group: { _id: null, total: { $sum: '$value' } } }]).toArray()).toEqual([{ _id: null, total: 60 }]);
    const [info] = await t.raw.listCollections({ name: 'qbs' }).toArray();
    expect(info).toMatchObject({ name: 'qbs', type: 'view', options: { viewOn: 'players' } });
    await expect(qbs.insertOne({ _id: 9 })).rejects.toMatchObject({ code: 166, codeName: 'CommandNotSupportedOnView' });
    await expect(qbs.updateOne({}, { $set: { x: 1 } })).rejects.toMatchObject({ code: 166 });
    await expect(qbs.createIndex({ name: 1 })).rejects.toMatchObject({ code: 166 });
    await t.raw.collection<Loose>('players').insertOne({ _id: 4, name: 'D', pos: 'QB', value: 5 });
    expect(await qbs.countDocuments()).toBe(3);
    await qbs.drop();
    expect(await t.raw.listCollections({ name: 'qbs' }).toArray()).toEqual([]);
  });
});

describe('renameCollection', () => {
  it('moves documents and indexes, refusing an existing target unless dropTarget', async () => {
    const from = t.raw.collection<Loose>('draftOld');
    await from.insertMany([{ _id: 1, pick: 1 }, { _id: 2, pick: 2 }]);
    await from.createIndex({ pick: 1 }, { unique: true });
    await t.raw.collection<Loose>('draftTaken').insertOne({ _id: 1 });
    await expect(from.rename('draftTaken')).rejects.toMatchObject({ code: 48 });
    const renamed = (await from.rename('draftNew')) as typeof from;
    expect(await renamed.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, pick: 1 }, { _id: 2, pick: 2 }]);
    expect((await renamed.indexes()).map((i) => i.name)).toEqual(['_id_', 'pick_1']);
    await expect(renamed.insertOne({ _id: 3, pick: 1 })).rejects.toMatchObject({ code: 11000 });
    expect(await t.raw.listCollections({ name: 'draftOld' }).toArray()).toEqual([]);
    await renamed.rename('draftTaken', { dropTarget: true });
    expect(await t.raw.collection('draftTaken').countDocuments()).toBe(2);
    await expect(t.raw.collection('missing').rename('other')).rejects.toMatchObject({ code: 26 });
  });
});

describe('$-prefixed field names', () => {
  it('stores a top-level $-prefixed field and refuses one inside _id', async () => {
    const coll = t.raw.collection<Loose>('dollars');
    await t.raw.command({ insert: 'dollars', documents: [{ _id: 1, $price: 5 }] });
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, $price: 5 });
    const reply = await t.raw.command({ insert: 'dollars', documents: [{ _id: { $a: 1 } }] });
    expect(reply).toMatchObject({ n: 0, writeErrors: [{ index: 0, code: 52 }] });
    await expect(coll.insertOne({ _id: { $b: 1 } as never })).rejects.toBeInstanceOf(MongoServerError);
    expect(await coll.countDocuments()).toBe(1);
  });
});
