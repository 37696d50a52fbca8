/** A unique index rejected a write; `field` names the first key of that index. */
export class DuplicateKeyError extends Error {
  override name = 'DuplicateKeyError';
  constructor(readonly field: string) {
    super(`Duplicate value for ${field}`);
  }
}

/** Maps a MongoDB E11000 error to DuplicateKeyError; rethrows anything else. */
export function rethrowDuplicate(err: unknown): never {
  const e = err as { code?: number; keyPattern?: Record<string, unknown>; message?: string };
  if (e && e.code === 11000) {
    const field =
      (e.keyPattern && Object.keys(e.keyPattern)[0]) ??
      /index: (\w+?)_\d/.exec(e.message ?? '')?.[1] ??
      'unknown';
    throw new DuplicateKeyError(field);
  }
  throw err;
}

/** Strips `_id` from a lean document so repositories return plain domain objects. */
export function plain<T>(doc: unknown): T {
  if (!doc) return doc as T;
  const { _id: _ignored, ...rest } = doc as Record<string, unknown>;
  return rest as T;
}
