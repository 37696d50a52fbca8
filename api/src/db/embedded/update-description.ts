/**
 * Change-stream `updateDescription` as MongoDB 7.0 derives it from its v2 oplog diffs:
 * - operator updates name the paths they touched (`a.b`, not `a`): a path whose parents did not exist is
 *   reported at its first new component; `$unset` of a nested path lists it in `removedFields`; `$push` /
 *   `$addToSet` that only append report each new element (`arr.3`); other changes report the whole value;
 * - pipeline updates are diffed field by field: nested objects recursively, arrays element by element, a
 *   shorter array in `truncatedArrays` with its new size.
 * `disambiguatedPaths` lists paths with numeric field names or dotted names (change streams show it only
 * with `showExpandedEvents`).
 */
import { Doc, valueKey } from './values';

interface Description {
  updatedFields: Doc;
  removedFields: string[];
  truncatedArrays: Array<{ field: string; newSize: number }>;
  disambiguatedPaths: Doc;
}

function empty(): Description {
  return { updatedFields: {}, removedFields: [], truncatedArrays: [], disambiguatedPaths: {} };
}

function isPlainObject(v: unknown): v is Doc {
  return !!v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

/** Path components with their kind, so numeric field names can be told from array indexes. */
type Component = string | number;

function record(d: Description, parts: Component[], value: unknown, removed = false): void {
  const path = parts.join('.');
  if (removed) d.removedFields.push(path);
  else d.updatedFields[path] = value;
  const ambiguous = parts.some((p) => typeof p === 'string' && (/^\d+$/.test(p) || p.includes('.')));
  if (ambiguous) d.disambiguatedPaths[path] = parts;
}

/** Field-by-field diff of two documents (pipeline updates). */
export function diffDocuments(before: Doc, after: Doc): Doc {
  const d = empty();
  diffObject(d, [], before, after);
  return d;
}

function diffObject(d: Description, prefix: Component[], before: Doc, after: Doc): void {
  for (const k of Object.keys(before)) if (!(k in after)) record(d, [...prefix, k], undefined, true);
  for (const [k, v] of Object.entries(after)) {
    const old = before[k];
    if (k in before && valueKey(old) === valueKey(v)) continue;
    diffValue(d, [...prefix, k], k in before ? old : undefined, v, k in before);
  }
}

function diffValue(d: Description, parts: Component[], old: unknown, v: unknown, existed: boolean): void {
  if (existed && isPlainObject(old) && isPlainObject(v)) return diffObject(d, parts, old, v);
  if (existed && Array.isArray(old) && Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      if (i < old.length && valueKey(old[i]) === valueKey(v[i])) continue;
      diffValue(d, [...parts, i], old[i], v[i], i < old.length);
    }
    if (v.length < old.length) d.truncatedArrays.push({ field: parts.join('.'), newSize: v.length });
    return;
  }
  record(d, parts, v);
}

/** Operators whose change is described per appended element when they only append. */
const appendOperators = new Set(['$push', '$addToSet']);

/** The description of an operator update from the paths it names. */
export function describeOperatorUpdate(before: Doc, after: Doc, modifier: Doc): Doc {
  const d = empty();
  const seen = new Set<string>();
  for (const [op, fields] of Object.entries(modifier)) {
    for (const [rawPath, arg] of Object.entries(fields as Doc)) {
      const targets = op === '$rename' ? [rawPath, String(arg)] : [rawPath];
      for (const target of targets) {
        // Positional components ($, $[], $[id]) resolve per document: diff below the part before them.
        const names = target.split('.');
        const positional = names.findIndex((n) => n.startsWith('$'));
        const path = positional >= 0 ? names.slice(0, positional) : names;
        const key = path.join('.');
        if (!path.length || seen.has(key)) continue;
        seen.add(key);
        describePath(d, before, after, path, positional >= 0, appendOperators.has(op));
      }
    }
  }
  return d;
}

function describePath(d: Description, before: Doc, after: Doc, names: string[], positional: boolean, append: boolean): void {
  let oldCur: unknown = before;
  let newCur: unknown = after;
  const parts: Component[] = [];
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const oldArray = Array.isArray(oldCur);
    const newArray = Array.isArray(newCur);
    const index = /^\d+$/.test(name) ? Number(name) : -1;
    parts.push(newArray && index >= 0 ? index : name);
    const oldHas = oldCur !== null && typeof oldCur === 'object' && (oldArray ? index >= 0 && index < (oldCur as unknown[]).length : name in (oldCur as Doc));
    const newHas = newCur !== null && typeof newCur === 'object' && (newArray ? index >= 0 && index < (newCur as unknown[]).length : name in (newCur as Doc));
    const oldNext = oldHas ? (oldArray ? (oldCur as unknown[])[index] : (oldCur as Doc)[name]) : undefined;
    const newNext = newHas ? (newArray ? (newCur as unknown[])[index] : (newCur as Doc)[name]) : undefined;
    if (!oldHas && !newHas) return;
    if (!newHas) return record(d, parts, undefined, true);
    if (!oldHas) return record(d, parts, newNext);
    oldCur = oldNext;
    newCur = newNext;
  }
  if (valueKey(oldCur) === valueKey(newCur)) return;
  if (positional) return diffValue(d, parts, oldCur, newCur, true);
  if (append && Array.isArray(oldCur) && Array.isArray(newCur) && newCur.length > oldCur.length && oldCur.every((v, i) => valueKey(v) === valueKey((newCur as unknown[])[i]))) {
    for (let i = oldCur.length; i < newCur.length; i++) record(d, [...parts, i], newCur[i]);
    return;
  }
  record(d, parts, newCur);
}
