import { SECONDS_PER_DAY, TEAM_VALUE_DELTA_DAYS } from '../constants/season-constants';

/** One day's value share of a team (§3 Team daily value). */
export interface TeamDailyValue {
  tid: number;
  ktc_share: number;
  /** Unix seconds. */
  timestamp: number;
}

/** §9 team value: share × team count × season_due_amount. */
export function teamValue(share: number, numTeams: number, seasonDueAmount: number): number {
  return share * numTeams * seasonDueAmount;
}

/** A team's current value and its change over each §9 window (null when history is too short). */
export interface TeamValueSummary {
  tid: number;
  value: number | null;
  /** Change by window in days (§9: 7, 30, 90, 365, 730). */
  deltas: Record<number, number | null>;
}

/**
 * Current value of a team (its latest entry at or before `now`) and the change against its latest entry
 * at or before `now` − d days, for each window d.
 */
export function teamValueSummary(
  tid: number,
  history: readonly TeamDailyValue[],
  league: { num_teams: number; season_due_amount: number },
  now: number,
): TeamValueSummary {
  const own = history.filter((h) => h.tid === tid).sort((a, b) => a.timestamp - b.timestamp);
  const valueAt = (time: number): number | null => {
    let found: TeamDailyValue | undefined;
    for (const entry of own) {
      if (entry.timestamp > time) break;
      found = entry;
    }
    return found ? teamValue(found.ktc_share, league.num_teams, league.season_due_amount) : null;
  };
  const value = valueAt(now);
  const deltas = {} as TeamValueSummary['deltas'];
  for (const days of TEAM_VALUE_DELTA_DAYS) {
    const past = valueAt(now - days * SECONDS_PER_DAY);
    deltas[days] = value === null || past === null ? null : value - past;
  }
  return { tid, value, deltas };
}

/**
 * A day's team values and shares (spec §3 "Team daily value"): each team's value is what its players are
 * worth on the league's market (the sum of their market salaries, the product's own valuation), its
 * share that value over the league's total (0 for every team when the league's total is 0).
 */
export function teamValueShares(values: ReadonlyArray<{ tid: number; value: number }>): Array<{ tid: number; ktc_value: number; ktc_share: number }> {
  const total = values.reduce((sum, v) => sum + Math.max(0, v.value), 0);
  return values.map((v) => {
    const value = Math.max(0, v.value);
    return { tid: v.tid, ktc_value: value, ktc_share: total > 0 ? Math.round((value / total) * 1e6) / 1e6 : 0 };
  });
}
