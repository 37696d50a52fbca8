/** Item 6: collation strength 1 and 2, case-insensitive unique indexes, mongoose's collation options. */
import mongoose, { Schema } from 'mongoose';
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

const strength2 = { locale: 'en', strength: 2 };

describe('collation', () => {
  it('enforces a case-insensitive unique index (strength 2) with MongoDB’s E11000', async () => {
    const users = t.raw.collection<Loose>('users');
    await users.createIndex({ username: 1 }, { unique: true, collation: strength2 });
    await users.insertOne({ username: 'JoshAllen' });
    await expect(users.insertOne({ username: 'joshallen' })).rejects.toMatchObject({ code: 11000, keyValue: { username: 'joshallen' } });
    await users.insertOne({ username: 'jośhallen' });
    const index = (await users.indexes()).find((i) => i.name === 'username_1');
    expect(index?.collation).toMatchObject({ locale: 'en', strength: 2 });
  });

  it('matches, counts and sorts under strength 1 and 2', async () => {
    const names = t.raw.collection<Loose>('names');
    await names.insertMany([{ n: 'apple' }, { n: 'Apple' }, { n: 'àpple' }, { n: 'banana' }, { n: 'Zebra' }]);
    expect(await names.countDocuments({ n: 'APPLE' }, { collation: strength2 })).toBe(2);
    expect(await names.countDocuments({ n: 'APPLE' }, { collation: { locale: 'en', strength: 1 } })).toBe(3);
    expect(await names.countDocuments({ n: 'APPLE' })).toBe(0);
    const sorted = await names.find({}, { collation: strength2, projection: { _id: 0 } }).sort({ n: 1 }).toArray();
    expect(sorted.map((d) => d.n)[4]).toBe('Zebra');
    expect(sorted.map((d) => d.n).slice(3, 4)).toEqual(['banana']);
    expect((await names.distinct('n', { n: { $in: ['APPLE', 'BANANA'] } }, { collation: strength2 })).length).toBe(2);
    await names.updateMany({ n: 'APPLE' }, { $set: { fruit: true } }, { collation: strength2 });
    expect(await names.countDocuments({ fruit: true })).toBe(2);
    await names.deleteMany({ n: 'BANANA' }, { collation: strength2 });
    expect(await names.countDocuments()).toBe(4);
  });

  it('applies a collection default collation to queries and to the indexes mongoose builds', async () => {
    const Manager = mongoose.model('ConformanceManager', new Schema({ handle: { type: String, unique: true } }, { collation: strength2 }));
    await Manager.init();
    await Manager.create({ handle: 'Commish' });
    await expect(Manager.create({ handle: 'COMMISH' })).rejects.toMatchObject({ code: 11000 });
    expect(await Manager.findOne({ handle: 'commish' }).lean()).toMatchObject({ handle: 'Commish' });
    expect(await Manager.findOne({ handle: 'commish' }).collation({ locale: 'simple' }).lean()).toBeNull();
    const [info] = await t.raw.listCollections({ name: Manager.collection.collectionName }).toArray();
    expect((info as { options: { collation?: unknown } }).options.collation).toMatchObject(strength2);
  });

  it('applies Query.collation() from mongoose', async () => {
    const Team = mongoose.model('ConformanceTeam', new Schema({ name: String }));
    await Team.create([{ name: 'Bills' }, { name: 'bills' }, { name: 'Jets' }]);
    expect(await Team.countDocuments({ name: 'BILLS' }).collation(strength2)).toBe(2);
  });
});
