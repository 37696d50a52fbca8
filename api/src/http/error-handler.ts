import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import type { ErrorBody, ErrorCode } from '@league/shared-rules/contracts';
import { AppError, RateLimitedError } from '../errors/app-error';
import { errorFields, type Logger } from '../logger';

function send(res: Parameters<RequestHandler>[1], status: number, code: ErrorCode, message: string, details?: Record<string, string>): void {
  const body: ErrorBody = { error: details ? { code, message, details } : { code, message } };
  res.status(status).json(body);
}

/** Field problems keyed by dotted path (`body.email`), one message each. */
export function zodDetails(err: ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of err.issues) {
    const key = issue.path.map(String).join('.') || '(root)';
    details[key] ??= issue.message;
  }
  return details;
}

/** 404 for any path no route or static file matched (unknown `/api` paths included). */
export const notFound: RequestHandler = (req, res) => {
  send(res, 404, 'NOT_FOUND', `Not found: ${req.method} ${req.originalUrl.split('?')[0]}`);
};

/**
 * The one error handler. AppError answers its own status and code; schema failures are 400
 * INVALID_PARAMS with details; body-parser limits and syntax errors map to 413/400; anything else is
 * a bug: logged with its stack and answered 500 INTERNAL without leaking the message.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err instanceof AppError) {
      if (err instanceof RateLimitedError) res.setHeader('Retry-After', String(err.retryAfterSeconds));
      send(res, err.status, err.code, err.message, err.details);
      return;
    }
    if (err instanceof ZodError) {
      send(res, 400, 'INVALID_PARAMS', 'Invalid parameters', zodDetails(err));
      return;
    }
    const type = (err as { type?: string }).type;
    if (type === 'entity.too.large') {
      send(res, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
      return;
    }
    if (type === 'entity.parse.failed') {
      send(res, 400, 'INVALID_PARAMS', 'Request body is not valid JSON');
      return;
    }
    // http-errors from express/body-parser/serve-static (e.g. a missing static file) are client errors
    const status = (err as { status?: number }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INVALID_PARAMS';
      send(res, status, code, status === 404 ? 'Not found' : 'Invalid request');
      return;
    }
    logger.error('unhandled error', { method: req.method, path: req.path, ...errorFields(err) });
    send(res, 500, 'INTERNAL', 'Internal error');
  };
}
