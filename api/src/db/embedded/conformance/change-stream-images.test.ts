/**
 * Change stream pre- and post-images (`changeStreamPreAndPostImages`, `fullDocument: whenAvailable|required`,
 * `fullDocumentBeforeChange`), `collMod`, and the expanded-event fields `modify` and `collectionUUID`, as
 * MongoDB 7.0 answers them.
 */
import { ChangeStream, ChangeStreamOptions, CollectionInfo, Document, UUID } from 'mongodb';
import { openTarget, Target, Loose } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

const streams: ChangeStream<Loose>[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) await s.close();
});

/** Opens a stream and waits until the server has started it (watch() is lazy). */
async function watch(name: string, options: ChangeStreamOptions = {}): Promise<ChangeStream<Loose>> {
  const stream = t.raw.collection<Loose>(name).watch<Loose>([], options);
  streams.push(stream);
  await stream.tryNext();
  return stream;
}

/** listCollections' entry for a collection (options and info.uuid). */
async function collectionInfo(name: string): Promise<CollectionInfo> {
  const [info] = await t.raw.listCollections({ name }, { nameOnly: false }).toArray();
  return info;
}

/** A collection holding `{ _id: 1, v: 0 }`, with pre-images on or off. */
async function seeded(name: string, images: boolean): Promise<void> {
  await t.raw.createCollection(name);
  await t.raw.command({ collMod: name, changeStreamPreAndPostImages: { enabled: images } });
  await t.raw.collection<Loose>(name).insertOne({ _id: 1, v: 0 });
}

describe('collMod changeStreamPreAndPostImages', () => {
  it('lists the option while enabled, drops it when disabled, and refuses a missing collection with 26', async () => {
    await t.raw.createCollection('imgOpt');
    const options = async () => (await collectionInfo('imgOpt')).options;
    expect(await options()).not.toHaveProperty('changeStreamPreAndPostImages');
    expect(await t.raw.command({ collMod: 'imgOpt', changeStreamPreAndPostImages: { enabled: true } })).toMatchObject({ ok: 1 });
    expect(await options()).toMatchObject({ changeStreamPreAndPostImages: { enabled: true } });
    await t.raw.command({ collMod: 'imgOpt', changeStreamPreAndPostImages: { enabled: false } });
    expect(await options()).not.toHaveProperty('changeStreamPreAndPostImages');
    await expect(t.raw.command({ collMod: 'imgMissing', changeStreamPreAndPostImages: { enabled: true } })).rejects.toMatchObject({ code: 26 });
    await expect(t.raw.command({ collMod: 'imgOpt', changeStreamPreAndPostImages: {} })).rejects.toMatchObject({ code: 40414 });
  });

  it('accepts the option on create, but not for views or in the admin database (72)', async () => {
    await t.raw.createCollection('imgCreated', { changeStreamPreAndPostImages: { enabled: true } });
    expect((await collectionInfo('imgCreated')).options).toMatchObject({ changeStreamPreAndPostImages: { enabled: true } });
    await expect(t.raw.createCollection('imgView', { viewOn: 'imgCreated', changeStreamPreAndPostImages: { enabled: true } })).rejects.toMatchObject({ code: 72 });
    await expect(t.client.db('admin').createCollection('imgAdmin', { changeStreamPreAndPostImages: { enabled: true } })).rejects.toMatchObject({ code: 72 });
  });
});

describe('pre- and post-images', () => {
  it('reports the document before an update, replace and delete when enabled', async () => {
    await seeded('imgOn', true);
    const coll = t.raw.collection<Loose>('imgOn');
    const stream = await watch('imgOn', { fullDocument: 'required', fullDocumentBeforeChange: 'required' });
    await coll.updateOne({ _id: 1 }, { $set: { v: 1 } });
    await coll.replaceOne({ _id: 1 }, { v: 2 });
    await coll.deleteOne({ _id: 1 });
    const update = await stream.next();
    expect(update).toMatchObject({ operationType: 'update', fullDocument: { _id: 1, v: 1 }, fullDocumentBeforeChange: { _id: 1, v: 0 } });
    expect(await stream.next()).toMatchObject({ operationType: 'replace', fullDocument: { _id: 1, v: 2 }, fullDocumentBeforeChange: { _id: 1, v: 1 } });
    expect(await stream.next()).toMatchObject({ operationType: 'delete', fullDocumentBeforeChange: { _id: 1, v: 2 } });
  });

  it('gives null images with whenAvailable and none with off when disabled', async () => {
    await seeded('imgOff', false);
    const available = await watch('imgOff', { fullDocument: 'whenAvailable', fullDocumentBeforeChange: 'whenAvailable' });
    const off = await watch('imgOff', { fullDocumentBeforeChange: 'off' });
    await t.raw.collection<Loose>('imgOff').updateOne({ _id: 1 }, { $set: { v: 1 } });
    const event = await available.next();
    expect(event).toMatchObject({ operationType: 'update', fullDocument: null, fullDocumentBeforeChange: null });
    const plain = await off.next();
    expect(plain.operationType).toBe('update');
    expect(plain).not.toHaveProperty('fullDocumentBeforeChange');
    expect(plain).not.toHaveProperty('fullDocument');
  });

  it('fails a stream that requires a missing image with NoMatchingDocument (47)', async () => {
    await seeded('imgRequired', false);
    const pre = await watch('imgRequired', { fullDocumentBeforeChange: 'required' });
    const post = await watch('imgRequired', { fullDocument: 'required' });
    await t.raw.collection<Loose>('imgRequired').updateOne({ _id: 1 }, { $set: { v: 1 } });
    await expect(pre.next()).rejects.toMatchObject({ code: 47, message: expect.stringContaining('pre-image') });
    await expect(post.next()).rejects.toMatchObject({ code: 47, message: expect.stringContaining('post-image') });
  });

  it('records pre-images of writes committed by a transaction', async () => {
    await seeded('imgTxn', true);
    const stream = await watch('imgTxn', { fullDocument: 'required', fullDocumentBeforeChange: 'required' });
    const session = t.client.startSession();
    try {
      await session.withTransaction(async () => {
        await t.raw.collection<Loose>('imgTxn').updateOne({ _id: 1 }, { $inc: { v: 5 } } as Document, { session });
      });
    } finally {
      await session.endSession();
    }
    expect(await stream.next()).toMatchObject({ operationType: 'update', fullDocument: { _id: 1, v: 5 }, fullDocumentBeforeChange: { _id: 1, v: 0 } });
  });

  it('records images only for writes made while the option was enabled', async () => {
    await seeded('imgToggle', true);
    const coll = t.raw.collection<Loose>('imgToggle');
    const stream = await watch('imgToggle', { fullDocumentBeforeChange: 'whenAvailable' });
    await coll.updateOne({ _id: 1 }, { $set: { v: 1 } });
    await t.raw.command({ collMod: 'imgToggle', changeStreamPreAndPostImages: { enabled: false } });
    await coll.updateOne({ _id: 1 }, { $set: { v: 2 } });
    expect(await stream.next()).toMatchObject({ fullDocumentBeforeChange: { _id: 1, v: 0 } });
    expect(await stream.next()).toMatchObject({ operationType: 'update', fullDocumentBeforeChange: null });
  });
});

