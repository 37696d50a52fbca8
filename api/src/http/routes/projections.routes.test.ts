import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeValues } from '@league/shared-rules';
import { PoolPointsResponseSchema, ProjectionRowSchema, SourceSchema, type ProjectionRow } from '@league/shared-rules/contracts';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import { DEMO_PASSWORD } from '../../seed/demo-league';
import { readCsvRecords } from '../../import/csv';
import { projectFile } from '../../import/datasets';
import { ingestWeeklyStats } from '../../features/stats-ingest/ingest';
import { OWN_SOURCE_ID, runOwnProjections } from '../../features/projections/own-source';
import { importProjections } from '../../features/projections/projections-import';

// Week 12 of 2026 on a fixed clock; the stat lines are the real 2023–2024 weekly file (no plays here,
// so 2025 has no lines and the model projects from 2024), the schedule the real 2026 one with its lines.
const NOW = new Date('2026-11-25T17:00:00.000Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);
const ALLEN = 'JOSH-ALLE-2018-1996-05-21';
const UNKNOWN = 'ZZZZ-ZZZZ-2000-1990-01-01';
let app: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let run: Awaited<ReturnType<typeof runOwnProjections>>;

beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players', 'schedules'] }, seedDemo: true, clock: () => NOW });
  const rows: Record<string, string>[] = [];
  for await (const r of readCsvRecords(projectFile('player_weekly_stats_2023_2024.csv'))) rows.push(r);
  await ingestWeeklyStats(app.repos, rows, { now: NOW_SECONDS });
  run = await runOwnProjections(app.repos, NOW_SECONDS);
  for (const name of ['owner1', 'owner3']) {
    const login = await app.api('/api/auth/login', { method: 'POST', body: { email_or_username: name, password: DEMO_PASSWORD } });
    tokens[name] = login.body.token;
    ids[name] = login.body.userId;
  }
}, 300_000);
afterAll(() => app.stop());

describe('own projection source (job run)', () => {
  it("projects the players with recent lines for the rest of 2026, with a season row that sums the weeks", async () => {
    expect(run).toMatchObject({ year: 2026, fromWeek: 12 });
    expect(run.players).toBeGreaterThan(200);
    const res = await app.api(`/api/projections/${ALLEN}`);
    expect(res.status).toBe(200);
    const rows = res.body.map((r: unknown) => ProjectionRowSchema.parse(r));
    const weekly = rows.filter((r: { week: number }) => r.week > 0);
    expect(weekly.length).toBeGreaterThanOrEqual(6); // weeks 12–18, less a bye
    expect(weekly.every((r: { week: number; sourceid: number | null }) => r.week >= 12 && r.sourceid === OWN_SOURCE_ID)).toBe(true);
    // a starting QB: a full game of passes each week
    expect(weekly.every((r: { pa?: number }) => (r.pa ?? 0) > 20)).toBe(true);
    const season = rows.find((r: { week: number }) => r.week === 0);
    const sum = weekly.reduce((s: number, r: { py?: number }) => s + (r.py ?? 0), 0);
    expect(season.py).toBeCloseTo(sum, 0);
  });
});

describe('GET /projections (the pool)', () => {
  it("answers every player's rows from the current week, with the caller's own rows only", async () => {
    await app.api(`/api/projections/${ALLEN}`, { method: 'PUT', body: { week: 13, type: 'py', value: 280 }, token: tokens.owner3 });
    const visitor = (await app.api('/api/projections')).body.map((r: unknown) => ProjectionRowSchema.parse(r));
    expect(new Set(visitor.map((r: { pid: string }) => r.pid)).size).toBe(run.players);
    expect(visitor.every((r: { week: number; sourceid: number | null }) => r.week >= 12 && r.sourceid === OWN_SOURCE_ID)).toBe(true);
    const owner3 = (await app.api('/api/projections?from_week=13', { token: tokens.owner3 })).body;
    expect(owner3.filter((r: { sourceid: number | null }) => r.sourceid === null)).toEqual([expect.objectContaining({ pid: ALLEN, week: 13, py: 280, userid: ids.owner3 })]);
    expect((await app.api('/api/projections?from_week=13', { token: tokens.owner1 })).body.some((r: { sourceid: number | null }) => r.sourceid === null)).toBe(false);
    expect((await app.api('/api/projections?from_week=0')).body.some((r: { week: number }) => r.week === 0)).toBe(true);
    expect((await app.api('/api/projections?from_week=19')).status).toBe(400);
    await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: { week: 13 }, token: tokens.owner3 });
  });
});

