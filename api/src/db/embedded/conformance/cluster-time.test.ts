/** Item 3: replies carry operationTime and $clusterTime, so causal consistency engages. */
import { Timestamp } from 'mongodb';
import { openTarget, recordCommands, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('cluster time', () => {
  it('stamps replies with operationTime and $clusterTime that do not go backwards', async () => {
    const first = await t.raw.command({ ping: 1 });
    await t.raw.collection<Loose>('times').insertOne({ a: 1 });
    const second = await t.raw.command({ find: 'times', filter: {} });
    expect(first.operationTime).toBeInstanceOf(Timestamp);
    expect(first.$clusterTime.clusterTime).toBeInstanceOf(Timestamp);
    expect(second.operationTime.greaterThan(first.operationTime)).toBe(true);
    expect(second.$clusterTime.clusterTime.greaterThan(first.$clusterTime.clusterTime) || second.$clusterTime.clusterTime.equals(first.$clusterTime.clusterTime)).toBe(true);
  });

  it('makes a causally consistent session send afterClusterTime with the write time', async () => {
    const client = await t.connect({ monitorCommands: true });
    const log = recordCommands(client);
    const coll = client.db(t.raw.databaseName).collection<Loose>('causal');
    const session = client.startSession({ causalConsistency: true });
    try {
      await coll.insertOne({ x: 1 }, { session });
      expect(await coll.findOne({ x: 1 }, { session })).toMatchObject({ x: 1 });
    } finally {
      await session.endSession();
    }
    const insertReply = log.succeeded.find((e) => e.commandName === 'insert')!.reply as { operationTime: Timestamp };
    const find = log.started.find((e) => e.commandName === 'find')!;
    expect(find.command.readConcern?.afterClusterTime).toBeInstanceOf(Timestamp);
    expect(find.command.readConcern.afterClusterTime.equals(insertReply.operationTime)).toBe(true);
  });
});
