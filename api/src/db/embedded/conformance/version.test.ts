/** Item 11: the advertised version (7.0) and the behaviour agree; strict Stable API is enforced. */
import { MongoClient, ServerApiVersion } from 'mongodb';
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('version', () => {
  it('advertises MongoDB 7.0', async () => {
    const info = await t.client.db('admin').command({ buildInfo: 1 });
    expect(info.version).toMatch(/^7\.0\./);
    const hello = await t.client.db('admin').command({ hello: 1 });
    expect(hello.maxWireVersion).toBe(21);
  });

  it('refuses the 8.0 `sort` option of an update statement', async () => {
    await t.raw.collection<Loose>('sorted').insertMany([{ _id: 1, v: 1 }, { _id: 2, v: 2 }]);
    await expect(t.raw.command({ update: 'sorted', updates: [{ q: {}, u: { $set: { hit: true } }, sort: { v: -1 } }] })).rejects.toMatchObject({ code: 40415 });
    expect(await t.raw.collection('sorted').countDocuments({ hit: true })).toBe(0);
  });

  it('enforces apiStrict: commands outside API version 1 fail with APIStrictError', async () => {
    let strict: MongoClient | null = null;
    try {
      strict = await t.connect({ serverApi: { version: ServerApiVersion.v1, strict: true } });
      const db = strict.db(t.raw.databaseName);
      await db.collection<Loose>('api').insertOne({ _id: 1 });
      expect(await db.collection('api').countDocuments()).toBe(1);
      await expect(db.command({ buildInfo: 1 })).rejects.toMatchObject({ code: 323, codeName: 'APIStrictError' });
      await expect(db.collection('api').distinct('_id')).rejects.toMatchObject({ code: 323 });
    } finally {
      await strict?.close();
    }
  });
});
