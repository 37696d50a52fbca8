import mongoose from 'mongoose';
import { accumulatePlays, type PlayRow } from '@league/shared-rules';
import { startTestDatabase, type TestDatabase } from '../../db/connect';
import { ensureIndexes } from '../../db/ensure-indexes';
import { createRepositories, type Repositories } from '../../db/repositories';
import type { StatUpdateDoc } from '../../db/models/stats.model';
import { readCsvRecords } from '../../import/csv';
import { projectFile, type DataFile } from '../../import/datasets';
import { runImport } from '../../import/run-import';
import { eventually } from '../../test-support/eventually';
import { PlayModel, PlayTotalModel } from '../../db/models/nfl-data.model';
import { playTotalsPipeline } from '../data-views/play-totals';
import { finalizeStatsWeek, IngestSession, ingestPlays, ingestWeeklyStats } from './ingest';
import { linesOfGames, weeklyStats } from './lines';

/** Real rows of the project data (api/data), filtered; each file is parsed once for the whole file of tests. */
const parsed = new Map<DataFile, Promise<Record<string, string>[]>>();
async function rowsOf(file: DataFile, keep: (r: Record<string, string>) => boolean): Promise<Record<string, string>[]> {
  let rows = parsed.get(file);
  if (!rows) {
    rows = (async () => {
      const out: Record<string, string>[] = [];
      for await (const r of readCsvRecords(projectFile(file))) out.push(r);
      return out;
    })();
    parsed.set(file, rows);
  }
  return (await rows).filter(keep);
}

const NOW = 1_760_000_000;
const LAMAR = '00-0034796';

let db: TestDatabase;
let repos: Repositories;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  repos = createRepositories();
  await runImport(repos, { only: ['players', 'schedules'] });
}, 120_000);
afterAll(() => db.stop());