describe('GET /leagues/:leagueId/projections/points (the pool at the default weights)', () => {
  it("answers every caller the same, the worker's numbers at the default weights without own rows, and a source write changes it", async () => {
    // an own row and a weight of owner1 must change nothing here
    await app.api(`/api/projections/${ALLEN}`, { method: 'PUT', body: { week: 12, type: 'py', value: 999 }, token: tokens.owner1 });
    await app.api('/api/sources/1', { method: 'PUT', body: { weight: 0.25 }, token: tokens.owner1 });
    const visitor = await app.api('/api/leagues/1/projections/points');
    expect(visitor.status).toBe(200);
    const answer = PoolPointsResponseSchema.parse(visitor.body);
    expect((await app.api('/api/leagues/1/projections/points', { token: tokens.owner1 })).body).toEqual(visitor.body);
    await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: { week: 12 }, token: tokens.owner1 });
    await app.api('/api/sources/1', { method: 'PUT', body: { weight: 1 }, token: tokens.owner1 });

    // what the page's worker computes for a visitor from GET /projections, the positions and the league
    const rows: ProjectionRow[] = (await app.api('/api/projections?from_week=12')).body;
    const pids = [...new Set(rows.map((r) => r.pid))];
    const players = (await app.repos.players.findByPids(pids)).map((p) => ({ pid: p.pid, pos: p.pos }));
    const league = (await app.api('/api/leagues/1')).body;
    const worker = computeValues({ rows, players, weights: { 1: 1 }, userId: null, league, currentWeek: 12, finalWeek: answer.finalWeek });
    expect(answer).toMatchObject({ year: 2026, fromWeek: 12 });
    expect(answer.pids.length).toBe(players.length);
    expect(answer.pids.length).toBeGreaterThan(200);
    answer.pids.forEach((pid, i) => {
      expect(answer.ros[i]).toBe(worker.players[pid].ros);
      expect(answer.weekly[i]).toEqual(worker.players[pid].weekly);
    });
    const allen = answer.pids.indexOf(ALLEN);
    const at = players.findIndex((p) => p.pid === ALLEN) * worker.lines.weeks * worker.lines.keys.length;
    expect(answer.lines[allen]).toEqual(Array.from(worker.lines.stats.subarray(at, at + worker.lines.keys.length)));
    expect(answer.lineKeys).toEqual([...worker.lines.keys]);

    // a source's write (the job, the importer) is seen on the next call
    const season = rows.find((r) => r.pid === ALLEN && r.week === 12)!;
    await app.repos.projections.upsertSourceRows([{ ...season, py: (season.py ?? 0) + 100 } as never]);
    const after = PoolPointsResponseSchema.parse((await app.api('/api/leagues/1/projections/points')).body);
    expect(after.weekly[after.pids.indexOf(ALLEN)][0]).toBeGreaterThan(answer.weekly[allen][0]);
    await app.repos.projections.upsertSourceRows([season as never]);
    expect((await app.api('/api/leagues/1/projections/points')).body).toEqual(visitor.body);
    expect((await app.api('/api/leagues/999/projections/points')).status).toBe(404);
  });
});

describe('GET /leagues/:leagueId/projections/points?weights=mine (the caller\'s own weights and rows)', () => {
  it("answers the caller's weights and own rows, the worker's numbers for them; the defaults for one who chose nothing; a visitor is asked to log in", async () => {
    const refused = await app.api('/api/leagues/1/projections/points?weights=mine');
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe('UNAUTHENTICATED');
    const defaults = PoolPointsResponseSchema.parse((await app.api('/api/leagues/1/projections/points')).body);
    expect((await app.api('/api/leagues/1/projections/points?weights=mine', { token: tokens.owner3 })).body).toEqual(defaults);

    await app.api(`/api/projections/${ALLEN}`, { method: 'PUT', body: { week: 12, type: 'py', value: 999 }, token: tokens.owner3 });
    await app.api('/api/sources/1', { method: 'PUT', body: { weight: 0.25 }, token: tokens.owner3 });
    try {
      const mine = PoolPointsResponseSchema.parse((await app.api('/api/leagues/1/projections/points?weights=mine', { token: tokens.owner3 })).body);
      // what the page's worker computes for owner3 from GET /projections with the token and their weights
      const rows: ProjectionRow[] = (await app.api('/api/projections?from_week=12', { token: tokens.owner3 })).body;
      const sources = SourceSchema.array().parse((await app.api('/api/sources', { token: tokens.owner3 })).body);
      const weights = Object.fromEntries(sources.map((src) => [String(src.uid), src.weight]));
      const pids = [...new Set(rows.map((r) => r.pid))];
      const players = (await app.repos.players.findByPids(pids)).map((p) => ({ pid: p.pid, pos: p.pos }));
      const league = (await app.api('/api/leagues/1')).body;
      const worker = computeValues({ rows, players, weights, userId: ids.owner3, league, currentWeek: 12, finalWeek: mine.finalWeek });
      expect(mine.pids.length).toBe(players.length);
      mine.pids.forEach((pid, i) => {
        expect(mine.ros[i]).toBe(worker.players[pid].ros);
        expect(mine.weekly[i]).toEqual(worker.players[pid].weekly);
      });
      expect(mine.weekly[mine.pids.indexOf(ALLEN)][0]).toBeGreaterThan(defaults.weekly[defaults.pids.indexOf(ALLEN)][0]);
      // nobody else's answer moves
      expect((await app.api('/api/leagues/1/projections/points')).body).toEqual(defaults);
      expect((await app.api('/api/leagues/1/projections/points?weights=mine', { token: tokens.owner1 })).body).toEqual(defaults);
    } finally {
      await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: { week: 12 }, token: tokens.owner3 });
      await app.api('/api/sources/1', { method: 'PUT', body: { weight: 1 }, token: tokens.owner3 });
    }
    expect((await app.api('/api/leagues/1/projections/points?weights=mine', { token: tokens.owner3 })).body).toEqual(defaults);
  });
});

