/**
 * `npm run ingest -w @league/api -- --file <path.csv[.gz]> [--format weekly|plays] [--year Y --week W]`
 * Imports an nflverse weekly player-stats file or a play-by-play file through the live ingest path
 * (ingestFile: ingestWeeklyStats / ingestPlays), week by week. Without --format the header decides.
 * Formats: api/README.md "Stats ingest". The stats inbox job ingests the same files dropped in a folder.
 */
import { intFlag, parseFlags, runCli, UsageError, withDatabase } from './cli-support';
import { ingestFile, StatsFileError } from './ingest-file';

const USAGE = 'usage: npm run ingest -w @league/api -- --file <path.csv[.gz]> [--format weekly|plays] [--year Y] [--week W]';

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['file', 'format', 'year', 'week']);
  const file = flags.get('file');
  const format = flags.get('format');
  if (typeof file !== 'string') throw new UsageError('--file is required');
  if (format !== undefined && format !== 'weekly' && format !== 'plays') throw new UsageError('--format must be weekly or plays');
  const year = intFlag(flags, 'year');
  const week = intFlag(flags, 'week');
  await withDatabase(async ({ repos, now }) => {
    const started = Date.now();
    try {
      const result = await ingestFile(repos, file, { format, year, week, now });
      for (const w of result.weeks) {
        process.stdout.write(`${w.year}:${w.week} ${result.format}: ${w.rows} rows -> ${w.lines} lines, ${w.esbids.length} games, ${w.unmatched.length} ids not in players\n`);
      }
      process.stdout.write(`done in ${Date.now() - started} ms\n`);
    } catch (err) {
      if (err instanceof StatsFileError) throw new UsageError(err.message);
      throw err;
    }
  });
}

runCli(USAGE, main);
