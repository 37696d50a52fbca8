import { ErrorCode } from '../contracts/errors';

/** Shown when a call ran past the client timeout or the database cancelled a statement (spec §8, §9). */
export const TIMEOUT_MESSAGE = 'Canceled request — took longer than 40 seconds';

/** Shown when nothing more specific may be shown (spec §8). */
export const DEFAULT_ERROR_MESSAGE = 'Request failed';

/**
 * A failed API call. `message` is the server's error message, else the HTTP status text (spec §8);
 * `status` is 0 when no answer arrived (network failure, timeout). Branch on `code`, never on the
 * message. `ignored` is true when the call opted out of notifications (`ignoreErrors`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly status: number;
  /** Field problems from a failed schema parse, keyed by dotted path. */
  readonly details?: Record<string, string>;
  /** The call, e.g. `POST /teams/3/release`, for reports. */
  readonly request: string;
  readonly ignored: boolean;

  constructor(init: {
    code: ErrorCode;
    status: number;
    message: string;
    request: string;
    details?: Record<string, string>;
    ignored?: boolean;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.request = init.request;
    this.details = init.details;
    this.ignored = init.ignored ?? false;
  }
}

/** True for errors thrown by the typed API client. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The text a UI shows for a failed call (spec §8): the timeout text when the message mentions a
 * statement timeout (a client timeout already carries that text); otherwise the message itself unless it contains the
 * word "error" (any case, so raw texts like "Internal Server Error" stay hidden); else
 * 'Request failed'.
 */
export function getShownMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/statement timeout/i.test(message)) return TIMEOUT_MESSAGE;
  if (message.trim() !== '' && !/error/i.test(message)) return message;
  return DEFAULT_ERROR_MESSAGE;
}

/** The error code for an HTTP status when the body carries none (e.g. a proxy's HTML page). */
export function errorCodeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return ErrorCode.INVALID_PARAMS;
    case 401:
      return ErrorCode.UNAUTHENTICATED;
    case 403:
      return ErrorCode.FORBIDDEN;
    case 404:
      return ErrorCode.NOT_FOUND;
    case 408:
    case 504:
      return ErrorCode.TIMEOUT;
    case 409:
      return ErrorCode.CONFLICT;
    case 413:
      return ErrorCode.PAYLOAD_TOO_LARGE;
    case 429:
      return ErrorCode.RATE_LIMITED;
    case 502:
    case 503:
      return ErrorCode.UNAVAILABLE;
    default:
      return ErrorCode.INTERNAL;
  }
}
