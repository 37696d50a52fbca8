/**
 * Shared plumbing of the ingest and replay command lines: flags, the database (MONGODB_URI like the api,
 * else the embedded data directory the api uses — refused by its lock while an api process serves it),
 * the clock and the file reader.
 */
import { connectDatabase, type DatabaseHandle } from '../../db/connect';
import { ensureIndexes } from '../../db/ensure-indexes';
import { createRepositories, type Repositories } from '../../db/repositories';
import { createAppClock, unixSeconds } from '../../clock';
import { readCsvRecords } from '../../import/csv';

export type Flags = Map<string, string | true>;

/** `--name value`, `--name=value` or a bare `--switch`. */
export function parseFlags(argv: readonly string[], known: readonly string[], switches: readonly string[] = []): Flags {
  const flags: Flags = new Map();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=') ? (arg.split('=', 2) as [string, string]) : [arg, undefined];
    const name = flag.replace(/^--/, '');
    if (!flag.startsWith('--') || (!known.includes(name) && !switches.includes(name))) throw new UsageError(`unknown argument: ${arg}`);
    if (switches.includes(name)) flags.set(name, true);
    else {
      const value = inline ?? argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
    }
  }
  return flags;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** An integer flag (undefined when absent). */
export function intFlag(flags: Flags, name: string): number | undefined {
  const v = flags.get(name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !Number.isInteger(n)) throw new UsageError(`--${name} must be an integer`);
  return n;
}

export async function readAll(file: string): Promise<Record<string, string>[]> {
  const rows: Record<string, string>[] = [];
  for await (const r of readCsvRecords(file)) rows.push(r);
  return rows;
}

export interface CliContext {
  repos: Repositories;
  now: () => number;
  db: DatabaseHandle;
}

/** Connects as the api does and hands over repositories and the clock; closes the database after `run`. */
export async function withDatabase(run: (ctx: CliContext) => Promise<void>): Promise<void> {
  if (process.env.NODE_ENV === 'production' && process.env.TEST_CLOCK) throw new UsageError('TEST_CLOCK is refused in production');
  const db = await connectDatabase();
  try {
    await ensureIndexes();
    await run({ repos: createRepositories(), now: unixSeconds(createAppClock(process.env.TEST_CLOCK, process.env.TEST_CLOCK_BASE ? Number(process.env.TEST_CLOCK_BASE) : undefined)), db });
  } finally {
    await db.close();
  }
}

/** Runs a command line's main: usage errors exit 2 with the usage text, other errors 1. */
export function runCli(usage: string, main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (err: unknown) => {
      if (err instanceof UsageError) {
        process.stderr.write(`${err.message}\n${usage}\n`);
        process.exit(2);
      }
      process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      process.exit(1);
    },
  );
}
