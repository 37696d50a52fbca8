/**
 * Read commands: find, getMore, killCursors, count, distinct and aggregate (non-change-stream).
 */
import { find as mingoFind, ProcessingMode } from 'mingo';
import { Aggregator } from '../mingo-context';
import { CommandContext, CommandHandler, collectionArg } from '../context';
import { cursorReply } from '../cursors';
import { ErrorCodes, MongoCommandError } from '../errors';
import { Doc, intOf, valueKey, pathValues } from '../values';
import { sortDocs } from '../sort';
import { NO_CURSOR } from '../wire';
import { openChangeStream } from './change-stream';
import { Long } from 'bson';

function rejectCollation(cmd: Doc): void {
  if (cmd.collation && Object.keys(cmd.collation).length && cmd.collation.locale !== 'simple') {
    throw new MongoCommandError(ErrorCodes.CommandNotSupported, 'collation is not supported by the embedded database server');
  }
}

/** Applies sort, skip, limit and projection (find semantics, including positional projection). */
export function shape(docs: Doc[], filter: Doc | undefined, opts: { sort?: Doc; skip?: number; limit?: number; projection?: Doc }): Doc[] {
  let out = opts.sort && Object.keys(opts.sort).length ? sortDocs(docs, opts.sort) : docs;
  const start = opts.skip ?? 0;
  if (start || opts.limit) out = opts.limit ? out.slice(start, start + opts.limit) : out.slice(start);
  if (!opts.projection || !Object.keys(opts.projection).length) return out;
  try {
    return mingoFind(out, filter ?? {}, opts.projection).all() as Doc[];
  } catch (e) {
    throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
  }
}

const find: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'find');
  rejectCollation(cmd);
  if (cmd.tailable) throw new MongoCommandError(ErrorCodes.BadValue, 'error processing query: tailable cursor requested on non capped collection');
  const rawLimit = intOf(cmd.limit);
  const limit = Math.abs(rawLimit);
  const skip = intOf(cmd.skip);
  const noShape = !cmd.sort || !Object.keys(cmd.sort).length;
  const docs = ctx.view.find(ctx.db, coll, cmd.filter, noShape && limit ? skip + limit : 0);
  const result = shape(docs, cmd.filter, { sort: cmd.sort, skip, limit, projection: cmd.projection });
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
  rejectCollation(cmd);
  const stored = ctx.state.engine.getCollection(ctx.db, coll);
  if (!ctx.view.inTransaction && (!cmd.query || !Object.keys(cmd.query).length) && !cmd.skip && !cmd.limit) {
    return { n: stored ? stored.docs.size : 0, ok: 1 };
  }
  const docs = ctx.view.find(ctx.db, coll, cmd.query);
  const skip = intOf(cmd.skip);
  const limit = Math.abs(intOf(cmd.limit));
  let n = Math.max(0, docs.length - skip);
  if (limit) n = Math.min(n, limit);
  return { n, ok: 1 };
};

const distinct: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'distinct');
  rejectCollation(cmd);
  if (typeof cmd.key !== 'string') throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'distinct.key' is missing but a required field");
  const seen = new Map<string, unknown>();
  for (const doc of ctx.view.find(ctx.db, coll, cmd.query)) {
    for (const v of pathValues(doc, cmd.key)) {
      if (v === undefined || Array.isArray(v)) continue;
      const k = valueKey(v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  return { values: Array.from(seen.values()), ok: 1 };
};

/** Stages that never mutate their input documents, so stored documents can be fed in without copying. */
const readOnlyStages = new Set(['$match', '$sort', '$skip', '$limit', '$count', '$group', '$project', '$sortByCount']);

/** Runs a pipeline over a collection (or over nothing for `aggregate: 1` with `$documents`). */
export function runPipeline(ctx: CommandContext, coll: string | null, pipeline: Doc[]): Doc[] {
  let stages = pipeline;
  let input: Doc[] = [];
  if (coll !== null) {
    const first = stages[0];
    if (first && first.$match && !JSON.stringify(Object.keys(first.$match)).includes('$expr')) {
      input = ctx.view.find(ctx.db, coll, first.$match);
      stages = stages.slice(1);
    } else input = ctx.view.find(ctx.db, coll);
  }
  const cloneInput = !stages.every((s) => readOnlyStages.has(Object.keys(s)[0]));
  const options = {
    processingMode: cloneInput ? ProcessingMode.CLONE_INPUT : ProcessingMode.CLONE_OFF,
    collectionResolver: (name: string) => ctx.view.find(ctx.db, name),
  };
  try {
    return new Aggregator(stages, options).run(input) as Doc[];
  } catch (e) {
    throw new MongoCommandError(ErrorCodes.BadValue, (e as Error).message);
  }
}

const unsupportedStages = new Set(['$merge', '$out', '$geoNear', '$search', '$searchMeta', '$vectorSearch', '$currentOp', '$listSessions', '$listLocalSessions', '$indexStats', '$collStats', '$planCacheStats', '$changeStreamSplitLargeEvent']);

const aggregate: CommandHandler = (cmd, ctx) => {
  const pipeline = cmd.pipeline as Doc[];
  if (!Array.isArray(pipeline)) throw new MongoCommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  if (cmd.explain) throw new MongoCommandError(ErrorCodes.CommandNotSupported, 'explain is not supported by the embedded database server');
  rejectCollation(cmd);
  if (pipeline[0] && '$changeStream' in pipeline[0]) return openChangeStream(cmd, ctx);
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (unsupportedStages.has(name)) throw new MongoCommandError(ErrorCodes.CommandNotSupported, `${name} is not supported by the embedded database server`);
  }
  const coll = typeof cmd.aggregate === 'string' ? cmd.aggregate : null;
  if (coll === null && !(pipeline[0] && '$documents' in pipeline[0])) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, "{aggregate: 1} is not valid for '$match'; a collection is required.");
  }
  const docs = runPipeline(ctx, coll, pipeline);
  const ns = `${ctx.db}.${coll ?? '$cmd.aggregate'}`;
  return cursorReply(ctx.state.cursors, ns, docs, cmd.cursor?.batchSize);
};

/** Read command handlers by name. */
export const readCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct, aggregate };
