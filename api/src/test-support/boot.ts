import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { startTestDatabase, type TestDatabase } from '../db/connect';
import { ensureIndexes } from '../db/ensure-indexes';
import { createRepositories, type Repositories } from '../db/repositories';
import { runImport, type ImportOptions } from '../import/run-import';
import { createLogger } from '../logger';
import { seedDemoLeague } from '../seed/demo-league';
import { createServer, type LeagueServer } from '../server';
import type { DataViewQueryOptions } from '../features/data-views/query-service';
import { clockFrom, DEFAULT_TEST_INSTANT, type AppClock } from '../clock';
import { DocumentValidator } from '../http/openapi/document-validator';
import { isNotOperation } from '../http/openapi/not-operations';
import { documentOf } from '../http/openapi/openapi.routes';

export interface TestApp {
  url: string;
  server: LeagueServer;
  repos: Repositories;
  db: TestDatabase;
  config: Config;
  /**
   * fetch against the app: `api('/api/me', { token })`; JSON bodies are encoded for you. The answer
   * body is `any` so tests can read into it; tests that depend on a shape parse it with the contract.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  api(pathname: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  stop(): Promise<void>;
}

export interface TestAppOptions {
  /** Import the project data, each file cut to `limit` rows (players are never cut below the seed's needs). */
  importData?: ImportOptions;
  /** Seed the demo league (needs imported players). */
  seedDemo?: boolean;
  env?: Record<string, string>;
  /** The app's clock; by default one that starts at DEFAULT_TEST_INSTANT (tests never read the wall clock). */
  clock?: AppClock;
  /** Check every /api answer against the OpenAPI document (default true; only the document's own tests turn it off). */
  checkDocument?: boolean;
  /** The data-view query budget and queue limits (server default otherwise). */
  dataViews?: DataViewQueryOptions;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Boots the real app on an ephemeral port against a fresh in-memory embedded database, through the
 * same connect code the server uses. Every test file gets its own database and server.
 */
export async function bootTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // The config's data folder is named but not created: with JWT_SECRET given and the database in memory nothing
  // writes there, so a test whose boot is cut short (a timed-out hook) leaves nothing behind; stop() removes it
  // should anything have made it.
  const dataDir = path.join(os.tmpdir(), `league-api-test-${randomBytes(6).toString('hex')}`);
  const config = loadConfig(
    { NODE_ENV: 'test', JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', ...options.env },
    dataDir,
  );
  const logger = createLogger(config.logLevel);
  const db = await startTestDatabase();
  await ensureIndexes();
  const repos = createRepositories();
  const clock = options.clock ?? clockFrom(DEFAULT_TEST_INSTANT);
  if (options.importData) await runImport(repos, { clock, ...options.importData, logger });
  if (options.seedDemo) await seedDemoLeague(repos, { now: clock(), logger });
  const server = createServer({ config, logger, repos, dbKind: 'embedded', clock, dataViews: options.dataViews });
  const url = await server.start(0, '127.0.0.1');
  let validator: DocumentValidator | null = null;
  return {
    url,
    server,
    repos,
    db,
    config,
    async api(pathname, init = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      let body: string | undefined;
      if (init.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      }
      const res = await fetch(url + pathname, { method: init.method ?? 'GET', headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON (static files)
      }
      // Every answer under /api is checked against the published document (status, content type,
      // body, and whether the request was one the document allows): drift fails the test that saw it.
      if (pathname.startsWith('/api/') && !isNotOperation(init.method ?? 'GET', pathname) && options.checkDocument !== false) {
        validator ??= new DocumentValidator(documentOf(server.app));
        const problems = validator.check({
          method: init.method ?? 'GET',
          url: pathname,
          requestBody: typeof init.body === 'string' ? tryJson(init.body) : init.body,
          status: res.status,
          contentType: res.headers.get('content-type'),
          responseBody: parsed,
        });
        if (problems.length > 0) throw new Error(`The api answered outside its OpenAPI document:\n${problems.join('\n')}`);
      }
      return { status: res.status, body: parsed, headers: res.headers };
    },
    /** Stops the server and the database, then removes the app's data folder (it holds the dev secret). */
    async stop() {
      try {
        await server.close();
        await db.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
