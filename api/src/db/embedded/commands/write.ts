/**
 * Write commands: insert, update, delete and findAndModify. Each operation reads and writes without awaiting,
 * so it is atomic with respect to every other command; bulk commands report per-operation `writeErrors`.
 */
import { ObjectId } from 'bson';
import { CommandContext, CommandHandler, collectionArg } from '../context';
import { ErrorCodes, MongoCommandError } from '../errors';
import { applyUpdate, isOperatorUpdate, upsertDocument } from '../update-apply';
import { Doc } from '../values';
import { effectiveCollation, findOptions, shape } from './read';
import { refuseView } from './admin';

/** Runs each op, collecting MongoDB-shaped writeErrors; stops at the first error when ordered. */
function runOps<T>(ops: T[], ordered: boolean, run: (op: T, index: number) => void, beforeStatement?: () => void): Doc[] {
  const errors: Doc[] = [];
  for (let i = 0; i < ops.length; i++) {
    beforeStatement?.();
    try {
      run(ops[i], i);
    } catch (e) {
      if (!(e instanceof MongoCommandError) || e.errorLabels.length) throw e;
      errors.push(e.toWriteError(i));
      if (ordered) break;
    }
  }
  return errors;
}

/** A command's array of statements: an array of documents, or a parse error (TypeMismatch) as in mongod. */
function statements(cmd: Doc, command: string, field: string): Doc[] {
  const ops = cmd[field] ?? [];
  if (!Array.isArray(ops)) throw new MongoCommandError(ErrorCodes.TypeMismatch, `BSON field '${command}.${field}' is the wrong type '${typeof ops}', expected type 'array'`);
  for (const op of ops) {
    if (!op || typeof op !== 'object' || Array.isArray(op)) throw new MongoCommandError(ErrorCodes.TypeMismatch, `BSON field '${command}.${field}' must contain only objects`);
  }
  return ops as Doc[];
}

function withWriteErrors(reply: Doc, errors: Doc[]): Doc {
  if (errors.length) reply.writeErrors = errors;
  return reply;
}

function checkDocument(doc: Doc): Doc {
  if (!doc || typeof doc !== 'object') throw new MongoCommandError(ErrorCodes.TypeMismatch, 'document to insert must be an object');
  // Since 5.0 `$`-prefixed field names are storable anywhere except inside `_id`.
  if (doc._id === undefined) return { _id: new ObjectId(), ...doc };
  if (Array.isArray(doc._id)) throw new MongoCommandError(ErrorCodes.BadValue, "can't use an array for _id");
  checkIdField(doc._id);
  return doc;
}

const insert: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'insert');
  refuseView(ctx, coll);
  const docs = statements(cmd, 'insert', 'documents');
  let n = 0;
  const errors = runOps(docs, cmd.ordered !== false, (doc) => {
    ctx.view.insert(ctx.db, coll, checkDocument(doc));
    n++;
  }, ctx.beforeStatement);
  return withWriteErrors({ n, ok: 1 }, errors);
};

/** `_id` sub-documents may not hold `$`-prefixed fields (MongoDB: "not valid for storage"). */
function checkIdField(id: unknown): void {
  if (!id || typeof id !== 'object' || Object.getPrototypeOf(id) !== Object.prototype) return;
  for (const [k, v] of Object.entries(id as Doc)) {
    if (k.startsWith('$')) throw new MongoCommandError(ErrorCodes.DollarPrefixedFieldName, `_id fields may not contain '$'-prefixed fields: ${k} is not valid for storage.`);
    checkIdField(v);
  }
}

