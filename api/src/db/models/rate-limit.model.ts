import { Schema } from 'mongoose';
import { defineModel } from './model-helper';

/** Finished windows are dropped this long after their last change (longer than any window). */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * 60 * 60;

/**
 * One counter of a fixed-window rate limit: `_id` is `<key>@<window start ms>`, so each window is its
 * own document and the count never needs resetting. `touched_at` is the database server's time of
 * the last change (`$currentDate`): clean-up is a storage matter on the database's clock, while the
 * windows themselves follow the app's injected clock (tests run on fixed instants in the past).
 */
export interface RateLimitDoc {
  _id: string;
  count: number;
  touched_at: Date;
}

const rateLimitSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    touched_at: { type: Date, required: true },
  },
  { collection: 'rate_limits', versionKey: false },
);
rateLimitSchema.index({ touched_at: 1 }, { expireAfterSeconds: RATE_LIMIT_RETENTION_SECONDS });

export const RateLimitModel = defineModel<RateLimitDoc>('RateLimit', rateLimitSchema);
