import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PlayModel } from '../../db/models/nfl-data.model';
import { importChartedPlays } from '../../features/plays/charted-import';
import { playsFilter } from '../../features/plays/list-plays';
import { bootTestApp, type TestApp } from '../../test-support/boot';
import type { ChartedPlay, Play, PlayStat, PlaysQuery } from '@league/shared-rules/contracts';
import { PlaysQuerySchema } from '@league/shared-rules/contracts';

const NOW = new Date('2026-11-25T17:00:00.000Z');
const LAMAR = '00-0034796';
let app: TestApp;
let lamarPid: string;

beforeAll(async () => {
  // every player (pids of the credited players) and the first 1,500 plays of each season: 2024 week 1's
  // first nine games (BAL at KC among them) and 2025's first games
  app = await bootTestApp({ importData: { only: ['players', 'plays'], limits: { plays: 1500 } }, clock: () => NOW });
  lamarPid = (await app.repos.plays.pidsOfGsisIds([LAMAR])).get(LAMAR)!;
}, 180_000);
afterAll(() => app?.stop());

const plays = async (qs: string): Promise<Play[]> => {
  const res = await app.api(`/api/plays?${qs}`);
  expect(res.status).toBe(200);
  return res.body as Play[];
};

describe('GET /plays', () => {
  it('answers the plays of a week and team in game then play order, with derived quarter, clock and stats', async () => {
    const got = await plays('year=2024&week=1&teams=KC&limit=500');
    // the game's 178 rows less the 12 that belong to no team (game start, END QUARTER rows, timeouts)
    expect(got.length).toBe(166);
    expect(new Set(got.map((p) => p.esbid))).toEqual(new Set(['2024_01_BAL_KC']));
    expect(got.every((p) => p.pos_team === 'KC' || p.def_team === 'KC')).toBe(true);
    expect(got.map((p) => p.playId)).toEqual([...got.map((p) => p.playId)].sort((a, b) => a - b));
    const td = got.find((p) => p.playId === 3113)!;
    // the first snap of the 4th quarter (15:00, game seconds 900, after the END QUARTER 3 row)
    expect(td).toMatchObject({ year: 2024, week: 1, seas_type: 'REG', pos_team: 'BAL', def_team: 'KC', qtr: 4, game_clock_start: '15:00', down: 2, ydstogo: 17, ydl_start: 51, play_type: 'pass', yards_gained: 49, desc: null });
    expect(td.playStats.map((s) => [s.statId, s.gsisId, s.yards])).toEqual([
      [16, LAMAR, 49],
      [111, LAMAR, 19],
      [115, '00-0037838', null],
      [22, '00-0037838', 49],
      [113, '00-0037838', 30],
    ]);
    expect(td.playStats[0]).toMatchObject({ gsispid: lamarPid, playerName: 'L.Jackson', clubCode: 'BAL' });
  });

  it('filters by downs, quarters, play type, yard line and player', async () => {
    const lateDowns = await plays('year=2024&week=1&down=3,4&limit=500');
    expect(lateDowns.length).toBeGreaterThan(100);
    expect(lateDowns.every((p) => p.down === 3 || p.down === 4)).toBe(true);

    const second = await plays('year=2024&week=1&quarter=2&limit=500');
    expect(second.length).toBeGreaterThan(100);
    expect(second.every((p) => p.qtr === 2)).toBe(true);

    const passes = await plays('year=2024&week=1&play_type=PASS&limit=500');
    expect(passes.every((p) => (p.play_type === 'pass' || p.play_type === 'qb_spike') && p.down !== null)).toBe(true);
    const tries = await plays('year=2024&week=1&play_type=CONV&limit=500');
    expect(tries.every((p) => p.down === null && (p.play_type === 'pass' || p.play_type === 'run'))).toBe(true);

    const redZone = await plays('year=2024&week=1&ydl_100_max=20&limit=500');
    expect(redZone.length).toBeGreaterThan(50);
    expect(redZone.every((p) => p.ydl_start !== null && p.ydl_start >= 80)).toBe(true);

    const lamar = await plays(`year=2024&pid=${lamarPid}&limit=500`);
    expect(lamar.length).toBeGreaterThan(30);
    expect(lamar.every((p) => p.pos_team === 'BAL')).toBe(true);
    expect(lamar.filter((p) => p.playStats.some((s) => s.gsisId === LAMAR)).length).toBeGreaterThan(30);
  });

  it('pages with limit and offset', async () => {
    const twenty = await plays('year=2024&week=1&limit=20');
    const second = await plays('year=2024&week=1&limit=10&offset=10');
    expect(second.map((p) => `${p.esbid}:${p.playId}`)).toEqual(twenty.slice(10).map((p) => `${p.esbid}:${p.playId}`));
    expect(await plays('year=2024&week=1&limit=10&offset=100000')).toEqual([]);
  });

  it('answers the current week by default: in November 2026 no plays are shipped', async () => {
    expect(await plays('')).toEqual([]);
  });

  it('answers 400 naming the field of a bad filter, and 404 for an unknown player', async () => {
    for (const [qs, field] of [
      ['limit=501', 'limit'],
      ['quarter=7', 'quarter.0'],
      ['play_type=SCREEN', 'play_type.0'],
      ['down=0', 'down.0'],
      ['ydl_100_min=-1', 'ydl_100_min'],
    ]) {
      const res = await app.api(`/api/plays?${qs}`);
      expect([qs, res.status, res.body.error.code]).toEqual([qs, 400, 'INVALID_PARAMS']);
      expect(Object.keys(res.body.error.details ?? {})).toContain(field);
    }
    expect(await plays('year=2024&ydl_100_min=50&ydl_100_max=10')).toEqual([]);
    const missing = await app.api('/api/plays?pid=ZZZZ-ZZZZ-2000-1990-01-01');
    expect(missing.status).toBe(404);
  });

  it('reads the plays through an index for the explorer filters', async () => {
    const query: PlaysQuery = PlaysQuerySchema.parse({ year: '2024,2025', week: '1,2', down: '3,4', teams: 'KC' });
    const plan = (await PlayModel.find(await playsFilter(app.repos, query, NOW.getTime() / 1000)).explain()) as unknown as Array<{ queryPlanner: { winningPlan: unknown } }> | { queryPlanner: { winningPlan: unknown } };
    const text = JSON.stringify(Array.isArray(plan) ? plan[0].queryPlanner.winningPlan : plan.queryPlanner.winningPlan);
    expect(text).toContain('IXSCAN');
    expect(text).toContain('year_1_season_type_1_week_1_down_1');
  });
});

