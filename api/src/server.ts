import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type { Config } from './config';
import type { Logger } from './logger';
import type { Repositories } from './db/repositories';
import { configureTokenSecret } from './features/auth/tokens';
import { createApp } from './http/app';
import type { AppContext } from './http/context';
import { clockFrom } from './realtime/clock';
import { attachRealtime } from './realtime/ws-server';

/** What the server is built from; main.ts wires the real ones, tests the same with port 0. */
export interface ServerDeps {
  config: Config;
  logger: Logger;
  repos: Repositories;
  dbKind: 'embedded' | 'external';
  clock?: () => Date;
}

export interface LeagueServer {
  app: Express;
  /** The one http server: Express handles requests, the realtime module upgrades `/ws` on it. */
  httpServer: Server;
  ctx: AppContext;
  /** Listens (port 0 = ephemeral) and resolves with the base URL, e.g. `http://127.0.0.1:41234`. */
  start(port?: number, host?: string): Promise<string>;
  /** Registers cleanup run on close, before the http server stops (e.g. closing websockets). */
  onClose(fn: () => Promise<void> | void): void;
  /** Stops accepting, runs the close hooks, and waits for open requests (forcing them after 5 s). */
  close(): Promise<void>;
}

/** Builds the Express app and the http server around it. The database is opened by the caller. */
export function createServer(deps: ServerDeps): LeagueServer {
  configureTokenSecret(deps.config.jwtSecret);
  const ctx: AppContext = {
    config: deps.config,
    logger: deps.logger,
    repos: deps.repos,
    clock: deps.clock ?? (() => new Date()),
    dbKind: deps.dbKind,
  };
  const app = createApp(ctx);
  const httpServer = createHttpServer(app);
  // `/ws` on the same server; with an external database several api processes may share rooms.
  const realtime = attachRealtime({
    server: httpServer,
    repo: ctx.repos.auction,
    log: deps.logger,
    multiInstance: deps.dbKind === 'external',
    ...(deps.clock ? { clock: clockFrom(deps.clock) } : {}),
  });
  ctx.auction = realtime.rooms;
  const closeHooks: Array<() => Promise<void> | void> = [() => realtime.close()];
  let closing: Promise<void> | null = null;

  return {
    app,
    httpServer,
    ctx,
    start(port = deps.config.port, host) {
      return new Promise((resolve, reject) => {
        httpServer.once('error', reject);
        httpServer.listen(port, host, () => {
          httpServer.off('error', reject);
          const addr = httpServer.address() as AddressInfo;
          const shown = !host || host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
          resolve(`http://${shown.includes(':') ? `[${shown}]` : shown}:${addr.port}`);
        });
      });
    },
    onClose(fn) {
      closeHooks.push(fn);
    },
    close() {
      closing ??= (async () => {
        const stopped = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        for (const hook of closeHooks) {
          try {
            await hook();
          } catch (err) {
            deps.logger.error('close hook failed', { err: String(err) });
          }
        }
        const force = setTimeout(() => httpServer.closeAllConnections(), 5000);
        force.unref();
        await stopped;
        clearTimeout(force);
      })();
      return closing;
    },
  };
}
