import { calculatePoints, scoringFormatFromLeague } from '@league/shared-rules';
import { CareerlogsSchema, MatchupListSchema, StandingsSchema, WeekLineupsSchema } from '@league/shared-rules/contracts';
import { readCsvRecords } from '../import/csv';
import { projectFile } from '../import/datasets';
import { ingestWeeklyStats } from '../features/stats-ingest/ingest';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { seedDemoHistory } from './demo-history';

// The demo league on a fixed clock in the 2026 season, with the real 2023 and 2024 weekly stats
// ingested (the weekly file has offence only, so kickers and defences score nothing here).
const NOW = new Date('2026-11-25T17:00:00Z');
let app: TestApp;
beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players', 'schedules'] }, seedDemo: true, clock: () => NOW });
  const rows: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile('player_weekly_stats_2023_2024.csv'))) rows.push(r);
  await ingestWeeklyStats(app.repos, rows, { now: Math.floor(NOW.getTime() / 1000) });
  const result = await seedDemoHistory(app.repos, { now: NOW, years: [2024] });
  expect(result.played).toEqual([2024]);
}, 300_000);
afterAll(() => app.stop());

describe('demo league history played from real stats', () => {
  it('plays all 17 weeks: every regular-season game scored, the playoffs and a champion', async () => {
    const { matchups, playoffs } = MatchupListSchema.parse((await app.api('/api/leagues/1/matchups?year=2024')).body);
    expect(matchups).toHaveLength(84);
    const scores = matchups.flatMap((m) => (m.type === 'head_to_head' ? [m.hp, m.ap] : []));
    // real weekly totals of ten starters (offence only here): never missing, never implausible
    expect(scores.every((p) => p !== null && p > 10 && p < 250)).toBe(true);
    expect(playoffs.filter((m) => m.week === 15)).toHaveLength(2);
    const title = playoffs.find((m) => m.type === 'tournament');
    expect(title).toMatchObject({ week: 17 });
    const season = (await app.api('/api/leagues/1/seasons/2024')).body;
    expect(season).toMatchObject({ wildcard_round: 15, championship_round: [16, 17], finalized: true });
    expect(title?.type === 'tournament' && title.tids).toContain(season.champion);
    const standings = StandingsSchema.parse((await app.api('/api/leagues/1/standings?year=2024')).body);
    expect(standings.weeks_played).toBe(14);
    expect(standings.champion).toBe(season.champion);
    expect(standings.teams.reduce((s, t) => s + t.wins + t.losses + t.ties, 0)).toBe(168);
    expect(standings.teams.find((t) => t.tid === season.champion)?.post_season_finish).toBe(1);
    expect(standings.bracket.map((r) => r.name)).toEqual(['Wildcard', 'Championship']);
  });

  it('week 5: the lineup points are the real stat lines under the league scoring, and the matchup shows them', async () => {
    const week = WeekLineupsSchema.parse((await app.api('/api/leagues/1/matchups/2024/5/lineups')).body);
    const league = (await app.api('/api/leagues/1')).body;
    const format = scoringFormatFromLeague(league);
    const lines = new Map((await app.repos.stats.weekLines(2024, 5)).map((l) => [l.pid, l]));
    for (const team of week.lineups) {
      expect(team.final).toBe(true);
      let sum = 0;
      for (const p of team.starters) {
        const line = lines.get(p.pid);
        const expected = line ? Math.round(calculatePoints(line.stats, format, p.pos).total * 100) / 100 : null;
        if (expected !== null) expect(p.points).toBeCloseTo(expected, 2);
        sum += p.points ?? 0;
      }
      expect(team.points).toBeCloseTo(sum, 1);
    }
    const games = MatchupListSchema.parse((await app.api('/api/leagues/1/matchups?year=2024&week=5')).body).matchups;
    for (const g of games) {
      if (g.type !== 'head_to_head') continue;
      expect(g.hp).toBeCloseTo(week.lineups.find((l) => l.tid === g.hid)!.points, 2);
    }
  });

  it('is idempotent: a second start plays nothing, and the current season has its schedule', async () => {
    expect((await seedDemoHistory(app.repos, { now: NOW, years: [2024] })).played).toEqual([]);
    expect(MatchupListSchema.parse((await app.api('/api/leagues/1/matchups')).body).matchups).toHaveLength(84);
    // the played season is one of the league's years, for the year selectors
    expect((await app.api('/api/leagues/1')).body.years).toEqual([2024, 2026]);
  });

  it('careerlogs: the played season per team and per owner, agreeing with its standings, with ranks', async () => {
    const res = await app.api('/api/leagues/1/careerlogs');
    expect(res.status).toBe(200);
    const logs = CareerlogsSchema.parse(res.body);
    const standings = StandingsSchema.parse((await app.api('/api/leagues/1/standings?year=2024')).body);
    expect(logs.teams).toHaveLength(12);
    for (const line of standings.teams) {
      const log = logs.teams.find((t) => t.tid === line.tid)!;
      expect([log.wins, log.losses, log.ties, log.num_seasons, log.first_season_year]).toEqual([line.wins, line.losses, line.ties, 1, 2024]);
      expect(log.pf).toBeCloseTo(line.pf, 2);
    }
    expect(logs.teams.reduce((s, t) => s + t.championships, 0)).toBe(1);
    expect(logs.teams.find((t) => t.tid === standings.champion)!.championships).toBe(1);
    expect(logs.teams.reduce((s, t) => s + t.num_byes, 0)).toBe(2);
    // every regular-season week has a high score (ties share it)
    expect(logs.teams.reduce((s, t) => s + t.weekly_high_scores, 0)).toBeGreaterThanOrEqual(14);
    const mostWins = Math.max(...logs.teams.map((t) => t.wins));
    expect(logs.teams.filter((t) => t.ranks.wins === 1).every((t) => t.wins === mostWins)).toBe(true);
    // owner N owns team N: one user line per team, with the same numbers
    expect(logs.users).toHaveLength(12);
    const owner5 = logs.users.find((u) => u.username === 'owner5')!;
    expect(owner5.wins).toBe(logs.teams.find((t) => t.tid === 5)!.wins);
    expect((await app.api('/api/leagues/999/careerlogs')).status).toBe(404);
  });
});
