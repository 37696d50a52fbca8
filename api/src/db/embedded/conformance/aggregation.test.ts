/** Item 9 and 8: $out, $merge, top-level `let`, pipeline updates with $replaceRoot / $replaceWith. */
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
  await t.raw.collection<Loose>('bids').insertMany([
    { _id: 1, tid: 1, amount: 10 },
    { _id: 2, tid: 1, amount: 5 },
    { _id: 3, tid: 2, amount: 7 },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('$out and $merge', () => {
  it('replaces the target collection with $out', async () => {
    await t.raw.collection<Loose>('totals').insertOne({ _id: 99, stale: true });
    const cursor = await t.raw.collection('bids').aggregate([{ $group: { _id: '$tid', total: { $sum: '$amount' } } }, { $sort: { _id: 1 } }, { $out: 'totals' }]).toArray();
    expect(cursor).toEqual([]);
    expect(await t.raw.collection('totals').find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, total: 15 }, { _id: 2, total: 7 }]);
  });

  it('merges into a collection, keeping unmatched documents', async () => {
    const spent = t.raw.collection<Loose>('spent');
    await spent.insertMany([{ _id: 1, name: 'A', total: 0 }, { _id: 3, name: 'C', total: 1 }]);
    await t.raw.collection('bids').aggregate([{ $group: { _id: '$tid', total: { $sum: '$amount' } } }, { $merge: { into: 'spent', whenMatched: 'merge', whenNotMatched: 'insert' } }]).toArray();
    expect(await spent.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, name: 'A', total: 15 },
      { _id: 2, total: 7 },
      { _id: 3, name: 'C', total: 1 },
    ]);
  });

  it('merges with a whenMatched pipeline reading $$new', async () => {
    const ledger = t.raw.collection<Loose>('ledger');
    await ledger.insertOne({ _id: 1, total: 100 });
    await t.raw.collection('bids').aggregate([{ $match: { tid: 1 } }, { $group: { _id: '$tid', total: { $sum: '$amount' } } }, { $merge: { into: 'ledger', whenMatched: [{ $set: { total: { $add: ['$total', '$$new.total'] } } }], whenNotMatched: 'discard' } }]).toArray();
    expect(await ledger.find().toArray()).toEqual([{ _id: 1, total: 115 }]);
  });

  it('refuses $out that is not the last stage', async () => {
    await expect(t.raw.collection('bids').aggregate([{ $out: 'x' }, { $match: {} }]).toArray()).rejects.toMatchObject({ code: 40601 });
  });
});

describe('top-level let', () => {
  it('binds $$variables in find, aggregate, update and delete', async () => {
    const coll = t.raw.collection<Loose>('letColl');
    await coll.insertMany([{ _id: 1, v: 1 }, { _id: 2, v: 2 }, { _id: 3, v: 3 }]);
    expect(await coll.find({ $expr: { $gte: ['$v', '$$min'] } }, { let: { min: 2 } }).toArray()).toHaveLength(2);
    expect(await coll.aggregate([{ $match: { $expr: { $eq: ['$v', '$$pick'] } } }, { $project: { _id: 1 } }], { let: { pick: 3 } }).toArray()).toEqual([{ _id: 3 }]);
    await coll.updateMany({ $expr: { $lt: ['$v', '$$cut'] } }, [{ $set: { tag: '$$label' } }], { let: { cut: 3, label: 'low' } });
    expect(await coll.countDocuments({ tag: 'low' })).toBe(2);
    await coll.deleteMany({ $expr: { $eq: ['$v', '$$gone'] } }, { let: { gone: 1 } });
    expect(await coll.countDocuments()).toBe(2);
  });

  it('evaluates let values as expressions once, before the command runs', async () => {
    const coll = t.raw.collection<Loose>('letExpr');
    await coll.insertMany([{ _id: 1 }, { _id: 2 }]);
    const vars = { id: 1, word: { $literal: '$notAPath' }, sum: { $add: [1, 2] }, rand: { $rand: {} } };
    const [row] = await coll.aggregate([{ $match: { $expr: { $eq: ['$_id', '$$id'] } } }, { $project: { _id: 0, word: '$$word', sum: '$$sum', rand: '$$rand' } }], { let: vars }).toArray();
    expect(row).toMatchObject({ word: '$notAPath', sum: 3 });
    expect(typeof row.rand).toBe('number');
    await coll.updateMany({ $expr: { $eq: ['$_id', '$$id'] } }, [{ $set: { word: '$$word' } }], { let: vars });
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, word: '$notAPath' });
  });
});

describe('read concern and write stages', () => {
  it('refuses $out and $merge under a linearizable read concern', async () => {
    const coll = t.raw.collection<Loose>('linearSource', { readConcern: { level: 'linearizable' } });
    await t.raw.collection<Loose>('linearSource').insertOne({ _id: 1 });
    await expect(coll.aggregate([{ $out: 'linearTarget' }]).toArray()).rejects.toMatchObject({ code: 72 });
    await expect(coll.aggregate([{ $merge: { into: 'linearTarget' } }]).toArray()).rejects.toMatchObject({ code: 72 });
    expect(await coll.aggregate([{ $match: {} }]).toArray()).toEqual([{ _id: 1 }]);
  });
});

describe('pipeline updates', () => {
  it('replaces the document with $replaceRoot / $replaceWith, keeping its _id', async () => {
    const coll = t.raw.collection<Loose>('pipe');
    await coll.insertOne({ _id: 1, draft: { round: 1, pick: 4 }, old: true });
    await coll.updateOne({ _id: 1 }, [{ $replaceRoot: { newRoot: '$draft' } }]);
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, round: 1, pick: 4 });
    await coll.updateOne({ _id: 1 }, [{ $replaceWith: { $mergeObjects: ['$$ROOT', { pick: 5 }] } }]);
    expect(await coll.findOne({ _id: 1 })).toEqual({ _id: 1, round: 1, pick: 5 });
    await expect(coll.updateOne({ _id: 1 }, [{ $replaceWith: { _id: 2 } }])).rejects.toMatchObject({ code: 66 });
  });
});