describe('the data views\' projections family', () => {
  it('answers the pool points of the league for this week and the rest of the season, sorted on the server, for any caller', async () => {
    const points = PoolPointsResponseSchema.parse((await app.api('/api/leagues/1/projections/points')).body);
    const table_state = {
      sort: [{ column_id: 'player_rest_of_season_projected_points', desc: true }],
      prefix_columns: ['player_name'],
      columns: [{ column_id: 'player_week_projected_points' }, { column_id: 'player_rest_of_season_projected_points' }],
    };
    const query = (league_id?: number, token?: string) => app.api('/api/data-views/query', { method: 'POST', body: { table_state, league_id, limit: 25 }, token });
    const res = await query(1);
    expect(res.status).toBe(200);
    const rows = res.body.rows as Array<{ pid: string; cells: [string, number | null, number | null] }>;
    // the 25 highest rest-of-season totals of the pool, each with week 12's points (the clock's week)
    const best = points.pids.map((pid, i) => ({ pid, ros: points.ros[i], week: points.weekly[i][0] })).sort((a, b) => b.ros - a.ros || (a.pid < b.pid ? -1 : 1)).slice(0, 25);
    expect(rows.map((r) => r.cells[2])).toEqual(best.map((b) => b.ros));
    for (const r of rows) {
      const i = points.pids.indexOf(r.pid);
      expect([r.cells[1], r.cells[2]]).toEqual([points.weekly[i][0], points.ros[i]]);
    }
    // an owner gets the same numbers (no own rows or weights: the pool at the default weights); without a league, none
    expect((await query(1, tokens.owner1)).body.rows).toEqual(res.body.rows);
    const none = (await query()).body.rows as Array<{ cells: unknown[] }>;
    expect(none.every((r) => r.cells[1] === null && r.cells[2] === null)).toBe(true);
  });
});

