/**
 * A collection: documents keyed by the canonical key of their `_id`, plus secondary indexes. All mutation goes
 * through the engine (which journals and publishes change events); this class keeps documents and indexes
 * consistent and answers "which documents could match this filter" from the indexes.
 */
import { UUID } from 'bson';
import { duplicateKeyError, ErrorCodes, MongoCommandError } from './errors';
import { Collation, parseCollation } from './collation';
import { IndexSpec, RangeBounds, SecondaryIndex } from './index-store';
import { Doc, valueKey } from './values';

/** A stored document and the engine sequence number of the write that produced it. */
export interface Entry {
  doc: Doc;
  seq: number;
}

/** The implicit `_id` index. */
export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Documents and indexes of one namespace. */
export class Collection {
  readonly db: string;
  readonly name: string;
  readonly uuid: UUID;
  readonly docs = new Map<string, Entry>();
  readonly indexes = new Map<string, SecondaryIndex>();
  /** Options given at creation (listCollections reports them). */
  options: Doc = {};
  /** The default collation of queries and indexes (create's `collation`); null = simple. */
  collation: Collation | null = null;
  /** Set when this namespace is a view: its documents are `pipeline` run over `viewOn`. */
  view: { viewOn: string; pipeline: Doc[] } | null = null;

  constructor(db: string, name: string, uuid?: UUID) {
    this.db = db;
    this.name = name;
    this.uuid = uuid ?? new UUID();
  }

  /** Sets the creation options; `collation` becomes the collection's default. */
  setOptions(options: Doc): void {
    this.options = options;
    this.collation = parseCollation(options.collation);
    this.view = typeof options.viewOn === 'string' ? { viewOn: options.viewOn, pipeline: (options.pipeline ?? []) as Doc[] } : null;
    if (this.collation) this.options = { ...options, collation: this.collation.spec };
  }

