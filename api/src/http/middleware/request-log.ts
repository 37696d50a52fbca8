import type { RequestHandler } from 'express';
import type { Logger } from '../../logger';

/**
 * One JSON line per request: method, path (without the query string, which may carry a token),
 * status and duration in ms.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      logger.info('request', {
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      });
    });
    next();
  };
}
