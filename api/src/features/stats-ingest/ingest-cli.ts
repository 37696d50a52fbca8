/**
 * `npm run ingest -w @league/api -- --file <path.csv[.gz]> --format weekly|plays [--year Y --week W]`
 * Imports an nflverse weekly player-stats file or a play-by-play file through the live ingest path
 * (ingestWeeklyStats / ingestPlays), week by week. Formats: api/README.md "Stats ingest".
 */
import { ingestPlays, ingestWeeklyStats } from './ingest';
import { intFlag, parseFlags, readAll, runCli, UsageError, withDatabase } from './cli-support';
import { PLAYS_REQUIRED_COLUMNS, WEEKLY_REQUIRED_COLUMNS } from './lines';

const USAGE = 'usage: npm run ingest -w @league/api -- --file <path.csv[.gz]> --format weekly|plays [--year Y] [--week W]';

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['file', 'format', 'year', 'week']);
  const file = flags.get('file');
  const format = flags.get('format');
  if (typeof file !== 'string') throw new UsageError('--file is required');
  if (format !== 'weekly' && format !== 'plays') throw new UsageError('--format must be weekly or plays');
  const year = intFlag(flags, 'year');
  const week = intFlag(flags, 'week');

  const rows = (await readAll(file)).filter(
    (r) => (year === undefined || Number(r.season) === year) && (week === undefined || Number(r.week) === week),
  );
  const required = format === 'weekly' ? WEEKLY_REQUIRED_COLUMNS : PLAYS_REQUIRED_COLUMNS;
  const missing = rows.length ? required.filter((c) => !(c in rows[0])) : [];
  if (missing.length) throw new UsageError(`${file} is not in the ${format} format: missing column(s) ${missing.join(', ')}`);

  // one ingest per week, so each week gets its own stat_updates signal and memory stays small
  const weeks = new Map<string, Record<string, string>[]>();
  for (const r of rows) {
    const key = `${r.season}:${r.week}`;
    if (!weeks.has(key)) weeks.set(key, []);
    weeks.get(key)!.push(r);
  }
  await withDatabase(async ({ repos, now }) => {
    const index = await repos.stats.playerIndex();
    for (const [key, list] of weeks) {
      const started = Date.now();
      const ingest = format === 'weekly' ? ingestWeeklyStats : ingestPlays;
      const result = await ingest(repos, list, { now: now(), index });
      process.stdout.write(
        `${key} ${format}: ${list.length} rows -> ${result.lines} lines, ${result.esbids.length} games, ${result.unmatched.length} ids not in players (${Date.now() - started} ms)\n`,
      );
    }
  });
}

runCli(USAGE, main);
