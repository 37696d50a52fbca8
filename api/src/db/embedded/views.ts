/**
 * Read/write views used by command handlers. The committed view works on the live data with index lookups;
 * a transaction view reads a snapshot (live data as of the transaction start, plus its own writes) and buffers
 * its writes until commit. Handlers are written once against {@link DataView}.
 */
import { Collation, foldsEquality, foldStrings } from './collation';
import { ProcessingMode } from 'mingo';
import { Collection, residualFilter } from './collection';
import { Aggregator, Query } from './mingo-context';
import { Engine } from './engine';
import { duplicateKeyError, ErrorCodes, MongoCommandError } from './errors';
import { ObjectId } from 'bson';
import { Doc, pathValues, valueKey } from './values';

/** What a command handler may do to data. */
export interface DataView {
  readonly inTransaction: boolean;
  /**
   * Documents of `db.coll` matching `filter`, in natural order (stored references; never mutate them).
   * `options.collation` undefined means the collection's default collation.
   */
  find(db: string, coll: string, filter?: Doc, limit?: number, options?: FindOptions): Doc[];
  /** Whether the collection exists (for this view). */
  exists(db: string, coll: string): boolean;
  insert(db: string, coll: string, doc: Doc): void;
  replace(db: string, coll: string, oldDoc: Doc, newDoc: Doc, description?: Doc): void;
  remove(db: string, coll: string, doc: Doc): void;
}

/** How a filter is evaluated beyond its text. */
export interface FindOptions {
  /** The command's collation: undefined = the collection's default, null = simple. */
  collation?: Collation | null;
  /** Top-level `let` variables, visible as `$$name` in `$expr`. */
  variables?: Doc;
}

/** Anything that can test a document against a filter. */
export interface Matcher {
  test(doc: Doc): boolean;
}

function isScalar(v: unknown): boolean {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return true;
  return v instanceof ObjectId || v instanceof Date;
}

/**
 * Compiles a filter once; wraps mingo errors as BadValue. Filters made only of `field: scalar` pairs (the
 * common lookup by key) get a direct matcher with MongoDB's equality semantics (array fields match any
 * element; null matches missing), skipping mingo's compile step on the hot path.
 */
export function compileFilter(filter: Doc | undefined, collation?: Collation | null, variables?: Doc): Matcher | null {
  if (!filter) return null;
  const entries = Object.entries(filter);
  if (!entries.length) return null;
  if (foldsEquality(collation ?? null)) {
    // Strings compare by collation key: fold the filter once and each document as it is tested.
    const c = collation!;
    const folded = compileFilter(foldStrings(filter, c) as Doc, null, variables)!;
    return { test: (doc) => folded.test(foldStrings(doc, c) as Doc) };
  }
  if (variables) {
    try {
      return new Query(filter, { variables });
    } catch (e) {
      throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
    }
  }
  if (entries.every(([k, v]) => !k.startsWith('$') && isScalar(v))) {
    const wanted = entries.map(([k, v]) => [k, valueKey(v)] as const);
    return { test: (doc) => wanted.every(([k, key]) => pathValues(doc, k).some((x) => valueKey(x) === key)) };
  }
  try {
    return new Query(filter);
  } catch (e) {
    throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
  }
}

/**
 * Documents of a view: its pipeline over its source (itself possibly a view), read through the same data
 * view, then the query's filter. Views are computed per read, as MongoDB does.
 */
function readView(data: DataView, db: string, c: Collection, filter: Doc | undefined, limit: number, options?: FindOptions): Doc[] {
  const { viewOn, pipeline } = c.view!;
  let docs: Doc[];
  try {
    docs = new Aggregator(pipeline, { processingMode: ProcessingMode.CLONE_INPUT, collectionResolver: (name: string) => data.find(db, name) }).run(data.find(db, viewOn)) as Doc[];
  } catch (e) {
    throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
  }
  const query = compileFilter(filter, options?.collation ?? null, options?.variables);
  const out: Doc[] = [];
  for (const doc of docs) {
    if (query && !query.test(doc)) continue;
    out.push(doc);
    if (limit && out.length >= limit) break;
  }
  return out;
}

/** Live data, index-assisted. */
export class CommittedView implements DataView {
  readonly inTransaction = false;
  constructor(private readonly engine: Engine) {}

