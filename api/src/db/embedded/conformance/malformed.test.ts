/** No crash, ever: malformed commands get an error reply and the server keeps serving. */
import { Document, MongoServerError } from 'mongodb';
import { openTarget, Target } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
});
afterAll(async () => {
  await t.close();
});

const malformed: Document[] = [
  { insert: 'bad', documents: 5 },
  { insert: 'bad', documents: [5] },
  { update: 'bad', updates: 5 },
  { update: 'bad', updates: [5] },
  { delete: 'bad', deletes: 'x' },
  { find: 'bad', filter: { $where: 5, $nope: 1 } },
  { aggregate: 'bad', pipeline: [5], cursor: {} },
  { aggregate: 'bad', pipeline: [{ $nope: 1 }], cursor: {} },
  { find: 'bad', readConcern: 5 },
  { find: 'bad', readConcern: { level: 'sometimes' } },
  { insert: 'bad', documents: [{ a: 1 }], writeConcern: 'x' },
  { find: 'bad', collation: 5 },
  { find: 'bad', collation: { locale: 'en', strength: 9 } },
  { find: 'bad', filter: {}, let: 5 },
  { create: 'badView', viewOn: 5 },
  { findAndModify: 'bad', query: {}, update: 5 },
];

describe('malformed commands', () => {
  it.each(malformed.map((c) => [JSON.stringify(c), c]))('refuses %s with a server error', async (_label, command) => {
    const error = await t.raw.command(command as Document).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(await t.raw.command({ ping: 1 })).toMatchObject({ ok: 1 });
  });
});
