import type { Model } from 'mongoose';
import { plain } from './duplicate-key';

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
): () => void {
  let stopped = false;
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
    s.on('error', (err: unknown) => {
      onError?.(err);
      void s.close().catch(() => undefined);
      if (stopped) return;
      retry = setTimeout(open, 1000);
      retry.unref?.();
    });
  };
  open();
  return () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    void stream?.close().catch(() => undefined);
  };
}
