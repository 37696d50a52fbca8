import { mongo, type Model } from 'mongoose';
import { plain } from './duplicate-key';

/**
 * A running follower: call it to stop. `ready` settles once the follower has read the database's current
 * time, which its stream starts at (`startAtOperationTime`): every change written after that is delivered,
 * however long the stream then takes to open. The server waits for it before it listens, so a write that
 * follows its start is never missed (a stream opened "from now" starts when the server runs its opening
 * aggregate, not when `watch()` is called: a pick made in between was lost).
 */
export type Follower = (() => void) & { ready: Promise<void> };

/**
 * Follows a collection's change stream from now on: `listener` gets the full document of each matching
 * change, from any process. After an error the stream reopens a second later, resuming after the last
 * change it delivered (or from its starting time when none came), so nothing is lost or told twice across
 * a blip. Used by the live features
 * that must hear writes made by other api processes and jobs: stat updates (the scoreboard), league
 * notices, draft picks.
 */
export function followChanges<T>(
  model: Model<never> | Model<T>,
  pipeline: Record<string, unknown>[],
  listener: (doc: T) => void,
  onError?: (err: unknown) => void,
  options: { fullDocument?: 'updateLookup' } = {},
): Follower {
  let stopped = false;
  let resumeAfter: unknown;
  let startAt: mongo.Timestamp | undefined;
  let stream: ReturnType<Model<T>['watch']> | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = () => {
    if (stopped) return;
    const from = resumeAfter ? { resumeAfter } : startAt ? { startAtOperationTime: startAt } : {};
    const s = (model as Model<T>).watch(pipeline, { ...options, ...from });
    stream = s;
    s.on('change', (change: { _id?: unknown; fullDocument?: Record<string, unknown> | null }) => {
      resumeAfter = change._id;
      if (change.fullDocument) listener(plain<T>(change.fullDocument));
    });
    s.on('error', (err: unknown) => {
      onError?.(err);
      void s.close().catch(() => undefined);
      if (stopped) return;
      retry = setTimeout(open, 1000);
      retry.unref?.();
    });
  };
  // the database's time now (any reply carries it on a replica set, and on the embedded server)
  const db = (model as Model<T>).db.db;
  const ready = (db ? db.command({ ping: 1 }) : Promise.resolve({} as Record<string, unknown>)).then(
    (reply) => {
      // the time just after the last operation: a start time is inclusive, and that operation came before us
      const time = reply.operationTime;
      if (time instanceof mongo.Timestamp) startAt = new mongo.Timestamp({ t: time.t, i: time.i + 1 });
      open();
    },
    (err: unknown) => {
      // no time to start at: the stream opens "from now", as a plain watch() does
      onError?.(err);
      open();
    },
  );
  const stop = () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    void stream?.close().catch(() => undefined);
  };
  return Object.assign(stop, { ready });
}
