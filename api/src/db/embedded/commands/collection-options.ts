/**
 * Collection options as MongoDB 7.0 takes them: `create` (views, default collation, pre-images) and `collMod`
 * for the options this server implements: `changeStreamPreAndPostImages` (whether writes record pre-images
 * for change streams) and a view's `viewOn`/`pipeline`. Every accepted collMod, even one that changes nothing,
 * is a `modify` event for streams with `showExpandedEvents`. Validators, index changes, capped sizes and
 * time-series options are refused with 115.
 */
import { CommandHandler, collectionArg } from '../context';
import { ErrorCodes, MongoCommandError } from '../errors';
import { Doc } from '../values';
import { parseCollation } from '../collation';

/** collMod fields mongod 7.0 knows that this server does not implement. */
const unsupported = ['validator', 'validationLevel', 'validationAction', 'index', 'expireAfterSeconds', 'timeseries', 'clusteredIndex', 'cappedSize', 'cappedMax', 'dryRun'];

/** Arguments every command may carry (IDL generic arguments); not collMod options. */
const genericArgs = new Set([
  'lsid', 'txnNumber', 'autocommit', 'startTransaction', 'writeConcern', 'readConcern', 'readPreference', 'comment', 'maxTimeMS',
  'apiVersion', 'apiStrict', 'apiDeprecationErrors', 'collectionUUID', 'mayBypassWriteBlocking',
]);

/** The BSON type name mongod prints in IDL type errors. */
function bsonTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  return typeof value;
}

/**
 * Parses `changeStreamPreAndPostImages: { enabled: <bool> }` (create and collMod). Returns the option as stored:
 * mongod lists it among the collection options only while it is enabled.
 */
/** A view's pipeline, checked as create and collMod check it. */
function viewPipeline(pipeline: unknown): Doc[] {
  if (!Array.isArray(pipeline)) throw new MongoCommandError(ErrorCodes.TypeMismatch, "'pipeline' option must be specified as an array");
  for (const stage of pipeline as Doc[]) {
    const stageName = stage && typeof stage === 'object' ? Object.keys(stage)[0] : '';
    if (stageName === '$out' || stageName === '$merge' || stageName === '$changeStream') {
      throw new MongoCommandError(ErrorCodes.OptionNotSupportedOnView, `${stageName} cannot be used in a view definition`);
    }
  }
  return pipeline as Doc[];
}

export function parsePreAndPostImages(value: unknown, command: string, db: string): Doc | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, `BSON field '${command}.changeStreamPreAndPostImages' is the wrong type '${bsonTypeName(value)}', expected type 'object'`);
  }
  for (const key of Object.keys(value)) {
    if (key !== 'enabled') throw new MongoCommandError(ErrorCodes.Location40415, `BSON field '${command}.changeStreamPreAndPostImages.${key}' is an unknown field.`);
  }
  const enabled = (value as Doc).enabled;
  if (enabled === undefined) {
    throw new MongoCommandError(ErrorCodes.Location40414, `BSON field '${command}.changeStreamPreAndPostImages.enabled' is missing but a required field`);
  }
  if (typeof enabled !== 'boolean') {
    throw new MongoCommandError(ErrorCodes.TypeMismatch, `BSON field '${command}.changeStreamPreAndPostImages.enabled' is the wrong type, expected type 'bool'`);
  }
  if (enabled && (db === 'admin' || db === 'local' || db === 'config')) {
    throw new MongoCommandError(ErrorCodes.InvalidOptions, `changeStreamPreAndPostImages collection option is not supported on the ${db} database`);
  }
  return enabled ? { enabled: true } : undefined;
}

const unsupportedCreateOptions = ['capped', 'size', 'max', 'validator', 'timeseries', 'clusteredIndex', 'encryptedFields'];

export const create: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'create');
  for (const opt of unsupportedCreateOptions) {
    if (cmd[opt] !== undefined && cmd[opt] !== false) {
      throw new MongoCommandError(ErrorCodes.CommandNotSupported, `create option '${opt}' is not supported by the embedded database server`);
    }
  }
  const options: Doc = {};
  if (cmd.viewOn !== undefined || cmd.pipeline !== undefined) {
    if (typeof cmd.viewOn !== 'string' || !cmd.viewOn) throw new MongoCommandError(ErrorCodes.TypeMismatch, "'viewOn' option must be specified as a non-empty string");
    const pipeline = viewPipeline(cmd.pipeline ?? []);
    options.viewOn = cmd.viewOn;
    options.pipeline = pipeline;
  }
  if (cmd.collation !== undefined) {
    const collation = parseCollation(cmd.collation);
    if (collation) options.collation = collation.spec;
  }
  if (cmd.changeStreamPreAndPostImages !== undefined) {
    if (options.viewOn !== undefined) throw new MongoCommandError(ErrorCodes.InvalidOptions, 'option not supported on a view: changeStreamPreAndPostImages');
    const images = parsePreAndPostImages(cmd.changeStreamPreAndPostImages, 'create', ctx.db);
    if (images) options.changeStreamPreAndPostImages = images;
  }
  ctx.state.engine.createCollection(ctx.db, name, options);
  return { ok: 1 };
};

export const collMod: CommandHandler = (cmd, ctx) => {
  const name = collectionArg(cmd, 'collMod');
  const changes: Doc = {};
  for (const key of Object.keys(cmd)) {
    if (key === 'collMod' || key.startsWith('$') || genericArgs.has(key)) continue;
    if (unsupported.includes(key)) {
      throw new MongoCommandError(ErrorCodes.CommandNotSupported, `collMod option '${key}' is not supported by the embedded database server`);
    }
    if (key !== 'changeStreamPreAndPostImages' && key !== 'viewOn' && key !== 'pipeline') {
      throw new MongoCommandError(ErrorCodes.Location40415, `BSON field 'collMod.${key}' is an unknown field.`);
    }
    changes[key] = cmd[key];
  }
  const { engine } = ctx.state;
  const coll = engine.getCollection(ctx.db, name);
  if (!coll) throw new MongoCommandError(ErrorCodes.NamespaceNotFound, 'ns does not exist');
  const options: Doc = { ...coll.options };
  if (changes.changeStreamPreAndPostImages !== undefined) {
    if (coll.view) throw new MongoCommandError(ErrorCodes.InvalidOptions, 'option not supported on a view: changeStreamPreAndPostImages');
    const parsed = parsePreAndPostImages(changes.changeStreamPreAndPostImages, 'collMod', ctx.db);
    if (parsed) options.changeStreamPreAndPostImages = parsed;
    else delete options.changeStreamPreAndPostImages;
  }
  if (changes.viewOn !== undefined || changes.pipeline !== undefined) {
    if (!coll.view) throw new MongoCommandError(ErrorCodes.InvalidOptions, `option not supported on a collection: ${changes.viewOn !== undefined ? 'viewOn' : 'pipeline'}`);
    if (changes.viewOn !== undefined && (typeof changes.viewOn !== 'string' || !changes.viewOn)) {
      throw new MongoCommandError(ErrorCodes.TypeMismatch, "'viewOn' option must be specified as a non-empty string");
    }
    if (changes.viewOn !== undefined) options.viewOn = changes.viewOn;
    if (changes.pipeline !== undefined) options.pipeline = viewPipeline(changes.pipeline);
  }
  engine.modifyCollection(coll, options, changes);
  return { ok: 1 };
};
