import { SCORING_FORMATS, STAT_KEYS, receptionValue } from '@league/shared-rules';
import type { Expr, GroupColumnSpec } from './types';

const FORMAT = SCORING_FORMATS.half_ppr.format;

/**
 * Half-PPR points of one player_weeks line from its offensive keys (the weights of shared-rules'
 * calculatePoints); receptions take the position's weight when the format sets one. Kicking and defence
 * lines are not scored here: the catalogue says "from offensive stats".
 */
export function halfPprPointsExpr(): Expr {
  const terms: Expr[] = [];
  for (const key of STAT_KEYS) {
    const w = key === 'rec' ? 0 : FORMAT[key];
    if (w) terms.push({ $multiply: [{ $ifNull: [`$stats.${key}`, 0] }, w] });
  }
  const recWeight: Expr = {
    $switch: {
      branches: (['RB', 'WR', 'TE'] as const).map((pos) => ({ case: { $eq: ['$pos', pos] }, then: receptionValue(FORMAT, pos) })),
      default: FORMAT.rec,
    },
  };
  terms.push({ $multiply: [{ $ifNull: ['$stats.rec', 0] }, recWeight] });
  return { $add: terms };
}

const points = { $sum: halfPprPointsExpr() };

/** Season logs from the weekly stat lines (player_weeks: the nflverse weekly file and play-by-play lines). */
export const SEASONLOG_COLUMNS: GroupColumnSpec[] = [
  {
    id: 'player_fantasy_points_from_seasonlogs',
    source: 'player_weeks',
    acc: { pts: points },
    value: (f) => ({ $round: [f('pts'), 2] }),
  },
  {
    id: 'player_fantasy_points_per_game_from_seasonlogs',
    source: 'player_weeks',
    acc: { pts: points, games: { $sum: 1 } },
    value: (f) => ({ $cond: [{ $gt: [f('games'), 0] }, { $round: [{ $divide: [f('pts'), f('games')] }, 2] }, null] }),
  },
  {
    id: 'player_games_played_from_seasonlogs',
    source: 'player_weeks',
    acc: { games: { $sum: 1 } },
    value: (f) => f('games'),
  },
  {
    id: 'player_fantasy_points_position_rank_from_seasonlogs',
    source: 'player_weeks',
    acc: { pts: points, pos: { $first: '$pos' } },
    window: (f) => ({
      $setWindowFields: {
        partitionBy: f('pos'),
        sortBy: { [f('pts').slice(1)]: -1 },
        output: { [f('rank').slice(1)]: { $rank: {} } },
      },
    }),
    value: (f) => f('rank'),
  },
];
