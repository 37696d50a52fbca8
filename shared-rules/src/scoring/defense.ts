/** Team defence stats (§9). Points and yards allowed only cost points above their thresholds. */
export interface DefenseStatLine {
  /** Sacks. */
  dsk?: number;
  /** Interceptions. */
  dint?: number;
  /** Forced fumbles. */
  dff?: number;
  /** Fumble recoveries. */
  drf?: number;
  /** Turnovers on downs. */
  dtod?: number;
  /** Safeties. */
  dsf?: number;
  /** Blocked kicks. */
  dblk?: number;
  /** Return touchdowns (kick, punt). */
  drtd?: number;
  /** Defensive touchdowns. */
  dtd?: number;
  /** Points allowed. */
  dpa?: number;
  /** Yards allowed. */
  dya?: number;
}

/** Points per defensive event and the allowed-points/yards penalties, §9. */
export const DEFENSE_POINTS = Object.freeze({
  dsk: 1,
  dint: 2,
  dff: 1,
  drf: 1,
  dtod: 1,
  dsf: 2,
  dblk: 3,
  drtd: 6,
  dtd: 6,
  pointsAllowedThreshold: 20,
  perPointAllowed: -0.4,
  yardsAllowedThreshold: 300,
  perYardAllowed: -0.02,
});

const EVENT_KEYS = ['dsk', 'dint', 'dff', 'drf', 'dtod', 'dsf', 'dblk', 'drtd', 'dtd'] as const;

/** Defence points of a stat line (0 for a line without defence stats). */
export function scoreDefense(stats: DefenseStatLine): number {
  let points = 0;
  for (const key of EVENT_KEYS) {
    const value = stats[key];
    if (value) points += value * DEFENSE_POINTS[key];
  }
  const overPoints = Math.max(0, (stats.dpa ?? 0) - DEFENSE_POINTS.pointsAllowedThreshold);
  const overYards = Math.max(0, (stats.dya ?? 0) - DEFENSE_POINTS.yardsAllowedThreshold);
  return points + overPoints * DEFENSE_POINTS.perPointAllowed + overYards * DEFENSE_POINTS.perYardAllowed;
}
