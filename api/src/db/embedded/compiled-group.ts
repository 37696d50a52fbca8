/**
 * A compiled `$group` for the shapes the data-view engine sends (api/src/features/data-views/engine): an
 * `_id` field path and `$sum`/`$avg`/`$first`/`$push` accumulators over field paths and simple expressions
 * (`$cond $eq $ne $gt $gte $lt $lte $and $or $ifNull $subtract`, literals). mingo interprets each expression
 * for each document through its operator dispatch (~15 µs per accumulator per play on the stats explorer);
 * here each expression becomes one JS closure, built once per pipeline.
 *
 * The closures reproduce mingo's own semantics (not MongoDB's where they differ), so a pipeline answers the
 * same with or without this path; `compiled-group.test.ts` checks that against mingo on random documents.
 * They handle scalars only: a field path that meets an array, a BSON value or any other object throws
 * {@link Bail} and the caller runs the stage with mingo instead. Anything not listed above does not compile
 * (`compileGroup` answers null).
 */
import type { Doc } from './values';

/** Thrown while running a compiled stage on a value it does not handle: rerun the stage with mingo. */
export class Bail extends Error {}

type Fn = (doc: Doc) => unknown;

const isNil = (v: unknown): v is null | undefined => v === null || v === undefined;

/** A plain object (a BSON document as deserialized), not an array, Date, Long, ObjectId…. */
function isPlain(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return !Array.isArray(v) && (proto === Object.prototype || proto === null);
}

/** mingo's `truthy` in strict mode (its default): "" is true. */
const truthy = (v: unknown) => !!v || v === '';

/** A scalar mingo compares by value; anything else makes the compiled path give up. */
function scalar(v: unknown): unknown {
  if (v === null || v === undefined) return v;
  const t = typeof v;
  if (t === 'number' || t === 'string' || t === 'boolean') return v;
  throw new Bail();
}

/** mingo's typeOf for scalars (null is 'null'). */
const typeOf = (v: unknown) => (v === null ? 'null' : typeof v);

/** mingo's `mingoCmp` restricted to scalars of one type. */
function cmp(a: unknown, b: unknown): number {
  if (a === b || Object.is(a, b)) return 0;
  if (isNil(a)) return 0; // both null or both undefined (same type)
  return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
}

/** mingo's expression `$gt`…: false across types, else the comparison. */
const compareOp = (test: (c: number) => boolean) => (a: unknown, b: unknown) => typeOf(a) === typeOf(b) && test(cmp(a, b));

/** mingo's expression `$eq` on scalars: same value, or both nil. */
const eq = (a: unknown, b: unknown) => a === b || Object.is(a, b) || (isNil(a) && isNil(b));

function fieldPath(path: string): Fn | null {
  if (path.startsWith('$$') || path.length < 2) return null;
  const parts = path.slice(1).split('.');
  if (parts.some((p) => p === '' || p === '__proto__' || /^\d+$/.test(p) || p.startsWith('$'))) return null;
  if (parts.length === 1) {
    const [k] = parts;
    return (doc) => scalar(Object.prototype.hasOwnProperty.call(doc, k) ? doc[k] : undefined);
  }
  return (doc) => {
    let v: unknown = doc;
    for (let i = 0; i < parts.length; i++) {
      if (i > 0) {
        if (v === null || v === undefined || typeof v !== 'object') return undefined; // a scalar has no fields
        // an array or a BSON value: mingo's rules, not ours
        if (!isPlain(v)) throw new Bail();
      }
      const k = parts[i];
      v = Object.prototype.hasOwnProperty.call(v, k) ? (v as Doc)[k] : undefined;
    }
    return scalar(v);
  };
}

function args(expr: unknown, n?: number): Fn[] | null {
  if (!Array.isArray(expr) || (n !== undefined && expr.length !== n)) return null;
  const fns = expr.map(compileExpr);
  return fns.every((f): f is Fn => f !== null) ? fns : null;
}

const binary = (op: (a: unknown, b: unknown) => unknown) => (expr: unknown): Fn | null => {
  const a = args(expr, 2);
  if (!a) return null;
  const [l, r] = a;
  return (doc) => op(l(doc), r(doc));
};