const update: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'update');
  refuseView(ctx, coll);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const ops = statements(cmd, 'update', 'updates');
  // MongoDB 7.0 has no `sort` on update statements (added in 8.0): the command fails to parse.
  for (const op of ops) {
    if (!op.u || typeof op.u !== 'object') throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'update.updates.u' is the wrong type, expected type 'object' or 'array'");
    if (op.sort !== undefined) throw new MongoCommandError(ErrorCodes.Location40415, "BSON field 'update.updates.sort' is an unknown field.");
  }
  const errors = runOps(ops, cmd.ordered !== false, (op, index) => {
    const options = findOptions(cmd, op.collation);
    if (op.multi && !Array.isArray(op.u) && !isOperatorUpdate(op.u)) {
      throw new MongoCommandError(ErrorCodes.FailedToParse, 'multi update is not supported for replacement-style update');
    }
    const matched = ctx.view.find(ctx.db, coll, op.q, op.multi ? 0 : 1, options);
    if (!matched.length) {
      if (!op.upsert) return;
      const doc = upsertDocument(op.q, op.u, op.arrayFilters, options.variables);
      checkIdField(doc._id);
      ctx.view.insert(ctx.db, coll, doc);
      n++;
      upserted.push({ index, _id: doc._id });
      return;
    }
    for (const old of matched) {
      const outcome = applyUpdate(old, op.u, { filter: op.q, arrayFilters: op.arrayFilters, variables: options.variables });
      n++;
      if (!outcome.modified) continue;
      ctx.view.replace(ctx.db, coll, old, outcome.doc, outcome.description);
      nModified++;
    }
  }, ctx.beforeStatement);
  const reply: Doc = { n, nModified, ok: 1 };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, errors);
};

const del: CommandHandler = (cmd, ctx) => {
  const coll = collectionArg(cmd, 'delete');
  refuseView(ctx, coll);
  let n = 0;
  const errors = runOps(statements(cmd, 'delete', 'deletes'), cmd.ordered !== false, (op) => {
    const options = findOptions(cmd, op.collation);
    const limit = Number(op.limit ?? 0);
    for (const doc of ctx.view.find(ctx.db, coll, op.q, limit === 1 ? 1 : 0, options)) {
      ctx.view.remove(ctx.db, coll, doc);
      n++;
    }
  }, ctx.beforeStatement);
  return withWriteErrors({ n, ok: 1 }, errors);
};

function project(doc: Doc | null, fields: Doc | undefined): Doc | null {
  if (!doc || !fields || !Object.keys(fields).length) return doc;
  return shape([doc], {}, { projection: fields })[0] ?? null;
}

const findAndModify: CommandHandler = (cmd: Doc, ctx: CommandContext) => {
  const coll = collectionArg(cmd, 'findAndModify' in cmd ? 'findAndModify' : 'findandmodify');
  refuseView(ctx, coll);
  const options = findOptions(cmd);
  if (cmd.update !== undefined && (!cmd.update || typeof cmd.update !== 'object')) throw new MongoCommandError(ErrorCodes.TypeMismatch, "BSON field 'findAndModify.update' is the wrong type, expected type 'object' or 'array'");
  if (!cmd.remove && cmd.update === undefined) throw new MongoCommandError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  if (cmd.remove && (cmd.update !== undefined || cmd.upsert)) throw new MongoCommandError(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
  ctx.beforeStatement?.();
  let matched = ctx.view.find(ctx.db, coll, cmd.query, cmd.sort ? 0 : 1, options);
  if (cmd.sort) matched = shape(matched, cmd.query, { sort: cmd.sort, limit: 1, collation: effectiveCollation(ctx, coll, options) });
  const old = matched[0] ?? null;
  if (cmd.remove) {
    if (old) ctx.view.remove(ctx.db, coll, old);
    return { lastErrorObject: { n: old ? 1 : 0 }, value: project(old, cmd.fields), ok: 1 };
  }
  if (!old) {
    if (!cmd.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const doc = upsertDocument(cmd.query, cmd.update, cmd.arrayFilters, options.variables);
    checkIdField(doc._id);
    ctx.view.insert(ctx.db, coll, doc);
    return { lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id }, value: cmd.new ? project(doc, cmd.fields) : null, ok: 1 };
  }
  const outcome = applyUpdate(old, cmd.update, { filter: cmd.query, arrayFilters: cmd.arrayFilters, variables: options.variables });
  if (outcome.modified) ctx.view.replace(ctx.db, coll, old, outcome.doc, outcome.description);
  return { lastErrorObject: { n: 1, updatedExisting: true }, value: project(cmd.new ? outcome.doc : old, cmd.fields), ok: 1 };
};

/** Write command handlers by name. */
export const writeCommands: Record<string, CommandHandler> = { insert, update, delete: del, findAndModify, findandmodify: findAndModify };
