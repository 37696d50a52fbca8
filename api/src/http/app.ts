import express, { type Express } from 'express';
import type { AppContext } from './context';
import { errorHandler, notFound } from './error-handler';
import { compressResponses } from './middleware/compression';
import { apiCors } from './middleware/cors';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { apiRouter } from './routes';
import { loadRemotesConfig, remoteOrigins, staticRouter } from './static';

/** JSON bodies above this answer 413 PAYLOAD_TOO_LARGE. */
export const JSON_BODY_LIMIT = '100kb';

/** Builds the Express app: logging, headers, `/api`, static files, 404 and the one error handler. */
export function createApp(ctx: AppContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'extended');
  const remotes = loadRemotesConfig(ctx.config);
  app.use(requestLog(ctx.logger));
  app.use(securityHeaders(remoteOrigins(remotes)));
  app.use(compressResponses());
  app.use('/api', apiCors, express.json({ limit: JSON_BODY_LIMIT }), apiRouter(ctx), notFound);
  app.use(staticRouter(ctx.config, ctx.logger, remotes));
  app.use(notFound);
  app.use(errorHandler(ctx.logger));
  return app;
}
