/**
 * Read commands: find, getMore, killCursors, count, distinct and aggregate (non-change-stream).
 */
import { ProcessingMode } from 'mingo';
import { Aggregator, Query } from '../mingo-context';
import { Bail, compileGroup } from '../compiled-group';
import { CommandContext, CommandHandler, collectionArg } from '../context';
import { cursorReply } from '../cursors';
import { ErrorCodes, MongoCommandError } from '../errors';
import { Doc, intOf, valueKey, pathValues } from '../values';
import { sortDocs } from '../sort';
import { NO_CURSOR } from '../wire';
import { knownStages, openChangeStream } from './change-stream';
import { writeStage } from './write-stages';
import { Collation, foldsEquality, foldStrings, parseCollation } from '../collation';
import { FindOptions } from '../views';
import { Long } from 'bson';

/**
 * How a command's filter is evaluated: its collation (undefined: the collection's default) and top-level
 * `let` variables.
 */
export function findOptions(cmd: Doc, collationSpec: unknown = cmd.collation): FindOptions {
  const options: FindOptions = {};
  if (collationSpec !== undefined) options.collation = parseCollation(collationSpec);
  if (cmd.let !== undefined) {
    if (!cmd.let || typeof cmd.let !== 'object' || Array.isArray(cmd.let)) throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'let' is the wrong type, expected type 'object'");
    options.variables = evaluateLet(cmd.let as Doc);
  }
  return options;
}

/**
 * `let` values are expressions evaluated once, before the command runs (`{ $literal: '$x' }` is the string
 * `'$x'`, `{ $rand: {} }` one number), so `$$name` later reads a plain value.
 */
function evaluateLet(spec: Doc): Doc {
  try {
    return new Aggregator([{ $replaceWith: spec }]).run([{}])[0] as Doc;
  } catch (e) {
    throw new MongoCommandError(ErrorCodes.BadValue, `invalid let: ${(e as Error).message}`);
  }
}

/** The collation a command runs under: its own, else the collection's default. */
export function effectiveCollation(ctx: CommandContext, coll: string, options: FindOptions): Collation | null {
  if (options.collation !== undefined) return options.collation;
  return ctx.state.engine.getCollection(ctx.db, coll)?.collation ?? null;
}

/**
 * A projection that only includes, or only excludes, top-level fields (with `_id` either way) — nearly every
 * projection the app sends — applied field by field: no query is compiled and the filter is not run again.
 * Null for anything else (dotted paths, operators, expressions, a mix), which mingo applies.
 */
export function plainProjection(projection: Doc): ((doc: Doc) => Doc) | null {
  let include: boolean | null = null;
  let keepId = true;
  const fields = new Set<string>();
  for (const [k, v] of Object.entries(projection)) {
    if (k.includes('.') || k.startsWith('$') || (typeof v !== 'number' && typeof v !== 'boolean')) return null;
    const on = v === true || (typeof v === 'number' && v !== 0);
    if (k === '_id') {
      keepId = on;
      continue;
    }
    if (include !== null && include !== on) return null;
    include = on;
    fields.add(k);
  }
  // `{ _id: 1 }` alone is an inclusion of _id only; `{ _id: 0 }` alone excludes just it
  if (include === null) include = keepId;
  const wanted = include
    ? (k: string) => (k === '_id' ? keepId : fields.has(k))
    : (k: string) => (k === '_id' ? keepId : !fields.has(k));
  return (doc) => {
    const out: Doc = {};
    for (const k of Object.keys(doc)) if (wanted(k)) out[k] = doc[k];
    return out;
  };
}

/** Applies sort, skip, limit and projection (find semantics, including positional projection). */
export function shape(docs: Doc[], filter: Doc | undefined, opts: { sort?: Doc; skip?: number; limit?: number; projection?: Doc; collation?: Collation | null }): Doc[] {
  let out = opts.sort && Object.keys(opts.sort).length ? sortDocs(docs, opts.sort, opts.collation) : docs;
  const start = opts.skip ?? 0;
  if (start || opts.limit) out = opts.limit ? out.slice(start, start + opts.limit) : out.slice(start);
  if (!opts.projection || !Object.keys(opts.projection).length) return out;
  const plain = plainProjection(opts.projection);
  if (plain) return out.map(plain);
  try {
    // mingo applies the projection through a query on the filter (a positional `$` needs the match): the
    // BSON-aware one, so it keeps every document the filter matched (stock mingo's drops Long(10) > Long(9))
    return new Query(filter ?? {}).find(out, opts.projection).all() as Doc[];
  } catch (e) {
    throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
  }
}

