/** Item 7: update descriptions as MongoDB 7.0 writes them, and the error for an unknown stage. */
import { ChangeStream, ChangeStreamUpdateDocument, Document } from 'mongodb';
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

/** Opens a stream and waits until the server has started it (watch() is lazy). */
async function watch(coll: ReturnType<Target['raw']['collection']>, options = {}): Promise<ChangeStream<Loose>> {
  const stream = coll.watch<Loose>([], options);
  await stream.tryNext();
  return stream;
}

async function nextUpdate(stream: ChangeStream<Loose>): Promise<ChangeStreamUpdateDocument<Loose>> {
  const event = await stream.next();
  expect(event.operationType).toBe('update');
  return event as ChangeStreamUpdateDocument<Loose>;
}

describe('change stream update descriptions', () => {
  it('names nested paths, appended array elements and nested $unset', async () => {
    const coll = t.raw.collection<Loose>('cs');
    await coll.insertOne({ _id: 1, team: { name: 'A', cap: 200 }, roster: ['p1', 'p2'] });
    const stream = await watch(coll);
    try {
      await coll.updateOne({ _id: 1 }, { $set: { 'team.cap': 180 } });
      await coll.updateOne({ _id: 1 }, { $push: { roster: 'p3' } } as Document);
      await coll.updateOne({ _id: 1 }, { $unset: { 'team.name': '' } });
      expect((await nextUpdate(stream)).updateDescription).toEqual({ updatedFields: { 'team.cap': 180 }, removedFields: [], truncatedArrays: [] });
      expect((await nextUpdate(stream)).updateDescription).toEqual({ updatedFields: { 'roster.2': 'p3' }, removedFields: [], truncatedArrays: [] });
      expect((await nextUpdate(stream)).updateDescription).toEqual({ updatedFields: {}, removedFields: ['team.name'], truncatedArrays: [] });
    } finally {
      await stream.close();
    }
  });

  it('reports a shortened array in truncatedArrays for a pipeline update', async () => {
    const coll = t.raw.collection<Loose>('csTrunc');
    const long = 'x'.repeat(200);
    await coll.insertOne({ _id: 1, list: [long, 'b', 'c'], note: long });
    const stream = await watch(coll);
    try {
      await coll.updateOne({ _id: 1 }, [{ $set: { list: [long] } }]);
      expect((await nextUpdate(stream)).updateDescription).toEqual({ updatedFields: {}, removedFields: [], truncatedArrays: [{ field: 'list', newSize: 1 }] });
    } finally {
      await stream.close();
    }
  });

  it('adds disambiguatedPaths only with showExpandedEvents', async () => {
    const coll = t.raw.collection<Loose>('csExpanded');
    await coll.insertOne({ _id: 1, a: { '0': 1 } });
    const plain = await watch(coll);
    const expanded = await watch(coll, { showExpandedEvents: true });
    try {
      await coll.updateOne({ _id: 1 }, { $set: { 'a.0': 2 } });
      expect((await nextUpdate(plain)).updateDescription).not.toHaveProperty('disambiguatedPaths');
      expect((await nextUpdate(expanded)).updateDescription).toMatchObject({ updatedFields: { 'a.0': 2 }, disambiguatedPaths: { 'a.0': ['a', '0'] } });
    } finally {
      await plain.close();
      await expanded.close();
    }
  });

  it('keeps a getMore waiting through writes outside the stream, answering with the first event in it', async () => {
    await t.raw.collection<Loose>('csWaitOther').insertOne({ _id: 0 });
    const opened = await t.raw.command({ aggregate: 'csWait', pipeline: [{ $changeStream: {} }], cursor: {} });
    const id = opened.cursor.id;
    const waiting = t.raw.command({ getMore: id, collection: 'csWait', maxTimeMS: 10_000 });
    // an unrelated write wakes the server's wait; it must not end it with an empty batch
    for (let i = 1; i <= 3; i++) await t.raw.collection<Loose>('csWaitOther').insertOne({ _id: i });
    await t.raw.collection<Loose>('csWait').insertOne({ _id: 'mine' });
    const reply = await waiting;
    expect(reply.cursor.nextBatch.map((e: Document) => e.documentKey)).toEqual([{ _id: 'mine' }]);
    await t.raw.command({ killCursors: 'csWait', cursors: [id] });
  });

  it('refuses an unknown stage with 40324, a disallowed one with 20 and an unknown $changeStream field with 40415', async () => {
    const coll = t.raw.collection<Document>('csBad');
    await expect(t.raw.command({ aggregate: 'csBad', pipeline: [{ $changeStream: {} }, { $frobnicate: {} }], cursor: {} })).rejects.toMatchObject({ code: 40324 });
    await expect(t.raw.command({ aggregate: 'csBad', pipeline: [{ $changeStream: {} }, { $group: { _id: null } }], cursor: {} })).rejects.toMatchObject({ code: 20 });
    await expect(t.raw.command({ aggregate: 'csBad', pipeline: [{ $changeStream: { notAnOption: true } }], cursor: {} })).rejects.toMatchObject({ code: 40415 });
    expect(coll.collectionName).toBe('csBad');
  });
});