  /** Whether writes record pre-images for change streams (`changeStreamPreAndPostImages: { enabled: true }`). */
  get preAndPostImages(): boolean {
    return (this.options.changeStreamPreAndPostImages as Doc | undefined)?.enabled === true;
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  /** Index specs including `_id_`, in creation order. */
  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...Array.from(this.indexes.values(), (i) => i.spec)];
  }

  /** Throws E11000 if `doc` would violate `_id` (when new) or any unique index. */
  checkUnique(doc: Doc, idKey: string, isNew: boolean, ignore?: (idKey: string) => boolean): void {
    if (isNew && this.docs.has(idKey) && !(ignore && ignore(idKey))) {
      throw duplicateKeyError(this.ns, '_id_', { _id: 1 }, { _id: doc._id });
    }
    for (const index of this.indexes.values()) index.checkUnique(this.ns, doc, idKey, ignore);
  }

  /** Stores a document (caller has checked uniqueness). */
  put(idKey: string, doc: Doc, seq: number): void {
    const old = this.docs.get(idKey);
    if (old) for (const index of this.indexes.values()) index.remove(idKey, old.doc);
    this.docs.set(idKey, { doc, seq });
    for (const index of this.indexes.values()) index.add(idKey, doc);
  }

  /** Removes a document; returns the removed entry. */
  delete(idKey: string): Entry | undefined {
    const old = this.docs.get(idKey);
    if (!old) return undefined;
    for (const index of this.indexes.values()) index.remove(idKey, old.doc);
    this.docs.delete(idKey);
    return old;
  }

  /** Builds a new index over existing documents; fails with E11000 if a unique index finds duplicates. */
  addIndex(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec);
    for (const [idKey, entry] of this.docs) {
      index.checkUnique(this.ns, entry.doc, idKey);
      index.add(idKey, entry.doc);
    }
    this.indexes.set(spec.name, index);
  }

  /** Builds an index without uniqueness checks (recovery of an index that was valid when created). */
  addIndexUnchecked(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec);
    for (const [idKey, entry] of this.docs) index.add(idKey, entry.doc);
    this.indexes.set(spec.name, index);
  }

  /** Finds an index by name or key pattern. */
  findIndex(nameOrKey: string | Doc): SecondaryIndex | undefined {
    if (typeof nameOrKey === 'string') return this.indexes.get(nameOrKey);
    const want = valueKey(nameOrKey);
    for (const index of this.indexes.values()) if (valueKey(index.spec.key) === want) return index;
    return undefined;
  }

  dropIndex(name: string): void {
    if (!this.indexes.delete(name)) throw new MongoCommandError(ErrorCodes.IndexNotFound, `index not found with name [${name}]`);
  }

  /**
   * Entries that may match `filter` (a superset; the caller still applies the full filter), or all entries
   * when no index helps.
   */
  candidates(filter: Doc | undefined): Iterable<Entry> {
    return this.plan(filter).entries;
  }

  /**
   * How a filter is served, and the entries it reads: `_id`; the longest index whose every field the filter
   * fixes (`f: v`, `$eq`, `$in`: hash lookups of every key combination); a compound index whose first field
   * the filter fixes (a lookup by that field alone); an index whose first field the filter bounds (a walk
   * of that field's sorted values); else every document. `index` names the index
   * used (null: a collection scan) — what `explain` reports.
   */
  plan(filter: Doc | undefined): QueryPlan {
    const scan = { index: null, entries: this.docs.values() };
    if (!filter || !this.docs.size) return scan;
    const conds = equalityAndRanges(filter);
    if (!conds) return scan;
    const idEq = conds.eq.get('_id');
    if (idEq) return { index: ID_INDEX, entries: pick(this.docs, idEq.map(valueKey)) };
    let leading: { index: SecondaryIndex; eq: unknown[] | null; bounds: RangeBounds | null } | null = null;
    let exact: SecondaryIndex | null = null;
    for (const index of this.indexes.values()) {
      if (!index.complete) continue;
      // of the indexes whose every field the filter fixes, the one with the most fields (the narrowest)
      if (index.fields.every((f) => conds.eq.has(f))) {
        if (!exact || index.fields.length > exact.fields.length) exact = index;
        continue;
      }
      if (leading) continue;
      const first = index.fields[0];
      const values = conds.eq.get(first);
      // a compound index keeps ids by its first field too: an equality there is a lookup
      if (values && index.fields.length > 1) leading = { index, eq: values, bounds: null };
      else if (conds.range.has(first)) leading = { index, eq: null, bounds: conds.range.get(first)! };
    }
    if (exact) {
      let keys = [''];
      exact.fields.forEach((f, i) => {
        const parts = Array.from(new Set(conds.eq.get(f)!.map(valueKey)));
        const next: string[] = [];
        for (const prefix of keys) for (const p of parts) next.push(i === 0 ? p : prefix + '\u0000' + p);
        keys = next;
      });
      // distinct keys of an index where each document has one key name each document once: no dedupe
      return { index: exact.spec, entries: pick(this.docs, exact.lookup(keys), exact.multikey), exactFields: exact.multikey ? undefined : exact.fields };
    }
    if (leading) {
      const { index, eq, bounds } = leading;
      const ids = eq ? index.lookupLead(eq.map(valueKey))! : index.range(bounds!, docPairs(this.docs));
      return { index: index.spec, entries: pick(this.docs, ids) };
    }
    return scan;
  }
}

/** A query's access path: the index it reads (null: every document) and the entries read. */
export interface QueryPlan {
  index: IndexSpec | null;
  entries: Iterable<Entry>;
  /**
   * The index's fields when every entry read holds one of the looked-up values in each (an exact lookup on
   * an index that never held a document under two keys): see {@link residualFilter}.
   */
  exactFields?: string[];
}

