/**
 * The aggregation stages that write: `$out` (replace a collection with the results) and `$merge` (fold the
 * results into a collection). Both write through the command's data view, so indexes, the journal and change
 * streams see ordinary writes. `$out` checks the new contents against the target's indexes before touching
 * it, so a failing `$out` leaves the target as it was, as in MongoDB.
 */
import { CommandContext } from '../context';
import { Collection } from '../collection';
import { duplicateKeyError, ErrorCodes, MongoCommandError } from '../errors';
import { Aggregator } from '../mingo-context';
import { applyUpdate } from '../update-apply';
import { Doc, getPath, valueKey } from '../values';
import { ObjectId } from 'bson';

/** The `{ db, coll }` a stage writes to (the command's database when only a name is given). */
function target(ctx: CommandContext, spec: unknown, stage: string): { db: string; coll: string } {
  if (typeof spec === 'string') return { db: ctx.db, coll: spec };
  if (spec && typeof spec === 'object' && typeof (spec as Doc).coll === 'string') {
    const { db, coll } = spec as Doc;
    return { db: typeof db === 'string' ? db : ctx.db, coll };
  }
  throw new MongoCommandError(ErrorCodes.FailedToParse, `${stage} requires a collection name or { db, coll }`);
}

/** Runs a trailing `$out` or `$merge` stage over the pipeline's results. */
export function writeStage(ctx: CommandContext, stage: Doc, results: Doc[], variables?: Doc): void {
  const to = target(ctx, '$out' in stage ? stage.$out : typeof stage.$merge === 'string' ? stage.$merge : stage.$merge?.into, Object.keys(stage)[0]);
  if (ctx.state.engine.getCollection(to.db, to.coll)?.view) {
    throw new MongoCommandError(ErrorCodes.CommandNotSupportedOnView, `Namespace ${to.db}.${to.coll} is a view, not a collection`);
  }
  if ('$out' in stage) out(ctx, target(ctx, stage.$out, '$out'), results);
  else merge(ctx, stage.$merge, results, variables);
}

function out(ctx: CommandContext, to: { db: string; coll: string }, results: Doc[]): void {
  const { engine } = ctx.state;
  const existing = engine.getCollection(to.db, to.coll);
  // Dry run into a scratch collection with the target's indexes: duplicates fail before anything changes.
  const scratch = new Collection(to.db, to.coll);
  for (const index of existing?.indexes.values() ?? []) scratch.addIndex(index.spec);
  const docs = results.map((d) => (d._id === undefined ? { _id: new ObjectId(), ...d } : d));
  for (const doc of docs) {
    const idKey = valueKey(doc._id);
    scratch.checkUnique(doc, idKey, true);
    scratch.put(idKey, doc, 0);
  }
  engine.runBatch(() => {
    for (const doc of ctx.view.find(to.db, to.coll)) ctx.view.remove(to.db, to.coll, doc);
    for (const doc of docs) ctx.view.insert(to.db, to.coll, doc);
  });
}

function merge(ctx: CommandContext, rawSpec: unknown, results: Doc[], commandLet?: Doc): void {
  const spec: Doc = typeof rawSpec === 'string' ? { into: rawSpec } : ((rawSpec ?? {}) as Doc);
  const to = target(ctx, spec.into, '$merge');
  const on: string[] = spec.on === undefined ? ['_id'] : Array.isArray(spec.on) ? spec.on.map(String) : [String(spec.on)];
  const whenMatched = spec.whenMatched ?? 'merge';
  const whenNotMatched = spec.whenNotMatched ?? 'insert';
  if (!['insert', 'discard', 'fail'].includes(whenNotMatched)) throw new MongoCommandError(ErrorCodes.BadValue, `Enumeration value '${String(whenNotMatched)}' for field 'whenNotMatched' is not a valid value.`);
  if (!Array.isArray(whenMatched) && !['replace', 'keepExisting', 'merge', 'fail'].includes(whenMatched)) {
    throw new MongoCommandError(ErrorCodes.BadValue, `Enumeration value '${String(whenMatched)}' for field 'whenMatched' is not a valid value.`);
  }
  const existing = ctx.state.engine.getCollection(to.db, to.coll);
  if (!(on.length === 1 && on[0] === '_id') && !hasUniqueIndexOn(existing, on)) {
    throw new MongoCommandError(ErrorCodes.Location51183, "Cannot find index to verify that join fields will be unique");
  }
  ctx.state.engine.runBatch(() => {
    for (const result of results) {
      const filter: Doc = {};
      for (const field of on) {
        const v = getPath(result, field);
        if (v === undefined || Array.isArray(v)) throw new MongoCommandError(ErrorCodes.Location51183, `$merge write error: 'on' field '${field}' cannot be missing, null, undefined or an array`);
        filter[field] = v;
      }
      const matched = ctx.view.find(to.db, to.coll, filter, 1, { collation: null })[0];
      if (!matched) {
        if (whenNotMatched === 'discard') continue;
        if (whenNotMatched === 'fail') throw new MongoCommandError(ErrorCodes.Location13113, '$merge could not find a matching document in the target collection for at least one document in the source collection');
        ctx.view.insert(to.db, to.coll, result._id === undefined ? { _id: new ObjectId(), ...result } : result);
        continue;
      }
      let next: Doc;
      if (Array.isArray(whenMatched)) {
        // The `let` expressions are evaluated against the result document; `$$new` is the result by default.
        const variables: Doc = { ...(commandLet ?? {}), new: result };
        for (const [k, expr] of Object.entries((spec.let as Doc | undefined) ?? {})) {
          variables[k] = (new Aggregator([{ $replaceWith: { x: expr } }]).run([result])[0] as Doc | undefined)?.x;
        }
        next = applyUpdate(matched, whenMatched, { variables }).doc;
      } else if (whenMatched === 'keepExisting') continue;
      else if (whenMatched === 'fail') throw duplicateKeyError(`${to.db}.${to.coll}`, '_id_', { _id: 1 }, { _id: matched._id });
      else if (whenMatched === 'replace') next = { ...result, _id: matched._id };
      else next = { ...matched, ...result, _id: matched._id };
      if (valueKey(next) !== valueKey(matched)) ctx.view.replace(to.db, to.coll, matched, next);
    }
  });
}

function hasUniqueIndexOn(coll: Collection | undefined, fields: string[]): boolean {
  if (!coll) return false;
  const want = [...fields].sort().join('\0');
  for (const index of coll.indexes.values()) if (index.spec.unique && [...index.fields].sort().join('\0') === want) return true;
  return false;
}
