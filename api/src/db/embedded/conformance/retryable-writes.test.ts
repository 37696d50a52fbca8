/** Item 2: a retried write (same lsid + txnNumber) is applied once; an older txnNumber is refused. */
import { ClientSession, Long } from 'mongodb';
import { failCommand, openTarget, Target, Loose } from './harness';

let t: Target;
let session: ClientSession;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  session = t.client.startSession();
});
afterEach(async () => {
  await session.endSession();
});

/** Sends a write command with an explicit txnNumber on the session, as a driver retry would. */
function send(command: Record<string, unknown>, txnNumber: number) {
  return t.raw.command({ ...command, txnNumber: Long.fromNumber(txnNumber) }, { session });
}

describe('retryable writes', () => {
  it('applies an $inc once when the same txnNumber is sent twice, returning the first result', async () => {
    await t.raw.collection<Loose>('faab').insertOne({ _id: 'team1', faab: 100 });
    const update = { update: 'faab', updates: [{ q: { _id: 'team1' }, u: { $inc: { faab: -30 } } }] };
    const first = await send(update, 1);
    const retry = await send(update, 1);
    expect(first).toMatchObject({ ok: 1, n: 1, nModified: 1 });
    expect(retry).toMatchObject({ ok: 1, n: 1, nModified: 1 });
    expect(await t.raw.collection<Loose>('faab').findOne({ _id: 'team1' })).toEqual({ _id: 'team1', faab: 70 });
  });

  it('inserts once and answers the retry without a duplicate key error', async () => {
    const insert = { insert: 'retryInsert', documents: [{ _id: 1 }, { _id: 2 }] };
    expect(await send(insert, 4)).toMatchObject({ ok: 1, n: 2 });
    expect(await send(insert, 4)).toMatchObject({ ok: 1, n: 2 });
    expect(await t.raw.collection<Loose>('retryInsert').countDocuments()).toBe(2);
  });

  it('returns the recorded findAndModify value on a retry', async () => {
    await t.raw.collection<Loose>('cap').insertOne({ _id: 1, cap: 200 });
    const fam = { findAndModify: 'cap', query: { _id: 1 }, update: { $inc: { cap: 5 } }, new: true };
    expect((await send(fam, 7)).value).toEqual({ _id: 1, cap: 205 });
    expect((await send(fam, 7)).value).toEqual({ _id: 1, cap: 205 });
    expect(await t.raw.collection<Loose>('cap').findOne({ _id: 1 })).toEqual({ _id: 1, cap: 205 });
  });

  it('refuses a txnNumber lower than the session has used with TransactionTooOld', async () => {
    await send({ insert: 'tooOld', documents: [{ _id: 1 }] }, 10);
    await expect(send({ insert: 'tooOld', documents: [{ _id: 2 }] }, 9)).rejects.toMatchObject({ code: 225, codeName: 'TransactionTooOld' });
    expect(await t.raw.collection<Loose>('tooOld').countDocuments()).toBe(1);
  });

  it('lets the driver retry a write that failed with a retryable error, applying it once', async () => {
    await failCommand(t.client, { times: 1 }, { failCommands: ['insert'], errorCode: 91 });
    await t.raw.collection<Loose>('driverRetry').insertOne({ _id: 1 });
    expect(await t.raw.collection<Loose>('driverRetry').countDocuments()).toBe(1);
  });
});

describe('driver-side retries through the test failpoints', () => {
  afterEach(async () => {
    await t.client.db('admin').command({ configureFailPoint: 'onPrimaryTransactionalWrite', mode: 'off' });
  });

  it('onPrimaryTransactionalWrite: the write commits, the connection drops, the retry is answered from the record', async () => {
    const coll = t.raw.collection<{ _id: number; x: number }>('rwCommitted');
    await t.client.db('admin').command({ configureFailPoint: 'onPrimaryTransactionalWrite', mode: { times: 1 } });
    const result = await coll.bulkWrite([{ insertOne: { document: { _id: 1, x: 1 } } }, { updateOne: { filter: { _id: 1 }, update: { $inc: { x: 1 } } } }]);
    expect(result).toMatchObject({ insertedCount: 1, modifiedCount: 1 });
    expect(await coll.find().toArray()).toEqual([{ _id: 1, x: 2 }]);
  });

  it('onPrimaryTransactionalWrite with failBeforeCommitExceptionCode: the statement is not applied; twice exhausts the retry', async () => {
    const coll = t.raw.collection<Loose>('rwFailed');
    await t.client.db('admin').command({ configureFailPoint: 'onPrimaryTransactionalWrite', mode: { times: 1 }, data: { failBeforeCommitExceptionCode: 1 } });
    await coll.insertOne({ _id: 1 });
    await t.client.db('admin').command({ configureFailPoint: 'onPrimaryTransactionalWrite', mode: { times: 2 }, data: { failBeforeCommitExceptionCode: 1 } });
    await expect(coll.insertOne({ _id: 2 })).rejects.toThrow();
    expect(await coll.find().toArray()).toEqual([{ _id: 1 }]);
  });

  it('a writeConcernError failpoint does not leak into the retry record: the retried insert succeeds once', async () => {
    const coll = t.raw.collection<Loose>('rwWce');
    await failCommand(t.client, { times: 1 }, { failCommands: ['insert'], errorLabels: ['RetryableWriteError'], writeConcernError: { code: 91, errmsg: 'Replication is being shut down' } });
    await coll.insertOne({ _id: 1 });
    expect(await coll.find().toArray()).toEqual([{ _id: 1 }]);
  });
});
