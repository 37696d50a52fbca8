/**
 * Materialized result cursors and the `{ cursor: { id, ns, firstBatch } }` reply shape shared by find,
 * aggregate, listCollections and listIndexes.
 */
import { calculateObjectSize, Long } from 'bson';
import { CursorRegistry, CursorState } from './context';
import { Doc, intOf } from './values';
import { NO_CURSOR } from './wire';

const DEFAULT_BATCH = 101;
/** MongoDB caps a batch at 16 MiB of documents so a reply always fits in one message. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

/** Up to `count` documents from `pos`, stopping before the batch would exceed 16 MiB (always at least one). */
function takeBatch(docs: Doc[], pos: number, count: number): Doc[] {
  const end = Math.min(docs.length, pos + count);
  let bytes = 0;
  for (let i = pos; i < end; i++) {
    bytes += calculateObjectSize(docs[i]);
    if (bytes > MAX_BATCH_BYTES && i > pos) return docs.slice(pos, i);
  }
  return docs.slice(pos, end);
}

/** Cursor over an already computed list of documents. */
class ListCursor implements CursorState {
  constructor(
    readonly id: Long,
    readonly ns: string,
    private readonly docs: Doc[],
    private pos: number,
  ) {}

  async next(batchSize: number): Promise<{ batch: Doc[]; done: boolean }> {
    const size = batchSize > 0 ? batchSize : this.docs.length;
    const batch = takeBatch(this.docs, this.pos, size);
    this.pos += batch.length;
    return { batch, done: this.pos >= this.docs.length };
  }
}

/** Builds the first-batch reply and registers a cursor for the rest (unless everything fits). */
export function cursorReply(registry: CursorRegistry, ns: string, docs: Doc[], batchSizeArg: unknown, singleBatch = false): Doc {
  const batchSize = batchSizeArg === undefined ? DEFAULT_BATCH : intOf(batchSizeArg, DEFAULT_BATCH);
  const first = batchSizeArg === undefined || batchSize > 0 ? takeBatch(docs, 0, batchSize || docs.length) : [];
  let id = NO_CURSOR;
  if (!singleBatch && first.length < docs.length) {
    id = registry.newId();
    registry.add(new ListCursor(id, ns, docs, first.length));
  }
  return { cursor: { firstBatch: first, id, ns }, ok: 1 };
}
