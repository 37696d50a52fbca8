import type { Repositories } from '../../db/repositories';
import type { PlayerIndex } from '../../db/repositories/stats.repository';
import { readCsvRecords } from '../../import/csv';
import { ingestPlays, ingestWeeklyStats, type IngestResult } from './ingest';
import { PLAYS_REQUIRED_COLUMNS, WEEKLY_REQUIRED_COLUMNS } from './lines';

export type StatsFileFormat = 'weekly' | 'plays';

/** A file that cannot be ingested: not CSV, no rows, or not one of the two formats (api/README.md). */
export class StatsFileError extends Error {}

export interface IngestFileOptions {
  /** Default: told by the header (a play-by-play file has game_id and play_id). */
  format?: StatsFileFormat;
  /** Only this season / week of the file. */
  year?: number;
  week?: number;
  now: () => number;
  index?: PlayerIndex;
}

export interface WeekIngest extends IngestResult {
  year: number;
  week: number;
  rows: number;
}

/** The format a header says: plays when it has every play-by-play column, weekly when every weekly one. */
export function formatOf(columns: readonly string[]): StatsFileFormat | null {
  const has = new Set(columns);
  if (PLAYS_REQUIRED_COLUMNS.every((c) => has.has(c))) return 'plays';
  if (WEEKLY_REQUIRED_COLUMNS.every((c) => has.has(c))) return 'weekly';
  return null;
}

/**
 * Ingests an nflverse weekly player-stats file or a play-by-play file (`.csv` or `.csv.gz`) through the
 * live ingest path, one week at a time (each week its own stat-update signal). The command line
 * (`npm run ingest`) and the stats inbox job both come here. Throws StatsFileError, before writing
 * anything, for a file in neither format or one that lacks the given format's columns.
 */
export async function ingestFile(repos: Repositories, file: string, options: IngestFileOptions): Promise<{ format: StatsFileFormat; weeks: WeekIngest[] }> {
  const rows: Record<string, string>[] = [];
  try {
    for await (const r of readCsvRecords(file)) {
      if ((options.year === undefined || Number(r.season) === options.year) && (options.week === undefined || Number(r.week) === options.week)) rows.push(r);
    }
  } catch (err) {
    throw new StatsFileError(`${file} could not be read as CSV: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!rows.length) throw new StatsFileError(`${file} has no rows${options.year !== undefined || options.week !== undefined ? ' for that season and week' : ''}`);
  const columns = Object.keys(rows[0]);
  const format = options.format ?? formatOf(columns);
  if (!format) throw new StatsFileError(`${file} is neither nflverse weekly player stats nor play-by-play (columns: ${columns.slice(0, 8).join(', ')}…)`);
  const required = format === 'weekly' ? WEEKLY_REQUIRED_COLUMNS : PLAYS_REQUIRED_COLUMNS;
  const missing = required.filter((c) => !columns.includes(c));
  if (missing.length) throw new StatsFileError(`${file} is not in the ${format} format: missing column(s) ${missing.join(', ')}`);

  const byWeek = new Map<string, Record<string, string>[]>();
  for (const r of rows) {
    const key = `${r.season}:${r.week}`;
    let list = byWeek.get(key);
    if (!list) byWeek.set(key, (list = []));
    list.push(r);
  }
  const index = options.index ?? (await repos.stats.playerIndex());
  const weeks: WeekIngest[] = [];
  for (const [key, list] of byWeek) {
    const [year, week] = key.split(':').map(Number);
    const ingest = format === 'weekly' ? ingestWeeklyStats : ingestPlays;
    weeks.push({ year, week, rows: list.length, ...(await ingest(repos, list, { now: options.now(), index })) });
  }
  return { format, weeks };
}
