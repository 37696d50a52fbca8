/**
 * One secondary index: a hash from canonical key to document ids (equality lookups and unique checks in O(1)),
 * plus a lazily sorted array over the first indexed field for range lookups. The sorted array is rebuilt on
 * the first range query after a write, which keeps writes O(1) and makes repeated range reads cheap.
 */
import { Query } from './mingo-context';
import { compareValues, Doc, pathValues, rangeRank, valueKey } from './values';
import { duplicateKeyError, MongoCommandError, ErrorCodes } from './errors';
import { Collation, foldsEquality, foldStrings, parseCollation } from './collation';

/** Index definition as listed by listIndexes. */
export interface IndexSpec {
  v: number;
  key: Record<string, unknown>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

/** Range bounds on one field. */
export interface RangeBounds {
  gt?: unknown;
  gte?: unknown;
  lt?: unknown;
  lte?: unknown;
}

type IdSet = string | Set<string>;

/** Options createIndexes accepts; anything else is rejected instead of silently ignored. */
const knownOptions = new Set(['v', 'key', 'name', 'unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'background', 'collation', 'hidden']);

/** Validates a createIndexes spec and returns it normalized. */
export function normalizeSpec(raw: Doc): IndexSpec {
  if (!raw || typeof raw.key !== 'object' || !Object.keys(raw.key).length) {
    throw new MongoCommandError(ErrorCodes.FailedToParse, 'The index spec is missing the key field or it is empty');
  }
  if (typeof raw.name !== 'string' || !raw.name) throw new MongoCommandError(ErrorCodes.FailedToParse, 'The index spec is missing the name field');
  for (const [field, dir] of Object.entries(raw.key)) {
    if (dir === 'text' || dir === '2dsphere' || dir === '2d' || dir === 'geoHaystack' || dir === 'wildcard' || field.includes('$**')) {
      throw new MongoCommandError(ErrorCodes.CommandNotSupported, `index type '${String(dir)}' on '${field}' is not supported by the embedded database server`);
    }
  }
  for (const opt of Object.keys(raw)) {
    if (!knownOptions.has(opt)) throw new MongoCommandError(ErrorCodes.InvalidOptions, `index option '${opt}' is not supported by the embedded database server`);
  }
  const spec: IndexSpec = { v: 2, key: raw.key, name: raw.name };
  if (raw.unique) spec.unique = true;
  if (raw.sparse) spec.sparse = true;
  if (raw.partialFilterExpression) spec.partialFilterExpression = raw.partialFilterExpression;
  if (raw.expireAfterSeconds !== undefined) spec.expireAfterSeconds = Number(raw.expireAfterSeconds);
  if (raw.hidden) spec.hidden = true;
  const collation = parseCollation(raw.collation);
  if (collation) spec.collation = collation.spec;
  return spec;
}

/** An index over the documents of one collection. */
export class SecondaryIndex {
  readonly spec: IndexSpec;
  readonly fields: string[];
  private readonly hash = new Map<string, IdSet>();
  /**
   * Compound indexes: ids by the first field's key alone, kept with every write like `hash`, so an equality
   * on the leading field is a lookup (a query fixing only some fields of the index).
   */
  private readonly lead: Map<string, IdSet> | null;
  private readonly partial: Query | null;
  /** Keys are compared under this collation (strength 1–2: case-insensitive unique indexes). */
  private readonly collation: Collation | null;
  private sorted: Array<[unknown, string]> | null = null;
  /**
   * Whether some document was ever indexed under more than one key (an array in an indexed field): only then
   * can one lookup of distinct keys give a document twice. Not reset on removal (staying true is safe).
   */
  multikey = false;

  constructor(spec: IndexSpec) {
    this.spec = spec;
    this.fields = Object.keys(spec.key);
    this.partial = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : null;
    const collation = parseCollation(spec.collation);
    this.collation = foldsEquality(collation) ? collation : null;
    this.lead = this.fields.length > 1 ? new Map() : null;
  }

  /**
   * True when every document is in this index under exact comparison, so it can answer any equality query
   * on its fields (a collated index holds folded keys, so simple-collation queries cannot use it).
   */
  get complete(): boolean {
    return !this.spec.sparse && !this.partial && !this.collation;
  }

  /** Canonical keys of a document in this index, or null when sparse/partial leaves it out. */
  keysOf(doc: Doc): string[] | null {
    if (this.partial && !this.partial.test(doc)) return null;
    const collation = this.collation;
    const perField = this.fields.map((f) => (collation ? pathValues(doc, f).map((v) => foldStrings(v, collation)) : pathValues(doc, f)));
    if (this.spec.sparse && perField.every((vals) => vals.length === 1 && vals[0] === undefined)) return null;
    let keys = [''];
    for (let i = 0; i < perField.length; i++) {
      const parts = Array.from(new Set(perField[i].map(valueKey)));
      const next: string[] = [];
      for (const prefix of keys) for (const p of parts) next.push(i === 0 ? p : prefix + '\u0000' + p);
      keys = next;
    }
    return keys;
  }

  /** `{ field: value }` of a document for this index, used in E11000 messages. */
  keyValueOf(doc: Doc): Doc {
    const out: Doc = {};
    for (const f of this.fields) {
      const vals = pathValues(doc, f);
      out[f] = vals[0] === undefined ? null : vals[0];
    }
    return out;
  }

  /** Throws MongoDB's E11000 error when another document already holds one of `doc`'s keys. */
  checkUnique(ns: string, doc: Doc, idKey: string, ignore?: (idKey: string) => boolean): void {
    if (!this.spec.unique) return;
    const keys = this.keysOf(doc);
    if (!keys) return;
    for (const k of keys) {
      const ids = this.hash.get(k);
      if (ids === undefined) continue;
      const list = typeof ids === 'string' ? [ids] : Array.from(ids);
      if (list.some((other) => other !== idKey && !(ignore && ignore(other)))) {
        throw duplicateKeyError(ns, this.spec.name, this.spec.key as Doc, this.keyValueOf(doc));
      }
    }
  }

  add(idKey: string, doc: Doc): void {
    const keys = this.keysOf(doc);
    if (!keys) return;
    if (keys.length > 1) this.multikey = true;
    for (const k of keys) addId(this.hash, k, idKey);
    if (this.lead) for (const k of new Set(keys.map(leadPart))) addId(this.lead, k, idKey);
    this.sorted = null;
  }

  remove(idKey: string, doc: Doc): void {
    const keys = this.keysOf(doc);
    if (!keys) return;
    for (const k of keys) removeId(this.hash, k, idKey);
    if (this.lead) for (const k of new Set(keys.map(leadPart))) removeId(this.lead, k, idKey);
    this.sorted = null;
  }

  clear(): void {
    this.hash.clear();
    this.multikey = false;
    this.lead?.clear();
    this.sorted = null;
  }

  /** Ids of documents whose first field's key is one of `keys` (compound indexes; null otherwise). */
  lookupLead(keys: string[]): string[] | null {
    if (!this.lead) return null;
    return idsOf(this.lead, keys);
  }

  /** Ids of documents whose key equals one of the given per-field value combinations. */
  lookup(keys: string[]): string[] {
    return idsOf(this.hash, keys);
  }

  /** Ids of documents whose first indexed field lies in the bounds (same BSON type as the bounds). */
  range(bounds: RangeBounds, docs: Iterable<[string, Doc]>): string[] {
    const sorted = this.sortedEntries(docs);
    const lower = bounds.gt !== undefined ? bounds.gt : bounds.gte;
    const upper = bounds.lt !== undefined ? bounds.lt : bounds.lte;
    const rank = rangeRank(lower !== undefined ? lower : upper);
    let lo = 0;
    let hi = sorted.length;
    // Binary search to the first entry not below the lower bound (or the start of the bound's type bracket).
    const first = (pred: (v: unknown) => boolean) => {
      let a = 0;
      let b = sorted.length;
      while (a < b) {
        const m = (a + b) >> 1;
        if (pred(sorted[m][0])) b = m;
        else a = m + 1;
      }
      return a;
    };
    lo = lower !== undefined
      ? first((v) => (bounds.gt !== undefined ? compareValues(v, lower) > 0 : compareValues(v, lower) >= 0))
      : first((v) => rangeRank(v) >= rank);
    hi = upper !== undefined
      ? first((v) => (bounds.lt !== undefined ? compareValues(v, upper) >= 0 : compareValues(v, upper) > 0))
      : first((v) => rangeRank(v) > rank);
    const out = new Set<string>();
    for (let i = lo; i < hi; i++) if (rangeRank(sorted[i][0]) === rank) out.add(sorted[i][1]);
    return Array.from(out);
  }

  private sortedEntries(docs: Iterable<[string, Doc]>): Array<[unknown, string]> {
    if (this.sorted) return this.sorted;
    const entries: Array<[unknown, string]> = [];
    const field = this.fields[0];
    for (const [idKey, doc] of docs) {
      if (this.keysOf(doc) === null) continue;
      for (const v of pathValues(doc, field)) if (!Array.isArray(v)) entries.push([v, idKey]);
    }
    entries.sort((a, b) => compareValues(a[0], b[0]));
    this.sorted = entries;
    return entries;
  }
}

/** The first field's part of a compound key (keys join the fields' canonical keys with NUL). */
function leadPart(key: string): string {
  const i = key.indexOf('\u0000');
  return i < 0 ? key : key.slice(0, i);
}

function addId(map: Map<string, IdSet>, k: string, idKey: string): void {
  const cur = map.get(k);
  if (cur === undefined) map.set(k, idKey);
  else if (typeof cur === 'string') {
    if (cur !== idKey) map.set(k, new Set([cur, idKey]));
  } else cur.add(idKey);
}

function removeId(map: Map<string, IdSet>, k: string, idKey: string): void {
  const cur = map.get(k);
  if (cur === undefined) return;
  if (typeof cur === 'string') {
    if (cur === idKey) map.delete(k);
  } else {
    cur.delete(idKey);
    if (cur.size === 1) map.set(k, cur.values().next().value as string);
    else if (cur.size === 0) map.delete(k);
  }
}

function idsOf(map: Map<string, IdSet>, keys: string[]): string[] {
  const out: string[] = [];
  for (const k of keys) {
    const ids = map.get(k);
    if (ids === undefined) continue;
    if (typeof ids === 'string') out.push(ids);
    else for (const id of ids) out.push(id);
  }
  return out;
}
