import express, { type Express } from 'express';
import type { AppContext } from './context';
import { errorHandler, notFound } from './error-handler';
import { authenticate } from './middleware/authenticate';
import { compressResponses } from './middleware/compression';
import { apiCors } from './middleware/cors';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { opsRoutes, type OpsDeps } from './ops/ops.routes';
import { apiRouter } from './routes';
import { loadRemotesConfig, remoteOrigins, staticRouter } from './static';

/** JSON bodies above this answer 413 PAYLOAD_TOO_LARGE. */
export const JSON_BODY_LIMIT = '100kb';

/**
 * Builds the Express app: metrics timer, logging, probes and /metrics, headers, `/api`, static
 * files, 404 and the one error handler.
 */
export function createApp(ctx: AppContext, ops: OpsDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Which proxies may set X-Forwarded-For (the client address the login throttle keys on).
  app.set('trust proxy', ctx.config.trustProxy);
  app.set('query parser', 'extended');
  const remotes = loadRemotesConfig(ctx.config);
  app.use(ops.metrics.httpTimer);
  app.use(requestLog(ctx.logger));
  app.use(opsRoutes(ops));
  app.use(securityHeaders(remoteOrigins(remotes)));
  app.use(compressResponses());
  app.use('/api', ops.metrics.routeBase, apiCors, express.json({ limit: JSON_BODY_LIMIT }), authenticate(ctx.sessions), apiRouter(ctx), notFound);
  app.use(
    staticRouter(ctx.config, ctx.logger, remotes, {
      headLeague: async (lid) => {
        const league = await ctx.repos.leagues.findById(lid);
        return league ? { name: league.name, hosted: league.hosted === 1 } : null;
      },
      now: () => ctx.clock().getTime(),
    }),
  );
  app.use(notFound);
  app.use(errorHandler(ctx.logger));
  return app;
}