describe('GET /plays/stats', () => {
  it('answers the stats of the same plays, flattened in play order', async () => {
    const list = await plays('year=2024&week=1&teams=KC&limit=500');
    const res = await app.api('/api/plays/stats?year=2024&week=1&teams=KC&limit=500');
    expect(res.status).toBe(200);
    const stats = res.body as PlayStat[];
    expect(stats).toEqual(list.flatMap((p) => p.playStats));
    // passes completed to a receiver credit a reception (21 or 22) once each
    const receptions = stats.filter((s) => s.statId === 21 || s.statId === 22).length;
    expect(receptions).toBe(list.filter((p) => p.play_type === 'pass' && p.playStats.some((s) => s.statId === 15 || s.statId === 16)).length);
  });
});

describe('GET /plays/charted', () => {
  it('answers an empty list while no charted data is loaded (the shipped product has none), 404 for an unknown player', async () => {
    const res = await app.api(`/api/plays/charted?pid=${lamarPid}`);
    expect([res.status, res.body]).toEqual([200, []]);
    expect((await app.api('/api/plays/charted?pid=ZZZZ-ZZZZ-2000-1990-01-01')).status).toBe(404);
  });

  it("answers what a loaded charting file holds for the player, joined to the real plays", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'charted-'));
    const file = path.join(dir, 'charted.csv');
    writeFileSync(
      file,
      [
        'esbid,play_id,gsis_id,pid,role,route,coverage_type,man_zone,offense_personnel,offense_formation,defenders_in_box,time_to_throw,separation',
        `2024_01_BAL_KC,3113,${LAMAR},,passer,,cover_3,zone,"1 RB, 2 TE, 2 WR",shotgun,6,2.71,`,
        `2024_01_BAL_KC,205,,${lamarPid},PASSER,,,MAN,,PISTOL,7,,`,
        '2024_01_BAL_KC,999999,00-0034796,,PASSER,,,,,,,,',
        `2024_01_BAL_KC,391,${LAMAR},,,,,,,,12,,`,
      ].join('\n'),
    );
    try {
      const result = await importChartedPlays(app.repos, file);
      expect(result.written).toBe(2);
      expect(result.errors).toEqual([
        { row: 3, reason: 'unknown play 2024_01_BAL_KC:999999' },
        { row: 4, reason: 'bad defenders_in_box 12' },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const res = await app.api(`/api/plays/charted?pid=${lamarPid}&years=2024`);
    expect(res.status).toBe(200);
    const got = res.body as ChartedPlay[];
    expect(got.map((p) => p.playId)).toEqual([205, 3113]);
    expect(got[1]).toMatchObject({ qtr: 4, pos_team: 'BAL', charting: { role: 'PASSER', coverage_type: 'COVER_3', man_zone: 'ZONE', offense_personnel: '1 RB, 2 TE, 2 WR', offense_formation: 'SHOTGUN', defenders_in_box: 6, time_to_throw: 2.71, separation: null, route: null } });
    expect(got[1].playStats[0]).toMatchObject({ statId: 16, gsispid: lamarPid });
    expect((await app.api(`/api/plays/charted?pid=${lamarPid}&years=2025`)).body).toEqual([]);
  });
});
