import type { LogLevel } from './config';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

/** Structured JSON logger: one line per event, `{ time, level, msg, ...fields }`. */
export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** `write` is injectable so tests can capture lines; defaults to stdout. */
export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const min = rank[level];
  const log = (lvl: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
    if (rank[lvl] < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields }));
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

/** Serialises an unknown thrown value for a log line (stack included, never sent to clients). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { err: { name: err.name, message: err.message, stack: err.stack } };
  return { err: String(err) };
}
