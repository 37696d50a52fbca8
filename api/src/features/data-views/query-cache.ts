import type { DataViewQueryRepository } from '../../db/repositories/data-view-query.repository';

/**
 * How long an answer is reused. Every visitor of /data-views runs the same system view, and on the embedded
 * database one query costs seconds of the api process (engine/README.md); the stats behind the columns change
 * with imports and live games, so answers are kept only a few minutes.
 */
export const QUERY_CACHE_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 64;

/**
 * The engine's repository with its answers kept for {@link QUERY_CACHE_TTL_MS} by pipeline (app clock): the
 * same view, page and league are answered once, and identical queries in flight share one aggregation.
 */
export function cachedQueryRepository(repo: DataViewQueryRepository, now: () => Date, ttlMs = QUERY_CACHE_TTL_MS): DataViewQueryRepository {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>();
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const t = now().getTime();
    const hit = entries.get(key);
    if (hit && t - hit.at < ttlMs) return hit.value as Promise<T>;
    const value = load();
    entries.delete(key);
    entries.set(key, { at: t, value });
    // a failed or timed-out query is not kept
    value.catch(() => entries.get(key)?.value === value && entries.delete(key));
    // oldest first: Map keeps insertion order
    while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return value;
  }
  return {
    aggregate: (collection, pipeline, maxTimeMS) => cached(`a:${collection}:${JSON.stringify(pipeline)}`, () => repo.aggregate(collection, pipeline, maxTimeMS)),
    lastStatsSeason: () => cached('last-season', () => repo.lastStatsSeason()),
    leagueRosterYear: (lid) => cached(`roster-year:${lid}`, () => repo.leagueRosterYear(lid)),
  };
}
