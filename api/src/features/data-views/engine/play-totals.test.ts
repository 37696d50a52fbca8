import { DATA_VIEW_COLUMNS, type DataViewColumnId, type DataViewTableState } from '@league/shared-rules/contracts';
import { startTestDatabase, type TestDatabase } from '../../../db/connect';
import { ensureIndexes } from '../../../db/ensure-indexes';
import { PlayModel, PlayTotalModel } from '../../../db/models/nfl-data.model';
import { createDataViewQueryRepository } from '../../../db/repositories/data-view-query.repository';
import { createPlayTotalsRepository } from '../../../db/repositories/play-totals.repository';
import { rebuildPlayTotals } from '../play-totals';
import { FIXTURE_NOW, loadEngineFixture } from './engine-fixture.test-helper';
import { executeView } from './execute';
import { resolveColumns } from './params';
import { PASSING_COLUMNS, RECEIVING_COLUMNS, RUSHING_COLUMNS, TEAM_COLUMNS } from './columns-plays';

/**
 * The pre-aggregated path (play_game_totals) gives the numbers of the raw-play path on the fixture, for every
 * play column and every parameter the table answers (year, season type, week range, per-game rate).
 */
let db: TestDatabase;
const repo = createDataViewQueryRepository();

beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  await loadEngineFixture();
}, 60_000);
afterAll(() => db.stop());

const PLAY_IDS = [...PASSING_COLUMNS, ...RUSHING_COLUMNS, ...RECEIVING_COLUMNS, ...TEAM_COLUMNS].map((c) => c.id);
const PARAMS = [{}, { week_min: 2, week_max: 2 }, { seas_type: 'POST' as const }, { year: 2024 }, { week_min: 1, week_max: 1, rate_type: 'per_game' }];

/** Both paths over the same columns: cells by pid, and the collections each read. */
async function bothPaths(state: DataViewTableState, offset = 0, limit = 100) {
  const cells = resolveColumns(state, 2025);
  const run = async (rawPlays: boolean) => {
    const read: string[] = [];
    const out = await executeView(
      (c, p) => (read.push(c), repo.aggregate(c, p, 60_000)),
      cells,
      state.sort,
      { now: FIXTURE_NOW, league: null, playFilter: {}, rawPlays },
      { offset, limit },
    );
    return { out, read: [...new Set(read)].sort() };
  };
  return { table: await run(false), raw: await run(true) };
}

describe('play_game_totals', () => {
  it('answers every play column and parameter with the raw plays\' numbers', async () => {
    for (const params of PARAMS) {
      const takesRate = (id: DataViewColumnId) => (DATA_VIEW_COLUMNS[id].params as readonly string[]).includes('rate_type');
      const columns = PLAY_IDS.filter((id) => !('rate_type' in params) || takesRate(id)).map((column_id) => ({ column_id, params }));
      const { table, raw } = await bothPaths({ sort: [], prefix_columns: [], columns });
      expect(table.read).toEqual(['play_game_totals', 'players']);
      expect(raw.read).toEqual(['players', 'plays']);
      expect(table.out).toEqual(raw.out);
      // not vacuous: the fixture's players have play values in this window
      expect(table.out.rows.some((r) => r.cells.some((v) => typeof v === 'number'))).toBe(true);
    }
  });

  it('sorts and pages the same on both paths, missing values last', async () => {
    for (const desc of [true, false]) {
      const state: DataViewTableState = {
        sort: [{ column_id: 'player_rush_yards_from_plays', desc }, { column_id: 'player_team_plays_from_plays', desc: false }],
        prefix_columns: ['player_name'],
        columns: [{ column_id: 'player_rush_yards_from_plays' }, { column_id: 'player_team_plays_from_plays' }, { column_id: 'player_targets_from_plays' }],
      };
      const { table, raw } = await bothPaths(state, 0, 3);
      expect(table.out).toEqual(raw.out);
      expect(table.out.total).toBe(5);
      // C alone has rush yards (first both ways); the rest tie on KC's 7 plays, then pid
      expect(table.out.rows.map((r) => r.pid)).toEqual(['CCCC', 'AAAA', 'BBBB']);
      const next = await bothPaths(state, 3, 3);
      expect(next.table.out).toEqual(next.raw.out);
      expect(next.table.out.rows.map((r) => r.pid)).toEqual(['DDDD', 'EEEE']);
    }
  });

  it('a sort on one play column (read from its rows with a value, then the rest by pid) pages as the general sort does', async () => {
    for (const desc of [true, false]) {
      const columns: DataViewTableState['columns'] = [{ column_id: 'player_receiving_yards_from_plays', params: { year: 2025 } }, { column_id: 'player_name' }];
      const one: DataViewTableState = { sort: [{ column_id: 'player_receiving_yards_from_plays', desc }], prefix_columns: [], columns };
      // the fixture's names follow pid order, so a second key on the name orders as the pid tie-break does
      const two: DataViewTableState = { ...one, sort: [...one.sort, { column_id: 'player_name', desc: false }] };
      for (const [offset, limit] of [[0, 2], [1, 3], [3, 5]]) {
        const a = await bothPaths(one, offset, limit);
        const b = await bothPaths(two, offset, limit);
        expect(a.table.out).toEqual(b.table.out);
        expect(a.table.out).toEqual(a.raw.out);
      }
      expect((await bothPaths(one, 0, 5)).table.out.rows.map((r) => r.pid)).toEqual(['BBBB', 'AAAA', 'CCCC', 'DDDD', 'EEEE']);
    }
  });

  it("holds one row per role, player and game, and a game's rebuild follows its plays", async () => {
    // G1: A passes, B is targeted, C runs, KC and BUF have the ball
    const g1 = await PlayTotalModel.find({ esbid: 'G1' }, { _id: 0, role: 1, key: 1, att: 1, tgt: 1, plays: 1 }).lean();
    expect(g1.map((r) => `${r.role}:${r.key}`).sort()).toEqual(['pass:00-1', 'rec:00-2', 'rush:00-3', 'rush:00-9', 'team:BUF', 'team:KC']);
    await PlayModel.updateOne({ esbid: 'G1', yards_gained: 12 }, { $set: { yards_gained: 30 } });
    await rebuildPlayTotals(createPlayTotalsRepository(), { esbid: { $in: ['G1'] } });
    const state: DataViewTableState = { sort: [], prefix_columns: [], columns: [{ column_id: 'player_rush_yards_from_plays' }, { column_id: 'player_rush_explosive_rate_from_plays' }] };
    const { table, raw } = await bothPaths(state);
    expect(table.out).toEqual(raw.out);
    expect(table.out.rows.find((r) => r.pid === 'CCCC')?.cells).toEqual([38, 0.333]);
    await PlayModel.updateOne({ esbid: 'G1', yards_gained: 30 }, { $set: { yards_gained: 12 } });
    await rebuildPlayTotals(createPlayTotalsRepository(), { esbid: { $in: ['G1'] } });
  });
});