describe('GET /sources and PUT /sources/:sourceId', () => {
  it('lists the own source with weight 1 for visitors', async () => {
    const res = await app.api('/api/sources');
    expect(res.status).toBe(200);
    expect(res.body.map((s: unknown) => SourceSchema.parse(s))).toEqual([expect.objectContaining({ uid: 1, name: 'League Model', weight: 1 })]);
  });

  it("keeps a user's weight for that user only; visitors are refused; unknown sources are 404, bad weights 400", async () => {
    expect((await app.api('/api/sources/1', { method: 'PUT', body: { weight: 0.5 } })).status).toBe(401);
    const set = await app.api('/api/sources/1', { method: 'PUT', body: { weight: 0.5 }, token: tokens.owner1 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ uid: 1, weight: 0.5 });
    expect((await app.api('/api/sources', { token: tokens.owner1 })).body[0].weight).toBe(0.5);
    expect((await app.api('/api/sources', { token: tokens.owner3 })).body[0].weight).toBe(1);
    expect((await app.api('/api/sources')).body[0].weight).toBe(1);
    const unknown = await app.api('/api/sources/27', { method: 'PUT', body: { weight: 1 }, token: tokens.owner1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('NOT_FOUND');
    expect((await app.api('/api/sources/1', { method: 'PUT', body: { weight: 2 }, token: tokens.owner1 })).status).toBe(400);
    expect((await app.api('/api/sources/29', { method: 'PUT', body: { weight: 1 }, token: tokens.owner1 })).status).toBe(400);
  });
});

describe('own projection rows', () => {
  const own = (rows: Array<{ sourceid: number | null }>) => rows.filter((r) => r.sourceid === null);

  it('lets a user set, read and delete their own row; visitors and other users never see or write it', async () => {
    expect((await app.api(`/api/projections/${ALLEN}`, { method: 'PUT', body: { week: 12, type: 'py', value: 300 } })).status).toBe(401);
    const put = await app.api(`/api/projections/${ALLEN}`, { method: 'PUT', body: { week: 12, type: 'py', value: 300 }, token: tokens.owner1 });
    expect(put.status).toBe(200);
    expect(ProjectionRowSchema.parse(put.body)).toMatchObject({ pid: ALLEN, week: 12, year: 2026, sourceid: null, userid: ids.owner1, py: 300 });
    // a second stat updates the same row
    const again = await app.api(`/api/projections/${ALLEN}`, { method: 'PUT', body: { week: 12, type: 'tdp', value: 2 }, token: tokens.owner1 });
    expect(again.body).toMatchObject({ py: 300, tdp: 2 });

    expect(own((await app.api(`/api/projections/${ALLEN}`, { token: tokens.owner1 })).body)).toHaveLength(1);
    expect(own((await app.api(`/api/projections/${ALLEN}`, { token: tokens.owner3 })).body)).toHaveLength(0);
    expect(own((await app.api(`/api/projections/${ALLEN}`)).body)).toHaveLength(0);

    const forbidden = await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: { week: 12, userId: ids.owner1 }, token: tokens.owner3 });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    const othersOwn = await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: { week: 12 }, token: tokens.owner3 });
    expect(othersOwn.body).toEqual({ pid: ALLEN, week: 12, deleted: 0 });
    expect((await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: { week: 12 } })).status).toBe(401);
    const deleted = await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: { week: 12 }, token: tokens.owner1 });
    expect(deleted.body).toEqual({ pid: ALLEN, week: 12, deleted: 1 });
    expect(own((await app.api(`/api/projections/${ALLEN}`, { token: tokens.owner1 })).body)).toHaveLength(0);
  });

  it('answers 404 NOT_FOUND for an unknown player and 400 for bad bodies and pids', async () => {
    for (const res of [
      await app.api(`/api/projections/${UNKNOWN}`),
      await app.api(`/api/projections/${UNKNOWN}`, { method: 'PUT', body: { week: 1, type: 'py', value: 1 }, token: tokens.owner1 }),
      await app.api(`/api/projections/${UNKNOWN}`, { method: 'DELETE', body: { week: 1 }, token: tokens.owner1 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    for (const body of [{ week: 1, type: 'passing', value: 1 }, { week: 1, type: 'py', value: -1 }, { week: 19, type: 'py', value: 1 }, {}]) {
      const res = await app.api(`/api/projections/${ALLEN}`, { method: 'PUT', body, token: tokens.owner1 });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('INVALID_PARAMS');
    }
    expect((await app.api(`/api/projections/${ALLEN}`, { method: 'DELETE', body: {}, token: tokens.owner1 })).status).toBe(400);
    expect((await app.api('/api/projections/not-a-pid')).status).toBe(400);
  });
});

describe('projection importer', () => {
  it('loads another source from the documented CSV and refuses bad rows', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'projections-'));
    try {
      const file = path.join(dir, 'proj.csv');
      writeFileSync(
        file,
        [
          'source_id,source_name,source_url,pid,gsis_id,year,week,pa,py,tdp,ints,ra,ry,tdr',
          `2,Analyst,https://example.com,${ALLEN},,2026,12,34,255.5,1.8,0.6,6,35,0.4`,
          '2,Analyst,https://example.com,,00-0033873,2026,12,36,270,2,0.5,3,15,0.1',
          `1,Ours,,${ALLEN},,2026,12,30,250,2,1,5,30,0`,
          `2,Analyst,,${UNKNOWN},,2026,12,30,250,2,1,5,30,0`,
          `2,Analyst,,${ALLEN},,2026,12,30,-5,2,1,5,30,0`,
        ].join('\n'),
      );
      const result = await importProjections(app.repos, file, NOW_SECONDS);
      expect(result.written).toBe(2);
      expect(result.errors.map((e) => e.row)).toEqual([3, 4, 5]);
      expect(result.errors[0].reason).toMatch(/source_id/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const sources = (await app.api('/api/sources')).body;
    expect(sources.map((s: { uid: number; name: string }) => [s.uid, s.name])).toEqual([[1, 'League Model'], [2, 'Analyst']]);
    const rows = (await app.api(`/api/projections/${ALLEN}`)).body;
    expect(rows.find((r: { sourceid: number; week: number }) => r.sourceid === 2 && r.week === 12)).toMatchObject({ py: 255.5, tdp: 1.8, ry: 35 });
  });
});