const operators: Record<string, (expr: unknown) => Fn | null> = {
  $eq: binary(eq),
  $ne: binary((a, b) => !eq(a, b)),
  $gt: binary(compareOp((c) => c > 0)),
  $gte: binary(compareOp((c) => c >= 0)),
  $lt: binary(compareOp((c) => c < 0)),
  $lte: binary(compareOp((c) => c <= 0)),
  $subtract: binary((a, b) => {
    if (isNil(a) || isNil(b)) return null;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    throw new Bail(); // dates and errors: mingo's
  }),
  $and: (expr) => {
    const a = args(expr);
    return a && ((doc) => a.every((f) => truthy(f(doc))));
  },
  $or: (expr) => {
    const a = args(expr);
    return a && ((doc) => a.some((f) => truthy(f(doc))));
  },
  $ifNull: (expr) => {
    const a = args(expr);
    if (!a || a.length < 2) return null;
    return (doc) => {
      let v: unknown;
      for (const f of a) {
        v = f(doc);
        if (!isNil(v)) return v;
      }
      return v;
    };
  },
  $cond: (expr) => {
    const parts = Array.isArray(expr) ? expr : expr && typeof expr === 'object' ? [(expr as Doc).if, (expr as Doc).then, (expr as Doc).else] : null;
    if (!parts || parts.length !== 3 || (!Array.isArray(expr) && Object.keys(expr as Doc).length !== 3)) return null;
    const a = args(parts, 3);
    if (!a) return null;
    const [c, t, e] = a;
    return (doc) => (truthy(c(doc)) ? t(doc) : e(doc));
  },
};

/** An expression as a closure, or null when it uses anything this file does not reproduce. */
export function compileExpr(expr: unknown): Fn | null {
  if (typeof expr === 'string') return expr.startsWith('$') ? fieldPath(expr) : () => expr;
  if (expr === null || typeof expr === 'boolean' || (typeof expr === 'number' && !Number.isNaN(expr))) return () => expr;
  if (typeof expr !== 'object' || !isPlain(expr)) return null;
  const keys = Object.keys(expr);
  if (keys.length !== 1 || !Object.prototype.hasOwnProperty.call(operators, keys[0])) return null;
  return operators[keys[0]]((expr as Doc)[keys[0]]);
}

type Accumulator = (docs: Doc[]) => unknown;

const isNumber = (v: unknown): v is number => typeof v === 'number' && !Number.isNaN(v);

/** mingo's `$sum`, `$avg`, `$first`, `$push` over a group's documents, in their order. */
function compileAccumulator(spec: unknown): Accumulator | null {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec)) return null;
  const keys = Object.keys(spec);
  if (keys.length !== 1) return null;
  const [op] = keys;
  const arg = (spec as Doc)[op];
  if (op === '$sum' && isNumber(arg)) return (docs) => docs.length * arg;
  // mingo's `$push: null` pushes the documents themselves
  if (op === '$push' && isNil(arg)) return null;
  const f = compileExpr(arg);
  if (!f) return null;
  switch (op) {
    case '$sum':
      return (docs) => {
        let res = 0;
        for (const d of docs) {
          const v = f(d);
          if (isNumber(v)) res += v;
        }
        return res;
      };
    case '$avg':
      return (docs) => {
        let sum = 0;
        let n = 0;
        for (const d of docs) {
          const v = f(d);
          if (isNumber(v)) {
            sum += v;
            n++;
          }
        }
        return n === 0 ? null : sum / n;
      };
    case '$first':
      return (docs) => f(docs[0]) ?? null;
    case '$push':
      return (docs) => docs.map((d) => f(d) ?? null);
    default:
      return null;
  }
}

/** A group key as mingo's hash map tells keys apart; other keys (objects, -0, NaN) bail. */
function groupKey(v: unknown): string | number | boolean | null {
  if (isNil(v)) return null;
  if (typeof v === 'string' || typeof v === 'boolean') return v;
  if (typeof v === 'number' && !Number.isNaN(v) && !Object.is(v, -0)) return v;
  throw new Bail();
}

/**
 * `$group` spec → a function of the input documents giving mingo's output (groups in order of first
 * appearance, `_id` then the accumulators in spec order), or null when the spec does not compile.
 */
export function compileGroup(spec: unknown): ((docs: Doc[]) => Doc[]) | null {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec) || !Object.prototype.hasOwnProperty.call(spec, '_id')) return null;
  const id = compileExpr((spec as Doc)._id);
  if (!id) return null;
  const fields: Array<[string, Accumulator]> = [];
  for (const [name, acc] of Object.entries(spec as Doc)) {
    if (name === '_id') continue;
    if (name.includes('.') || name.startsWith('$')) return null;
    const a = compileAccumulator(acc);
    if (!a) return null;
    fields.push([name, a]);
  }
  return (docs) => {
    const groups = new Map<unknown, Doc[]>();
    for (const d of docs) {
      const k = groupKey(id(d));
      const g = groups.get(k);
      if (g) g.push(d);
      else groups.set(k, [d]);
    }
    const out: Doc[] = [];
    for (const [k, members] of groups) {
      const row: Doc = { _id: k };
      for (const [name, a] of fields) row[name] = a(members);
      out.push(row);
    }
    return out;
  };
}
