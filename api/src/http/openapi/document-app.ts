import type { Express } from 'express';
import { loadConfig } from '../../config';
import { createRepositories } from '../../db/repositories';
import { createSessions } from '../../features/auth/sessions';
import { createLogger } from '../../logger';
import { createApp } from '../app';
import { createMetrics } from '../ops/metrics';

/**
 * The Express app as main.ts builds it, for reading its routes and document without a database: routes
 * only close over the repositories, and nothing here sends a request that would query them.
 */
export function documentApp(): Express {
  const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
  const repos = createRepositories();
  const clock = () => new Date(0);
  const sessions = createSessions({ users: repos.users, secret: config.jwtSecret, clock });
  return createApp(
    { config, logger: createLogger('silent'), repos, sessions, clock, dbKind: 'embedded' },
    { metrics: createMetrics({ connections: () => 0 }), ping: async () => undefined, serving: () => 'ready' },
  );
}
