import type { DataViewQueryResult } from '@league/shared-rules/contracts';
import { createDataViewQueryRepository } from '../../db/repositories/data-view-query.repository';
import { runDataViewQuery, type EngineDeps, type QueryInput } from './engine/run-query';
import { cachedQueryRepository } from './query-cache';
import { DEFAULT_QUEUE_LIMITS, QueryQueue, type QueueHooks, type QueueLimits } from './query-queue';

/** Settings of the data-view query service (tests shorten the budget or the limits). */
export interface DataViewQueryOptions {
  budgetMs?: number;
  limits?: QueueLimits;
  /** Reuse answers for a few minutes (default true; see query-cache.ts). */
  cache?: boolean;
}

/** Who asks: the user (league columns need one) and the key the per-caller limit counts by. */
export interface QueryRequester {
  userId: number | null;
  /** `user:<id>` for a logged-in caller, else the socket's or the IP's key. */
  key: string;
}

/** Runs table states through one per-process queue; the HTTP route and the `/ws` handler share it. */
export interface DataViewQueryService {
  query(input: QueryInput, who: QueryRequester, hooks?: QueueHooks, signal?: AbortSignal): Promise<DataViewQueryResult>;
  readonly queue: QueryQueue;
}

export function createDataViewQueryService(now: () => Date, options: DataViewQueryOptions = {}, projectedPoints?: EngineDeps['projectedPoints']): DataViewQueryService {
  const repo = createDataViewQueryRepository();
  const deps: EngineDeps = { repo: options.cache === false ? repo : cachedQueryRepository(repo, now), now, budgetMs: options.budgetMs, projectedPoints };
  const queue = new QueryQueue(options.limits ?? DEFAULT_QUEUE_LIMITS);
  return {
    queue,
    query: (input, who, hooks, signal) =>
      queue.submit(who.userId !== null ? `user:${who.userId}` : who.key, (s) => runDataViewQuery(deps, input, { userId: who.userId }, s), hooks, signal),
  };
}
