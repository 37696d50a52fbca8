import { RateLimitModel } from '../models/rate-limit.model';

/**
 * Rate-limit counters shared by every api process on the database. One atomic upsert per change,
 * so concurrent attempts on several processes never lose a count.
 */
export interface RateLimitsRepository {
  /**
   * Adds `by` (may be negative) to `key`'s counter for the window starting at `windowStart` (ms);
   * resolves with the count after the change.
   */
  add(key: string, windowStart: number, by: number): Promise<number>;
}

export function createRateLimitsRepository(): RateLimitsRepository {
  return {
    async add(key, windowStart, by) {
      const doc = await RateLimitModel.findOneAndUpdate(
        { _id: `${key}@${windowStart}` },
        { $inc: { count: by }, $currentDate: { touched_at: true } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      return doc?.count ?? by;
    },
  };
}
