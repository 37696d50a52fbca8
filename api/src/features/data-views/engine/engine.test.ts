import type { DataViewTableState } from '@league/shared-rules/contracts';
import { startTestDatabase, type TestDatabase } from '../../../db/connect';
import { ensureIndexes } from '../../../db/ensure-indexes';
import { createDataViewQueryRepository } from '../../../db/repositories/data-view-query.repository';
import { FIXTURE_NOW, loadEngineFixture } from './engine-fixture.test-helper';
import { runDataViewQuery } from './run-query';

/** Each column family against values worked out by hand from engine-fixture.test-helper.ts. */
let db: TestDatabase;
const deps = { repo: createDataViewQueryRepository(), now: () => FIXTURE_NOW };

beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  await loadEngineFixture();
}, 60_000);
afterAll(() => db.stop());

type Columns = DataViewTableState['columns'];

/** Values by pid of a query over the given columns (sorted by pid). */
async function values(columns: Columns, opts: { userId?: number | null; league_id?: number } = {}) {
  const res = await runDataViewQuery(
    deps,
    { table_state: { sort: [], prefix_columns: [], columns }, offset: 0, limit: 100, league_id: opts.league_id },
    { userId: opts.userId ?? null },
  );
  return Object.fromEntries(res.rows.map((r) => [r.pid, r.cells]));
}

