/** Server-side session commands the driver's spec runners and admin tools use: kill, list, parameters. */
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

describe('killSessions / killAllSessions', () => {
  it('aborts the open transaction of a killed session: its commit answers NoSuchTransaction', async () => {
    const coll = t.raw.collection<Loose>('killed');
    const session = t.client.startSession();
    try {
      session.startTransaction();
      await coll.insertOne({ _id: 1 }, { session });
      await t.client.db('admin').command({ killSessions: [session.id] });
      await expect(session.commitTransaction()).rejects.toMatchObject({ code: 251 });
      // The aborted transaction no longer holds the document: a plain insert of the same _id succeeds.
      await coll.insertOne({ _id: 1 });
      expect(await coll.countDocuments()).toBe(1);
    } finally {
      await session.endSession();
    }
  });

  it('aborts every open transaction on killAllSessions, so a new transaction can write the same documents', async () => {
    const coll = t.raw.collection<Loose>('killedAll');
    const first = t.client.startSession();
    const second = t.client.startSession();
    try {
      first.startTransaction();
      await coll.insertOne({ _id: 1 }, { session: first });
      await t.client.db('admin').command({ killAllSessions: [] });
      second.startTransaction();
      await coll.insertOne({ _id: 1 }, { session: second });
      await second.commitTransaction();
      expect(await coll.find().toArray()).toEqual([{ _id: 1 }]);
      await expect(first.commitTransaction()).rejects.toMatchObject({ code: 251 });
    } finally {
      await first.endSession();
      await second.endSession();
    }
  });
});

describe('$listLocalSessions', () => {
  it('lists the sessions the server has seen, and the rest of the pipeline runs on them', async () => {
    const session = t.client.startSession();
    try {
      await t.raw.collection('listed').findOne({}, { session });
      const rows = await t.client.db('admin').aggregate([{ $listLocalSessions: { allUsers: true } }, { $match: { '_id.id': session.id!.id } }, { $project: { _id: 0, seen: { $literal: 'yes' } } }]).toArray();
      expect(rows).toEqual([{ seen: 'yes' }]);
      const some = await t.raw.aggregate([{ $listLocalSessions: {} }, { $limit: 1 }, { $addFields: { dummy: 'dummy field' } }, { $project: { _id: 0, dummy: 1 } }]).toArray();
      expect(some).toEqual([{ dummy: 'dummy field' }]);
      await t.raw.aggregate([{ $listLocalSessions: {} }, { $limit: 1 }, { $project: { _id: 0, kept: { $literal: 1 } } }, { $out: 'sessionsOut' }]).toArray();
      expect(await t.raw.collection('sessionsOut').find({}, { projection: { _id: 0 } }).toArray()).toEqual([{ kept: 1 }]);
    } finally {
      await session.endSession();
    }
  });
});

describe('getParameter', () => {
  it("returns every parameter for '*' and the named ones otherwise", async () => {
    const all = await t.client.db('admin').command({ getParameter: '*' });
    expect(all.featureCompatibilityVersion).toEqual({ version: '7.0' });
    expect(all.transactionLifetimeLimitSeconds).toBeGreaterThan(0);
    const one = await t.client.db('admin').command({ getParameter: 1, transactionLifetimeLimitSeconds: 1 });
    expect(one.transactionLifetimeLimitSeconds).toBe(all.transactionLifetimeLimitSeconds);
    expect(one.featureCompatibilityVersion).toBeUndefined();
    await expect(t.client.db('admin').command({ getParameter: 1, noSuchParameter: 1 })).rejects.toMatchObject({ code: 72 });
  });
});
