/**
 * `npm run replay -w @league/api -- --year 2025 --week 5 [--speed 60] [--game 2025_05_DAL_NYJ[,…]] [--file plays.csv.gz] [--batch-seconds 30] [--no-weekly]`
 * Replays a past week through the live ingest path (replayWeek): RESETS THE WEEK FIRST, then feeds its
 * plays in game-clock order at `speed` game seconds per second (`--speed inf`: no waiting). Plays come
 * from --file, else api/data/plays_<year>.csv.gz when it exists, else the `plays` collection (read
 * before the reset removes them). `--game` replays only those games (only they are reset). Ctrl-C stops
 * between batches.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectDataDir } from '../../import/datasets';
import { intFlag, parseFlags, readAll, runCli, UsageError, withDatabase } from './cli-support';
import { replayWeek } from './replay';

const USAGE =
  'usage: npm run replay -w @league/api -- --year Y --week W [--speed 60|inf] [--game ESBID[,ESBID…]] [--file plays.csv[.gz]] [--batch-seconds 30] [--no-weekly]';

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['year', 'week', 'speed', 'file', 'batch-seconds', 'game'], ['no-weekly']);
  const year = intFlag(flags, 'year');
  const week = intFlag(flags, 'week');
  if (year === undefined || week === undefined) throw new UsageError('--year and --week are required');
  const rawSpeed = flags.get('speed') ?? '60';
  const speed = rawSpeed === 'inf' || rawSpeed === 'Infinity' ? Infinity : Number(rawSpeed);
  if (!(speed > 0)) throw new UsageError('--speed must be a positive number or inf');
  const projectFile = path.join(projectDataDir, `plays_${year}.csv.gz`);
  const file = typeof flags.get('file') === 'string' ? (flags.get('file') as string) : existsSync(projectFile) ? projectFile : null;

  const abort = new AbortController();
  process.on('SIGINT', () => abort.abort());
  await withDatabase(async ({ repos, now }) => {
    const plays = file
      ? (await readAll(file)).filter((r) => Number(r.season) === year && Number(r.week) === week)
      : await repos.stats.playsOfWeek(year, week);
    if (!plays.length) throw new UsageError(`no plays of ${year} week ${week} in ${file ?? 'the plays collection'}`);
    process.stdout.write(`replaying ${year} week ${week}: ${plays.length} plays from ${file ?? 'the plays collection'} at speed ${speed}\n`);
    const started = Date.now();
    const result = await replayWeek(repos, {
      year, week, speed, plays, now, signal: abort.signal,
      batchSeconds: intFlag(flags, 'batch-seconds'),
      games: typeof flags.get('game') === 'string' ? (flags.get('game') as string).split(',').filter(Boolean) : undefined,
      applyWeekly: !flags.has('no-weekly'),
      onBatch: (b) => {
        if (b.batch % 25 === 0 || b.batch === b.batches) process.stdout.write(`batch ${b.batch}/${b.batches}: ${b.plays} plays\n`);
      },
    });
    process.stdout.write(`${abort.signal.aborted ? 'stopped' : 'done'}: ${result.plays} plays, ${result.games} games, ${result.batches} batches in ${Date.now() - started} ms\n`);
  });
}

runCli(USAGE, main);
