import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The api package directory (`api/`), whether running from `src/` (ts) or `dist/` (js). */
export const apiPackageDir = path.resolve(__dirname, '..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
    .optional(),
  EMBEDDED_DB_PATH: z.string().min(1).optional(),
  EMBEDDED_DB_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STATIC_ROOT: z.string().min(1).optional(),
  REMOTES_CONFIG: z.string().min(1).optional(),
  /** Test-only: the api's clock starts at this instant (ISO 8601 with an offset) and runs on from there. */
  TEST_CLOCK: z.iso.datetime({ offset: true }).optional(),
  /** Test-only: the epoch ms that TEST_CLOCK stands for, so several api processes share one clock. */
  TEST_CLOCK_BASE: z.coerce.number().int().positive().optional(),
  /**
   * `off`: skip the background datasets (play-by-play, stat lines) and the demo history played from them.
   * For test runs whose pages never show plays or past seasons (the roster and auction e2e suites): a
   * fresh database is then ready in seconds instead of a minute of background work beside the tests.
   */
  BACKGROUND_IMPORT: z.enum(['on', 'off']).default('on'),
  /**
   * permessage-deflate on `/ws` (issue #20): `on` compresses messages of 1 kB and more (a room's `init`,
   * data-view results); bids and other small messages go out as they are either way.
   */
  WS_PERMESSAGE_DEFLATE: z.enum(['on', 'off']).default('off'),
  /** Folder of the stats inbox job: nflverse weekly or play-by-play files dropped here are ingested. */
  STATS_INBOX: z.string().min(1).optional(),
  /** Express `trust proxy`: a hop count or comma-separated addresses/subnets/`loopback`/`uniquelocal`. */
  TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback')
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : v)),
});

export type LogLevel = z.infer<typeof EnvSchema>['LOG_LEVEL'];

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  /** External MongoDB; when absent the embedded server is started by `db/connect`. */
  mongodbUri?: string;
  embeddedDbPath: string;
  embeddedDbPort?: number;
  jwtSecret: string;
  logLevel: LogLevel;
  /** Repository root holding `shell/dist` and `mfe-*\/dist`. */
  staticRoot: string;
  /** Optional JSON file whose contents replace the generated `/config.json`. */
  remotesConfigPath?: string;
  /** Writable directory for local state (dev JWT secret, embedded db files). */
  dataDir: string;
  /** Test-only start instant of the api's clock (`TEST_CLOCK`); never set in production. */
  testClock?: string;
  /** Test-only (`TEST_CLOCK_BASE`): the wall-clock ms that `testClock` stands for, shared by several processes. */
  testClockBase?: number;
  /** Load play-by-play and stat lines after start, then play the demo history (`BACKGROUND_IMPORT`). */
  backgroundImport: boolean;
  /** permessage-deflate on `/ws` (`WS_PERMESSAGE_DEFLATE`). */
  wsPerMessageDeflate: boolean;
  /** The stats inbox job's folder (`STATS_INBOX`, default `<dataDir>/stats-inbox`). */
  statsInbox: string;
  /** Which proxies' X-Forwarded-For is believed (Express `trust proxy`). */
  trustProxy: string | number;
}

/** Thrown when the environment is invalid; main prints the message and exits non-zero. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at start-up and fails fast with every problem listed.
 * Outside production a missing JWT_SECRET is generated once and kept in `<dataDir>/jwt-secret`,
 * so tokens survive restarts of a dev server; production must set it explicitly.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  dataDir: string = path.join(apiPackageDir, '.data'),
): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid environment:\n  JWT_SECRET: required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK) {
    // A league's locks, waivers and auction timers must follow real time in production.
    throw new ConfigError('Invalid environment:\n  TEST_CLOCK: test-only, refused when NODE_ENV=production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    mongodbUri: e.MONGODB_URI,
    embeddedDbPath: e.EMBEDDED_DB_PATH ?? path.join(dataDir, 'db'),
    embeddedDbPort: e.EMBEDDED_DB_PORT,
    jwtSecret: e.JWT_SECRET ?? devSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    staticRoot: path.resolve(e.STATIC_ROOT ?? path.join(apiPackageDir, '..')),
    remotesConfigPath: e.REMOTES_CONFIG ? path.resolve(e.REMOTES_CONFIG) : undefined,
    dataDir,
    testClock: e.TEST_CLOCK,
    testClockBase: e.TEST_CLOCK_BASE,
    trustProxy: e.TRUST_PROXY,
    backgroundImport: e.BACKGROUND_IMPORT === 'on',
    wsPerMessageDeflate: e.WS_PERMESSAGE_DEFLATE === 'on',
    statsInbox: path.resolve(e.STATS_INBOX ?? path.join(dataDir, 'stats-inbox')),
  };
}

function devSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
