import type { DataViewQueryRepository } from '../../db/repositories/data-view-query.repository';
import { cachedQueryRepository, QUERY_CACHE_TTL_MS } from './query-cache';

/** The answer cache on a fixed clock the test moves. */
describe('data view query cache', () => {
  let t = Date.UTC(2026, 0, 1);
  const now = () => new Date(t);
  const calls: string[] = [];
  let fail = false;
  const repo: DataViewQueryRepository = {
    aggregate: async (_collection, pipeline) => {
      calls.push(JSON.stringify(pipeline));
      if (fail) throw new Error('boom');
      return [{ n: calls.length }];
    },
    lastStatsSeason: async () => 2025,
    leagueRosterYear: async () => 2026,
  };

  it('answers the same pipeline once within the TTL, shares one in flight, and forgets failures', async () => {
    const cache = cachedQueryRepository(repo, now);
    const p = [{ $match: { a: 1 } }];
    const [a, b] = await Promise.all([cache.aggregate('players', p, 10), cache.aggregate('players', p, 10)]);
    expect(a).toEqual([{ n: 1 }]);
    expect(b).toBe(a);
    expect(await cache.aggregate('players', [{ $match: { a: 2 } }], 10)).toEqual([{ n: 2 }]);
    t += QUERY_CACHE_TTL_MS - 1;
    expect(await cache.aggregate('players', p, 10)).toEqual([{ n: 1 }]);
    t += 1;
    expect(await cache.aggregate('players', p, 10)).toEqual([{ n: 3 }]);
    fail = true;
    const q = [{ $match: { a: 3 } }];
    await expect(cache.aggregate('players', q, 10)).rejects.toThrow('boom');
    fail = false;
    expect(await cache.aggregate('players', q, 10)).toEqual([{ n: 5 }]);
  });
});
