import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JOB_IDS } from '@league/shared-rules';
import { startTestDatabase, type TestDatabase } from '../db/connect';
import { ensureIndexes } from '../db/ensure-indexes';
import { createRepositories, type Repositories } from '../db/repositories';
import { readCsvRecords } from '../import/csv';
import { projectFile } from '../import/datasets';
import { runImport } from '../import/run-import';
import { createLogger } from '../logger';
import { runStatsInbox } from './stats-inbox-job';

/** Real rows of the shipped data, written back as CSV: what an operator drops in the inbox. */
async function csvOf(file: Parameters<typeof projectFile>[0], keep: (r: Record<string, string>) => boolean): Promise<string> {
  const rows: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile(file))) if (keep(r)) rows.push(r);
  const columns = Object.keys(rows[0]);
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [columns.join(','), ...rows.map((r) => columns.map((c) => cell(r[c] ?? '')).join(','))].join('\n') + '\n';
}

const NOW = 1_765_000_000;
let db: TestDatabase;
let repos: Repositories;
let dir: string;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  repos = createRepositories();
  await runImport(repos, { only: ['players', 'schedules'] });
  dir = await mkdtemp(path.join(os.tmpdir(), 'stats-inbox-'));
}, 120_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await db.stop();
});

describe('stats inbox job', () => {
  it('ingests dropped play-by-play and weekly files, moves them to done/, refuses a bad one into failed/ with the reason', async () => {
    await writeFile(path.join(dir, '2025-w03-plays.csv'), await csvOf('plays_2025.csv.gz', (r) => r.game_id === '2025_03_ATL_CAR'));
    await writeFile(path.join(dir, '2024-w07-weekly.csv'), await csvOf('player_weekly_stats_2023_2024.csv', (r) => r.season === '2024' && r.week === '7'));
    await writeFile(path.join(dir, 'notes.csv'), 'a,b\n1,2\n');
    await writeFile(path.join(dir, 'still-copying.csv.part'), 'game_id,play_id\n');

    const results = await runStatsInbox({ repos, logger: createLogger('silent'), dir }, () => NOW);

    expect(results.map((r) => [r.file, r.format, r.ok])).toEqual([
      ['2024-w07-weekly.csv', 'weekly', true],
      ['2025-w03-plays.csv', 'plays', true],
      ['notes.csv', null, false],
    ]);
    expect(results[1].lines).toBeGreaterThan(20);
    const lines = await repos.stats.weekLines(2025, 3);
    expect(new Set(lines.map((l) => l.esbid))).toEqual(new Set(['2025_03_ATL_CAR']));
    expect(lines.find((l) => l.pid === 'CAR')?.pos).toBe('DST');
    expect((await repos.stats.weekLines(2024, 7)).length).toBeGreaterThan(200);
    expect(await repos.stats.lastUpdated(2025, 3)).toBe(NOW);

    expect((await readdir(path.join(dir, 'done'))).sort()).toEqual(['2024-w07-weekly.csv', '2025-w03-plays.csv']);
    expect((await readdir(path.join(dir, 'failed'))).sort()).toEqual(['notes.csv', 'notes.csv.error.txt']);
    expect(await readFile(path.join(dir, 'failed', 'notes.csv.error.txt'), 'utf8')).toMatch(/neither nflverse weekly player stats nor play-by-play/);
    // a copy in progress is left where it is
    expect(existsSync(path.join(dir, 'still-copying.csv.part'))).toBe(true);

    const jobs = await repos.nfl.listJobs();
    expect(jobs.find((j) => j.job_id === JOB_IDS.import_player_stats)).toMatchObject({ succ: true, reason: null, timestamp: NOW });
    expect(jobs.find((j) => j.job_id === JOB_IDS.import_plays)).toMatchObject({ succ: false, timestamp: NOW });
    expect(jobs.find((j) => j.job_id === JOB_IDS.import_plays)?.reason).toMatch(/^failed: notes\.csv/);

    // nothing new: nothing is done, no job record changes
    expect(await runStatsInbox({ repos, logger: createLogger('silent'), dir }, () => NOW + 600)).toEqual([]);
  }, 120_000);

  it('an absent inbox folder is not an error', async () => {
    expect(await runStatsInbox({ repos, logger: createLogger('silent'), dir: path.join(dir, 'missing') }, () => NOW)).toEqual([]);
  });
});
