import {
  PercentilesSchema,
  PlayerGamelogsSchema,
  PlayerMarketsSchema,
  PracticeReportSchema,
  TeamSeasonlogsSchema,
} from '@league/shared-rules/contracts';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { readCsvRecords } from '../../import/csv';
import { projectFile } from '../../import/datasets';
import { ingestWeeklyStats } from '../../features/stats-ingest/ingest';
import { importPropMarkets } from '../../features/research/prop-markets-import';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The real data: players, schedule (lines and results), the passing/rushing game files and the 2025
// injury reports, plus the official 2023–2024 weekly lines as the stat lines (the plays are not loaded,
// so 2025 has only the partial game-file lines here).
const NOW = new Date('2026-11-25T17:00:00.000Z');
const ALLEN = 'JOSH-ALLE-2018-1996-05-21';
let app: TestApp;
let mahomes = '';
const rows: Record<string, string>[] = [];
beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players', 'schedules', 'player_stats', 'player_reports'] }, seedDemo: true, clock: () => NOW });
  for await (const r of readCsvRecords(projectFile('player_weekly_stats_2023_2024.csv'))) rows.push(r);
  await ingestWeeklyStats(app.repos, rows, { now: Math.floor(NOW.getTime() / 1000) });
  mahomes = (await app.repos.players.idIndex('gsis_id')).get('00-0033873')!;
}, 300_000);
afterAll(() => app.stop());

