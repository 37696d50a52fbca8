/**
 * MongoDB server error vocabulary. Command handlers throw {@link MongoCommandError}; the dispatcher turns it
 * into `{ ok: 0, code, codeName, errmsg, ... }` so the official driver raises a `MongoServerError` with the
 * same code and codeName a real server would send.
 */
import { ObjectId, Long, Decimal128, Binary } from 'bson';

/** Numeric codes used by this server, named exactly as MongoDB names them. */
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  HostUnreachable: 6,
  HostNotFound: 7,
  Unauthorized: 13,
  ConflictingUpdateOperators: 40,
  CursorNotFound: 43,
  NoMatchingDocument: 47,
  NamespaceExists: 48,
  MaxTimeMSExpired: 50,
  DollarPrefixedFieldName: 52,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  UnknownReplWriteConcern: 79,
  UnsatisfiableWriteConcern: 100,
  WriteConflict: 112,
  CommandNotSupported: 115,
  ConflictingOperationInProgress: 117,
  InvalidViewDefinition: 182,
  CommandNotSupportedOnView: 166,
  OptionNotSupportedOnView: 167,
  TransactionTooOld: 225,
  SnapshotTooOld: 239,
  NoSuchTransaction: 251,
  TransactionCommitted: 256,
  IncompleteTransactionHistory: 217,
  ChangeStreamHistoryLost: 286,
  ChangeStreamFatalError: 280,
  OperationNotSupportedInTransaction: 263,
  WriteConcernFailed: 64,
  NetworkTimeout: 89,
  ShutdownInProgress: 91,
  ReadConcernMajorityNotAvailableYet: 134,
  PrimarySteppedDown: 189,
  ExceededTimeLimit: 262,
  SocketException: 9001,
  NotWritablePrimary: 10107,
  InterruptedAtShutdown: 11600,
  Interrupted: 11601,
  InterruptedDueToReplStateChange: 11602,
  NotPrimaryNoSecondaryOk: 13435,
  NotPrimaryOrSecondary: 13436,
  DuplicateKey: 11000,
  APIVersionError: 322,
  APIStrictError: 323,
  // Assertion codes without a name in mongod's error table are reported as `Location<code>`.
  Location13113: 13113,
  Location40324: 40324,
  Location40414: 40414,
  Location40415: 40415,
  Location40601: 40601,
  Location51183: 51183,
  Location4886600: 4886600,
} as const;

const codeNames = new Map<number, string>(Object.entries(ErrorCodes).map(([name, code]) => [code, name]));

/** Name MongoDB uses for a numeric error code. */
export function codeName(code: number): string {
  return codeNames.get(code) ?? 'UnknownError';
}

/** An error that becomes a MongoDB error reply (or a writeErrors entry). */
export class MongoCommandError extends Error {
  readonly code: number;
  readonly extra: Record<string, unknown>;
  readonly errorLabels: string[];

  constructor(code: number, message: string, extra: Record<string, unknown> = {}, errorLabels: string[] = []) {
    super(message);
    this.code = code;
    this.extra = extra;
    this.errorLabels = errorLabels;
  }

  /** The error as a command reply body. */
  toReply(): Record<string, unknown> {
    const reply: Record<string, unknown> = { ok: 0, errmsg: this.message, code: this.code, codeName: codeName(this.code), ...this.extra };
    if (this.errorLabels.length) reply.errorLabels = this.errorLabels;
    return reply;
  }

  /** The error as one entry of a write command's `writeErrors`. */
  toWriteError(index: number): Record<string, unknown> {
    return { index, code: this.code, codeName: codeName(this.code), errmsg: this.message, ...this.extra };
  }
}

/** Formats a value the way MongoDB prints it inside `dup key: { ... }`. */
export function formatKeyValue(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof ObjectId) return `ObjectId('${value.toHexString()}')`;
  if (value instanceof Date) return `new Date(${value.getTime()})`;
  if (value instanceof Long) return String(value.toString());
  if (value instanceof Decimal128) return `Decimal128("${value.toString()}")`;
  if (value instanceof Binary) return `BinData(${value.sub_type}, ${Buffer.from(value.buffer).toString('hex').toUpperCase()})`;
  if (Array.isArray(value)) return `[ ${value.map(formatKeyValue).join(', ')} ]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return '{}';
    return `{ ${entries.map(([k, v]) => `${k}: ${formatKeyValue(v)}`).join(', ')} }`;
  }
  return String(value);
}

/** Builds MongoDB's exact E11000 error for a unique index violation. */
export function duplicateKeyError(
  ns: string,
  indexName: string,
  keyPattern: Record<string, unknown>,
  keyValue: Record<string, unknown>,
): MongoCommandError {
  const dup = Object.entries(keyValue).map(([k, v]) => `${k}: ${formatKeyValue(v)}`).join(', ');
  const message = `E11000 duplicate key error collection: ${ns} index: ${indexName} dup key: { ${dup} }`;
  return new MongoCommandError(ErrorCodes.DuplicateKey, message, { keyPattern, keyValue });
}