const find: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'find');
  const options = findOptions(cmd);
  if (cmd.tailable) throw new MongoCommandError(ErrorCodes.BadValue, 'error processing query: tailable cursor requested on non capped collection');
  const rawLimit = intOf(cmd.limit);
  const limit = Math.abs(rawLimit);
  const skip = intOf(cmd.skip);
  const noShape = !cmd.sort || !Object.keys(cmd.sort).length;
  const docs = ctx.view.find(ctx.db, coll, cmd.filter, noShape && limit ? skip + limit : 0, options);
  const collation = noShape ? null : effectiveCollation(ctx, coll, options);
  const result = shape(docs, cmd.filter, { sort: cmd.sort, skip, limit, projection: cmd.projection, collation });
  return cursorReply(ctx.state.cursors, `${ctx.db}.${coll}`, result, cmd.batchSize, cmd.singleBatch === true || rawLimit < 0);
};

const getMore: CommandHandler = async (cmd, ctx) => {
  const cursor = ctx.state.cursors.get(cmd.getMore);
  const batchSize = intOf(cmd.batchSize, 0);
  const { batch, done, extra } = await cursor.next(batchSize, intOf(cmd.maxTimeMS, 1000));
  if (done) ctx.state.cursors.delete(cmd.getMore);
  return { cursor: { nextBatch: batch, id: done ? NO_CURSOR : cursor.id, ns: cursor.ns, ...(extra ?? {}) }, ok: 1 };
};

const killCursors: CommandHandler = (cmd, ctx) => {
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const id of (cmd.cursors ?? []) as Long[]) (ctx.state.cursors.delete(id) ? killed : notFound).push(id);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [], ok: 1 };
};