describe('data view engine: column families', () => {
  it('player identity and draft columns, with the age at the clock', async () => {
    const v = await values([
      { column_id: 'player_name' },
      { column_id: 'player_position' },
      { column_id: 'player_age' },
      { column_id: 'player_draft_pick' },
      { column_id: 'player_height' },
      { column_id: 'player_college' },
    ]);
    expect(v.AAAA).toEqual(['AAAA Player', 'QB', 27.6, 10, 75, 'Alpha U']);
    expect(v.BBBB).toEqual(['BBBB Player', 'WR', 25, 40, null, 'Beta U']);
    // an unknown birth date ('0000-00-00') and missing fields are null, never 0
    expect(v.CCCC).toEqual(['CCCC Player', 'RB', null, null, null, null]);
    expect(Object.keys(v).sort()).toEqual(['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE']);
  });

  it('combine columns take the latest combine; burst = vertical + broad / 12', async () => {
    const v = await values([
      { column_id: 'player_forty_yard_dash' },
      { column_id: 'player_vertical_jump' },
      { column_id: 'player_bench_press' },
      { column_id: 'player_burst_score' },
    ]);
    expect(v.AAAA).toEqual([4.8, 30, null, 39.17]);
    expect(v.BBBB).toEqual([4.4, 38, 12, 48.5]);
    expect(v.CCCC).toEqual([null, null, null, null]);
  });

  it('league columns: the league\'s newest roster year, only for a logged-in caller', async () => {
    const cols: Columns = [{ column_id: 'player_league_salary' }, { column_id: 'player_league_team_id' }, { column_id: 'player_league_tag' }];
    const v = await values(cols, { userId: 9, league_id: 1 });
    expect(v.AAAA).toEqual([30, 2, 2]);
    expect(v.BBBB).toEqual([5, 3, 3]);
    // rostered in league 2 only
    expect(v.CCCC).toEqual([null, null, null]);
    const visitor = await values(cols, { userId: null, league_id: 1 });
    expect(visitor.AAAA).toEqual([null, null, null]);
  });

  it('season logs: half-PPR points, per game, games and position rank, by season type', async () => {
    const cols: Columns = [
      { column_id: 'player_fantasy_points_from_seasonlogs' },
      { column_id: 'player_fantasy_points_per_game_from_seasonlogs' },
      { column_id: 'player_games_played_from_seasonlogs' },
      { column_id: 'player_fantasy_points_position_rank_from_seasonlogs' },
    ];
    const v = await values(cols);
    // A: 550 py × 0.04 + 3 tdp × 4 − 1 int × 2 + 20 ry × 0.1 = 34 over weeks 1–2 (week 19 is postseason)
    expect(v.AAAA).toEqual([34, 17, 2, 1]);
    // B: 5 rec × 0.5 + 80 × 0.1 + 6 = 16.5 (2024 line left out: default year is the last season with final games, 2025)
    expect(v.BBBB).toEqual([16.5, 16.5, 1, 1]);
    expect(v.EEEE).toEqual([4, 4, 1, 2]);
    expect(v.CCCC).toEqual([null, null, null, null]);
    const post = await values([{ column_id: 'player_fantasy_points_from_seasonlogs', params: { seas_type: 'POST' } }]);
    expect(post.AAAA).toEqual([4]);
    const y2024 = await values([{ column_id: 'player_fantasy_points_from_seasonlogs', params: { year: 2024 } }]);
    expect(y2024.BBBB).toEqual([5]);
  });

  it('passing from plays: sacks and two-point tries excluded from attempts, counted in EPA as dropbacks', async () => {
    const v = await values([
      { column_id: 'player_pass_attempts_from_plays' },
      { column_id: 'player_pass_completions_from_plays' },
      { column_id: 'player_pass_yards_from_plays' },
      { column_id: 'player_pass_air_yards_from_plays' },
      { column_id: 'player_pass_touchdowns_from_plays' },
      { column_id: 'player_pass_epa_from_plays' },
      { column_id: 'player_pass_success_rate_from_plays' },
      { column_id: 'player_pass_attempts_from_plays', params: { rate_type: 'per_game' } },
    ]);
    expect(v.AAAA).toEqual([3, 2, 40, 50, 1, 2, 0.5, 1.5]);
    expect(v.BBBB).toEqual([null, null, null, null, null, null, null, null]);
    const weeks = await values([{ column_id: 'player_pass_attempts_from_plays', params: { week_min: 2, week_max: 2 } }]);
    expect(weeks.AAAA).toEqual([1]);
    const post = await values([{ column_id: 'player_pass_yards_from_plays', params: { seas_type: 'POST' } }]);
    expect(post.AAAA).toEqual([40]);
    const y2024 = await values([{ column_id: 'player_pass_yards_from_plays', params: { year: 2024 } }]);
    expect(y2024.AAAA).toEqual([99]);
  });

  it('rushing from plays: attempts, yards, TDs, EPA, success, explosive and red-zone attempts', async () => {
    const v = await values([
      { column_id: 'player_rush_attempts_from_plays' },
      { column_id: 'player_rush_yards_from_plays' },
      { column_id: 'player_rush_touchdowns_from_plays' },
      { column_id: 'player_rush_epa_from_plays' },
      { column_id: 'player_rush_success_rate_from_plays' },
      { column_id: 'player_rush_explosive_rate_from_plays' },
      { column_id: 'player_red_zone_rush_attempts_from_plays' },
    ]);
    expect(v.CCCC).toEqual([3, 20, 1, 2.6, 0.667, 0.333, 2]);
  });

  it('receiving from plays: targets, catches, yards, air yards, YAC, TDs, EPA, explosive and red-zone targets', async () => {
    const v = await values([
      { column_id: 'player_targets_from_plays' },
      { column_id: 'player_receptions_from_plays' },
      { column_id: 'player_receiving_yards_from_plays' },
      { column_id: 'player_receiving_air_yards_from_plays' },
      { column_id: 'player_yards_after_catch_from_plays' },
      { column_id: 'player_receiving_touchdowns_from_plays' },
      { column_id: 'player_receiving_epa_from_plays' },
      { column_id: 'player_receiving_explosive_rate_from_plays' },
      { column_id: 'player_red_zone_targets_from_plays' },
    ]);
    expect(v.BBBB).toEqual([3, 2, 40, 50, 10, 1, 4, 0.333, 1]);
  });
});

describe('data view engine: team columns', () => {
  it("gives every player his current team's offence: plays, attempts, pass rate, EPA per play, success", async () => {
    const v = await values([
      { column_id: 'player_team_plays_from_plays' },
      { column_id: 'player_team_pass_attempts_from_plays' },
      { column_id: 'player_team_rush_attempts_from_plays' },
      { column_id: 'player_team_pass_rate_from_plays' },
      { column_id: 'player_team_epa_per_play_from_plays' },
      { column_id: 'player_team_success_rate_from_plays' },
      { column_id: 'player_team_plays_from_plays', params: { rate_type: 'per_game' } },
    ]);
    // KC 2025 REG: 4 dropbacks (one a sack) + 3 rushes; EPA 1.5 − 0.5 − 2 + 3 + 0.8 − 0.2 + 2 = 4.6 over 7 plays
    const kc = [7, 3, 3, 0.571, 0.657, 0.571, 3.5];
    expect(v.AAAA).toEqual(kc);
    expect(v.DDDD).toEqual(kc);
  });
});

