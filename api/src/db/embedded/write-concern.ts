/**
 * Write concern as a single-node replica set judges it: malformed values fail the command before it runs
 * (FailedToParse), while a concern one node cannot satisfy (`w` above 1, an unknown tag) fails after the
 * write is applied, as a `writeConcernError` beside `ok: 1` — exactly what mongod 7.0 answers.
 */
import { Long } from 'bson';
import { codeName, ErrorCodes, MongoCommandError } from './errors';
import { Doc } from './values';

/** Most members a replica set may have (mongod refuses larger numeric `w`). */
const MAX_MEMBERS = 50;

/** Commands that accept a write concern. */
export const writeConcernCommands = new Set([
  'insert', 'update', 'delete', 'findAndModify', 'findandmodify', 'create', 'drop', 'dropDatabase', 'createIndexes',
  'dropIndexes', 'deleteIndexes', 'commitTransaction', 'abortTransaction', 'renameCollection', 'collMod',
]);

function parseError(message: string): MongoCommandError {
  return new MongoCommandError(ErrorCodes.FailedToParse, message);
}

/** Throws FailedToParse for a write concern mongod would not parse. */
export function checkWriteConcern(wc: unknown): void {
  if (wc === null || typeof wc !== 'object' || Array.isArray(wc)) throw parseError('writeConcern must be an object');
  const { w, j, wtimeout, fsync } = wc as Doc;
  if (w !== undefined) {
    if (typeof w === 'number' || w instanceof Long) {
      const n = Number(w);
      if (!Number.isInteger(n) || n < 0 || n > MAX_MEMBERS) throw parseError(`w has to be a non-negative number and not greater than ${MAX_MEMBERS}; found: ${n}`);
    } else if (typeof w !== 'string' && (typeof w !== 'object' || w === null || Array.isArray(w))) {
      throw parseError('w has to be a number, string, or object');
    }
  }
  if (j !== undefined && typeof j !== 'boolean' && typeof j !== 'number') throw parseError("'j' must be a boolean");
  if (fsync !== undefined && typeof fsync !== 'boolean' && typeof fsync !== 'number') throw parseError("'fsync' must be a boolean");
  if (wtimeout !== undefined && typeof wtimeout !== 'number' && !(wtimeout instanceof Long)) throw parseError("'wtimeout' must be a number");
}

/** The `writeConcernError` a single node reports for `wc`, or null when it is satisfied. */
export function writeConcernError(wc: Doc): Doc | null {
  const { w } = wc;
  let code: number;
  let errmsg: string;
  if (typeof w === 'number' || w instanceof Long) {
    if (Number(w) <= 1) return null;
    code = ErrorCodes.UnsatisfiableWriteConcern;
    errmsg = 'Not enough data-bearing nodes';
  } else if (typeof w === 'string') {
    if (w === 'majority' || w === '') return null;
    code = ErrorCodes.UnknownReplWriteConcern;
    errmsg = `No write concern mode named '${w}' found in replica set configuration`;
  } else if (w && typeof w === 'object') {
    code = ErrorCodes.UnknownReplWriteConcern;
    errmsg = `No write concern mode named '${JSON.stringify(w)}' found in replica set configuration`;
  } else return null;
  const applied: Doc = { w, wtimeout: wc.wtimeout ?? 0 };
  if (wc.j !== undefined) applied.j = wc.j;
  applied.provenance = 'clientSupplied';
  return { code, codeName: codeName(code), errmsg, errInfo: { writeConcern: applied } };
}
