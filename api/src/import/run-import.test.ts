import { startTestDatabase, type TestDatabase } from '../db/connect';
import { ensureIndexes } from '../db/ensure-indexes';
import { createRepositories, type Repositories } from '../db/repositories';
import { runImport } from './run-import';
import { PlayModel, PlayTotalModel } from '../db/models/nfl-data.model';
import { playTotalsPipeline } from '../features/data-views/play-totals';
import { PLAY_ROLES, type PlayRole } from '../features/data-views/engine/play-measures';

/** The data-view engine's per-game play totals as stored, and as the current plays give them. */
async function playTotals() {
  const key = (r: Record<string, unknown>) => `${r.role}|${r.key}|${r.esbid}`;
  const sorted = (rows: Array<Record<string, unknown>>) => rows.map((r) => ({ ...r, _id: undefined })).sort((a, b) => (key(a) < key(b) ? -1 : 1));
  const stored = sorted(await PlayTotalModel.find({}).lean());
  const fresh = sorted((await Promise.all((Object.keys(PLAY_ROLES) as PlayRole[]).map((role) => PlayModel.aggregate(playTotalsPipeline(role, {}) as never[])))).flat());
  return { stored, fresh };
}

let db: TestDatabase;
let repos: Repositories;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  repos = createRepositories();
});
afterAll(() => db.stop());

describe('runImport (200 rows per file)', () => {
  it('imports every dataset, then does nothing on a second run', async () => {
    const first = await runImport(repos, { limit: 200 });
    expect(first.map((r) => r.dataset)).toEqual(['players', 'schedules', 'player_stats', 'player_reports', 'plays', 'stat_lines']);
    expect(first.every((r) => !r.skipped && r.rows > 0)).toBe(true);
    // 200 players.csv rows (minus pid collisions) + 32 team defenses
    expect(await repos.players.count()).toBeGreaterThan(200);
    expect(await repos.nfl.count('plays')).toBe(400);
    expect(await repos.nfl.count('nfl_teams')).toBe(32);

    const second = await runImport(repos, { limit: 200 });
    expect(second.every((r) => r.skipped)).toBe(true);
    expect(await repos.nfl.count('plays')).toBe(400);
  });

  it('two imports at once (two api processes on one database) write each dataset once', async () => {
    // A changed limit changes the recorded hash, so both runs find every dataset out of date.
    const [a, b] = await Promise.all([runImport(repos, { limit: 150 }), runImport(repos, { limit: 150 })]);
    for (let i = 0; i < a.length; i++) {
      // exactly one of the two runs imported each dataset; the other waited and then skipped it
      expect([a[i].skipped, b[i].skipped].sort()).toEqual([false, true]);
    }
    expect(await repos.nfl.count('plays')).toBe(300);
    expect(await repos.nfl.count('nfl_teams')).toBe(32);
    // put the 200-row data back for the tests below
    await runImport(repos, { limit: 200 });
    // three imports, each now also building the data views' play totals: on a loaded 2-core machine this
    // took over the suite's 30 s (a failed lock would show as a wrong count, not as time)
  }, 90_000);

  it('maps players, defenses, games and plays to their documents', async () => {
    expect(await repos.players.findByPid('CAMX-WARD-2025-2002-05-25')).toMatchObject({
      name: 'Cam Ward', pos: 'QB', team: 'TEN', nfl_draft_year: 2025, round: 1, gsis_id: '00-0040676', mfl_id: '17030',
    });
    expect(await repos.players.findByPid('KC')).toMatchObject({ pos: 'DST', name: 'Kansas City Chiefs' });
    const [game] = await repos.nfl.games(2020, 1);
    expect(game).toMatchObject({ esbid: '2020_01_HOU_KC', h: 'KC', v: 'HOU', home_score: 34, spread_line: 9.5, espn: '401220225' });
    const plays = await repos.nfl.all('plays', { esbid: '2024_01_ARI_BUF' });
    expect(plays.length).toBeGreaterThan(0);
    expect(plays[0]).toMatchObject({ year: 2024, week: 1 });
    expect(typeof plays[0].playId).toBe('number');
  });

  it("sets players' injury status from their latest injury report; players without one keep null", async () => {
    const injured = await repos.players.search({}, { limit: 100000, offset: 0 });
    const withStatus = injured.players.filter((p) => p.injury_status !== null);
    expect(withStatus.length).toBeGreaterThan(0);
    for (const p of withStatus) expect(['OUT', 'QUESTIONABLE', 'DOUBTFUL']).toContain(p.injury_status);
    // last reports of 2025: Travis Hunter week 9 Out, Omarion Hampton wild card (week 19) Questionable
    expect(await repos.players.findByPid('TRAV-HUNT-2025-2003-05-18')).toMatchObject({ injury_status: 'OUT' });
    expect(await repos.players.findByPid('OMAR-HAMP-2025-2003-03-16')).toMatchObject({ injury_status: 'QUESTIONABLE' });
    expect(await repos.players.findByPid('CAMX-WARD-2025-2002-05-25')).toMatchObject({ injury_status: null });
    expect(await repos.players.findByPid('KC')).toMatchObject({ injury_status: null });
  });

  it('re-imports a dataset whose recorded version differs', async () => {
    const rec = (await repos.nfl.findImport('schedules'))!;
    await repos.nfl.recordImport({ ...rec, version: rec.version - 1 });
    const again = await runImport(repos, { limit: 200 });
    expect(again.find((r) => r.dataset === 'schedules')?.skipped).toBe(false);
    expect(again.filter((r) => !r.skipped)).toHaveLength(1);
    expect(await repos.nfl.count('nfl_games')).toBe(200);
  });

  it("builds the data-view engine's play totals with the plays, and rebuilds them when the plays re-import", async () => {
    const first = await playTotals();
    expect(first.stored.length).toBeGreaterThan(0);
    expect(first.stored).toEqual(first.fresh);
    // fewer plays: a re-import of the plays dataset (its limit is in its hash) replaces the totals too
    const again = await runImport(repos, { limit: 200, limits: { plays: 60 } });
    expect(again.find((r) => r.dataset === 'plays')?.skipped).toBe(false);
    const second = await playTotals();
    expect(second.stored).toEqual(second.fresh);
    expect(second.stored.length).toBeLessThan(first.stored.length);
    await runImport(repos, { limit: 200 });
  });

  it('serves searches from a snapshot that a re-import replaces', async () => {
    const before = await repos.players.search({}, { limit: 1, offset: 0 });
    await runImport(repos, { limit: 200, limits: { players: 50 } });
    const after = await repos.players.search({}, { limit: 1, offset: 0 });
    expect(after.total).toBeLessThan(before.total);
    expect(after.total).toBe(await repos.players.count());
  });
});
