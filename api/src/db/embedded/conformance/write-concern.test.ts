/** Item 5: write concerns a single-node replica set cannot satisfy fail as mongod fails them. */
import { MongoWriteConcernError, W } from 'mongodb';
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('write concern', () => {
  it('reports w greater than the number of nodes as UnsatisfiableWriteConcern after applying the write', async () => {
    const coll = t.raw.collection<Loose>('wc');
    for (const w of [2, 10]) {
      const error = await coll.insertOne({ w }, { writeConcern: { w } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MongoWriteConcernError);
      expect(error).toMatchObject({ code: 100, codeName: 'UnsatisfiableWriteConcern' });
    }
    expect(await coll.countDocuments()).toBe(2);
  });

  it('reports an unknown tag as UnknownReplWriteConcern', async () => {
    // The driver's type lists only 'majority', but any tag name is valid on the wire.
    const error = await t.raw.collection<Loose>('wcTag').updateOne({ _id: 1 }, { $set: { a: 1 } }, { upsert: true, writeConcern: { w: 'eastCoast' as W } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoWriteConcernError);
    expect(error).toMatchObject({ code: 79, codeName: 'UnknownReplWriteConcern' });
  });

  it('accepts w: 1, w: majority and j: true', async () => {
    const coll = t.raw.collection<Loose>('wcOk');
    await coll.insertOne({ a: 1 }, { writeConcern: { w: 1 } });
    await coll.insertOne({ a: 2 }, { writeConcern: { w: 'majority', journal: true } });
    expect(await coll.countDocuments()).toBe(2);
  });

  it('refuses a malformed write concern before writing', async () => {
    await expect(t.raw.command({ insert: 'wcBad', documents: [{ a: 1 }], writeConcern: { w: -1 } })).rejects.toMatchObject({ code: 9 });
    await expect(t.raw.command({ insert: 'wcBad', documents: [{ a: 1 }], writeConcern: { w: true } })).rejects.toMatchObject({ code: 9 });
    expect(await t.raw.collection<Loose>('wcBad').countDocuments()).toBe(0);
  });
});
