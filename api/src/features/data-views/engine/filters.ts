import type { DataViewFilterRange, DataViewFilters, GameDay } from '@league/shared-rules/contracts';

/** A range as a $match condition, or null when neither end is set. */
function between(r: DataViewFilterRange | undefined): Record<string, number> | null {
  if (!r || (r.min === undefined && r.max === undefined)) return null;
  return { ...(r.min !== undefined ? { $gte: r.min } : {}), ...(r.max !== undefined ? { $lte: r.max } : {}) };
}

/**
 * The $match terms of a view's play filters, on each play's own columns: downs; quarters (`qtr`); the yard line when narrower
 * than 0-100 (plays without a yard line then drop out, spec §2); the offence's score and lead before the play
 * (`posteam_score`, `score_differential`, and the lead's size); the play's EPA and WPA. A play without the
 * column (e.g. no EPA on a timeout row) drops out of a filter on it. Any term sends the play columns to the
 * raw plays: the pre-aggregated table sums whole games.
 */
export function playFilterOf(filters: DataViewFilters | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (filters?.downs?.length) out.down = { $in: filters.downs };
  // 5 is overtime: the import numbers overtime periods 5 and 6 (a playoff game's second)
  if (filters?.quarters?.length) out.qtr = { $in: filters.quarters.includes(5) ? [...filters.quarters, 6] : filters.quarters };
  const start = filters?.yardline_start ?? 0;
  const end = filters?.yardline_end ?? 100;
  if (start > 0 || end < 100) out.yardline_100 = { $gte: start, $lte: end };
  const terms: Array<[string, DataViewFilterRange | undefined]> = [
    ['posteam_score', filters?.score],
    ['score_differential', filters?.score_diff],
    ['epa', filters?.epa],
    ['wpa', filters?.wpa],
  ];
  for (const [name, r] of terms) {
    const cond = between(r);
    if (cond) out[name] = cond;
  }
  const abs = between(filters?.score_diff_abs);
  if (abs) {
    // |lead| in [min, max]: two sides of the signed lead (a $match on the field, no expression, so both
    // servers read it the same way)
    const lo = abs.$gte ?? 0;
    const hi = abs.$lte ?? 70;
    const sides = [{ score_differential: { $gte: lo, $lte: hi } }, { score_differential: { $gte: -hi, $lte: -lo } }];
    out.$and = [...((out.$and as unknown[]) ?? []), { $or: sides }];
  }
  return out;
}

/** Game day codes (contract GAME_DAYS) as conditions on the schedule's columns (New York kickoff times). */
const PLAYOFF: Partial<Record<GameDay, string>> = { WC: 'WC', DIV: 'DIV', CONF: 'CON', SB: 'SB' };
const WEEKDAY: Partial<Record<GameDay, string>> = { THU: 'Thursday', SAT: 'Saturday', FRI: 'Friday', WED: 'Wednesday', TUE: 'Tuesday', MN: 'Monday' };

function gameDayCondition(day: GameDay): Record<string, unknown> {
  const round = PLAYOFF[day];
  if (round) return { game_type: round };
  if (day === 'SUN') return { game_type: 'REG', weekday: 'Sunday', gametime: { $lt: '19:00' } };
  if (day === 'SN') return { game_type: 'REG', weekday: 'Sunday', gametime: { $gte: '19:00' } };
  return { game_type: 'REG', weekday: WEEKDAY[day] };
}

/** The game day code of a schedule row (the inverse of the conditions above; tests and the UI's checks). */
export function gameDayOf(game: { game_type?: unknown; weekday?: unknown; gametime?: unknown }): GameDay | null {
  const round = Object.entries(PLAYOFF).find(([, t]) => t === game.game_type)?.[0] as GameDay | undefined;
  if (round) return round;
  if (game.weekday === 'Sunday') return typeof game.gametime === 'string' && game.gametime >= '19:00' ? 'SN' : 'SUN';
  return (Object.entries(WEEKDAY).find(([, d]) => d === game.weekday)?.[0] as GameDay | undefined) ?? null;
}

/**
 * The nfl_games $match of a view's game filters (schedule columns: game day, rest days, moneylines, total
 * line, referee), or null when the view has none. The engine reads the matching games' ids once and keeps
 * only their plays (`esbid`), on the pre-aggregated table as on the raw plays.
 */
export function gameMatchOf(filters: DataViewFilters | undefined): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  const terms: Array<[string, DataViewFilterRange | undefined]> = [
    ['home_rest', filters?.home_rest],
    ['away_rest', filters?.away_rest],
    ['home_moneyline', filters?.home_moneyline],
    ['away_moneyline', filters?.away_moneyline],
    ['total_line', filters?.total_line],
  ];
  for (const [name, r] of terms) {
    const cond = between(r);
    if (cond) out[name] = cond;
  }
  if (filters?.referees?.length) out.referee = { $in: filters.referees };
  if (filters?.game_days?.length) out.$or = filters.game_days.map(gameDayCondition);
  return Object.keys(out).length ? out : null;
}
