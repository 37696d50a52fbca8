import type { DataViewTableState } from '@league/shared-rules/contracts';
import { startTestDatabase, type TestDatabase } from '../../../db/connect';
import { ensureIndexes } from '../../../db/ensure-indexes';
import { createDataViewQueryRepository } from '../../../db/repositories/data-view-query.repository';
import { accessPaths } from '../../../test-support/explain';
import { FIXTURE_NOW, loadEngineFixture } from './engine-fixture.test-helper';
import { runDataViewQuery } from './run-query';

/**
 * The hot queries use the declared indexes: every aggregation the engine sends for a few typical views is
 * explained on the database (the embedded server's planner reports the index it reads; on a real MongoDB the
 * same fields come from its planner).
 */
let db: TestDatabase;
const repo = createDataViewQueryRepository();
const sent: Array<{ collection: string; pipeline: Record<string, unknown>[] }> = [];
const deps = {
  repo: { ...repo, aggregate: (collection: string, pipeline: Record<string, unknown>[], ms: number) => (sent.push({ collection, pipeline }), repo.aggregate(collection, pipeline, ms)) },
  now: () => FIXTURE_NOW,
};

beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  await loadEngineFixture();
}, 60_000);
afterAll(() => db.stop());

async function explained(state: DataViewTableState, league_id?: number) {
  sent.length = 0;
  await runDataViewQuery(deps, { table_state: state, offset: 0, limit: 100, league_id }, { userId: league_id ? 1 : null });
  const out: Array<{ collection: string; paths: string[]; match: unknown }> = [];
  for (const q of sent) {
    const explain = await db.connection.db!.collection(q.collection).aggregate(q.pipeline).explain('queryPlanner');
    out.push({ collection: q.collection, paths: accessPaths(explain), match: q.pipeline[0]?.$match });
  }
  return out;
}

const y = { year: 2025 };
const wide: DataViewTableState = {
  sort: [{ column_id: 'player_receiving_yards_from_plays', desc: true }],
  prefix_columns: ['player_name'],
  columns: [
    { column_id: 'player_age' },
    { column_id: 'player_forty_yard_dash' },
    { column_id: 'player_league_salary' },
    { column_id: 'player_fantasy_points_from_seasonlogs', params: y },
    { column_id: 'player_fantasy_points_position_rank_from_seasonlogs', params: y },
    { column_id: 'player_pass_yards_from_plays', params: y },
    { column_id: 'player_rush_yards_from_plays', params: { ...y, rate_type: 'per_game' } },
    { column_id: 'player_receiving_yards_from_plays', params: y },
    { column_id: 'player_team_plays_from_plays', params: y },
  ],
};

describe('data view engine: index use', () => {
  it('every query of a view sorted by a play column reads an index, but the players count and the valueless tail', async () => {
    const queries = await explained(wide, 1);
    const scans = queries.filter((q) => q.paths.includes('COLLSCAN'));
    // the view's total counts every player, and a page past the players with a value lists the others by
    // pid (only B has receiving yards here): both read the players collection whole, by design
    expect(scans.map((q) => [q.collection, q.match])).toEqual([
      ['players', {}],
      ['players', { pid: { $nin: ['BBBB'] } }],
    ]);
    // the sort's source for every player (its rows serve the page too), then the page's other play sources
    expect(queries.filter((q) => q.collection === 'play_game_totals').map((q) => q.paths[0])).toEqual([
      'role_1_year_1_season_type_1_week_1',
      'role_1_key_1_year_1_season_type_1_week_1',
      'role_1_key_1_year_1_season_type_1_week_1',
      'role_1_key_1_year_1_season_type_1_week_1',
    ]);
    // the raw plays are not read without play filters
    expect(queries.some((q) => q.collection === 'plays')).toBe(false);
  });

  it('a view sorted by a player column and the stats explorer filters read indexes only (positions, pids, plays)', async () => {
    const byName: DataViewTableState = { ...wide, sort: [{ column_id: 'player_name', desc: false }], filters: { positions: ['QB', 'WR'] } };
    const explorer: DataViewTableState = { ...wide, filters: { positions: ['WR', 'TE', 'RB'], downs: [1, 2], yardline_start: 0, yardline_end: 50 } };
    for (const state of [byName, explorer]) {
      const queries = await explained(state, 1);
      expect(queries.filter((q) => q.paths.includes('COLLSCAN'))).toEqual([]);
    }
    // the order reads every player's plays of the sort's role by season window and down; the page's other
    // play sources read the page's players' plays by role id, season window and down
    const plays = (await explained(explorer)).filter((q) => q.collection === 'plays');
    expect(plays.map((q) => q.paths[0])).toEqual([
      'year_1_season_type_1_week_1_down_1',
      'passer_player_id_1_year_1_season_type_1_week_1_down_1',
      'rusher_player_id_1_year_1_season_type_1_week_1_down_1',
      'year_1_season_type_1_week_1_down_1',
    ]);
  });

  it('game filters and the game lines read the schedule by its (year, week) index, and keep the plays on the table', async () => {
    const state: DataViewTableState = {
      ...wide,
      sort: [{ column_id: 'player_name', desc: false }],
      columns: [...wide.columns, { column_id: 'player_team_implied_total_from_games', params: y }],
      filters: { positions: ['QB', 'WR'], total_line: { min: 40 }, game_days: ['SUN', 'SN'], referees: ['Brad Allen'] },
    };
    const queries = await explained(state, 1);
    expect(queries.filter((q) => q.paths.includes('COLLSCAN'))).toEqual([]);
    const games = queries.filter((q) => q.collection === 'nfl_games');
    // the filter's games once, then the page's game lines
    expect(games.map((q) => q.paths[0])).toEqual(['year_1_week_1', 'year_1_week_1']);
    expect(queries.some((q) => q.collection === 'plays')).toBe(false);
  });
});
