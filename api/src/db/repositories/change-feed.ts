import type { Model } from 'mongoose';
import { plain } from './duplicate-key';

/**
 * A running follower: call it to stop. `ready` settles once the stream's opening aggregate has been answered
 * (or has failed, and the stream retries): a change written after that is delivered; one written before it
 * may not be, since a stream opened "from now" starts when the server runs its aggregate, not when `watch()`
 * is called. The server waits for it before it listens, so a write that follows its start is never missed.
 */
export type Follower = (() => void) & { ready: Promise<void> };

/** How long `ready` waits for the first answer before it settles anyway (the stream keeps trying). */
const READY_WAIT_MS = 10_000;

/**
 * Follows a collection's change stream from now on: `listener` gets the full document of each matching
 * change, from any process. After an error the stream reopens a second later, resuming after the last
 * change it delivered, so nothing is lost or told twice across a blip. Answers the function that stops it.
 * Used by the live features that must hear writes made by other api processes and jobs: stat updates (the
 * scoreboard), league notices, draft picks.
 */
export function followChanges<T>(
  model: Model<never> | Model<T>,
  pipeline: Record<string, unknown>[],
  listener: (doc: T) => void,
  onError?: (err: unknown) => void,
  options: { fullDocument?: 'updateLookup' } = {},
): Follower {
  let stopped = false;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
    setTimeout(resolve, READY_WAIT_MS).unref?.();
  });
  let resumeAfter: unknown;
  let stream: ReturnType<Model<T>['watch']> | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = () => {
    const s = (model as Model<T>).watch(pipeline, { ...options, ...(resumeAfter ? { resumeAfter } : {}) });
    stream = s;
    s.on('change', (change: { _id?: unknown; fullDocument?: Record<string, unknown> | null }) => {
      resumeAfter = change._id;
      if (change.fullDocument) listener(plain<T>(change.fullDocument));
    });
    // Mongoose hands over the driver's stream once its connection is open; the driver tells 'init' when the
    // aggregate is answered (mongoose does not forward that event).
    void (s as unknown as { $driverChangeStreamPromise?: Promise<unknown> }).$driverChangeStreamPromise?.then(
      () => (s as unknown as { driverChangeStream?: { once(ev: 'init', fn: () => void): void } }).driverChangeStream?.once('init', markReady),
      markReady,
    );
    s.on('error', (err: unknown) => {
      markReady();
      onError?.(err);
      void s.close().catch(() => undefined);
      if (stopped) return;
      retry = setTimeout(open, 1000);
      retry.unref?.();
    });
  };
  open();
  const stop = () => {
    stopped = true;
    markReady();
    if (retry) clearTimeout(retry);
    void stream?.close().catch(() => undefined);
  };
  return Object.assign(stop, { ready });
}
