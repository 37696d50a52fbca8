/**
 * Value helpers shared by the storage engine: canonical keys (for hash lookups of `_id` and index keys), path
 * reads that expand arrays the way MongoDB's multikey indexes do, a deep clone that keeps BSON classes, and the
 * BSON type order used to compare values of different types.
 */
import { ObjectId, Long, Decimal128, Binary, Timestamp, EJSON } from 'bson';

/** A plain document as stored. */
export type Doc = Record<string, any>;

/**
 * Canonical string for a value: equal BSON values (1, 1.0, Long(1)) give the same key, different types give
 * different keys. Used for `_id` identity and hash index entries.
 */
export function valueKey(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'string':
      return 's' + v;
    case 'number':
      return 'n' + (Object.is(v, -0) ? 0 : v);
    case 'boolean':
      return v ? 'bt' : 'bf';
    case 'bigint':
      return 'n' + v.toString();
  }
  if (v instanceof ObjectId) return 'o' + v.toHexString();
  if (v instanceof Date) return 'd' + v.getTime();
  if (v instanceof Long) return 'n' + v.toString();
  if (v instanceof Decimal128) {
    const n = Number(v.toString());
    return Number.isFinite(n) && String(n) === v.toString() ? 'n' + n : 'm' + v.toString();
  }
  if (v instanceof Binary) return 'x' + v.sub_type + ':' + Buffer.from(v.buffer).toString('base64');
  if (v instanceof Timestamp) return 't' + v.toString();
  if (v instanceof RegExp) return 'r' + String(v);
  if (Array.isArray(v)) return 'a[' + v.map(valueKey).join(',') + ']';
  if (typeof v === 'object') {
    const parts: string[] = [];
    for (const [k, x] of Object.entries(v as Doc)) parts.push(JSON.stringify(k) + ':' + valueKey(x));
    return '{' + parts.join(',') + '}';
  }
  return 'j' + EJSON.stringify(v as never);
}

/**
 * Values at a dotted path, expanding arrays along the way (like a multikey index): `{a:[{b:1},{b:2}]}` at
 * `a.b` gives `[1, 2]`. A leaf array gives each element and the array itself. Missing gives `[undefined]`.
 */
export function pathValues(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(doc, path.split('.'), 0, out);
  if (!out.length) out.push(undefined);
  return out;
}

function collect(cur: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    if (Array.isArray(cur)) {
      if (!cur.length) out.push(undefined);
      for (const el of cur) out.push(el);
      out.push(cur);
    } else out.push(cur);
    return;
  }
  if (cur === null || typeof cur !== 'object') return;
  if (Array.isArray(cur)) {
    const idx = Number(parts[i]);
    if (Number.isInteger(idx) && String(idx) === parts[i]) collect(cur[idx], parts, i + 1, out);
    else for (const el of cur) collect(el, parts, i, out);
    return;
  }
  const next = (cur as Doc)[parts[i]];
  if (next === undefined) return;
  collect(next, parts, i + 1, out);
}

/** Value at a dotted path without array expansion (undefined when missing). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: any = doc;
  for (const p of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = cur[p];
  }
  return cur;
}

/** Deep clone of plain objects and arrays; BSON values are immutable and shared, Dates are copied. */
export function cloneDoc<T>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map(cloneDoc) as T;
  if (v instanceof Date) return new Date(v.getTime()) as T;
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return v;
  const out: Doc = {};
  for (const k of Object.keys(v as Doc)) out[k] = cloneDoc((v as Doc)[k]);
  return out as T;
}

/** MongoDB's BSON comparison order of types. */
function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 1;
  if (typeof v === 'number' || typeof v === 'bigint' || v instanceof Long || v instanceof Decimal128) return 2;
  if (typeof v === 'string') return 3;
  if (Array.isArray(v)) return 5;
  if (v instanceof Binary) return 6;
  if (v instanceof ObjectId) return 7;
  if (typeof v === 'boolean') return 8;
  if (v instanceof Date) return 9;
  if (v instanceof Timestamp) return 10;
  if (v instanceof RegExp) return 11;
  return 4;
}

/** Number view of numeric BSON values. */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (v instanceof Long) return v.toNumber();
  if (typeof v === 'bigint') return Number(v);
  if (v instanceof Decimal128) return Number(v.toString());
  return NaN;
}

/** Total order over values, following MongoDB's cross-type order; used by range indexes. */
export function compareValues(a: unknown, b: unknown): number {
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 1:
      return 0;
    case 2: {
      const x = toNumber(a);
      const y = toNumber(b);
      return x < y ? -1 : x > y ? 1 : 0;
    }
    case 3:
      return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
    case 7:
      return (a as ObjectId).toHexString().localeCompare((b as ObjectId).toHexString());
    case 8:
      return Number(a) - Number(b);
    case 9:
      return (a as Date).getTime() - (b as Date).getTime();
  }
  const ka = valueKey(a);
  const kb = valueKey(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** BSON type-bracket rank of a value: range operators and range index scans only match within one bracket. */
export function rangeRank(v: unknown): number {
  return typeRank(v);
}

/** Reads an integer option that may arrive as a JS number or a BSON Long. */
export function intOf(v: unknown, fallback = 0): number {
  if (v === undefined || v === null) return fallback;
  const n = toNumber(v);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}
