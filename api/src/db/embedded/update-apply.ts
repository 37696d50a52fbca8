/**
 * Applies one update specification (operators, replacement or pipeline) to a document copy, and builds the
 * seed document of an upsert from the equality fields of its filter, as MongoDB does.
 */
import { update as mingoUpdate } from 'mingo';
import { Aggregator } from './mingo-context';
import { describeOperatorUpdate, diffDocuments } from './update-description';
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
/** Stages a pipeline-style update may use (MongoDB refuses the others). */
const pipelineUpdateStages = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

/**
 * Applies `update` to a copy of `old`; `filter` resolves the positional `$` operator, `variables` are the
 * command's `let` (visible as `$$name` in pipeline updates).
 */
export function applyUpdate(old: Doc, update: Doc | Doc[], opts: { filter?: Doc; arrayFilters?: Doc[]; inserting?: boolean; variables?: Doc }): UpdateOutcome {
  let doc: Doc;
  let description: Doc | undefined;
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = stage && typeof stage === 'object' ? Object.keys(stage)[0] : String(stage);
      if (!pipelineUpdateStages.has(name)) throw new MongoCommandError(ErrorCodes.InvalidOptions, `${name} is not allowed to be used within an update`);
    }
    let out: Doc[];
    try {
      out = new Aggregator(update, opts.variables ? { variables: opts.variables } : {}).run([cloneDoc(old)]) as Doc[];
    } catch (e) {
      throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
    }
    doc = out[0] ?? {};
    // A result without _id ($replaceRoot/$replaceWith to a sub-document) keeps the document's _id.
    if (doc._id === undefined && old._id !== undefined) doc = { _id: old._id, ...doc };
    description = diffDocuments(old, doc);
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
    if (Object.keys(modifier).length && !applyTopLevel(doc, modifier)) {
      try {
        // mingo re-tests the filter (without collation or let); it is only needed to resolve a positional `$`.
        const positional = Object.values(modifier).some((fields) => Object.keys(fields as Doc).some((p) => p === '$' || p.includes('.$.') || p.endsWith('.$')));
        mingoUpdate(doc, modifier, opts.arrayFilters, positional ? opts.filter : undefined);
      } catch (e) {
        if (e instanceof MongoCommandError) throw e;
        const message = (e as Error).message;
        throw new MongoCommandError(/conflict/i.test(message) ? ErrorCodes.ConflictingUpdateOperators : ErrorCodes.BadValue, message);
      }
    }
    description = describeOperatorUpdate(old, doc, modifier);
  } else {
    if ((update as Doc)._id !== undefined && old._id !== undefined && valueKey((update as Doc)._id) !== valueKey(old._id)) throw immutableId();
    doc = { _id: old._id, ...cloneDoc(update as Doc) };
    if (doc._id === undefined) delete doc._id;
  }
  if (old._id !== undefined && valueKey(doc._id) !== valueKey(old._id)) throw immutableId();
  const modified = valueKey(doc) !== valueKey(old);
  return { doc, modified, description };
}

/**
 * Applies `$set`, `$unset` and `$inc` of top-level fields straight onto `doc` — nearly every update the app
 * sends (a roster version's `$inc`, a row's `$set`) — where mingo's updater builds a new operator context
 * per call (a `ComputeOptions` and copies of four operator tables: the trades bench's write load profiled
 * ~5% of the api's CPU in it). Answers false, having changed nothing, for anything else: other operators,
 * dotted or positional paths, one path under two operators (a conflict MongoDB refuses), `$inc` of or on a
 * value that is not a JS number (a Long, a Decimal128, a string: types and errors as mingo gives them).
 */
function applyTopLevel(doc: Doc, modifier: Doc): boolean {
  const seen = new Set<string>();
  for (const [op, fields] of Object.entries(modifier)) {
    if (op !== '$set' && op !== '$unset' && op !== '$inc') return false;
    for (const [path, value] of Object.entries(fields as Doc)) {
      if (path === '' || path.includes('.') || path.includes('$') || path === '__proto__' || seen.has(path)) return false;
      if (op === '$inc' && (typeof value !== 'number' || !(doc[path] === undefined || typeof doc[path] === 'number'))) return false;
      seen.add(path);
    }
  }
  for (const [op, fields] of Object.entries(modifier)) {
    for (const [path, value] of Object.entries(fields as Doc)) {
      if (op === '$set') doc[path] = cloneDoc(value);
      else if (op === '$unset') delete doc[path];
      else doc[path] = ((doc[path] as number | undefined) ?? 0) + (value as number);
    }
  }
  return true;
}

function immutableId(): MongoCommandError {
  return new MongoCommandError(ErrorCodes.ImmutableField, "Performing an update on the path '_id' would modify the immutable field '_id'");
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
export function upsertDocument(filter: Doc | undefined, update: Doc | Doc[], arrayFilters?: Doc[], variables?: Doc): Doc {
  const seed = upsertSeed(filter);
  let doc: Doc;
  if (Array.isArray(update) || isOperatorUpdate(update)) {
    doc = applyUpdate(seed, update, { arrayFilters, inserting: true, variables }).doc;
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
