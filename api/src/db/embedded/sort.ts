/**
 * Sorting with MongoDB's BSON order: numeric across number, Long and Decimal128 (mingo orders those by their
 * string form), arrays by their smallest element ascending and largest descending, ties in input order.
 */
import { ErrorCodes, MongoCommandError } from './errors';
import { Collation, stringComparator } from './collation';
import { compareValues, Doc, pathValues } from './values';

/** The value a document sorts by on one path: for arrays the smallest (ascending) or largest (descending) element. */
function sortValue(doc: Doc, path: string, dir: number): unknown {
  const values = pathValues(doc, path).filter((v) => !Array.isArray(v));
  if (!values.length) return undefined;
  let best = values[0];
  for (const v of values) if (dir * compareValues(v, best) < 0) best = v;
  return best;
}

/** Sorts with MongoDB's cross-type BSON order (numeric for Long/Decimal128, unlike mingo's string order). */
export function sortDocs(docs: Doc[], sort: Doc, collation?: Collation | null): Doc[] {
  const compareStrings = collation ? stringComparator(collation) : null;
  const compare = (a: unknown, b: unknown) => (compareStrings && typeof a === 'string' && typeof b === 'string' ? compareStrings(a, b) : compareValues(a, b));
  const keys = Object.entries(sort).map(([path, dir]) => {
    if (dir !== 1 && dir !== -1 && !(typeof dir === 'number' && Math.abs(dir) === 1)) {
      if (typeof dir === 'object' && dir && '$meta' in dir) {
        throw new MongoCommandError(ErrorCodes.CommandNotSupported, '$meta sort is not supported by the embedded database server');
      }
      throw new MongoCommandError(ErrorCodes.BadValue, `$sort key ordering must be 1 (for ascending) or -1 (for descending)`);
    }
    return { path, dir: Number(dir) };
  });
  const decorated = docs.map((doc, i) => ({ doc, i, vals: keys.map((k) => sortValue(doc, k.path, k.dir)) }));
  decorated.sort((a, b) => {
    for (let k = 0; k < keys.length; k++) {
      const c = compare(a.vals[k], b.vals[k]);
      if (c) return keys[k].dir * c;
    }
    return a.i - b.i;
  });
  return decorated.map((d) => d.doc);
}

