/** configureFailPoint failCommand: errors, labels, times, skip, closed and blocked connections. */
import { MongoClient, MongoServerError } from 'mongodb';
import { EmbeddedMongoServer } from '../server';
import { failCommand, openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});
afterEach(async () => {
  await t.client.db('admin').command({ configureFailPoint: 'failCommand', mode: 'off' });
});

describe('failCommand', () => {
  it('fails the listed command with the error code and labels given, `times` times', async () => {
    await failCommand(t.client, { times: 2 }, { failCommands: ['find'], errorCode: 2, errorLabels: ['Custom'] });
    const coll = t.raw.collection<Loose>('fp');
    for (let i = 0; i < 2; i++) {
      const error = await coll.findOne({}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MongoServerError);
      expect(error).toMatchObject({ code: 2 });
      expect((error as MongoServerError).errorLabels).toEqual(['Custom']);
    }
    expect(await coll.findOne({})).toBeNull();
  });

  it('lets `skip` matching commands through first', async () => {
    await failCommand(t.client, { skip: 1 }, { failCommands: ['count'], errorCode: 2 });
    const coll = t.raw.collection<Loose>('fpSkip');
    expect(await coll.estimatedDocumentCount()).toBe(0);
    await expect(coll.estimatedDocumentCount()).rejects.toMatchObject({ code: 2 });
  });

  it('closes the connection; the driver retries the read on a new one', async () => {
    await t.raw.collection<Loose>('fpClose').insertOne({ _id: 1 });
    await failCommand(t.client, { times: 1 }, { failCommands: ['find'], closeConnection: true });
    expect(await t.raw.collection<Loose>('fpClose').findOne({ _id: 1 })).toEqual({ _id: 1 });
  });

  it('blocks the connection for blockTimeMS before answering', async () => {
    const client = await t.connect({ socketTimeoutMS: 300, retryReads: false });
    await failCommand(t.client, { times: 1 }, { failCommands: ['find'], blockConnection: true, blockTimeMS: 1500 });
    await expect(client.db(t.raw.databaseName).collection<Loose>('fpBlock').findOne({})).rejects.toMatchObject({ name: 'MongoNetworkTimeoutError' });
  });

  it('attaches a writeConcernError after running the command', async () => {
    await failCommand(t.client, { times: 1 }, { failCommands: ['insert'], writeConcernError: { code: 64, errmsg: 'waiting for replication timed out' } });
    await expect(t.raw.collection<Loose>('fpWce').insertOne({ _id: 1 })).rejects.toMatchObject({ code: 64 });
    expect(await t.raw.collection<Loose>('fpWce').countDocuments()).toBe(1);
  });

  it('makes the driver retry a commit that failed with a retryable error', async () => {
    const coll = t.raw.collection<Loose>('fpCommit');
    await coll.insertOne({ _id: 0 });
    await failCommand(t.client, { times: 1 }, { failCommands: ['commitTransaction'], errorCode: 91 });
    const session = t.client.startSession();
    try {
      await session.withTransaction(async () => {
        await coll.insertOne({ _id: 1 }, { session });
      });
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments()).toBe(2);
  });
});

describe('failCommand labels and counts, as mongod', () => {
  it('counts a writeConcernError failpoint once per command: {times: 2} fails the commit and its retry', async () => {
    const coll = t.raw.collection<Loose>('fpWceCommit');
    await failCommand(t.client, { times: 2 }, { failCommands: ['commitTransaction'], errorLabels: ['RetryableWriteError'], writeConcernError: { code: 91, errmsg: 'Replication is being shut down' } });
    const session = t.client.startSession();
    try {
      session.startTransaction({ writeConcern: { w: 'majority' } });
      await coll.insertOne({ _id: 1 }, { session });
      const error = (await session.commitTransaction().catch((e: unknown) => e)) as MongoServerError;
      expect(error).toMatchObject({ code: 91 });
      expect(error.hasErrorLabel('RetryableWriteError')).toBe(true);
      expect(error.hasErrorLabel('UnknownTransactionCommitResult')).toBe(true);
      expect(error.hasErrorLabel('TransientTransactionError')).toBe(false);
    } finally {
      await session.endSession();
    }
  });

  it('never labels a writeConcernError inside a transaction TransientTransactionError or RetryableWriteError', async () => {
    const coll = t.raw.collection<Loose>('fpWceTxn');
    await failCommand(t.client, { times: 1 }, { failCommands: ['insert'], writeConcernError: { code: 91, errmsg: 'Replication is being shut down' } });
    const session = t.client.startSession();
    try {
      session.startTransaction({ writeConcern: { w: 'majority' } });
      const error = (await coll.insertOne({ _id: 1 }, { session }).catch((e: unknown) => e)) as MongoServerError;
      expect(error.hasErrorLabel('TransientTransactionError')).toBe(false);
      expect(error.hasErrorLabel('RetryableWriteError')).toBe(false);
      await session.abortTransaction();
    } finally {
      await session.endSession();
    }
  });

  it('labels a retryable code on a transaction statement TransientTransactionError, and NoSuchTransaction on commit too', async () => {
    const coll = t.raw.collection<Loose>('fpTransient');
    await failCommand(t.client, { times: 1 }, { failCommands: ['insert'], errorCode: 10107 });
    const session = t.client.startSession();
    try {
      session.startTransaction();
      const onInsert = (await coll.insertOne({ _id: 1 }, { session }).catch((e: unknown) => e)) as MongoServerError;
      expect(onInsert.errorLabels).toEqual(['TransientTransactionError']);
      await session.abortTransaction();
      await failCommand(t.client, { times: 1 }, { failCommands: ['commitTransaction'], errorCode: 251 });
      session.startTransaction();
      await coll.insertOne({ _id: 2 }, { session });
      const onCommit = (await session.commitTransaction().catch((e: unknown) => e)) as MongoServerError;
      expect(onCommit.hasErrorLabel('TransientTransactionError')).toBe(true);
      expect(onCommit.hasErrorLabel('RetryableWriteError')).toBe(false);
    } finally {
      await session.endSession();
    }
  });
});

describe('failCommand inside a transaction', () => {
  it('fails the statement without aborting the transaction (the failpoint fires before the statement runs)', async () => {
    const coll = t.raw.collection<Loose>('fpInTxn');
    const session = t.client.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 1 }, { session });
      await failCommand(t.client, { times: 1 }, { failCommands: ['find'], errorCode: 112, errorLabels: [] });
      await expect(coll.find({}, { session }).toArray()).rejects.toMatchObject({ code: 112 });
      expect(await coll.find({}, { session }).toArray()).toEqual([{ _id: 1 }]);
      await session.commitTransaction();
      expect(await coll.countDocuments()).toBe(1);
    } finally {
      await session.endSession();
    }
  });
});

describe('configureFailPoint without test commands', () => {
  it('does not exist on a server started without enableTestCommands', async () => {
    const server = await EmbeddedMongoServer.start();
    const client = await MongoClient.connect(server.uri);
    try {
      await expect(client.db('admin').command({ configureFailPoint: 'failCommand', mode: 'alwaysOn', data: { failCommands: ['find'], errorCode: 2 } })).rejects.toMatchObject({ code: 59 });
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
