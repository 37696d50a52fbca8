import type { Expr, GroupColumnSpec } from './types';

/**
 * Game lines from the schedule (nfl_games: nflverse/nfldata `games.csv`), one row per team and game (the source's
 * `pre` stages, sources.ts `games_lines`). `spread_line` is the home team's expected margin (positive: home
 * favoured — checked on the file: 1,710 of its 1,744 lined games have the positive side's moneyline negative,
 * the rest are near pick'em), so a team's expected margin is `spread_line` at home and `-spread_line` away, and
 * its implied points are `total_line / 2 + margin / 2`. Games without a line count in no average.
 */
const lined = (...fields: string[]): Expr => ({ $and: fields.map((f) => ({ $ne: [{ $ifNull: [`$${f}`, null] }, null] })) });
const orNull = (cond: Expr, value: Expr): Expr => ({ $cond: [cond, value, null] });

/** The per-team fields of one game row, for the home side or the away side. */
export function gameSide(side: 'home' | 'away'): Record<string, Expr> {
  const margin: Expr = side === 'home' ? '$spread_line' : { $multiply: ['$spread_line', -1] };
  return {
    team: `$${side}_team`,
    esbid: '$esbid',
    margin: orNull(lined('spread_line'), margin),
    total: orNull(lined('total_line'), '$total_line'),
    implied: orNull(lined('spread_line', 'total_line'), { $add: [{ $divide: ['$total_line', 2] }, { $divide: [margin, 2] }] }),
    lined: { $cond: [lined('spread_line', 'total_line'), 1, 0] },
  };
}

const avg = (id: GroupColumnSpec['id'], field: string, places: number): GroupColumnSpec => ({
  id,
  source: 'games_lines',
  acc: { v: { $avg: `$${field}` } },
  value: (f) => ({ $cond: [{ $eq: [f('v'), null] }, null, { $round: [f('v'), places] }] }),
});

/** Game lines and implied team totals of the player's current NFL team over the window. */
export const GAME_LINE_COLUMNS: GroupColumnSpec[] = [
  avg('player_team_implied_total_from_games', 'implied', 2),
  avg('player_team_spread_from_games', 'margin', 2),
  avg('player_team_total_line_from_games', 'total', 2),
  { id: 'player_team_lined_games_from_games', source: 'games_lines', acc: { n: { $sum: '$lined' } }, value: (f) => f('n') },
];
