import { getSeason, JOB_IDS } from '@league/shared-rules';
import { readCsvRecords } from '../import/csv';
import { projectFile } from '../import/datasets';
import { ingestPlays, ingestWeeklyStats } from '../features/stats-ingest/ingest';
import { scheduledState } from '../features/stats-ingest/lines';
import { generateMatchups } from '../features/season-play/matchups';
import { weekScoreboard } from '../features/season-play/week-lineups';
import { createLogger } from '../logger';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { runSeasonPlayJobs } from './season-play-jobs';

// A clock in week 3 of the 2025 season: weeks 1 and 2 were played (their real plays are ingested),
// week 3 has not been.
const NOW = new Date('2025-09-20T12:00:00Z');
const now = Math.floor(NOW.getTime() / 1000);
let app: TestApp;
beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players', 'schedules'] }, seedDemo: true, clock: () => NOW });
  // last season's weekly lines: the projections going into week 1
  const weekly: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile('player_weekly_stats_2023_2024.csv'))) if (r.season === '2024') weekly.push(r);
  await ingestWeeklyStats(app.repos, weekly, { now });
  const plays: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile('plays_2025.csv.gz'))) if (r.week === '1' || r.week === '2') plays.push(r);
  await ingestPlays(app.repos, plays, { now });
  // week 3 is on the NFL schedule, not played yet (the replay's reset puts its games back before kickoff)
  await app.repos.stats.insertGameStates((await app.repos.nfl.games(2025, 3)).map((g) => scheduledState(g, now)));
  await app.repos.stats.resetWeek(2025, 3, now);
  const league = (await app.repos.leagues.findById(1))!;
  await generateMatchups(app.repos, league.commishid!, 1, now);
}, 300_000);
afterAll(() => app.stop());

describe('week finalization and odds jobs', () => {
  it('before any final week, simulates the odds from the current lineups\' projections', async () => {
    const weekOne = Math.floor(Date.parse('2025-09-05T12:00:00Z') / 1000);
    expect(getSeason(weekOne)).toMatchObject({ year: 2025, week: 1 });
    expect(await runSeasonPlayJobs({ repos: app.repos, logger: createLogger('silent') }, weekOne)).toEqual({ finalized: 0, odds: 1, failures: [] });
    const odds = await app.repos.seasonPlay.latestOdds(1, 2025);
    expect(odds).toHaveLength(12);
    expect(odds.every((o) => o.week === 0 && o.sims === 10_000)).toBe(true);
    expect(odds.reduce((s, o) => s + o.playoff_odds, 0)).toBeCloseTo(6, 5);
    expect(odds.reduce((s, o) => s + o.championship_odds, 0)).toBeCloseTo(1, 5);
    // real projections differ, so the odds do too
    expect(new Set(odds.map((o) => o.playoff_odds)).size).toBeGreaterThan(3);
  });

  it('finalizes the played weeks in order, writes results from the real stats, then simulates the odds', async () => {
    expect(getSeason(now)).toMatchObject({ year: 2025, week: 3 });
    const logger = createLogger('silent');
    expect(await runSeasonPlayJobs({ repos: app.repos, logger }, now)).toEqual({ finalized: 2, odds: 1, failures: [] });
    expect((await app.repos.seasonPlay.findSeason(1, 2025))?.weeks_final).toEqual([1, 2]);
    for (const week of [1, 2]) {
      const rows = await app.repos.seasonPlay.lineupWeeks(1, 2025, week);
      expect(rows).toHaveLength(12);
      expect(rows.every((r) => r.final && r.points! > 0 && r.potential! >= r.points!)).toBe(true);
      const byTid = new Map(rows.map((r) => [r.tid, r.points]));
      for (const m of await app.repos.seasonPlay.matchups(1, 2025, week)) {
        expect([m.hp, m.ap]).toEqual([byTid.get(m.hid!), byTid.get(m.aid!)]);
      }
      expect((await app.repos.stats.gameStates(2025, week)).every((g) => g.status === 'final')).toBe(true);
    }
    expect((await app.repos.seasonPlay.lineupWeeks(1, 2025, 3))).toEqual([]);
    const odds = await app.repos.seasonPlay.latestOdds(1, 2025);
    expect(odds).toHaveLength(12);
    expect(odds.every((o) => o.week === 2 && o.sims === 10_000 && o.computed_at === now)).toBe(true);
    // six playoff places, two byes and one title are shared out across the teams
    expect(odds.reduce((s, o) => s + o.playoff_odds, 0)).toBeCloseTo(6, 5);
    expect(odds.reduce((s, o) => s + o.bye_odds, 0)).toBeCloseTo(2, 5);
    expect(odds.reduce((s, o) => s + o.championship_odds, 0)).toBeCloseTo(1, 5);
    const jobs = await app.repos.nfl.listJobs();
    expect(jobs.find((j) => j.job_id === JOB_IDS.finalize_week)).toMatchObject({ succ: true, timestamp: now });
    expect(jobs.find((j) => j.job_id === JOB_IDS.calculate_playoff_odds)).toMatchObject({ succ: true, timestamp: now });

    const standings = (await app.api('/api/leagues/1/standings?year=2025')).body;
    expect(standings).toMatchObject({ weeks_played: 2, odds_simulations: 10_000 });
    expect(standings.teams.every((t: { odds: unknown; wins: number; losses: number; ties: number }) => t.odds !== null && t.wins + t.losses + t.ties === 2)).toBe(true);
  });

  it('the scoreboard lines of a final week are its results; an open week shows projections from the weeks before', async () => {
    const board = await weekScoreboard(app.repos, 1, 2025, 2, now);
    const rows = new Map((await app.repos.seasonPlay.lineupWeeks(1, 2025, 2)).map((r) => [r.tid, r]));
    const matchups = await app.repos.seasonPlay.matchups(1, 2025, 2);
    expect(board).toHaveLength(12);
    for (const team of board) {
      expect(team.points).toBe(rows.get(team.tid)!.points);
      expect(team.minutes).toBe(0);
      expect(matchups.find((m) => m.uid === team.matchup)).toBeDefined();
    }
    const first = (await app.api('/api/leagues/1/matchups/2025/3/lineups')).body;
    const again = (await app.api('/api/leagues/1/matchups/2025/3/lineups')).body;
    expect(again).toEqual(first);
    for (const team of first.lineups) {
      expect(team.final).toBe(false);
      expect(team.points).toBe(0);
      expect(team.projected).toBeGreaterThan(0);
      expect(team.minutes).toBe(600);
      expect(team.starters.every((p: { status: string; points: null }) => p.status === 'scheduled' && p.points === null)).toBe(true);
    }
    const open = await weekScoreboard(app.repos, 1, 2025, 3, now);
    expect(open.map((t) => t.projected)).toEqual(first.lineups.map((l: { projected: number }) => l.projected));
  });

  it('runs again without finalizing anything twice', async () => {
    const logger = createLogger('silent');
    expect(await runSeasonPlayJobs({ repos: app.repos, logger }, now + 3600)).toEqual({ finalized: 0, odds: 0, failures: [] });
  });
});
