import { ScoreboardSchema, type ServerMessageOf } from '@league/shared-rules/contracts';
import { ingestPlays } from '../features/stats-ingest/ingest';
import { readCsvRecords } from '../import/csv';
import { projectFile } from '../import/datasets';
import { bootTestApp, type TestApp } from '../test-support/boot';
import { WsTestClient } from './ws-test-client';

/**
 * The live scoreboard end to end on the embedded database: sockets register for a week over /ws, real
 * plays go through the stats ingest, and every registered socket gets the new points pushed (no poll),
 * equal to what GET /scoreboard answers. Week 1 of 2025, MIN at CHI (Monday night), with team 1
 * starting the Bears' defence and team 2 the Vikings'.
 */
const NOW = new Date('2026-11-25T17:00:00Z');
const GAME = '2025_01_MIN_CHI';
let app: TestApp;
let plays: Record<string, string>[];

beforeAll(async () => {
  app = await bootTestApp({ importData: { only: ['players', 'schedules'] }, seedDemo: true, clock: () => NOW });
  plays = [];
  for await (const r of readCsvRecords(projectFile('plays_2025.csv.gz'))) if (r.game_id === GAME) plays.push(r);
  const lineup = (tid: number, pid: string) => ({
    lid: 1, tid, year: 2025, week: 1, starters: [{ slot: 0, pid, pos: 'DST' }], bench: [],
    final: false, points: null, points_manual: null, projected: null, potential: null,
  });
  await app.repos.seasonPlay.putLineupWeeks([lineup(1, 'CHI'), lineup(2, 'MIN')]);
}, 180_000);
afterAll(() => app.stop());

const pointsOf = (m: { teams: Array<{ tid: number; points: number }> }, tid: number) => m.teams.find((t) => t.tid === tid)?.points;

describe('scoreboard over /ws', () => {
  it('answers a registration, pushes each ingested batch to every registered socket, and agrees with GET /scoreboard', async () => {
    const visitor = await WsTestClient.connect(app.url, 1);
    const other = await WsTestClient.connect(app.url, 1);
    visitor.send({ type: 'scoreboard_register', updated: 0, year: 2025, week: 1 });
    other.send({ type: 'scoreboard_register', updated: 0, year: 2025, week: 1 });
    const first = await visitor.waitFor<ServerMessageOf<'scoreboard'>>((m) => m.type === 'scoreboard');
    expect(first).toMatchObject({ year: 2025, week: 1 });
    await other.waitFor((m) => m.type === 'scoreboard');

    const half = plays.slice(0, Math.floor(plays.length / 2));
    const seen = visitor.messages.length;
    await ingestPlays(app.repos, half, { now: NOW.getTime() / 1000 + 60 });
    const pushed = await visitor.waitFor<ServerMessageOf<'scoreboard'>>((m) => m.type === 'scoreboard' && m.last_updated === NOW.getTime() / 1000 + 60, 10_000, seen);
    await other.waitFor((m) => m.type === 'scoreboard' && (m as { last_updated: number }).last_updated === pushed.last_updated);
    const minutes = pushed.teams.find((t) => t.tid === 1)!.minutes;
    expect(minutes).toBeGreaterThan(0);
    expect(minutes).toBeLessThan(60);

    await ingestPlays(app.repos, plays.slice(half.length), { now: NOW.getTime() / 1000 + 120 });
    const last = await visitor.waitFor<ServerMessageOf<'scoreboard'>>((m) => m.type === 'scoreboard' && m.last_updated === NOW.getTime() / 1000 + 120, 10_000, seen);
    const get = ScoreboardSchema.parse((await app.api('/api/scoreboard?leagueId=1&year=2025&week=1')).body);
    expect(get.last_updated).toBe(last.last_updated);
    expect(pointsOf(get, 1)).toBe(pointsOf(last, 1));
    expect(pointsOf(get, 2)).toBe(pointsOf(last, 2));
    // Chicago's defence intercepted a pass and returned it for a touchdown that night.
    expect(pointsOf(last, 1)).not.toBe(pointsOf(first, 1));

    // A socket that registers again with the current marker gets nothing; an older marker gets the board.
    const fresh = visitor.messages.length;
    const otherSeen = other.messages.length;
    visitor.send({ type: 'scoreboard_register', updated: last.last_updated, year: 2025, week: 1 });
    other.send({ type: 'scoreboard_register', updated: 1, year: 2025, week: 1 });
    await other.waitFor((m) => m.type === 'scoreboard' && (m as { last_updated: number }).last_updated === last.last_updated, 10_000, otherSeen);
    expect(visitor.messages.slice(fresh).filter((m) => m.type === 'scoreboard')).toEqual([]);
    await Promise.all([visitor.close(), other.close()]);
  }, 60_000);

  it('answers bad scoreboard queries with 400 and an unknown league with 404', async () => {
    expect((await app.api('/api/scoreboard?leagueId=1&week=30')).status).toBe(400);
    expect((await app.api('/api/scoreboard?leagueId=1&year=2030&week=3')).status).toBe(400);
    expect((await app.api('/api/scoreboard?leagueId=999')).status).toBe(404);
    const current = ScoreboardSchema.parse((await app.api('/api/scoreboard?leagueId=1')).body);
    // Wednesday of week 12 of 2026: the default week is 12.
    expect(current).toMatchObject({ year: 2026, week: 12 });
    expect(current.teams).toHaveLength(12);
  });
});
