import { startTestDatabase, type TestDatabase } from '../../db/connect';
import { ensureIndexes } from '../../db/ensure-indexes';
import { createRepositories, type Repositories } from '../../db/repositories';
import { clockFrom } from '../../clock';
import { runImport, type ImportResult } from '../../import/run-import';

const AT = '2026-03-01T12:00:00.000Z';
const NOW = Date.parse(AT) / 1000;

let db: TestDatabase;
let repos: Repositories;
let results: ImportResult[];
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  repos = createRepositories();
  results = await runImport(repos, { only: ['players', 'schedules', 'stat_lines'], clock: clockFrom(AT) });
}, 300_000);
afterAll(() => db.stop());

describe('stat_lines import (full data set)', () => {
  it('loads every week of 2023–2025 once, and skips on the next start', async () => {
    const imported = results.find((r) => r.dataset === 'stat_lines')!;
    expect(imported.skipped).toBe(false);
    expect(imported.rows).toBeGreaterThan(15_000);
    const again = await runImport(repos, { only: ['stat_lines'], clock: clockFrom(AT) });
    expect(again[0].skipped).toBe(true);
  });

  it('game states: played games final with their score, 2026 scheduled with a New York kickoff', async () => {
    const [opener] = await repos.stats.gameStates(2024, 1);
    expect(opener).toMatchObject({ esbid: '2024_01_BAL_KC', status: 'final', home_score: 27, away_score: 20, seconds_remaining: 0 });
    expect(opener.kickoff).toBe(Date.UTC(2024, 8, 6, 0, 20) / 1000); // Thursday 5 Sep 2024 20:20 EDT
    const future = await repos.stats.gameStates(2026, 12);
    expect(future.length).toBeGreaterThan(10);
    for (const g of future) expect(g).toMatchObject({ status: 'scheduled', seconds_remaining: 3600, home_score: 0, away_score: 0 });
  });

  it('2024: weekly lines win, defences come from the plays; 2025: plays with kicking', async () => {
    const week2 = await repos.stats.weekLines(2024, 2);
    const lamar = week2.find((l) => l.gsis_id === '00-0034796')!;
    expect(lamar).toMatchObject({ source: 'weekly', team: 'BAL', esbid: '2024_02_LV_BAL', stats: { ry: 45, py: 247 }, parts: { plays: { ry: 25 } } });
    const ravens = week2.find((l) => l.pid === 'BAL')!;
    expect(ravens).toMatchObject({ pos: 'DST', source: 'plays', esbid: '2024_02_LV_BAL', stats: { dpa: 26 } });
    // nflverse codes LA and LV are the DST pids (teams.csv team_abbr)
    expect(week2.find((l) => l.pid === 'LV')).toMatchObject({ pos: 'DST', stats: { dpa: 23 } });

    const week1 = await repos.stats.weekLines(2025, 1);
    expect(week1.find((l) => l.gsis_id === '00-0039404')).toMatchObject({ source: 'plays', team: 'MIN', pos: 'K' });
    expect(week1.find((l) => l.pid === 'CHI')).toMatchObject({ stats: { dint: 1, dtd: 1, dpa: 27 } });
    // the test clock runs on from AT during the import
    const updated = (await repos.stats.lastUpdated(2025, 1))!;
    expect(updated).toBeGreaterThanOrEqual(NOW);
    expect(updated).toBeLessThan(NOW + 300);
    const season = await repos.stats.seasonLines(2024, 4);
    expect(new Set(season.map((l) => l.week))).toEqual(new Set([1, 2, 3, 4]));
  });
});