describe('stats ingest (embedded database, real nflverse rows)', () => {
  it('ingests plays in batches: lines equal one pass over all plays, the game is live, one signal per batch', async () => {
    const plays = await rowsOf('plays_2025.csv.gz', (r) => r.game_id === '2025_01_MIN_CHI');
    const third = Math.ceil(plays.length / 3);
    const first = await ingestPlays(repos, plays.slice(0, third), { now: NOW });
    expect(first.esbids).toEqual(['2025_01_MIN_CHI']);
    let [state] = await repos.stats.gameStates(2025, 1);
    expect(state).toMatchObject({ esbid: '2025_01_MIN_CHI', h: 'CHI', v: 'MIN', status: 'live' });
    expect(state.seconds_remaining).toBeGreaterThan(0);
    expect(state.kickoff).toBe(Date.UTC(2025, 8, 9, 0, 15) / 1000); // Monday 8 Sep 2025 20:15 New York
    await ingestPlays(repos, plays.slice(third, 2 * third), { now: NOW + 60 });
    await ingestPlays(repos, plays.slice(2 * third), { now: NOW + 120 });

    [state] = await repos.stats.gameStates(2025, 1);
    expect(state).toMatchObject({ seconds_remaining: 0, home_score: 24, away_score: 27, status: 'live', updated: NOW + 120 });
    const expected = linesOfGames(accumulatePlays(plays as PlayRow[]), await repos.stats.playerIndex()).lines;
    const lines = await repos.stats.weekLines(2025, 1);
    expect(lines).toHaveLength(expected.length);
    for (const e of expected) {
      expect(lines.find((l) => l.pid === e.pid)).toMatchObject({ source: 'plays', stats: e.stats, esbid: '2025_01_MIN_CHI', team: e.team });
    }
    expect(lines.find((l) => l.pid === 'CHI')).toMatchObject({ pos: 'DST', stats: { dint: 1, dtd: 1, dpa: 27 } });
    expect(await repos.stats.lastUpdated(2025, 1)).toBe(NOW + 120);
    expect(await repos.stats.lastUpdated(2025, 2)).toBeNull();

    // a repeated batch changes nothing but the signal
    await ingestPlays(repos, plays.slice(0, third), { now: NOW + 180 });
    expect((await repos.stats.weekLines(2025, 1)).map((l) => l.stats)).toEqual(lines.map((l) => l.stats));

    // the data-view engine's per-game play totals follow the stored plays of the game, batch by batch
    const totals = await PlayTotalModel.find({ esbid: '2025_01_MIN_CHI' }, { _id: 0 }).lean();
    const byKey = (r: Record<string, unknown>) => `${r.role}|${r.key}`;
    const fresh = (await Promise.all((['pass', 'rush', 'rec', 'team', 'def'] as const).map((role) => PlayModel.aggregate(playTotalsPipeline(role, {}) as never[])))).flat();
    expect(totals.map(byKey).sort()).toEqual(fresh.map(byKey).sort());
    expect(totals.find((r) => r.role === 'team' && r.key === 'CHI')).toEqual(fresh.find((r) => r.role === 'team' && r.key === 'CHI'));
    expect(totals.find((r) => r.role === 'team' && r.key === 'CHI')?.plays).toBeGreaterThan(40);
  }, 120_000); // reads 2025 plays (a season file) for its game: slow on a loaded CI machine, not a rule's cost

  it('weekly lines win over play lines for the keys the weekly file has; the rest stays play-derived', async () => {
    const weekly = await rowsOf('player_weekly_stats_2023_2024.csv', (r) => r.season === '2024' && r.week === '2');
    const plays = await rowsOf('plays_2024.csv.gz', (r) => r.game_id === '2024_02_LV_BAL');
    await ingestPlays(repos, plays, { now: NOW });
    const fromPlays = (await repos.stats.weekLines(2024, 2)).find((l) => l.gsis_id === LAMAR)!;
    // the pbp and official lines differ on Lamar Jackson's week-2 rushing yards (25 vs 45: a lateral/kneel difference)
    expect(fromPlays).toMatchObject({ source: 'plays', stats: { ry: 25 } });
    const result = await ingestWeeklyStats(repos, weekly, { now: NOW + 10 });
    expect(result.lines).toBeGreaterThan(100);
    const lamar = (await repos.stats.weekLines(2024, 2)).find((l) => l.gsis_id === LAMAR)!;
    expect(lamar).toMatchObject({ source: 'weekly', esbid: '2024_02_LV_BAL', team: 'BAL', pos: 'QB' });
    expect(lamar.stats.ry).toBe(45);
    expect(lamar.stats.ry_excluding_kneels).toBe(fromPlays.stats.ry_excluding_kneels);
    expect(lamar.parts.plays?.ry).toBe(25);
    expect(lamar.stats).toEqual({ ...fromPlays.stats, ...weeklyStats(weekly.find((r) => r.player_id === LAMAR)!) });
    // replaying the plays afterwards keeps the weekly values on top
    await ingestPlays(repos, plays, { now: NOW + 20 });
    expect((await repos.stats.weekLines(2024, 2)).find((l) => l.gsis_id === LAMAR)!.stats.ry).toBe(45);
    // a player of another game has only his weekly line, with his game found from the schedule
    const other = weekly.find((r) => r.recent_team === 'KC' && r.position === 'QB')!;
    expect((await repos.stats.weekLines(2024, 2)).find((l) => l.gsis_id === other.player_id)).toMatchObject({
      source: 'weekly', esbid: '2024_02_CIN_KC', parts: { weekly: weeklyStats(other) },
    });
  }, 120_000); // reads 2024 plays (a season file) for its game, as the test above

  it('onUpdate fires for each signal; finalizeStatsWeek marks the week final and signals once', async () => {
    const seen: StatUpdateDoc[] = [];
    const stop = repos.stats.onUpdate((u) => seen.push(u));
    try {
      // change streams start at their open: give the embedded server's cursor a moment to register
      await new Promise((r) => setTimeout(r, 200));
      const finalized = await finalizeStatsWeek(repos, 2025, 1, NOW + 500);
      expect(finalized).toEqual(['2025_01_MIN_CHI']);
      expect(await finalizeStatsWeek(repos, 2025, 1, NOW + 501)).toEqual([]);
      const got = await eventually(async () => seen, (s) => s.length >= 1);
      expect(got).toEqual([{ year: 2025, week: 1, esbids: ['2025_01_MIN_CHI'], pids: [], at: NOW + 500 }]);
      const [state] = await repos.stats.gameStates(2025, 1);
      expect(state).toMatchObject({ status: 'final', seconds_remaining: 0, home_score: 24, away_score: 27 });
      // a late correction does not reopen a final game
      const last = await rowsOf('plays_2025.csv.gz', (r) => r.game_id === '2025_01_MIN_CHI' && r.play_id === '4400');
      await ingestPlays(repos, last, { now: NOW + 600 });
      expect((await repos.stats.gameStates(2025, 1))[0].status).toBe('final');
      await eventually(async () => seen, (s) => s.length >= 2);
      expect(seen[1]).toMatchObject({ year: 2025, week: 1, esbids: ['2025_01_MIN_CHI'], at: NOW + 600 });
    } finally {
      stop();
    }
  });

  it('onUpdate reports a failed stream and reopens it after the last event it delivered', async () => {
    const seen: StatUpdateDoc[] = [];
    const errors: unknown[] = [];
    const stop = repos.stats.onUpdate((u) => seen.push(u), (err) => errors.push(err));
    const admin = mongoose.connection.db!.admin();
    try {
      await new Promise((r) => setTimeout(r, 200));
      await repos.stats.recordUpdate({ year: 2030, week: 1, esbids: [], pids: ['A'], at: 1 });
      await eventually(async () => seen, (s) => s.length >= 1);
      // a non-resumable error (code 2): the driver gives up, the repository reopens
      await admin.command({ configureFailPoint: 'failGetMoreAfterCursorCheckout', mode: { times: 1 }, data: { errorCode: 2 } });
      await eventually(async () => errors, (e) => e.length >= 1);
      await repos.stats.recordUpdate({ year: 2030, week: 1, esbids: [], pids: ['B'], at: 2 });
      const got = await eventually(async () => seen, (s) => s.length >= 2, 10_000);
      expect(got.map((u) => u.pids[0])).toEqual(['A', 'B']);
      expect(errors).toHaveLength(1);
    } finally {
      await admin.command({ configureFailPoint: 'failGetMoreAfterCursorCheckout', mode: 'off' });
      stop();
    }
  });

  it("a week's marker only moves forward, even when a writer's clock is behind", async () => {
    const first = await repos.stats.recordUpdate({ year: 2024, week: 9, esbids: [], pids: [], at: NOW + 500 });
    expect(first).toBe(NOW + 500);
    // a second process whose clock reads earlier (a replay against a running api, a restarted test clock)
    const behind = await repos.stats.recordUpdate({ year: 2024, week: 9, esbids: [], pids: [], at: NOW + 10 });
    expect(behind).toBe(NOW + 501);
    const same = await repos.stats.recordUpdate({ year: 2024, week: 9, esbids: [], pids: [], at: NOW + 501 });
    expect(same).toBe(NOW + 502);
    expect(await repos.stats.recordUpdate({ year: 2024, week: 9, esbids: [], pids: [], at: NOW + 900 })).toBe(NOW + 900);
    expect(await repos.stats.lastUpdated(2024, 9)).toBe(NOW + 900);
    // other weeks keep their own marker
    expect(await repos.stats.recordUpdate({ year: 2024, week: 10, esbids: [], pids: [], at: NOW })).toBe(NOW);
  });

  it('a feeder session (plays and schedule kept in memory) writes what stateless ingests write, play by play', async () => {
    const plays = await rowsOf('plays_2025.csv.gz', (r) => r.game_id === '2025_02_NE_MIA');
    const some = plays.slice(0, 40);
    const session = new IngestSession();
    const index = await repos.stats.playerIndex();
    for (const [i, p] of some.entries()) await ingestPlays(repos, [p], { now: NOW + 1000 + i, index, session });
    const withSession = (await repos.stats.weekLines(2025, 2)).map(({ updated: _u, ...l }) => l);
    const [stateWith] = (await repos.stats.gameStates(2025, 2)).filter((g) => g.esbid === '2025_02_NE_MIA');
    // the same plays again without a session: nothing changes (the lines equal a full read of the game)
    await ingestPlays(repos, some, { now: NOW + 2000 });
    expect((await repos.stats.weekLines(2025, 2)).map(({ updated: _u, ...l }) => l)).toEqual(withSession);
    const [stateWithout] = (await repos.stats.gameStates(2025, 2)).filter((g) => g.esbid === '2025_02_NE_MIA');
    expect({ ...stateWithout, updated: 0 }).toEqual({ ...stateWith, updated: 0 });
    expect(withSession.length).toBeGreaterThan(5);
    expect(session.plays.get('2025_02_NE_MIA')?.size).toBe(some.length);
  });
});
