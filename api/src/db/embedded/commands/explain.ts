/**
 * `explain` of find, count, distinct and aggregate, at `queryPlanner` level: which index serves the
 * command's filter (for aggregate, its leading `$match`, the only stage this server plans: later stages,
 * `$lookup` and `$unionWith` sub-pipelines read their collections whole). The plan is the one the command
 * itself would take (Collection.plan), reported in mongod 7.0's shape — `winningPlan` a FETCH over an
 * IXSCAN naming the index, or a COLLSCAN; an aggregate answers `stages` with the plan in its `$cursor` — so
 * a test that asks whether a query uses an index reads the same fields on both servers. Nothing runs.
 */
import { CommandHandler } from '../context';
import { ErrorCodes, MongoCommandError } from '../errors';
import { foldsEquality } from '../collation';
import { Doc } from '../values';
import { effectiveCollation, findOptions } from './read';

const verbosities = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

/** The filter a command plans with and the stages left after it (aggregate only). */
function filterOf(name: string, inner: Doc): { filter: Doc | undefined; rest: Doc[] | null } {
  if (name === 'find') return { filter: inner.filter as Doc | undefined, rest: null };
  if (name === 'count' || name === 'distinct') return { filter: inner.query as Doc | undefined, rest: null };
  const pipeline = (Array.isArray(inner.pipeline) ? inner.pipeline : []) as Doc[];
  const first = pipeline[0];
  // as runPipeline: a leading $match without $expr (unless `let` is given) goes through the planner
  const planned = first?.$match && (inner.let !== undefined || !JSON.stringify(Object.keys(first.$match as Doc)).includes('$expr'));
  return planned ? { filter: first.$match as Doc, rest: pipeline.slice(1) } : { filter: undefined, rest: pipeline };
}

export const explain: CommandHandler = (cmd, ctx) => {
  const inner = cmd.explain as Doc;
  if (!inner || typeof inner !== 'object') throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'explain' is the wrong type, expected type 'object'");
  const name = Object.keys(inner)[0];
  if (!['find', 'count', 'distinct', 'aggregate'].includes(name)) {
    throw new MongoCommandError(ErrorCodes.CommandNotSupported, `explain of ${name} is not supported by the embedded database server`);
  }
  const verbosity = cmd.verbosity ?? 'allPlansExecution';
  if (!verbosities.has(String(verbosity))) throw new MongoCommandError(ErrorCodes.FailedToParse, `verbosity string must be one of {'queryPlanner', 'executionStats', 'allPlansExecution'}`);
  const coll = inner[name];
  if (typeof coll !== 'string') throw new MongoCommandError(ErrorCodes.InvalidNamespace, `explain of ${name} needs a collection name`);
  const { filter, rest } = filterOf(name, inner);
  const stored = ctx.state.engine.getCollection(ctx.db, coll);
  // collated filters scan (indexes hold exact keys), as the commands themselves do
  const collated = foldsEquality(effectiveCollation(ctx, coll, findOptions(inner)));
  const index = stored && !collated && !stored.view ? stored.plan(filter).index : null;
  const winningPlan = index
    ? { stage: 'FETCH', inputStage: { stage: 'IXSCAN', keyPattern: index.key, indexName: index.name, isMultiKey: false, direction: 'forward' } }
    : { stage: 'COLLSCAN', direction: 'forward' };
  const queryPlanner = { namespace: `${ctx.db}.${coll}`, indexFilterSet: false, parsedQuery: filter ?? {}, winningPlan, rejectedPlans: [] };
  const base = { explainVersion: '1', command: inner, serverInfo: { host: '127.0.0.1', version: '7.0.0' }, ok: 1 };
  if (rest === null) return { ...base, queryPlanner };
  return { ...base, stages: [{ $cursor: { queryPlanner } }, ...rest] };
};