  find(db: string, coll: string, filter?: Doc, limit = 0, options?: FindOptions): Doc[] {
    const c = this.engine.getCollection(db, coll);
    if (c?.view) return readView(this, db, c, filter, limit, options);
    const collation = options?.collation === undefined ? (c?.collation ?? null) : options.collation;
    // Compiled before the existence check so a bad filter fails on a missing collection too, as in MongoDB.
    const query = compileFilter(filter, collation, options?.variables);
    if (!c) return [];
    const out: Doc[] = [];
    // Indexes hold exact keys, so a collated query scans.
    const plan = foldsEquality(collation) ? null : c.plan(filter);
    // what an exact index lookup decided is not tested again on each document it found
    const residual = filter && plan?.exactFields ? residualFilter(filter, plan.exactFields) : null;
    const test = residual ? compileFilter(residual, collation, options?.variables) : query;
    for (const entry of plan ? plan.entries : c.docs.values()) {
      if (test && !test.test(entry.doc)) continue;
      out.push(entry.doc);
      if (limit && out.length >= limit) break;
    }
    return out;
  }

  exists(db: string, coll: string): boolean {
    return !!this.engine.getCollection(db, coll);
  }

  insert(db: string, coll: string, doc: Doc): void {
    this.engine.insert(this.engine.ensureCollection(db, coll), doc);
  }

  replace(db: string, coll: string, oldDoc: Doc, newDoc: Doc, description?: Doc): void {
    const c = this.engine.getCollection(db, coll)!;
    const entry = c.docs.get(valueKey(oldDoc._id))!;
    this.engine.replace(c, entry, newDoc, description);
  }

  remove(db: string, coll: string, doc: Doc): void {
    const c = this.engine.getCollection(db, coll);
    if (c) this.engine.remove(c, valueKey(doc._id));
  }
}

interface PendingWrite {
  doc: Doc | null;
  description?: Doc;
}

/** Snapshot reads plus buffered writes of one multi-document transaction. */
export class TransactionView implements DataView {
  readonly inTransaction = true;
  readonly writes = new Map<string, Map<string, PendingWrite>>();
  private readonly snapshot: { start: number };
  /** Set when another writer touched a document this transaction wrote; the next operation fails. */
  doomed = false;

  /** `snapshot` is an engine snapshot to read from (a snapshot session's); by default one taken now. */
  constructor(
    private readonly engine: Engine,
    private readonly locks: Map<string, TransactionView>,
    snapshot?: { start: number },
  ) {
    this.snapshot = snapshot ?? engine.openSnapshot();
  }

  get start(): number {
    return this.snapshot.start;
  }

  /**
   * Snapshot read. Documents unchanged since the snapshot are found through the live indexes; every document
   * changed since then has an old version in the engine's history, so adding those ids (and this
   * transaction's own writes) to the candidates keeps the result exact.
   */
  find(db: string, coll: string, filter?: Doc, limit = 0, options?: FindOptions): Doc[] {
    const c = this.engine.getCollection(db, coll);
    if (c?.view) return readView(this, db, c, filter, limit, options);
    const pending = this.writes.get(`${db}.${coll}`);
    const collation = options?.collation === undefined ? (c?.collation ?? null) : options.collation;
    const query = compileFilter(filter, collation, options?.variables);
    const out: Doc[] = [];
    const ids = new Set<string>();
    if (c) {
      for (const entry of foldsEquality(collation) ? c.docs.values() : c.candidates(filter)) ids.add(valueKey(entry.doc._id));
      for (const id of this.engine.historyIds(c)) ids.add(id);
    }
    if (pending) for (const id of pending.keys()) ids.add(id);
    for (const id of ids) {
      const doc = pending?.has(id) ? pending.get(id)!.doc : c ? this.engine.visibleAt(c, id, this.start) : null;
      if (!doc || (query && !query.test(doc))) continue;
      out.push(doc);
      if (limit && out.length >= limit) break;
    }
    return out;
  }

  exists(db: string, coll: string): boolean {
    return !!this.engine.getCollection(db, coll) || this.writes.has(`${db}.${coll}`);
  }

  insert(db: string, coll: string, doc: Doc): void {
    const idKey = valueKey(doc._id);
    const c = this.engine.getCollection(db, coll);
    const pending = this.writes.get(`${db}.${coll}`);
    const visible = pending?.has(idKey) ? pending.get(idKey)!.doc : c ? this.engine.visibleAt(c, idKey, this.start) : null;
    if (visible) throw duplicateKeyError(`${db}.${coll}`, '_id_', { _id: 1 }, { _id: doc._id });
    this.checkUnique(db, coll, doc, idKey);
    this.stage(db, coll, idKey, doc);
  }