describe('change stream errors and resumption', () => {
  afterEach(async () => {
    await t.client.db('admin').command({ configureFailPoint: 'failGetMoreAfterCursorCheckout', mode: 'off' });
  });

  it('labels a resumable getMore error ResumableChangeStreamError, and the driver resumes after it', async () => {
    const coll = t.raw.collection<Loose>('csResume');
    const commands: string[] = [];
    const client = await t.connect({ monitorCommands: true });
    client.on('commandStarted', (e) => commands.push(e.commandName));
    const stream = client.db(t.raw.databaseName).collection<Loose>('csResume').watch<Loose>([]);
    try {
      await stream.tryNext();
      await t.client.db('admin').command({ configureFailPoint: 'failGetMoreAfterCursorCheckout', mode: { times: 1 }, data: { errorCode: 6 } });
      await coll.insertOne({ _id: 1 });
      const event = await stream.next();
      expect(event).toMatchObject({ operationType: 'insert', documentKey: { _id: 1 } });
      expect(commands.filter((c) => c === 'aggregate')).toHaveLength(2);
    } finally {
      await stream.close();
    }
  });

  it('does not resume after a non-resumable getMore error', async () => {
    const stream = await watch(t.raw.collection('csNoResume'));
    try {
      await t.client.db('admin').command({ configureFailPoint: 'failGetMoreAfterCursorCheckout', mode: { times: 1 }, data: { errorCode: 2 } });
      const error = (await stream.next().catch((e: unknown) => e)) as { code?: number; errorLabels?: string[] };
      expect(error.code).toBe(2);
      expect(error.errorLabels ?? []).not.toContain('ResumableChangeStreamError');
    } finally {
      await stream.close();
    }
  });

  it('fails with ChangeStreamFatalError (280) when the pipeline removes the resume token', async () => {
    const coll = t.raw.collection<Loose>('csNoToken');
    const stream = coll.watch<Loose>([{ $project: { _id: 0 } }]);
    try {
      await stream.tryNext();
      await coll.insertOne({ _id: 1 });
      const error = (await stream.next().catch((e: unknown) => e)) as { code?: number; errorLabels?: string[] };
      expect(error).toMatchObject({ code: 280 });
      expect(error.errorLabels).toContain('NonResumableChangeStreamError');
    } finally {
      await stream.close().catch(() => undefined);
    }
  });
});

describe('expanded DDL events (showExpandedEvents)', () => {
  it('reports create, createIndexes and dropIndexes only to streams opened with showExpandedEvents', async () => {
    const expanded = t.raw.watch([], { showExpandedEvents: true });
    const plain = t.raw.watch([]);
    await expanded.tryNext();
    await plain.tryNext();
    try {
      await t.raw.createCollection('ddlColl');
      const coll = t.raw.collection<Loose>('ddlColl');
      await coll.createIndex({ x: 1 }, { name: 'x_1' });
      await coll.dropIndex('x_1');
      await coll.insertOne({ _id: 1 });
      const seen: Document[] = [];
      while (seen.length < 4) seen.push((await expanded.next()) as Document);
      expect(seen.map((e) => e.operationType)).toEqual(['create', 'createIndexes', 'dropIndexes', 'insert']);
      expect(seen[1].operationDescription).toMatchObject({ indexes: [{ key: { x: 1 }, name: 'x_1' }] });
      expect(((await plain.next()) as Document).operationType).toBe('insert');
    } finally {
      await expanded.close();
      await plain.close();
    }
  });
});
