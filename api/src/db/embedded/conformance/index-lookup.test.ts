/**
 * An index lookup names each matching document once: repeated `$in` values, and documents indexed under
 * several keys (an array in an indexed field) before and after their arrays go away.
 */
import { openTarget, Target } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('index lookups', () => {
  it('answer each document once for repeated $in values on a single-key index', async () => {
    const c = t.raw.collection('lookup_single');
    await c.createIndex({ year: 1, week: 1 });
    await c.insertMany([1, 2, 3].map((week) => ({ year: 2025, week })));
    const found = await c.find({ year: { $in: [2025, 2025] }, week: { $in: [1, 1, 2] } }, { projection: { _id: 0 } }).sort({ week: 1 }).toArray();
    expect(found).toEqual([{ year: 2025, week: 1 }, { year: 2025, week: 2 }]);
  });

  it('answer a document with an array in an indexed field once, also when several of its values match', async () => {
    const c = t.raw.collection('lookup_multi');
    await c.createIndex({ tag: 1, n: 1 });
    await c.insertMany([{ _id: 1 as never, tag: ['a', 'b'], n: 1 }, { _id: 2 as never, tag: 'a', n: 1 }]);
    expect((await c.find({ tag: { $in: ['a', 'b'] }, n: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
    await c.updateOne({ _id: 1 as never }, { $set: { tag: 'b' } });
    expect((await c.find({ tag: { $in: ['a', 'b'] }, n: 1 }).sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 2]);
  });

  it('answer the same when the lookup decides some conditions and the rest are tested (null matches missing)', async () => {
    const c = t.raw.collection('lookup_decided');
    await c.createIndex({ k: 1, x: 1 });
    await c.insertMany([
      { _id: 1 as never, k: 1, x: 1, y: 5 },
      { _id: 2 as never, k: '1', x: 1, y: 5 },
      { _id: 3 as never, k: null, x: 1, y: 5 },
      { _id: 4 as never, x: 1, y: 9 },
      { _id: 5 as never, k: 1, x: 2, y: 5 },
      { _id: 6 as never, k: 1.0, x: 1, y: 1 },
    ]);
    const ids = async (filter: Record<string, unknown>) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids({ k: { $in: [1, null] }, x: 1 })).toEqual([1, 3, 4, 6]);
    expect(await ids({ k: { $in: [1, null] }, x: 1, y: { $gte: 5 } })).toEqual([1, 3, 4]);
    expect(await ids({ k: 1, x: { $in: [1, 2] }, y: 5 })).toEqual([1, 5]);
    expect(await ids({ k: { $eq: '1' }, x: 1 })).toEqual([2]);
    expect(await ids({ k: 1, x: 1, $or: [{ y: 1 }, { y: 9 }] })).toEqual([6]);
  });
});
