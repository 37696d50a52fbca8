import { z } from 'zod';

/** An inclusive range of a filter; either end may be left open. A minimum above the maximum matches nothing. */
const range = (lo: number, hi: number, int = true) => {
  const n = int ? z.number().int().min(lo).max(hi) : z.number().min(lo).max(hi);
  return z.object({ min: n.optional(), max: n.optional() });
};
export type DataViewFilterRange = { min?: number; max?: number };

/**
 * Game day codes of spec §2 the shipped schedule can answer (derived from its `game_type`, `weekday` and
 * `gametime`, New York time): playoff rounds WC, DIV, CONF, SB; else the weekday, with Sunday split at 19:00
 * into SUN and SN (Sunday night) and MN for Monday. PRO, HOF and PRE are absent: the schedule has no Pro Bowl,
 * Hall of Fame or preseason games.
 */
export const GAME_DAYS = ['SUN', 'SN', 'MN', 'THU', 'SAT', 'FRI', 'WED', 'TUE', 'WC', 'DIV', 'CONF', 'SB'] as const;
export type GameDay = (typeof GAME_DAYS)[number];

/**
 * Stats explorer filters a view may carry (spec §2 "Stats explorer filters", filter state "downs,
 * yardline_start (0), yardline_end (100)"): `positions` keeps the rows of those fantasy positions; `downs`
 * and the yard line (distance to the opponent's end zone) keep the plays every play-derived column counts.
 * The yard-line filter applies only when it is not the full 0-100 range, and then leaves out plays
 * without a yard line.
 *
 * Play filters (each play's own columns): `quarters` (the quarter derived at import from the seconds
 * remaining, api/src/features/plays/README.md), `score` is the offence's score before the play (0-80),
 * `score_diff` the offence's lead before the play (-70 to 70, negative when trailing), `score_diff_abs` its
 * size (0-70, the Blowouts preset), `epa` (-14 to 14) and `wpa` (-1 to 1) the play's expected points and win
 * probability added. Game filters (the schedule's row of the play's game): `game_days`, `home_rest` and
 * `away_rest` (days, 4-21), `home_moneyline` and `away_moneyline` (-10000 to 3000), `total_line` (25-65,
 * step 0.5) and `referees`. A game without a line or referee drops out of a filter on it.
 *
 * `team_unit` (spec §2; default `off`): the team columns count the plays of the player's team's offence, or
 * with `def` the plays its defence faced (what it allowed). Play filters keep the offence's view (`score_diff`
 * is the lead of the team with the ball).
 *
 * `matchup_opponent_type` (spec §2; null or absent: the player's team): the team columns describe the opponent of
 * the player's team in the current or next regular-season NFL week of the app clock (the schedule's game of
 * that week); a team without a game that week (a bye, the offseason, the postseason) has no value. With
 * `team_unit: def` that is what the opponent's defence allowed.
 *
 * `limit_to_player_active_games` (spec §2; default false): the team columns of a player count only the games
 * he was active in — those in which he has a play as passer, rusher or receiver in the play-by-play — of his
 * current team. A week he spent on another team or did not touch the ball in is left out. It does not apply with a
 * matchup (the opponent's games are not the player's).
 */
export const DataViewFiltersSchema = z.object({
  positions: z.array(z.enum(['QB', 'RB', 'WR', 'TE', 'K', 'DST'])).max(6).optional(),
  downs: z.array(z.number().int().min(1).max(4)).max(4).optional(),
  /** Quarters 1-4 and 5 for overtime (every overtime period); presets first half 1-2, second half 3-4. */
  quarters: z.array(z.number().int().min(1).max(5)).max(5).optional(),
  yardline_start: z.number().int().min(0).max(100).optional(),
  yardline_end: z.number().int().min(0).max(100).optional(),
  score: range(0, 80).optional(),
  score_diff: range(-70, 70).optional(),
  score_diff_abs: range(0, 70).optional(),
  epa: range(-14, 14, false).optional(),
  wpa: range(-1, 1, false).optional(),
  game_days: z.array(z.enum(GAME_DAYS)).max(GAME_DAYS.length).optional(),
  home_rest: range(4, 21).optional(),
  away_rest: range(4, 21).optional(),
  home_moneyline: range(-10000, 3000).optional(),
  away_moneyline: range(-10000, 3000).optional(),
  total_line: z.object({ min: z.number().min(25).max(65).multipleOf(0.5).optional(), max: z.number().min(25).max(65).multipleOf(0.5).optional() }).optional(),
  referees: z.array(z.string().trim().min(1).max(60)).max(30).optional(),
  team_unit: z.enum(['off', 'def']).optional(),
  matchup_opponent_type: z.enum(['current_week_opponent_total', 'next_week_opponent_total']).nullable().optional(),
  limit_to_player_active_games: z.boolean().optional(),
});
export type DataViewFilters = z.infer<typeof DataViewFiltersSchema>;
