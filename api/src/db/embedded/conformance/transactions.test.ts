/** Item 1: a failed statement aborts its transaction, as in MongoDB 7.0. */
import mongoose, { Schema } from 'mongoose';
import { MongoServerError } from 'mongodb';
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('a failed statement aborts the transaction', () => {
  it('answers the next statement and the commit with NoSuchTransaction labelled TransientTransactionError', async () => {
    const coll = t.raw.collection<Loose>('txnAbort');
    await coll.insertOne({ _id: 1 });
    const session = t.client.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 2 }, { session });
      await expect(coll.insertOne({ _id: 1 }, { session })).rejects.toMatchObject({ code: 11000 });
      const next = await coll.insertOne({ _id: 3 }, { session }).catch((e: unknown) => e);
      expect(next).toBeInstanceOf(MongoServerError);
      expect(next).toMatchObject({ code: 251, codeName: 'NoSuchTransaction' });
      expect((next as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
      await expect(session.commitTransaction()).rejects.toMatchObject({ code: 251 });
    } finally {
      await session.endSession();
    }
    expect(await coll.find().sort({ _id: 1 }).toArray()).toEqual([{ _id: 1 }]);
  });

  it('aborts on a write error of an unordered bulk insert too', async () => {
    const coll = t.raw.collection<Loose>('txnAbortBulk');
    await coll.insertOne({ _id: 1 });
    const session = t.client.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 5 }, { session });
      await expect(coll.insertMany([{ _id: 6 }, { _id: 1 }], { session, ordered: false })).rejects.toMatchObject({ code: 11000 });
      await expect(coll.findOne({ _id: 5 }, { session })).rejects.toMatchObject({ code: 251 });
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments()).toBe(1);
  });

  it("does not commit a mongoose connection.transaction() attempt whose callback caught the error", async () => {
    const Handle = mongoose.model('ConformanceHandle', new Schema({ name: { type: String, unique: true }, note: String }));
    await Handle.init();
    await Handle.create({ name: 'taken' });
    let attempts = 0;
    await t.db.connection.transaction(async (session) => {
      attempts++;
      if (attempts === 1) {
        await Handle.create([{ name: 'first-attempt' }], { session });
        await Handle.create([{ name: 'taken' }], { session }).catch(() => undefined);
      } else await Handle.create([{ name: 'second-attempt' }], { session });
    });
    // The first attempt's commit fails with a TransientTransactionError, so the callback runs again.
    expect(attempts).toBe(2);
    expect((await Handle.find().sort({ name: 1 }).lean()).map((h) => h.name)).toEqual(['second-attempt', 'taken']);
  });
});

describe('commands a transaction refuses', () => {
  it('refuses count (7.0: OperationNotSupportedInTransaction, not transient); countDocuments works', async () => {
    const coll = t.raw.collection<Loose>('txnCount');
    await coll.insertOne({ _id: 1 });
    const session = t.client.startSession();
    try {
      session.startTransaction();
      const error = (await t.raw.command({ count: 'txnCount', query: {} }, { session }).catch((e: unknown) => e)) as MongoServerError;
      expect(error).toMatchObject({ codeName: 'OperationNotSupportedInTransaction' });
      expect(error.hasErrorLabel('TransientTransactionError')).toBe(false);
      await session.abortTransaction();
      // Like any failed statement, the refusal aborted that transaction; countDocuments (an aggregate) runs in the next.
      session.startTransaction();
      expect(await coll.countDocuments({}, { session })).toBe(1);
      await session.commitTransaction();
    } finally {
      await session.endSession();
    }
  });
});