const isScalarValue = (v: unknown) => v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * `filter` without the conditions an exact lookup already decided (`exactFields` of its plan): a top-level
 * `f: v`, `f: { $eq: v }` or `f: { $in: [...] }` of scalars on one of those fields. An entry found under a
 * key of an index with one key per document holds one value per field, and that value's canonical key is
 * one of the condition's: the condition's operators (canonical-key equality, mingo-context.ts) are true.
 * Filters with any top-level operator (`$and`, `$or`, `$expr`…) are kept whole: their lookup values may come
 * from elsewhere. Null when nothing can be left out.
 */
export function residualFilter(filter: Doc, exactFields: string[]): Doc | null {
  const keys = Object.keys(filter);
  if (keys.some((k) => k.startsWith('$'))) return null;
  const out: Doc = {};
  let dropped = false;
  for (const k of keys) {
    const cond = filter[k];
    const ops = cond && typeof cond === 'object' && Object.getPrototypeOf(cond) === Object.prototype ? Object.keys(cond as Doc) : null;
    const decided =
      exactFields.includes(k) &&
      (isScalarValue(cond) ||
        (ops !== null && ops.length === 1 &&
          ((ops[0] === '$eq' && isScalarValue((cond as Doc).$eq)) || (ops[0] === '$in' && Array.isArray((cond as Doc).$in) && ((cond as Doc).$in as unknown[]).every(isScalarValue)))));
    if (decided) dropped = true;
    else out[k] = cond;
  }
  return dropped ? out : null;
}

function* docPairs(docs: Map<string, Entry>): Iterable<[string, Doc]> {
  for (const [k, e] of docs) yield [k, e.doc];
}

function pick(docs: Map<string, Entry>, ids: string[], dedupe = true): Entry[] {
  const out: Entry[] = [];
  if (!dedupe) {
    for (const id of ids) {
      const e = docs.get(id);
      if (e) out.push(e);
    }
    return out;
  }
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) continue;
    seen.add(id);
    const e = docs.get(id);
    if (e) out.push(e);
  }
  return out;
}

const rangeOps = new Set(['$gt', '$gte', '$lt', '$lte']);

function isPlainValue(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return typeof v !== 'undefined';
  if (v instanceof RegExp) return false;
  if (Array.isArray(v)) return true;
  if (Object.getPrototypeOf(v) !== Object.prototype) return true;
  return !Object.keys(v as Doc).some((k) => k.startsWith('$'));
}

/** Top-level equality values (`f: v`, `$eq`, `$in`) and range bounds of a filter, following `$and`. */
function equalityAndRanges(filter: Doc): { eq: Map<string, unknown[]>; range: Map<string, RangeBounds> } | null {
  const eq = new Map<string, unknown[]>();
  const range = new Map<string, RangeBounds>();
  const visit = (f: Doc) => {
    for (const [field, cond] of Object.entries(f)) {
      if (field === '$and' && Array.isArray(cond)) {
        cond.forEach((c) => c && typeof c === 'object' && visit(c));
        continue;
      }
      if (field.startsWith('$')) continue;
      if (isPlainValue(cond)) {
        eq.set(field, [cond]);
        continue;
      }
      if (!cond || typeof cond !== 'object' || cond instanceof RegExp) continue;
      const ops = cond as Doc;
      if ('$eq' in ops && isPlainValue(ops.$eq)) eq.set(field, [ops.$eq]);
      else if (Array.isArray(ops.$in) && ops.$in.every(isPlainValue) && !eq.has(field)) eq.set(field, ops.$in);
      const keys = Object.keys(ops);
      if (keys.length && keys.every((k) => rangeOps.has(k))) {
        const vals = keys.map((k) => ops[k]);
        const ok = vals.every((v) => typeof v === 'number' || typeof v === 'string' || v instanceof Date);
        const sameType = new Set(vals.map((v) => (v instanceof Date ? 'date' : typeof v))).size === 1;
        if (ok && sameType) range.set(field, { gt: ops.$gt, gte: ops.$gte, lt: ops.$lt, lte: ops.$lte });
      }
    }
  };
  visit(filter);
  if (!eq.size && !range.size) return null;
  return { eq, range };
}
