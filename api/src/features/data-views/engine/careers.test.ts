import type { DataViewTableState } from '@league/shared-rules/contracts';
import { startTestDatabase, type TestDatabase } from '../../../db/connect';
import { ensureIndexes } from '../../../db/ensure-indexes';
import { PlayerModel } from '../../../db/models/player.model';
import { PlayerWeekModel } from '../../../db/models/stats.model';
import { createDataViewQueryRepository } from '../../../db/repositories/data-view-query.repository';
import { runDataViewQuery } from './run-query';

/**
 * Season points added and career logs through the engine, against values worked out by hand. Passing yards
 * score 0.04 a yard: 250 yards is 10 points. The clock is in week 12 of 2026: 2023-2025 are complete seasons,
 * 2026 is in progress. Every QB season of 8+ games counts toward the baseline (fewer than 12 starters: the
 * worst of them).
 */
const NOW = new Date(Date.UTC(2026, 10, 27, 17));
let db: TestDatabase;
const deps = { repo: createDataViewQueryRepository(), now: () => NOW };

const player = (pid: string, draftYear: number | null) => ({
  pid, gsis_id: null, pos: 'QB', fname: pid, lname: pid, name: pid, pname: pid, search: pid.toLowerCase(), team: 'KC', nfl_draft_year: draftYear,
});
/** `games` weekly lines from week 1 of `year`, each `yards` passing yards. */
const lines = (pid: string, year: number, games: number, yards: number) =>
  Array.from({ length: games }, (_, i) => ({ year, week: i + 1, pid, gsis_id: null, team: 'KC', esbid: null, pos: 'QB', source: 'weekly', stats: { py: yards }, parts: {}, updated: 0 }));

beforeAll(async () => {
  db = await startTestDatabase();
  await ensureIndexes();
  await PlayerModel.insertMany([player('Q1', 2023), player('Q2', 2015), player('Q3', null), player('Q4', 2026)]);
  await PlayerWeekModel.insertMany([
    // Q1, drafted 2023: 10/g, 20/g, 10/g, then two games of the season in progress
    ...lines('Q1', 2023, 10, 250), ...lines('Q1', 2024, 10, 500), ...lines('Q1', 2025, 8, 250), ...lines('Q1', 2026, 2, 250),
    // Q2, drafted before the data: 15/g, 10/g, 15/g
    ...lines('Q2', 2023, 10, 375), ...lines('Q2', 2024, 10, 250), ...lines('Q2', 2025, 10, 375),
    // Q3, undrafted: 5/g in 2025 (the 2025 baseline)
    ...lines('Q3', 2025, 9, 125),
    // Q4: a 2026 rookie, a playoff line (week 19) outside the regular season
    { ...lines('Q4', 2025, 1, 1000)[0], week: 19 },
  ]);
}, 60_000);
afterAll(() => db.stop());

type Columns = DataViewTableState['columns'];
const CAREER: Columns = [
  'player_career_points_from_careerlogs',
  'player_career_games_from_careerlogs',
  'player_career_points_per_game_from_careerlogs',
  'player_career_points_added_from_careerlogs',
  'player_career_seasons_from_careerlogs',
  'player_best_position_rank_from_careerlogs',
].map((column_id) => ({ column_id }) as Columns[number]);
const FIRST: Columns = [1, 2, 3, 4, 5].map((n) => ({ column_id: `player_points_added_first_${n}_seasons_from_careerlogs` }) as Columns[number]);
const TOP: Columns = [1, 3, 6, 12, 24, 36].map((n) => ({ column_id: `player_top_${n}_seasons_from_careerlogs` }) as Columns[number]);

async function query(columns: Columns, sort: DataViewTableState['sort'] = [], page = { offset: 0, limit: 100 }, percentiles = false) {
  return runDataViewQuery(deps, { table_state: { sort, prefix_columns: [], columns }, ...page, percentiles }, { userId: null });
}
const byPid = (res: Awaited<ReturnType<typeof query>>) => Object.fromEntries(res.rows.map((r) => [r.pid, r.cells]));

