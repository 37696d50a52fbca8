import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { pinoOf, type Logger } from '../../logger';

/** A proxy's request id is kept when it looks like one; otherwise a fresh UUID. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * One JSON line per request through pino-http: request id (also answered as `X-Request-Id`, and
 * taken from a proxy's `X-Request-Id`), method, path (without the query string, which may carry a
 * token), status and duration in ms. 5xx log as errors, 4xx as warnings.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger: pinoOf(logger),
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // The flat fields below say everything; pino-http's req/res dumps would carry headers and the
    // query string (tokens) into every line.
    quietReqLogger: true,
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
    customSuccessObject: (req, res, val: { responseTime: number }) => ({
      reqId: req.id,
      method: req.method,
      path: (req.url ?? '').split('?')[0],
      status: res.statusCode,
      ms: Math.round(val.responseTime * 10) / 10,
    }),
    customErrorObject: (req, res, _err, val: { responseTime: number }) => ({
      reqId: req.id,
      method: req.method,
      path: (req.url ?? '').split('?')[0],
      status: res.statusCode,
      ms: Math.round(val.responseTime * 10) / 10,
    }),
  });
}