describe('GET /players/:pid/gamelogs', () => {
  it("answers Josh Allen's seasons: complete lines scored with rank and points added, 2020–2022 partial", async () => {
    const res = await app.api(`/api/players/${ALLEN}/gamelogs`);
    expect(res.status).toBe(200);
    const body = PlayerGamelogsSchema.parse(res.body);
    expect(body.pos).toBe('QB');
    expect(body.years.map((y) => y.year)).toEqual([2025, 2024, 2023, 2022, 2021, 2020]);
    expect(body.years.find((y) => y.year === 2023)!.complete).toBe(true);
    expect(body.years.find((y) => y.year === 2021)!.complete).toBe(false);
    // 2023 week 2 at LV: 274 yards (0.05), 3 TD passes (4), 7 rushing yards (0.1) = 26.4
    const w2 = body.gamelogs.find((g) => g.year === 2023 && g.week === 2)!;
    expect(w2).toMatchObject({ tm: 'BUF', opp: 'LV', day: 'SUN', seas_type: 'REG', py: 274, tdp: 3, pc: 31, pa: 37, ry: 7 });
    expect(w2.pts).toBeCloseTo(26.4);
    expect(w2.pos_rnk).toBeGreaterThanOrEqual(1);
    expect(typeof w2.points_added).toBe('number');
    // the 2021 file lines carry passing and rushing, no points
    const old = body.gamelogs.find((g) => g.year === 2021)!;
    expect(old.pts).toBeNull();
    expect(old.pos_rnk).toBeNull();
    expect(typeof old.py).toBe('number');
    // newest first
    expect(body.gamelogs[0].year).toBe(2025);
  });

  it('filters by years and season type; the week-1 rank leader has rank 1', async () => {
    const res = await app.api(`/api/players/${ALLEN}/gamelogs?years=2024&seas_type=POST`);
    const body = PlayerGamelogsSchema.parse(res.body);
    expect(body.gamelogs.length).toBeGreaterThan(0);
    expect(body.gamelogs.every((g) => g.year === 2024 && g.seas_type === 'POST' && g.week > 18)).toBe(true);
    const week = (await app.api('/api/stats/gamelogs/players?year=2024&week=1&position=QB')).body;
    expect(week[0].pos_rnk).toBe(1);
    expect(week[0].pts).toBeGreaterThanOrEqual(week[1].pts);
  });

  it('answers 404 for an unknown player and 400 for bad parameters', async () => {
    const missing = await app.api('/api/players/ZZZZ-ZZZZ-2000-1990-01-01/gamelogs');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const bad = await app.api(`/api/players/${ALLEN}/gamelogs?years=1800`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('INVALID_PARAMS');
    const badPid = await app.api('/api/players/not-a-pid/gamelogs');
    expect(badPid.status).toBe(400);
    expect((await app.api(`/api/players/${ALLEN}/gamelogs?leagueId=999`)).status).toBe(404);
  });

  it('answers a corrected line on the next request (the kept answer is keyed by the stat markers, which every writer moves)', async () => {
    const path = `/api/players/${ALLEN}/gamelogs?years=2023`;
    const week2 = (body: { gamelogs: Array<{ year: number; week: number; py?: number | null; pts: number | null }> }) =>
      body.gamelogs.find((g) => g.year === 2023 && g.week === 2)!;
    expect(week2((await app.api(path)).body).py).toBe(274);
    const original = rows.find((r) => r.player_id === '00-0034857' && r.season === '2023' && r.week === '2')!;
    const later = Math.floor(NOW.getTime() / 1000) + 60;
    // written through the repositories, as another api process or the stats job would
    await ingestWeeklyStats(app.repos, [{ ...original, passing_yards: '294' }], { now: later });
    const corrected = week2((await app.api(path)).body);
    expect(corrected.py).toBe(294);
    expect(corrected.pts).toBeCloseTo(27.4);
    await ingestWeeklyStats(app.repos, [original], { now: later + 60 });
    expect(week2((await app.api(path)).body).py).toBe(274);
  });
});

describe('GET /stats/gamelogs/players (opponent gamelogs)', () => {
  it("lists the WR games against an opponent, best first, every one against it", async () => {
    const res = await app.api('/api/stats/gamelogs/players?year=2024&opponent=KC&position=WR');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(20);
    for (const g of res.body) expect(g).toMatchObject({ opp: 'KC', pos: 'WR', year: 2024 });
    expect(res.body[0].pts).toBeGreaterThanOrEqual(res.body[res.body.length - 1].pts);
  });
});

describe('GET /players/:pid/practices', () => {
  it("answers Patrick Mahomes's 2025 reports, newest first", async () => {
    const res = await app.api(`/api/players/${mahomes}/practices`);
    expect(res.status).toBe(200);
    const reports = res.body.map((r: unknown) => PracticeReportSchema.parse(r));
    expect(reports.length).toBeGreaterThan(3);
    expect(reports[0].week).toBeGreaterThanOrEqual(reports[reports.length - 1].week);
    expect(reports.find((r: { week: number }) => r.week === 3)).toMatchObject({
      year: 2025,
      team: 'KC',
      practice_status: 'Full Participation in Practice',
      practice_inj: 'Wrist',
      status: null,
      m: null,
    });
    expect((await app.api('/api/players/ZZZZ-ZZZZ-2000-1990-01-01/practices')).status).toBe(404);
  });
});

describe('GET /players/:pid/markets', () => {
  it("answers the Bills' game markets from the schedule, settled and with window rates", async () => {
    const res = await app.api(`/api/players/${ALLEN}/markets`);
    expect(res.status).toBe(200);
    const body = PlayerMarketsSchema.parse(res.body);
    expect(body).toMatchObject({ team: 'BUF', prop_markets: 0 });
    const opener = body.markets.filter((m) => m.esbid === '2024_01_ARI_BUF');
    expect(opener.map((m) => m.market_type).sort()).toEqual(['GAME_MONEYLINE', 'GAME_SPREAD', 'GAME_TOTAL']);
    const spread = opener.find((m) => m.market_type === 'GAME_SPREAD')!.selections[0];
    // BUF -6.5 at -115, won 34–28: no cover
    expect(spread).toMatchObject({ selection_name: 'BUF', selection_metric_line: -6.5, odds_american: -115, result: 'miss' });
    expect(spread.implied_probability).toBeCloseTo(115 / 215);
    const total = opener.find((m) => m.market_type === 'GAME_TOTAL')!.selections;
    expect(total.find((s) => s.selection_type === 'OVER')).toMatchObject({ selection_metric_line: 46, result: 'hit' });
    // the 2024 opener's "last season" window is BUF's 2023 covers; edge = rate - implied probability
    expect(spread.last_season_hit_rate_hard).not.toBeNull();
    expect(spread.last_season_edge_hard!).toBeCloseTo(spread.last_season_hit_rate_hard! - 115 / 215);
    expect(spread.current_season_hit_rate_hard).toBeNull(); // nothing earlier in 2024
    // 2020 through the 2026 schedule (unsettled)
    expect(body.markets[0].year).toBe(2020);
    const future = body.markets.filter((m) => m.year === 2026);
    expect(future.every((m) => m.selections.every((s) => s.result === null))).toBe(true);
    expect((await app.api('/api/players/ZZZZ-ZZZZ-2000-1990-01-01/markets')).status).toBe(404);
  });
});

describe('GET /percentiles/:key', () => {
  it('QB passing over qualifying games (14+ attempts), interceptions reversed', async () => {
    const res = await app.api('/api/percentiles/QB_PASSING');
    expect(res.status).toBe(200);
    const body = PercentilesSchema.parse(res.body);
    expect(body.years).toEqual([2023, 2024]);
    expect(body.games).toBeGreaterThan(500);
    expect(body.fields.pa.min).toBeGreaterThanOrEqual(14);
    const py = body.fields.py;
    expect(py.p25).toBeLessThanOrEqual(py.p50);
    expect(py.p99).toBeLessThanOrEqual(py.max);
    expect(body.fields.ints.max).toBe(0);
    expect(body.fields.ints.min).toBeGreaterThan(body.fields.ints.p90);
    expect(body.fields.pts).toBeDefined();
  });

  it('WR receiving needs 8 targets; unknown keys answer 404', async () => {
    const body = PercentilesSchema.parse((await app.api('/api/percentiles/WR_RECEIVING')).body);
    expect(body.fields.trg.min).toBeGreaterThanOrEqual(8);
    const unknown = await app.api('/api/percentiles/K_PASSING');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect((await app.api('/api/percentiles/bad-key!')).status).toBe(400);
  });
});

describe('GET /seasonlogs/teams', () => {
  it('ranks each defence by fantasy points allowed per position (1 = most)', async () => {
    const res = await app.api('/api/seasonlogs/teams?year=2024');
    expect(res.status).toBe(200);
    const body = TeamSeasonlogsSchema.parse(res.body);
    expect(body.year).toBe(2024);
    expect(Object.keys(body.teams)).toHaveLength(32);
    const wr = Object.values(body.teams).map((t) => t.WR_AGAINST_ADJ).sort((a, b) => a.rnk - b.rnk);
    expect(wr[0].rnk).toBe(1);
    expect(wr[0].pts).toBeGreaterThanOrEqual(wr[31].pts);
    expect(body.teams.KC.QB_AGAINST.pts).toBeGreaterThan(0);
    // the latest season with stat lines by default
    expect((await app.api('/api/seasonlogs/teams')).body.year).toBe(2024);
    expect((await app.api('/api/seasonlogs/teams?year=2019')).body).toEqual({ year: 2019, teams: {} });
  });
});

describe('player prop markets (npm run ingest:markets)', () => {
  it('loads a feed file in the documented format, refuses bad rows, and settles props from the stat lines', async () => {
    // a feed file in the documented CSV format (test input, not shipped data)
    const dir = mkdtempSync(path.join(os.tmpdir(), 'props-'));
    const file = path.join(dir, 'props.csv');
    writeFileSync(
      file,
      [
        'gsis_id,source_id,market_type,year,week,selection_type,selection_metric_line,odds_american,timestamp,esbid',
        '00-0034857,testbook,GAME_PASSING_YARDS,2023,2,OVER,249.5,-115,2023-09-17T16:00:00Z,2023_02_LV_BUF',
        '00-0034857,testbook,GAME_PASSING_YARDS,2023,2,UNDER,249.5,-105,2023-09-17T16:00:00Z,2023_02_LV_BUF',
        '00-0034857,testbook,GAME_ALT_PASSING_YARDS,2023,2,OVER,299.5,+210,1694966400,2023_02_LV_BUF',
        '00-0034857,testbook,GAME_PASSING_YARDS,2023,2,OVER,249.5,+50,1694966400,2023_02_LV_BUF',
        '99-9999999,testbook,GAME_PASSING_YARDS,2023,2,OVER,249.5,-110,1694966400,',
      ].join('\n'),
    );
    try {
      const result = await importPropMarkets(app.repos, file);
      expect(result.written).toBe(3);
      expect(result.errors.map((e) => e.row)).toEqual([4, 5]);
      expect(result.errors[0].reason).toMatch(/odds/);
      // loading it again replaces, never duplicates
      expect((await importPropMarkets(app.repos, file)).written).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const body = PlayerMarketsSchema.parse((await app.api(`/api/players/${ALLEN}/markets`)).body);
    expect(body.prop_markets).toBe(3);
    const props = body.markets.filter((m) => m.source_id === 'TESTBOOK');
    const main = props.find((m) => m.market_type === 'GAME_PASSING_YARDS')!;
    // 274 passing yards that week
    expect(main.selections.find((s) => s.selection_type === 'OVER')).toMatchObject({ result: 'hit', selection_metric_line: 249.5 });
    expect(main.selections.find((s) => s.selection_type === 'UNDER')!.result).toBe('miss');
    expect(props.find((m) => m.market_type === 'GAME_ALT_PASSING_YARDS')!.selections[0]).toMatchObject({ result: 'miss', odds_american: 210 });
  });
});

describe('GET /leagues/:leagueId/transactions?pid (the drawer\'s Transactions tab)', () => {
  it("lists one player's transactions in the league only", async () => {
    const [latest] = (await app.api('/api/leagues/1/transactions?limit=1')).body;
    const res = await app.api(`/api/leagues/1/transactions?pid=${latest.pid}&limit=100`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((t: { pid: string }) => t.pid === latest.pid)).toBe(true);
    expect((await app.api(`/api/leagues/1/transactions?pid=${ALLEN}-x`)).status).toBe(400);
    expect((await app.api('/api/leagues/1/transactions?pid=ZZZZ-ZZZZ-2000-1990-01-01')).body).toEqual([]);
  });
});