  replace(db: string, coll: string, _oldDoc: Doc, newDoc: Doc, description?: Doc): void {
    const idKey = valueKey(newDoc._id);
    this.checkUnique(db, coll, newDoc, idKey);
    this.stage(db, coll, idKey, newDoc, description);
  }

  remove(db: string, coll: string, doc: Doc): void {
    this.stage(db, coll, valueKey(doc._id), null);
  }

  /** Applies buffered writes to live data as one journal batch; throws WriteConflict if any target moved. */
  commit(): void {
    this.assertNoConflicts();
    // Validate unique indexes for all writes first so a violation cannot leave a half-applied commit.
    for (const [ns, byId] of this.writes) {
      const dot = ns.indexOf('.');
      const c = this.engine.getCollection(ns.slice(0, dot), ns.slice(dot + 1));
      if (!c) continue;
      for (const [idKey, w] of byId) if (w.doc) c.checkUnique(w.doc, idKey, !c.docs.has(idKey), (other) => byId.has(other));
    }
    this.engine.runBatch(() => {
      for (const [ns, byId] of this.writes) {
        const dot = ns.indexOf('.');
        const db = ns.slice(0, dot);
        const name = ns.slice(dot + 1);
        for (const [idKey, w] of byId) {
          const c = this.engine.getCollection(db, name);
          const current = c?.docs.get(idKey);
          if (w.doc === null) {
            if (c && current) this.engine.remove(c, idKey);
          } else if (current) this.engine.replace(c!, current, w.doc, w.description);
          else this.engine.insert(this.engine.ensureCollection(db, name), w.doc);
        }
      }
    });
    this.release();
  }

  /** Drops buffered writes and releases locks and the snapshot. */
  release(): void {
    for (const [ns, byId] of this.writes) {
      for (const idKey of byId.keys()) if (this.locks.get(`${ns}\0${idKey}`) === this) this.locks.delete(`${ns}\0${idKey}`);
    }
    this.writes.clear();
    this.engine.closeSnapshot(this.snapshot);
  }

  assertNoConflicts(): void {
    if (this.doomed) throw writeConflict();
    for (const [ns, byId] of this.writes) {
      const dot = ns.indexOf('.');
      const c = this.engine.getCollection(ns.slice(0, dot), ns.slice(dot + 1));
      for (const idKey of byId.keys()) if (this.engine.lastWriteSeq(c, idKey) > this.start) throw writeConflict();
    }
  }

  private stage(db: string, coll: string, idKey: string, doc: Doc | null, description?: Doc): void {
    const ns = `${db}.${coll}`;
    const lockKey = `${ns}\0${idKey}`;
    const holder = this.locks.get(lockKey);
    if (this.doomed || (holder && holder !== this)) throw writeConflict();
    const c = this.engine.getCollection(db, coll);
    if (this.engine.lastWriteSeq(c, idKey) > this.start) throw writeConflict();
    this.locks.set(lockKey, this);
    let byId = this.writes.get(ns);
    if (!byId) this.writes.set(ns, (byId = new Map()));
    byId.set(idKey, { doc, description });
  }

  /** Unique indexes against live data (minus documents this transaction rewrote) and against its own writes. */
  private checkUnique(db: string, coll: string, doc: Doc, idKey: string): void {
    const ns = `${db}.${coll}`;
    const pending = this.writes.get(ns);
    const c = this.engine.getCollection(db, coll);
    if (c) c.checkUnique(doc, idKey, false, (other) => !!pending?.has(other));
    if (!pending || !c) return;
    for (const index of c.indexes.values()) {
      if (!index.spec.unique) continue;
      const mine = index.keysOf(doc);
      if (!mine) continue;
      for (const [otherId, w] of pending) {
        if (otherId === idKey || !w.doc) continue;
        const theirs = index.keysOf(w.doc);
        if (theirs && theirs.some((k) => mine.includes(k))) throw duplicateKeyError(ns, index.spec.name, index.spec.key as Doc, index.keyValueOf(doc));
      }
    }
  }
}

/** MongoDB's WriteConflict, labeled so drivers retry the whole transaction. */
export function writeConflict(): MongoCommandError {
  return new MongoCommandError(
    ErrorCodes.WriteConflict,
    'Write conflict during plan execution and yielding is disabled. :: Please retry your operation or multi-document transaction.',
    {},
    ['TransientTransactionError'],
  );
}