describe('data view engine: stats explorer filters', () => {
  const run = (columns: Columns, filters: DataViewTableState['filters']) =>
    runDataViewQuery(deps, { table_state: { sort: [], prefix_columns: [], columns, filters }, offset: 0, limit: 100 }, { userId: null });

  it('downs and the yard line narrow every play column; positions keep those rows', async () => {
    const cols: Columns = [{ column_id: 'player_pass_attempts_from_plays' }, { column_id: 'player_rush_yards_from_plays' }, { column_id: 'player_team_plays_from_plays' }];
    const byPid = (r: Awaited<ReturnType<typeof run>>) => Object.fromEntries(r.rows.map((x) => [x.pid, x.cells]));
    // first downs: pass attempts 1 and 4, C's runs of 12 and 5 yards, KC plays 1, 4, 8, 10
    const first = byPid(await run(cols, { downs: [1] }));
    expect(first.AAAA).toEqual([2, null, 4]);
    expect(first.CCCC).toEqual([null, 17, 4]);
    // inside the 20: the 18-yard-line incompletion, C's runs from the 5; plays without a yard line drop out
    const redZone = byPid(await run(cols, { yardline_start: 0, yardline_end: 20 }));
    expect(redZone.AAAA).toEqual([1, null, 3]);
    expect(redZone.CCCC).toEqual([null, 8, 3]);
    const wr = await run(cols, { positions: ['WR', 'TE'] });
    expect(wr.rows.map((r) => r.pid)).toEqual(['BBBB', 'DDDD']);
    expect(wr.total).toBe(2);
  });
});

describe('data view engine: sorting and paging', () => {
  const state = (desc: boolean): DataViewTableState => ({
    sort: [{ column_id: 'player_pass_yards_from_plays', desc }],
    prefix_columns: ['player_name'],
    columns: [{ column_id: 'player_pass_yards_from_plays' }, { column_id: 'player_age' }],
  });

  it('sorts on the server with missing values last in both directions, then by pid', async () => {
    const asc = await runDataViewQuery(deps, { table_state: state(false), offset: 0, limit: 100 }, { userId: null });
    expect(asc.rows.map((r) => r.pid)).toEqual(['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE']);
    const byAge = await runDataViewQuery(
      deps,
      { table_state: { ...state(true), sort: [{ column_id: 'player_age', desc: true }] }, offset: 0, limit: 100 },
      { userId: null },
    );
    expect(byAge.rows.map((r) => r.pid)).toEqual(['EEEE', 'AAAA', 'BBBB', 'CCCC', 'DDDD']);
    expect(byAge.rows[0].cells).toEqual(['EEEE Player', null, 36]);
  });

  it('answers one page and the total', async () => {
    const page = await runDataViewQuery(
      deps,
      { table_state: { ...state(false), sort: [{ column_id: 'player_age', desc: false }] }, offset: 1, limit: 2 },
      { userId: null },
    );
    expect(page.total).toBe(5);
    expect(page.rows.map((r) => r.pid)).toEqual(['AAAA', 'EEEE']);
  });

  it('refuses a parameter the column does not take, naming the field', async () => {
    const bad = { sort: [], prefix_columns: [], columns: [{ column_id: 'player_age' as const, params: { year: 2024 } }] };
    await expect(runDataViewQuery(deps, { table_state: bad, offset: 0, limit: 10 }, { userId: null })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
      message: expect.stringContaining('table_state.columns.0.params.year'),
    });
    const rate = { sort: [], prefix_columns: [], columns: [{ column_id: 'player_pass_yards_from_plays' as const, params: { rate_type: 'per_route' } }] };
    await expect(runDataViewQuery(deps, { table_state: rate, offset: 0, limit: 10 }, { userId: null })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
      message: expect.stringContaining('table_state.columns.0.params.rate_type'),
    });
  });

  it('cancels a query over its time budget with a statement timeout', async () => {
    const slow = { ...deps, repo: { ...deps.repo, aggregate: () => new Promise<never>(() => undefined) }, budgetMs: 20 };
    await expect(runDataViewQuery(slow, { table_state: state(false), offset: 0, limit: 10 }, { userId: null })).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: expect.stringContaining('statement timeout'),
    });
  });
});
