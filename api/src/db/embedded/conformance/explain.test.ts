/** `explain` names the index a query reads, in the fields mongod 7.0 uses (the embedded planner's report). */
import { accessPaths } from '../../../test-support/explain';
import { openTarget, Target } from './harness';

let t: Target;
beforeAll(async () => {
  t = await openTarget();
  const c = t.raw.collection('planned');
  await c.createIndex({ year: 1, kind: 1, week: 1 }, { name: 'year_kind_week' });
  await c.createIndex({ code: 1 }, { name: 'code' });
  await c.insertMany(Array.from({ length: 400 }, (_, i) => ({ year: 2024 + (i % 2), kind: i % 3 ? 'REG' : 'POST', week: i % 18, code: `c${i % 40}`, n: i })));
});
afterAll(async () => {
  await t.close();
});

describe('explain', () => {
  const c = () => t.raw.collection('planned');

  it('reports the index a find and a count read, and a collection scan otherwise', async () => {
    expect(accessPaths(await c().find({ year: 2025, kind: 'REG', week: { $in: [1, 2, 3] } }).explain('queryPlanner'))).toEqual(['year_kind_week']);
    expect(accessPaths(await c().find({ code: { $in: ['c1', 'c2'] }, n: { $gt: 3 } }).explain('queryPlanner'))).toEqual(['code']);
    expect(accessPaths(await c().find({ n: 3 }).explain('queryPlanner'))).toEqual(['COLLSCAN']);
    const count = await t.raw.command({ explain: { count: 'planned', query: { code: 'c3' } }, verbosity: 'queryPlanner' });
    expect(accessPaths(count)).toEqual(['code']);
  });

  it("reports the index an aggregation's leading $match reads", async () => {
    const grouped = await c().aggregate([{ $match: { year: 2024, kind: 'POST', week: { $in: [0, 6] } } }, { $group: { _id: '$code', n: { $sum: 1 } } }]).explain('queryPlanner');
    expect(accessPaths(grouped)).toEqual(['year_kind_week']);
    // a leading field's equality alone still narrows by the index (the embedded server walks its sorted values)
    expect(accessPaths(await c().aggregate([{ $match: { year: 2024 } }, { $count: 'n' }]).explain('queryPlanner'))).toEqual(['year_kind_week']);
    expect(accessPaths(await c().aggregate([{ $group: { _id: '$code' } }]).explain('queryPlanner'))).toEqual(['COLLSCAN']);
  });
});
