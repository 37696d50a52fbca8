import type { DataViewTableState } from '@league/shared-rules/contracts';

const y = { year: 2025 };

/** The bench's wide view: 20 columns (8 identity, 2 combine, 3 season-log, 7 play-derived with a year). */
export const BENCH_TABLE_STATE: DataViewTableState = {
  sort: [{ column_id: 'player_receiving_yards_from_plays', desc: true }],
  prefix_columns: ['player_name'],
  columns: [
    { column_id: 'player_position' },
    { column_id: 'player_nfl_team' },
    { column_id: 'player_age' },
    { column_id: 'player_draft_year' },
    { column_id: 'player_draft_pick' },
    { column_id: 'player_college' },
    { column_id: 'player_height' },
    { column_id: 'player_forty_yard_dash' },
    { column_id: 'player_burst_score' },
    { column_id: 'player_fantasy_points_from_seasonlogs', params: y },
    { column_id: 'player_fantasy_points_per_game_from_seasonlogs', params: y },
    { column_id: 'player_games_played_from_seasonlogs', params: y },
    { column_id: 'player_pass_yards_from_plays', params: y },
    { column_id: 'player_pass_attempts_from_plays', params: y },
    { column_id: 'player_rush_yards_from_plays', params: y },
    { column_id: 'player_rush_attempts_from_plays', params: y },
    { column_id: 'player_targets_from_plays', params: y },
    { column_id: 'player_receptions_from_plays', params: y },
    { column_id: 'player_receiving_yards_from_plays', params: y },
  ],
};

// 2025 first: the sort names a column id, and the first column of that id is the one sorted
const seasons = [2025, 2024].map((year) => ({ year }));

/**
 * A stats explorer query (the receiving table of /leagues/:lid/stats) over both seasons with 4 filters —
 * positions, downs, yard line from and to (early downs in the opponent's half) — grouped by player: the
 * filters reach the plays, so the engine reads the raw plays (the per-game table cannot answer them).
 */
export const EXPLORER_TABLE_STATE: DataViewTableState = {
  sort: [{ column_id: 'player_receiving_yards_from_plays', desc: true }],
  prefix_columns: ['player_name'],
  columns: [
    { column_id: 'player_position' },
    { column_id: 'player_nfl_team' },
    ...seasons.flatMap((params) => [
      { column_id: 'player_receiving_yards_from_plays' as const, params },
      { column_id: 'player_targets_from_plays' as const, params },
      { column_id: 'player_receptions_from_plays' as const, params },
      { column_id: 'player_receiving_epa_from_plays' as const, params },
    ]),
  ],
  filters: { positions: ['WR', 'TE', 'RB'], downs: [1, 2], yardline_start: 0, yardline_end: 50 },
};
