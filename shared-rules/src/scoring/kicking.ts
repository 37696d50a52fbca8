/**
 * Kicking stats (§9): extra point 1; field goals 3 under 40 yards, 4 for 40–49, 5 for 50+,
 * or total made yardage / 10 when yardage is given.
 */
export interface KickingStatLine {
  /** Extra points made. */
  xpm?: number;
  /** Field goals made 0–19, 20–29, 30–39 yards (3 points each). */
  fg19?: number;
  fg29?: number;
  fg39?: number;
  /** Field goals made 40–49 yards (4 points each). */
  fg49?: number;
  /** Field goals made 50+ yards (5 points each). */
  fg50?: number;
  /** Field goals made with unknown distance (3 points each). */
  fgm?: number;
  /** Total yards of made field goals; when given (> 0) it replaces the distance buckets. */
  fgy?: number;
}

/** Points per kicking event, §9. */
export const KICKING_POINTS = Object.freeze({
  xpm: 1,
  under40: 3,
  from40to49: 4,
  from50: 5,
  yardsDivisor: 10,
});

/** Kicking points of a stat line (0 for a line without kicking stats). */
export function scoreKicking(stats: KickingStatLine): number {
  const extraPoints = (stats.xpm ?? 0) * KICKING_POINTS.xpm;
  if (stats.fgy) return extraPoints + stats.fgy / KICKING_POINTS.yardsDivisor;
  const under40 = (stats.fgm ?? 0) + (stats.fg19 ?? 0) + (stats.fg29 ?? 0) + (stats.fg39 ?? 0);
  return (
    extraPoints +
    under40 * KICKING_POINTS.under40 +
    (stats.fg49 ?? 0) * KICKING_POINTS.from40to49 +
    (stats.fg50 ?? 0) * KICKING_POINTS.from50
  );
}

/** Points for one made field goal of `yards` by the distance buckets (3 / 4 / 5). */
export function fieldGoalPoints(yards: number): number {
  if (yards >= 50) return KICKING_POINTS.from50;
  if (yards >= 40) return KICKING_POINTS.from40to49;
  return KICKING_POINTS.under40;
}
