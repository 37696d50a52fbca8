import type { ErrorCode } from '@league/shared-rules/contracts';

/**
 * The one error type the api throws on purpose. The HTTP error handler turns it into
 * `{ error: { code, message } }` with `status`; realtime turns it into `{ type: 'error', code, message }`.
 * Anything else that escapes is a bug and answers 500 INTERNAL without leaking its message.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number = 400,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError('NOT_FOUND', message, 404);
  }
  static unauthenticated(message = 'Login required'): AppError {
    return new AppError('UNAUTHENTICATED', message, 401);
  }
  static forbidden(message = 'Not allowed', code: ErrorCode = 'FORBIDDEN'): AppError {
    return new AppError(code, message, 403);
  }
  static invalid(message: string, details?: Record<string, string>): AppError {
    return new AppError('INVALID_PARAMS', message, 400, details);
  }
  static conflict(message: string, code: ErrorCode = 'CONFLICT'): AppError {
    return new AppError(code, message, 409);
  }
}

/** 429 RATE_LIMITED; the error handler sends `retryAfterSeconds` as the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts, try again later',
  ) {
    super('RATE_LIMITED', message, 429);
    this.name = 'RateLimitedError';
  }
}
