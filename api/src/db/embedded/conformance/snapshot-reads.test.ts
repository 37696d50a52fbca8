/** Item 4: snapshot sessions read the data as of their atClusterTime and cannot write. */
import { MongoServerError, Timestamp } from 'mongodb';
import { openTarget, recordCommands, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('snapshot reads', () => {
  it('sees the same data in every read of a snapshot session, whatever is written since', async () => {
    const client = await t.connect({ monitorCommands: true });
    const log = recordCommands(client);
    const coll = client.db(t.raw.databaseName).collection<Loose>('snap');
    await coll.insertMany([{ _id: 1, v: 'a' }, { _id: 2, v: 'b' }]);
    const session = client.startSession({ snapshot: true });
    try {
      expect(await coll.find({}, { session }).sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, v: 'a' }, { _id: 2, v: 'b' }]);
      await coll.updateOne({ _id: 1 }, { $set: { v: 'changed' } });
      await coll.deleteOne({ _id: 2 });
      await coll.insertOne({ _id: 3, v: 'c' });
      expect(await coll.find({}, { session }).sort({ _id: 1 }).toArray()).toEqual([{ _id: 1, v: 'a' }, { _id: 2, v: 'b' }]);
      expect(await coll.aggregate([{ $sort: { _id: 1 } }, { $project: { _id: 1 } }], { session }).toArray()).toEqual([{ _id: 1 }, { _id: 2 }]);
      expect((await coll.distinct('v', {}, { session })).sort()).toEqual(['a', 'b']);
    } finally {
      await session.endSession();
    }
    const firstReply = log.succeeded.find((e) => e.commandName === 'find')!.reply as { cursor: { atClusterTime: Timestamp } };
    expect(firstReply.cursor.atClusterTime).toBeInstanceOf(Timestamp);
    const laterFinds = log.started.filter((e) => e.commandName === 'find').slice(1);
    expect(laterFinds[0].command.readConcern).toEqual({ level: 'snapshot', atClusterTime: firstReply.cursor.atClusterTime });
    expect((await coll.find().sort({ _id: 1 }).toArray()).map((d) => d.v)).toEqual(['changed', 'c']);
  });

  it('refuses writes on a snapshot session', async () => {
    const coll = t.raw.collection<Loose>('snapWrite');
    const session = t.client.startSession({ snapshot: true });
    try {
      await coll.find({}, { session }).toArray();
      const error = await coll.insertOne({ _id: 1 }, { session }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MongoServerError);
    } finally {
      await session.endSession();
    }
    expect(await coll.countDocuments()).toBe(0);
  });
});
