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
});
