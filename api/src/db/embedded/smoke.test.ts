import mongoose from 'mongoose';
import { startTestDatabase, TestDatabase } from '../connect';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
});
afterAll(async () => {
  await db.stop();
});

it('mongoose CRUD', async () => {
  const M = mongoose.model('Smoke', new mongoose.Schema({ email: { type: String, unique: true }, n: Number, tags: [String] }));
  await M.init();
  const a = await M.create({ email: 'a@x', n: 1, tags: ['x'] });
  await M.create({ email: 'b@x', n: 2 });
  expect(await M.countDocuments()).toBe(2);
  const found = await M.findOne({ email: 'a@x' }).lean();
  expect(found?.n).toBe(1);
  await M.updateOne({ _id: a._id }, { $inc: { n: 5 }, $push: { tags: 'y' } });
  expect((await M.findById(a._id).lean())?.n).toBe(6);
  await expect(M.create({ email: 'a@x' })).rejects.toMatchObject({ code: 11000 });
  await M.deleteOne({ email: 'b@x' });
  expect(await M.find().sort({ n: -1 }).lean()).toHaveLength(1);
  const idx = await M.collection.indexes();
  expect(idx.map((i) => i.name)).toEqual(['_id_', 'email_1']);
});
