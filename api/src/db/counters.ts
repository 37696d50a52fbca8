import { CounterModel } from './models/counter.model';

/**
 * Allocates the next numeric id of a kind (`users`, `leagues`, `teams`, `transactions`) with one
 * atomic upsert-and-increment, so concurrent requests never get the same id.
 */
export async function nextId(kind: string): Promise<number> {
  const doc = await CounterModel.findOneAndUpdate(
    { _id: kind },
    { $inc: { seq: 1 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return doc!.seq;
}

/** Allocates `count` consecutive ids with one atomic update; returns the first. */
export async function nextIds(kind: string, count: number): Promise<number> {
  const doc = await CounterModel.findOneAndUpdate(
    { _id: kind },
    { $inc: { seq: count } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  return doc!.seq - count + 1;
}

/**
 * Raises a counter to at least `value` (used when seeding fixed ids such as the demo league lid 1,
 * so later allocations never collide with them).
 */
export async function ensureCounterAtLeast(kind: string, value: number): Promise<void> {
  await CounterModel.updateOne({ _id: kind }, { $max: { seq: value } }, { upsert: true });
}
