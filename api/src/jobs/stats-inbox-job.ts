import os from 'node:os';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JOB_IDS } from '@league/shared-rules';
import type { Repositories } from '../db/repositories';
import { ingestFile, StatsFileError, type StatsFileFormat } from '../features/stats-ingest/ingest-file';
import { errorFields, type Logger } from '../logger';
import type { ScheduledJob } from './scheduler';

/** How often the inbox is looked at (and once at start). */
export const INBOX_EVERY_SECONDS = 600;

export interface StatsInboxDeps {
  repos: Repositories;
  logger: Logger;
  /** The folder files are dropped in; `done/` and `failed/` are made inside it. */
  dir: string;
  clock?: () => Date;
}

export interface InboxFileResult {
  file: string;
  format: StatsFileFormat | null;
  ok: boolean;
  weeks: number;
  lines: number;
  error?: string;
}

/** A finished drop: `.csv` or `.csv.gz`, not a hidden file or a copy in progress (`.part`). */
const isDrop = (name: string) => !name.startsWith('.') && /\.csv(\.gz)?$/i.test(name);

/**
 * The stats inbox job (72 import_player_stats for weekly files, 73 import_plays for play-by-play): each
 * nflverse file dropped in the inbox is ingested through the same path as `npm run ingest` (week by
 * week; every week signals the live scoreboard), then moved to `done/`, or to `failed/` with a
 * `<name>.error.txt` saying why, so a file is taken once and a bad one never blocks the rest. Files go
 * in name order (name them by date to keep corrections after the lines they correct). A file still
 * being copied must arrive under another name (`x.csv.part`, or a dot name) and be renamed when
 * complete: only whole `.csv`/`.csv.gz` names are taken.
 */
export async function runStatsInbox(deps: StatsInboxDeps, now: () => number): Promise<InboxFileResult[]> {
  let names: string[];
  try {
    names = (await readdir(deps.dir, { withFileTypes: true })).filter((e) => e.isFile() && isDrop(e.name)).map((e) => e.name).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  if (!names.length) return [];
  await mkdir(path.join(deps.dir, 'done'), { recursive: true });
  await mkdir(path.join(deps.dir, 'failed'), { recursive: true });
  const results: InboxFileResult[] = [];
  for (const name of names) {
    const file = path.join(deps.dir, name);
    try {
      const { format, weeks } = await ingestFile(deps.repos, file, { now });
      await rename(file, path.join(deps.dir, 'done', name));
      const lines = weeks.reduce((n, w) => n + w.lines, 0);
      results.push({ file: name, format, ok: true, weeks: weeks.length, lines });
      deps.logger.info('stats inbox: file ingested', { file: name, format, weeks: weeks.length, lines });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await rename(file, path.join(deps.dir, 'failed', name));
      await writeFile(path.join(deps.dir, 'failed', `${name}.error.txt`), `${message}\n`);
      results.push({ file: name, format: null, ok: false, weeks: 0, lines: 0, error: message });
      if (err instanceof StatsFileError) deps.logger.warn('stats inbox: file refused', { file: name, reason: message });
      else deps.logger.error('stats inbox: file failed', { file: name, ...errorFields(err) });
    }
  }
  const at = now();
  const record = (jobId: number, name: string, rows: InboxFileResult[]) => {
    if (!rows.length) return Promise.resolve();
    const failed = rows.filter((r) => !r.ok);
    return deps.repos.nfl.recordJob({
      job_id: jobId, name, succ: failed.length === 0, timestamp: at,
      reason: failed.length ? `failed: ${failed.map((r) => `${r.file} (${r.error})`).join('; ')}` : null,
    });
  };
  // A refused file has no format: it is reported with the play-by-play job, the one a feed would use.
  await record(JOB_IDS.import_player_stats, 'Import Player Stats', results.filter((r) => r.format === 'weekly'));
  await record(JOB_IDS.import_plays, 'Import Plays', results.filter((r) => r.format !== 'weekly'));
  return results;
}

/**
 * The inbox job for the scheduler: every ten minutes by the app clock, and at start. The inbox is a folder
 * of this machine, so the job's key names the host: processes on one machine share it (one looks), each
 * machine looks at its own.
 */
export function statsInboxJob(deps: StatsInboxDeps): ScheduledJob {
  return {
    key: `stats-inbox@${os.hostname()}`, name: 'Import Player Stats and Plays', jobIds: [JOB_IDS.import_player_stats, JOB_IDS.import_plays],
    next: (t) => (Math.floor(t / INBOX_EVERY_SECONDS) + 1) * INBOX_EVERY_SECONDS,
    previous: (t) => Math.floor(t / INBOX_EVERY_SECONDS) * INBOX_EVERY_SECONDS,
    run: async (now) => (await runStatsInbox(deps, () => now)).filter((r) => !r.ok).map((r) => r.file),
  };
}
