import type { DataView } from '@league/shared-rules/contracts';
import { DataViewTableStateSchema, SYSTEM_VIEW_USERNAME } from '@league/shared-rules/contracts';
import { unixSeconds, type DataViewDeps } from './deps';

type SystemViewSeed = Pick<
  DataView,
  'view_id' | 'view_name' | 'view_description' | 'view_search_column_id' | 'table_state'
>;

/**
 * The built-in views every visitor sees (username 'system'). Ids are stable slugs so the seed can run
 * on every start without duplicating them, and a user's edits never touch them (they have no owner).
 */
/** The system views the default view is (spec §4): season fantasy points past the final week, else season projections. */
export const SEASON_FANTASY_POINTS_VIEW_ID = 'system-season-fantasy-points';
export const SEASON_PROJECTIONS_VIEW_ID = 'system-season-projections';

export const SYSTEM_DATA_VIEWS: readonly SystemViewSeed[] = [
  {
    view_id: SEASON_FANTASY_POINTS_VIEW_ID,
    view_name: 'Season Fantasy Points',
    view_description: 'Fantasy points of the last completed regular season, best first.',
    view_search_column_id: 'player_name',
    table_state: {
      sort: [{ column_id: 'player_fantasy_points_from_seasonlogs', desc: true }],
      prefix_columns: ['player_name'],
      columns: [
        { column_id: 'player_position' },
        { column_id: 'player_nfl_team' },
        { column_id: 'player_age' },
        { column_id: 'player_fantasy_points_from_seasonlogs', params: { year: 2025, seas_type: 'REG' } },
      ],
    },
  },
  {
    view_id: SEASON_PROJECTIONS_VIEW_ID,
    view_name: 'Season Projections',
    view_description: "Projected fantasy points under the league's scoring, this week and for the rest of the season (the whole season before it starts), best first.",
    view_search_column_id: 'player_name',
    table_state: {
      sort: [{ column_id: 'player_rest_of_season_projected_points', desc: true }],
      prefix_columns: ['player_name'],
      columns: [
        { column_id: 'player_position' },
        { column_id: 'player_nfl_team' },
        { column_id: 'player_age' },
        { column_id: 'player_week_projected_points' },
        { column_id: 'player_rest_of_season_projected_points' },
      ],
    },
  },
  {
    view_id: 'system-draft-capital',
    view_name: 'Draft Capital',
    view_description: 'Newest draft classes first, each by overall pick, with college.',
    view_search_column_id: 'player_name',
    table_state: {
      sort: [
        { column_id: 'player_draft_year', desc: true },
        { column_id: 'player_draft_pick', desc: false },
      ],
      prefix_columns: ['player_name'],
      columns: [
        { column_id: 'player_position' },
        { column_id: 'player_nfl_team' },
        { column_id: 'player_draft_year' },
        { column_id: 'player_draft_round' },
        { column_id: 'player_draft_pick' },
        { column_id: 'player_college' },
      ],
    },
  },
  {
    view_id: 'system-youth-and-production',
    view_name: 'Youth and Production',
    view_description: 'Youngest players first, with last season fantasy points and draft year.',
    view_search_column_id: 'player_name',
    table_state: {
      sort: [{ column_id: 'player_age', desc: false }],
      prefix_columns: ['player_name'],
      columns: [
        { column_id: 'player_position' },
        { column_id: 'player_nfl_team' },
        { column_id: 'player_age' },
        { column_id: 'player_draft_year' },
        { column_id: 'player_fantasy_points_from_seasonlogs', params: { year: 2025, seas_type: 'REG' } },
      ],
    },
  },
  {
    view_id: 'system-league-salaries',
    view_name: 'League Salaries',
    view_description: 'Rostered salary in the league, highest first.',
    view_search_column_id: 'player_name',
    table_state: {
      sort: [{ column_id: 'player_league_salary', desc: true }],
      prefix_columns: ['player_name'],
      columns: [
        { column_id: 'player_position' },
        { column_id: 'player_nfl_team' },
        { column_id: 'player_league_salary' },
        { column_id: 'player_age' },
      ],
    },
  },
  {
    view_id: 'system-career-production',
    view_name: 'Career Production',
    view_description: 'Career points added over a replacement starter, most first, with early-career production and top-12 finishes.',
    view_search_column_id: 'player_name',
    table_state: {
      sort: [{ column_id: 'player_career_points_added_from_careerlogs', desc: true }],
      prefix_columns: ['player_name'],
      columns: [
        { column_id: 'player_position' },
        { column_id: 'player_age' },
        { column_id: 'player_draft_year' },
        { column_id: 'player_career_seasons_from_careerlogs' },
        { column_id: 'player_career_points_per_game_from_careerlogs' },
        { column_id: 'player_career_points_added_from_careerlogs' },
        { column_id: 'player_points_added_first_2_seasons_from_careerlogs' },
        { column_id: 'player_top_12_seasons_from_careerlogs' },
        { column_id: 'player_best_position_rank_from_careerlogs' },
      ],
    },
  },
];

/**
 * Writes the system views: missing ones are inserted, stored ones get the current definition (their
 * creation time is kept), so calling it on every start is safe and a changed definition ships with
 * the code. Returns how many were inserted. Call after the database connection is open.
 */
export async function seedSystemDataViews(deps: DataViewDeps): Promise<number> {
  const now = unixSeconds(deps.now());
  let inserted = 0;
  // Sequential on purpose: creation order is the list order, which the listing keeps.
  for (const [index, seed] of SYSTEM_DATA_VIEWS.entries()) {
    const view: DataView = {
      ...seed,
      table_state: DataViewTableStateSchema.parse(seed.table_state),
      view_username: SYSTEM_VIEW_USERNAME,
      user_id: null,
      created_at: now + index,
      updated_at: now + index,
    };
    if (await deps.dataViews.upsertSystem(view)) inserted += 1;
  }
  return inserted;
}
