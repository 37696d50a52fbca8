/**
 * `npm run ingest:charted -w @league/api -- --file <charted.csv[.gz]>`
 * Loads charted plays (route, coverage, personnel, formation, timing) from a charting provider's CSV in
 * the format of charted-import.ts (README.md beside it). Re-loading a file replaces a player's charting
 * of the same plays. No charted data ships with the project.
 */
import { parseFlags, runCli, UsageError, withDatabase } from '../stats-ingest/cli-support';
import { importChartedPlays } from './charted-import';

const USAGE = 'usage: npm run ingest:charted -w @league/api -- --file <charted.csv[.gz]>';

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['file']);
  const file = flags.get('file');
  if (typeof file !== 'string') throw new UsageError('--file is required');
  await withDatabase(async ({ repos }) => {
    const result = await importChartedPlays(repos, file);
    for (const e of result.errors.slice(0, 20)) process.stderr.write(`row ${e.row}: ${e.reason}\n`);
    if (result.errors.length > 20) process.stderr.write(`… ${result.errors.length - 20} more refused rows\n`);
    process.stdout.write(`${result.written} charted rows loaded, ${result.errors.length} rows refused\n`);
  });
}

runCli(USAGE, main);
