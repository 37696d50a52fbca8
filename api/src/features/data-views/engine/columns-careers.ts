import { CAREER_FIRST_SEASONS, CAREER_TOP_SEASONS } from '@league/shared-rules';
import type { DataViewColumnId } from '@league/shared-rules/contracts';
import type { CareerColumnSpec, PointsAddedColumnSpec } from './types';

/** Season points added and the career logs: valued in the api over every player at once (careers.ts). */
const round2 = (n: number) => Math.round(n * 100) / 100;

export const POINTS_ADDED_COLUMNS: PointsAddedColumnSpec[] = [
  { id: 'player_points_added_from_seasonlogs', source: 'points_added', value: (s) => s.added },
  { id: 'player_points_added_per_game_from_seasonlogs', source: 'points_added', value: (s) => (s.games > 0 ? round2(s.added / s.games) : null) },
];

const firstSeasonsId = (n: number) => `player_points_added_first_${n}_seasons_from_careerlogs` as DataViewColumnId;
const topSeasonsId = (n: number) => `player_top_${n}_seasons_from_careerlogs` as DataViewColumnId;

export const CAREER_COLUMNS: CareerColumnSpec[] = [
  { id: 'player_career_points_from_careerlogs', source: 'careerlogs', value: (c) => c.points },
  { id: 'player_career_games_from_careerlogs', source: 'careerlogs', value: (c) => c.games },
  { id: 'player_career_points_per_game_from_careerlogs', source: 'careerlogs', value: (c) => (c.games > 0 ? round2(c.points / c.games) : null) },
  { id: 'player_career_points_added_from_careerlogs', source: 'careerlogs', value: (c) => c.pointsAdded },
  { id: 'player_career_seasons_from_careerlogs', source: 'careerlogs', value: (c) => c.seasons },
  { id: 'player_best_position_rank_from_careerlogs', source: 'careerlogs', value: (c) => c.bestRank },
  ...CAREER_FIRST_SEASONS.map((n, i): CareerColumnSpec => ({ id: firstSeasonsId(n), source: 'careerlogs', value: (c) => c.firstSeasons[i] })),
  ...CAREER_TOP_SEASONS.map((n, i): CareerColumnSpec => ({ id: topSeasonsId(n), source: 'careerlogs', value: (c) => c.topSeasons[i] })),
];

