import pino, { type Logger as PinoLogger } from 'pino';
import type { LogLevel } from './config';

/**
 * Structured JSON logger: one line per event, `{ time, level, msg, ...fields }`. The api's code
 * talks to this small interface; pino writes the lines (fast, asynchronous-safe, with redaction).
 */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * Never written, wherever they appear in a line: credentials in headers, bodies and fields. Paths
 * are pino's (fast-redact): one level of wildcard each, which covers `{ body: { password } }`,
 * `{ password }` and pino-http's `req.headers`.
 */
export const REDACTED_PATHS = [
  'password',
  'token',
  'refreshToken',
  'authorization',
  '*.password',
  '*.token',
  '*.refreshToken',
  '*.authorization',
  '*.headers.authorization',
  '*.headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

const pinos = new WeakMap<Logger, PinoLogger>();

/** The pino instance behind a logger from {@link createLogger} (for pino-http). */
export function pinoOf(logger: Logger): PinoLogger {
  const found = pinos.get(logger);
  if (!found) throw new Error('pinoOf: not a logger from createLogger');
  return found;
}

/** `write` is injectable so tests can capture lines; defaults to stdout. */
export function createLogger(level: LogLevel = 'info', write?: (line: string) => void): Logger {
  const destination = write ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) } : pino.destination(1);
  const base = pino(
    {
      level,
      base: undefined,
      messageKey: 'msg',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  const log = (lvl: 'debug' | 'info' | 'warn' | 'error') => (msg: string, fields?: Record<string, unknown>) => base[lvl](fields ?? {}, msg);
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  pinos.set(logger, base);
  return logger;
}

/** Serialises an unknown thrown value for a log line (stack included, never sent to clients). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { err: { name: err.name, message: err.message, stack: err.stack } };
  return { err: String(err) };
}