describe('data view engine: season points added and career logs', () => {
  it('sums careers, points added over each season\'s baseline and the best complete-season finish', async () => {
    const v = byPid(await query(CAREER));
    // baselines: 2023 10/g (Q1), 2024 10/g (Q2), 2025 5/g (Q3); 2026 has no 8-game season yet
    // Q1: 100 + 200 + 80 + 20 points; added 0 + 100 + (80 − 40) = 140; 2024 QB1
    expect(v.Q1).toEqual([400, 30, 13.33, 140, 4, 1]);
    // Q2: 150 + 100 + 150; added 50 + 0 + 100
    expect(v.Q2).toEqual([400, 30, 13.33, 150, 3, 1]);
    expect(v.Q3).toEqual([45, 9, 5, 0, 1, 3]);
    // a playoff line only: no regular season
    expect(v.Q4).toEqual([null, null, null, null, null, null]);
  });

  it('gives first seasons from the draft year only when every one of them is complete', async () => {
    const v = byPid(await query(FIRST));
    expect(v.Q1).toEqual([0, 100, 140, null, null]);
    // drafted before the data holds stats; undrafted; a rookie whose first season is in progress
    for (const pid of ['Q2', 'Q3', 'Q4']) expect(v[pid]).toEqual([null, null, null, null, null]);
  });

  it('counts top-N positional finishes over complete seasons', async () => {
    const v = byPid(await query(TOP));
    // Q1: 2023 QB2, 2024 QB1, 2025 QB2; Q2: QB1, QB2, QB1; Q3: 2025 QB3
    expect(v.Q1).toEqual([1, 3, 3, 3, 3, 3]);
    expect(v.Q2).toEqual([2, 3, 3, 3, 3, 3]);
    expect(v.Q3).toEqual([0, 1, 1, 1, 1, 1]);
  });

  it('points added over a season window: the baseline counts players with half the window\'s games', async () => {
    const cols: Columns = [
      { column_id: 'player_points_added_from_seasonlogs', params: { week_min: 1, week_max: 4 } },
      { column_id: 'player_points_added_per_game_from_seasonlogs', params: { week_min: 1, week_max: 4 } },
      { column_id: 'player_points_added_from_seasonlogs', params: { year: 2024 } },
    ];
    const v = byPid(await query(cols));
    // 2025 weeks 1-4: Q1 40, Q2 60, Q3 20 points, four games each; the baseline is Q3's 5/g
    expect(v.Q1).toEqual([20, 5, 100]);
    expect(v.Q2).toEqual([40, 10, 0]);
    expect(v.Q3).toEqual([0, 0, null]);
  });

  it('sorts and pages on a career column, players without a value last', async () => {
    const sort = [{ column_id: 'player_career_points_added_from_careerlogs' as const, desc: true }];
    const first = await query(CAREER, sort, { offset: 0, limit: 2 });
    expect(first.total).toBe(4);
    expect(first.rows.map((r) => r.pid)).toEqual(['Q2', 'Q1']);
    const next = await query(CAREER, sort, { offset: 2, limit: 2 });
    expect(next.rows.map((r) => r.pid)).toEqual(['Q3', 'Q4']);
    const asc = await query(CAREER, [{ column_id: 'player_best_position_rank_from_careerlogs', desc: false }]);
    expect(asc.rows.map((r) => r.pid)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
  });

  it('reports percentiles of a career column over every player of the view, a rank lower-is-better', async () => {
    const res = await query([{ column_id: 'player_career_points_from_careerlogs' }, { column_id: 'player_best_position_rank_from_careerlogs' }], [], { offset: 0, limit: 1 }, true);
    expect(res.percentiles?.[0]).toMatchObject({ n: 3, min: 45, max: 400, lower_is_better: false });
    expect(res.percentiles?.[1]).toMatchObject({ n: 3, min: 1, max: 3, lower_is_better: true });
  });
});
