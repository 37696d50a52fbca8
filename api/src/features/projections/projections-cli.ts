/**
 * `npm run ingest:projections -w @league/api -- --file <projections.csv[.gz]>`
 * Loads another source's projections in the CSV format of projections-import.ts (api/README.md
 * "Projection sources"). Re-loading a file replaces its rows. No outside projections ship with the project.
 */
import { parseFlags, runCli, UsageError, withDatabase } from '../stats-ingest/cli-support';
import { importProjections } from './projections-import';

const USAGE = 'usage: npm run ingest:projections -w @league/api -- --file <projections.csv[.gz]>';

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['file']);
  const file = flags.get('file');
  if (typeof file !== 'string') throw new UsageError('--file is required');
  await withDatabase(async ({ repos, now }) => {
    const result = await importProjections(repos, file, now());
    for (const e of result.errors.slice(0, 20)) process.stderr.write(`row ${e.row}: ${e.reason}\n`);
    if (result.errors.length > 20) process.stderr.write(`… ${result.errors.length - 20} more refused rows\n`);
    process.stdout.write(`${result.written} projection rows loaded from ${result.sources.length} sources, ${result.errors.length} rows refused\n`);
  });
}

runCli(USAGE, main);