const count: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'count');
  const options = findOptions(cmd);
  const stored = ctx.state.engine.getCollection(ctx.db, coll);
  if (!ctx.view.inTransaction && !stored?.view && (!cmd.query || !Object.keys(cmd.query).length) && !cmd.skip && !cmd.limit) {
    return { n: stored ? stored.docs.size : 0, ok: 1 };
  }
  const docs = ctx.view.find(ctx.db, coll, cmd.query, 0, options);
  const skip = intOf(cmd.skip);
  const limit = Math.abs(intOf(cmd.limit));
  let n = Math.max(0, docs.length - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'distinct');
  const options = findOptions(cmd);
  const collation = effectiveCollation(ctx, coll, options);
  if (typeof cmd.key !== 'string') throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'distinct.key' is missing but a required field");
  const seen = new Map<string, unknown>();
  for (const doc of ctx.view.find(ctx.db, coll, cmd.query, 0, options)) {
    for (const v of pathValues(doc, cmd.key)) {
      if (v === undefined || Array.isArray(v)) continue;
      // Values equal under the collation are one distinct value (the first seen is reported).
      const k = valueKey(foldsEquality(collation) ? foldStrings(v, collation) : v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  return { values: Array.from(seen.values()), ok: 1 };
};

/** Stages that never mutate their input documents, so stored documents can be fed in without copying. */
const readOnlyStages = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$group', '$project', '$sortByCount']);

/** Runs a pipeline over a collection (or over nothing for `aggregate: 1` with `$documents`). */
export function runPipeline(ctx: CommandContext, coll: string | null, pipeline: Doc[], findOpts: FindOptions = {}): Doc[] {
  let stages = pipeline;
  let input: Doc[] = [];
  if (coll !== null) {
    const first = stages[0];
    if (first && first.$match && (findOpts.variables || !JSON.stringify(Object.keys(first.$match)).includes('$expr'))) {
      input = ctx.view.find(ctx.db, coll, first.$match, 0, findOpts);
      stages = stages.slice(1);
    } else input = ctx.view.find(ctx.db, coll, undefined, 0, findOpts);
  }
  const cloneInput = !stages.every((s) => readOnlyStages.has(Object.keys(s)[0]));
  const collation = coll === null ? (findOpts.collation ?? null) : effectiveCollation(ctx, coll, findOpts);
  const options = {
    processingMode: cloneInput ? ProcessingMode.CLONE_INPUT : ProcessingMode.CLONE_OFF,
    collectionResolver: (name: string) => ctx.view.find(ctx.db, name),
    ...(findOpts.variables ? { variables: findOpts.variables } : {}),
    ...(collation ? { collation: collation.spec as never } : {}),
  };
  try {
    // A leading $group the compiled path reproduces runs as closures; mingo takes the rest (compiled-group.ts).
    const group = !collation && !findOpts.variables && stages[0]?.$group ? compileGroup(stages[0].$group) : null;
    if (group) {
      let grouped: Doc[] | null = null;
      try {
        grouped = group(input);
      } catch (e) {
        if (!(e instanceof Bail)) throw e;
      }
      if (grouped) return stages.length > 1 ? (new Aggregator(stages.slice(1), options).run(grouped) as Doc[]) : grouped;
    }
    return new Aggregator(stages, options).run(input) as Doc[];
  } catch (e) {
    throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
  }
}

const unsupportedStages = new Set(['$geoNear', '$search', '$searchMeta', '$vectorSearch', '$currentOp', '$listSessions', '$indexStats', '$collStats', '$planCacheStats', '$changeStreamSplitLargeEvent']);

const aggregate: CommandHandler = (cmd, ctx) => {
  const pipeline = cmd.pipeline as Doc[];
  if (!Array.isArray(pipeline)) throw new MongoCommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  if (cmd.explain) throw new MongoCommandError(ErrorCodes.CommandNotSupported, 'explain is not supported by the embedded database server');
  const options = findOptions(cmd);
  if (pipeline[0] && '$changeStream' in pipeline[0]) return openChangeStream(cmd, ctx);
  pipeline.forEach((stage, i) => {
    const name = stage && typeof stage === 'object' ? Object.keys(stage)[0] : undefined;
    if (name === undefined) throw new MongoCommandError(ErrorCodes.TypeMismatch, 'Each element of the \'pipeline\' array must be an object');
    if (!knownStages.has(name)) throw new MongoCommandError(ErrorCodes.Location40324, `Unrecognized pipeline stage name: '${name}'`);
    if (unsupportedStages.has(name)) throw new MongoCommandError(ErrorCodes.CommandNotSupported, `${name} is not supported by the embedded database server`);
    if ((name === '$out' || name === '$merge') && i !== pipeline.length - 1) throw new MongoCommandError(ErrorCodes.Location40601, `${name} can only be the final stage in the pipeline`);
  });
  const coll = typeof cmd.aggregate === 'string' ? cmd.aggregate : null;
  if (pipeline[0] && '$listLocalSessions' in pipeline[0]) return listLocalSessions(cmd, ctx, pipeline, options);
  if (coll === null && !(pipeline[0] && '$documents' in pipeline[0])) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, "{aggregate: 1} is not valid for '$match'; a collection is required.");
  }
  const ns = `${ctx.db}.${coll ?? '$cmd.aggregate'}`;
  const last = pipeline[pipeline.length - 1];
  if (last && ('$out' in last || '$merge' in last)) {
    if (ctx.view.inTransaction) throw new MongoCommandError(ErrorCodes.OperationNotSupportedInTransaction, `${Object.keys(last)[0]} cannot be used in a transaction`);
    writeStage(ctx, last, runPipeline(ctx, coll, pipeline.slice(0, -1), options), options.variables);
    return cursorReply(ctx.state.cursors, ns, [], cmd.cursor?.batchSize);
  }
  const docs = runPipeline(ctx, coll, pipeline, options);
  return cursorReply(ctx.state.cursors, ns, docs, cmd.cursor?.batchSize);
};

/**
 * `$listLocalSessions` (first stage of `aggregate: 1`): the sessions this server has seen, then the rest of
 * the pipeline. Without authentication every session is listed (`allUsers` is implied).
 */
function listLocalSessions(cmd: Doc, ctx: CommandContext, pipeline: Doc[], options: FindOptions): Doc {
  if (cmd.aggregate !== 1) throw new MongoCommandError(ErrorCodes.InvalidNamespace, '$listLocalSessions must be run against the database with {aggregate: 1}');
  if (ctx.view.inTransaction) throw new MongoCommandError(ErrorCodes.OperationNotSupportedInTransaction, '$listLocalSessions cannot be used in a transaction');
  const sessions = [...ctx.state.sessions.values()].map((s) => ({ _id: s._id, lastUse: s.lastUse }));
  const last = pipeline[pipeline.length - 1];
  const writes = pipeline.length > 1 && ('$out' in last || '$merge' in last);
  const rest = pipeline.slice(1, writes ? -1 : undefined);
  const docs = rest.length ? (new Aggregator(rest, options.variables ? { variables: options.variables } : {}).run(sessions) as Doc[]) : sessions;
  if (!writes) return cursorReply(ctx.state.cursors, `${ctx.db}.$cmd.aggregate`, docs, cmd.cursor?.batchSize);
  writeStage(ctx, last, docs, options.variables);
  return cursorReply(ctx.state.cursors, `${ctx.db}.$cmd.aggregate`, [], cmd.cursor?.batchSize);
}

/** Read command handlers by name. */
export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct, aggregate };