describe('expanded events: modify and collectionUUID', () => {
  it('reports collMod as a modify event only to showExpandedEvents streams', async () => {
    await t.raw.createCollection('modded');
    const plain = await watch('modded');
    const expanded = await watch('modded', { showExpandedEvents: true });
    await t.raw.command({ collMod: 'modded', changeStreamPreAndPostImages: { enabled: true } });
    await t.raw.collection<Loose>('modded').insertOne({ _id: 1 });
    const modify = await expanded.next();
    expect(modify).toMatchObject({
      operationType: 'modify',
      ns: { coll: 'modded' },
      operationDescription: { changeStreamPreAndPostImages: { enabled: true } },
    });
    expect((await plain.next()).operationType).toBe('insert');
  });

  it('reports a view collMod to database streams with the new definition and no collectionUUID', async () => {
    await t.raw.createCollection('viewSource');
    await t.raw.createCollection('viewed', { viewOn: 'viewSource', pipeline: [] });
    const stream = t.raw.watch<Loose>([{ $match: { 'ns.coll': 'viewed' } }], { showExpandedEvents: true });
    streams.push(stream as unknown as ChangeStream<Loose>);
    await stream.tryNext();
    const pipeline = [{ $match: { on: true } }];
    await t.raw.command({ collMod: 'viewed', viewOn: 'viewSource', pipeline });
    expect(await t.raw.collection('viewSource').insertOne({ on: false })).toBeTruthy();
    expect(await t.raw.collection('viewed').countDocuments()).toBe(0);
    const event = await stream.next();
    expect(event).toMatchObject({ operationType: 'modify', ns: { coll: 'viewed' }, operationDescription: { viewOn: 'viewSource', pipeline } });
    expect(event).not.toHaveProperty('collectionUUID');
  });

  it('reports the implicit creation of a collection by its first insert', async () => {
    const stream = t.raw.watch<Loose>([{ $match: { 'ns.coll': 'implicitColl' } }], { showExpandedEvents: true });
    streams.push(stream as unknown as ChangeStream<Loose>);
    await stream.tryNext();
    await t.raw.collection<Loose>('implicitColl').insertOne({ _id: 1 });
    expect(await stream.next()).toMatchObject({ operationType: 'create', operationDescription: { idIndex: { key: { _id: 1 }, name: '_id_' } } });
    expect(await stream.next()).toMatchObject({ operationType: 'insert', documentKey: { _id: 1 } });
  });

  it('carries the collection UUID listCollections reports, only with showExpandedEvents', async () => {
    await t.raw.createCollection('uuidColl');
    const uuid = (await collectionInfo('uuidColl')).info!.uuid!;
    const plain = await watch('uuidColl');
    const expanded = await watch('uuidColl', { showExpandedEvents: true });
    await t.raw.collection<Loose>('uuidColl').insertOne({ _id: 1 });
    const event = await expanded.next();
    expect(event.operationType).toBe('insert');
    expect((event as { collectionUUID?: UUID }).collectionUUID?.toString('hex')).toBe(uuid.toString('hex'));
    expect(await plain.next()).not.toHaveProperty('collectionUUID');
  });

  it('describes a rename with its target and the dropped target UUID', async () => {
    await t.raw.createCollection('renFrom');
    await t.raw.createCollection('renTo');
    const targetUuid = (await collectionInfo('renTo')).info!.uuid!;
    const stream = await watch('renFrom', { showExpandedEvents: true });
    await t.raw.collection('renFrom').rename('renTo', { dropTarget: true });
    const event = (await stream.next()) as unknown as { operationType: string; operationDescription: { to: unknown; dropTarget: UUID } };
    expect(event.operationType).toBe('rename');
    expect(event.operationDescription.to).toEqual({ db: t.raw.databaseName, coll: 'renTo' });
    expect(event.operationDescription.dropTarget.toString('hex')).toBe(targetUuid.toString('hex'));
  });
});
