/**
 * Applies one update specification (operators, replacement or pipeline) to a document copy, and builds the
 * seed document of an upsert from the equality fields of its filter, as MongoDB does.
 */
import { Aggregator, update as mingoUpdate } from 'mingo';
import { ObjectId } from 'bson';
import { ErrorCodes, MongoCommandError } from './errors';
import { cloneDoc, Doc, valueKey } from './values';

const operators = new Set(['$set', '$unset', '$inc', '$mul', '$rename', '$min', '$max', '$currentDate', '$setOnInsert', '$push', '$addToSet', '$pop', '$pull', '$pullAll', '$bit']);

/** Result of applying an update to one document. */
export interface UpdateOutcome {
  doc: Doc;
  modified: boolean;
  /** Change-stream `updateDescription` when the update used operators or a pipeline (not a replacement). */
  description?: Doc;
}

/** True when the update is an operator document (`{ $set: ... }`) rather than a replacement. */
export function isOperatorUpdate(update: unknown): boolean {
  if (Array.isArray(update)) return false;
  const keys = Object.keys(update as Doc);
  const ops = keys.filter((k) => k.startsWith('$'));
  if (ops.length && ops.length !== keys.length) {
    throw new MongoCommandError(ErrorCodes.DollarPrefixedFieldName, `The dollar ($) prefixed field '${ops[0]}' in '${ops[0]}' is not allowed in the context of an update's replacement document. Consider using an aggregation pipeline with $replaceWith.`);
  }
  return ops.length > 0;
}

/** Applies `update` to a copy of `old`; `filter` resolves the positional `$` operator. */
export function applyUpdate(old: Doc, update: Doc | Doc[], opts: { filter?: Doc; arrayFilters?: Doc[]; inserting?: boolean }): UpdateOutcome {
  let doc: Doc;
  let description: Doc | undefined;
  if (Array.isArray(update)) {
    const out = new Aggregator(update).run([cloneDoc(old)]);
    doc = (out[0] as Doc) ?? {};
    description = diff(old, doc);
  } else if (isOperatorUpdate(update)) {
    doc = cloneDoc(old);
    const modifier: Doc = {};
    for (const [op, fields] of Object.entries(update)) {
      if (!operators.has(op)) {
        throw new MongoCommandError(ErrorCodes.FailedToParse, `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`);
      }
      if (!fields || typeof fields !== 'object') {
        throw new MongoCommandError(ErrorCodes.FailedToParse, `Modifiers operate on fields but we found type ${typeof fields} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(fields)}}`);
      }
      if (op === '$setOnInsert') {
        if (opts.inserting) modifier.$set = { ...(modifier.$set ?? {}), ...fields };
        continue;
      }
      if (op === '$set') modifier.$set = { ...(modifier.$set ?? {}), ...fields };
      else modifier[op] = fields;
    }
    for (const fields of Object.values(modifier)) {
      for (const path of Object.keys(fields)) {
        if (path === '_id' || path.startsWith('_id.')) {
          const changed = !opts.inserting && valueKey((fields as Doc)[path]) !== valueKey(old._id);
          if (changed || path !== '_id') throw immutableId();
        }
      }
    }
    if (Object.keys(modifier).length) {
      try {
        mingoUpdate(doc, modifier, opts.arrayFilters, opts.filter);
      } catch (e) {
        if (e instanceof MongoCommandError) throw e;
        const message = (e as Error).message;
        throw new MongoCommandError(/conflict/i.test(message) ? ErrorCodes.ConflictingUpdateOperators : ErrorCodes.BadValue, message);
      }
    }
    description = diff(old, doc);
  } else {
    if ((update as Doc)._id !== undefined && old._id !== undefined && valueKey((update as Doc)._id) !== valueKey(old._id)) throw immutableId();
    doc = { _id: old._id, ...cloneDoc(update as Doc) };
    if (doc._id === undefined) delete doc._id;
  }
  if (old._id !== undefined && valueKey(doc._id) !== valueKey(old._id)) throw immutableId();
  const modified = valueKey(doc) !== valueKey(old);
  return { doc, modified, description };
}

function immutableId(): MongoCommandError {
  return new MongoCommandError(ErrorCodes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
}

/** Top-level field diff in change-stream `updateDescription` form. */
function diff(before: Doc, after: Doc): Doc {
  const updatedFields: Doc = {};
  const removedFields: string[] = [];
  for (const [k, v] of Object.entries(after)) if (valueKey(v) !== valueKey(before[k]) || !(k in before)) updatedFields[k] = v;
  for (const k of Object.keys(before)) if (!(k in after)) removedFields.push(k);
  return { updatedFields, removedFields, truncatedArrays: [] };
}

/** Seed document for an upsert: the filter's equality fields (with dotted paths expanded). */
export function upsertSeed(filter: Doc | undefined): Doc {
  const seed: Doc = {};
  const visit = (f: Doc) => {
    for (const [k, v] of Object.entries(f ?? {})) {
      if (k === '$and' && Array.isArray(v)) v.forEach(visit);
      if (k.startsWith('$')) continue;
      if (v && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype) {
        const keys = Object.keys(v);
        if (keys.length && keys.every((x) => x.startsWith('$'))) {
          if ('$eq' in v) setPath(seed, k, cloneDoc(v.$eq));
          continue;
        }
      }
      if (v instanceof RegExp) continue;
      setPath(seed, k, cloneDoc(v));
    }
  };
  visit(filter ?? {});
  return seed;
}

/** Builds the document an upsert inserts. */
export function upsertDocument(filter: Doc | undefined, update: Doc | Doc[], arrayFilters?: Doc[]): Doc {
  const seed = upsertSeed(filter);
  let doc: Doc;
  if (Array.isArray(update) || isOperatorUpdate(update)) {
    doc = applyUpdate(seed, update, { arrayFilters, inserting: true }).doc;
  } else {
    doc = cloneDoc(update as Doc);
    if (doc._id === undefined && seed._id !== undefined) doc._id = seed._id;
  }
  if (doc._id === undefined) doc._id = new ObjectId();
  const { _id, ...rest } = doc;
  return { _id, ...rest };
}

function setPath(doc: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cur = doc;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!cur[parts[i]] || typeof cur[parts[i]] !== 'object') cur[parts[i]] = {};
    cur = cur[parts[i]];
  }
  cur[parts[parts.length - 1]] = value;
}
