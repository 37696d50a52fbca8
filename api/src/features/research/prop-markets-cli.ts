/**
 * `npm run ingest:markets -w @league/api -- --file <props.csv[.gz]>`
 * Loads player prop markets (SEASON_…, GAME_…, ALT lines) from a licensed odds feed exported in the
 * CSV format of prop-markets-import.ts (api/README.md "Player prop markets"). Re-loading a file
 * replaces its prices. No prop data ships with the project.
 */
import { parseFlags, runCli, UsageError, withDatabase } from '../stats-ingest/cli-support';
import { importPropMarkets } from './prop-markets-import';

const USAGE = 'usage: npm run ingest:markets -w @league/api -- --file <props.csv[.gz]>';

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['file']);
  const file = flags.get('file');
  if (typeof file !== 'string') throw new UsageError('--file is required');
  await withDatabase(async ({ repos }) => {
    const result = await importPropMarkets(repos, file);
    for (const e of result.errors.slice(0, 20)) process.stderr.write(`row ${e.row}: ${e.reason}\n`);
    if (result.errors.length > 20) process.stderr.write(`… ${result.errors.length - 20} more refused rows\n`);
    process.stdout.write(`${result.written} prices loaded, ${result.errors.length} rows refused\n`);
  });
}

runCli(USAGE, main);
