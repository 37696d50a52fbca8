import { startTestDatabase, type TestDatabase } from '../../db/connect';
import { ensureIndexes } from '../../db/ensure-indexes';
import { createRepositories, type Repositories } from '../../db/repositories';
import { readCsvRecords } from '../../import/csv';
import { projectFile } from '../../import/datasets';
import { runImport } from '../../import/run-import';
import { ingestPlays } from './ingest';
import { kickoffOf, toPlayDoc } from './lines';
import { replayWeek, timeline } from './replay';

const NOW = 1_760_000_000;
/** Two real games of 2025 week 1: Sunday 1 pm and Monday night (api/data/plays_2025.csv.gz). */
const GAMES = new Set(['2025_01_MIN_CHI', '2025_01_TB_ATL']);

let db: TestDatabase;
let repos: Repositories;
let plays: Record<string, string>[];
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  repos = createRepositories();
  await runImport(repos, { only: ['players', 'schedules'] });
  plays = [];
  for await (const r of readCsvRecords(projectFile('plays_2025.csv.gz'))) if (GAMES.has(r.game_id)) plays.push(r);
}, 120_000);
afterAll(() => db.stop());

/** The week as the ingest left it, without write times. */
async function snapshot() {
  const lines = (await repos.stats.weekLines(2025, 1)).map(({ updated: _u, ...l }) => l);
  const states = (await repos.stats.gameStates(2025, 1)).filter((s) => GAMES.has(s.esbid)).map(({ updated: _u, ...s }) => s);
  return { lines, states };
}

describe('replayWeek', () => {
  it('at infinite speed ends where a full ingest plus finalization ends, never sleeping', async () => {
    await ingestPlays(repos, plays, { now: NOW });
    await repos.stats.finalizeGames({ esbids: [...GAMES] }, NOW);
    const full = await snapshot();
    expect(full.lines.length).toBeGreaterThan(40);
    expect(full.states.map((s) => s.status)).toEqual(['final', 'final']);

    const sleeps: number[] = [];
    const batches: number[] = [];
    const result = await replayWeek(repos, {
      year: 2025, week: 1, speed: Infinity, plays, now: () => NOW + 100,
      sleep: async (ms) => void sleeps.push(ms), onBatch: (b) => batches.push(b.plays),
    });
    expect(sleeps).toEqual([]);
    expect(result).toMatchObject({ plays: plays.length, games: 2, sleptMs: 0 });
    expect(batches[batches.length - 1]).toBe(plays.length);
    expect(await snapshot()).toEqual(full);
  }, 120_000);

  it('resets the week first, and sleeps timeline delta / speed with dead time between kickoff windows cut', async () => {
    const first = plays.filter((p) => p.game_id === '2025_01_MIN_CHI').slice(0, 40);
    const sleeps: number[] = [];
    const seen: Array<{ status: string; seconds: number }> = [];
    // a virtual monotonic clock that only sleeping advances: ingesting takes no time
    let virtual = 0;
    await replayWeek(repos, {
      year: 2025, week: 1, speed: 60, plays: first, now: () => NOW + 200, applyWeekly: false,
      elapsedMs: () => virtual,
      sleep: async (ms) => {
        virtual += ms;
        sleeps.push(ms);
        const [state] = (await repos.stats.gameStates(2025, 1)).filter((s) => s.esbid === '2025_01_MIN_CHI');
        seen.push({ status: state.status, seconds: state.seconds_remaining });
      },
    });
    // before the first batch the week was reset; in between, the game is live and its clock runs down
    expect(seen[0].status).toBe('live');
    expect(seen.map((s) => s.seconds)).toEqual([...seen.map((s) => s.seconds)].sort((a, b) => b - a));
    // the other game, absent from this replay's plays, was reset to before kickoff
    const other = (await repos.stats.gameStates(2025, 1)).find((s) => s.esbid === '2025_01_TB_ATL')!;
    expect(other).toMatchObject({ status: 'scheduled', seconds_remaining: 3600, home_score: 0, away_score: 0 });
    expect((await repos.stats.weekLines(2025, 1)).every((l) => l.esbid === '2025_01_MIN_CHI')).toBe(true);

    const games = await repos.nfl.games(2025, 1);
    const timed = timeline(first.map(toPlayDoc), new Map(games.map((g) => [String(g.esbid), kickoffOf(g)])));
    const span = timed[timed.length - 1].t - timed[0].t;
    const total = sleeps.reduce((a, b) => a + b, 0);
    // every sleep is a game-time delta / 60 between batch starts; together they cover the replayed span
    // but the last batch's width (at most 30 s of game time) give or take rounding per batch
    expect(total).toBeLessThanOrEqual((span * 1000) / 60 + sleeps.length);
    expect(total).toBeGreaterThanOrEqual(((span - 30) * 1000) / 60 - sleeps.length);
    for (const ms of sleeps) expect(ms).toBeLessThanOrEqual((300 * 1000) / 60 + 1);

    // when each batch's ingest takes 100 ms (one clock reading per batch), each sleep is 100 ms shorter
    const slow: number[] = [];
    let clock = 0;
    await replayWeek(repos, {
      year: 2025, week: 1, speed: 60, plays: first, now: () => NOW + 300, applyWeekly: false,
      elapsedMs: () => (clock += 100),
      sleep: async (ms) => {
        clock += ms;
        slow.push(ms);
      },
    });
    expect(slow.length).toBeGreaterThan(0);
    expect(slow).toHaveLength(sleeps.length);
    expect(Math.abs(slow.reduce((a, b) => a + b, 0) - (total - 100 * slow.length))).toBeLessThanOrEqual(2);
  }, 120_000);

  it('replays one game only: the other games of the week keep their lines and states', async () => {
    await ingestPlays(repos, plays, { now: NOW });
    await repos.stats.finalizeGames({ esbids: [...GAMES] }, NOW);
    const before = await snapshot();
    const result = await replayWeek(repos, {
      year: 2025, week: 1, speed: Infinity, plays, games: ['2025_01_TB_ATL'], now: () => NOW + 400, applyWeekly: false,
    });
    expect(result.games).toBe(1);
    expect(result.plays).toBe(plays.filter((p) => p.game_id === '2025_01_TB_ATL').length);
    // the replayed game ends where it was; the game left out was never reset
    expect(await snapshot()).toEqual(before);
    const untouched = (await repos.stats.weekLines(2025, 1)).filter((l) => l.esbid === '2025_01_MIN_CHI');
    expect(untouched.length).toBeGreaterThan(20);
    expect(untouched.every((l) => l.updated < NOW + 400)).toBe(true);
  }, 120_000);

  it('puts overtime after regulation and a later kickoff after an earlier one', () => {
    const rows = [
      { esbid: 'A', playId: 1, game_seconds_remaining: 3600 },
      { esbid: 'A', playId: 2, game_seconds_remaining: 10 },
      { esbid: 'A', playId: 3, game_seconds_remaining: 600 },
      { esbid: 'A', playId: 4, game_seconds_remaining: 300 },
      { esbid: 'B', playId: 1, game_seconds_remaining: 3600 },
    ];
    const timed = timeline(rows, new Map([['A', 1000], ['B', 5000]]));
    expect(timed.map((p) => [p.esbid, p.t])).toEqual([['A', 1000], ['A', 4590], ['A', 4590], ['A', 4890], ['B', 5000]]);
  });
});
