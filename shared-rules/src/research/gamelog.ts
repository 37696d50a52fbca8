import type { StartingSlots } from '../lineups/optimal-lineup';
import { computeBaselines, sortGroups } from '../valuation/baselines';
import { groupByPosition, positionCodes } from '../valuation/positions';

/** One player's fantasy points in one NFL week. */
export interface WeekPoints {
  pid: string;
  pos: string;
  points: number;
}

/** What a gamelog row adds to the stats (spec §3 "Gamelog"): rank at the position and points added. */
export interface WeekStanding {
  pos_rnk: number;
  /** Points over the week's worst starter at the position (the league's replacement level). */
  points_added: number;
}

/**
 * Position ranks and points added of every player of one week. Rank 1 is the most points at the
 * position (ties share the better rank); points added is over the worst-starter baseline of the
 * week, computed the way valuation does it (dedicated slots, then flex) for `numTeams` teams.
 */
export function weekStandings(week: readonly WeekPoints[], slots: StartingSlots, numTeams: number): Map<string, WeekStanding> {
  const points = Float64Array.from(week, (w) => w.points);
  const groups = groupByPosition(positionCodes(week.map((w) => w.pos)));
  const sorted = groups.map((g) => new Int32Array(g.length));
  sortGroups(groups, points, sorted);
  const { worstStarter } = computeBaselines(sorted, points, null, slots, numTeams);
  const out = new Map<string, WeekStanding>();
  for (let p = 0; p < sorted.length; p++) {
    const list = sorted[p];
    let rank = 0;
    for (let i = 0; i < list.length; i++) {
      const index = list[i];
      if (i === 0 || points[index] !== points[list[i - 1]]) rank = i + 1;
      out.set(week[index].pid, { pos_rnk: rank, points_added: round2(points[index] - worstStarter[p]) });
    }
  }
  return out;
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

/** The gamelog's `day` (e.g. `SUN`) of a schedule date `YYYY-MM-DD` (a calendar date, no time zone). */
export function gameDay(date: string | null | undefined): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number);
  return DAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/** Spec §5: the stat groups a gamelog request covers by position. */
export function gamelogStatGroups(pos: string): ReadonlyArray<'passing' | 'rushing' | 'receiving'> {
  switch (pos) {
    case 'QB':
      return ['passing', 'rushing'];
    case 'RB':
      return ['rushing', 'receiving'];
    case 'WR':
    case 'TE':
      return ['receiving'];
    default:
      return [];
  }
}

/** Stat keys of each group, in the order the Games tab shows them. */
export const GAMELOG_GROUP_KEYS = {
  passing: ['pc', 'pa', 'py', 'tdp', 'ints'],
  rushing: ['ra', 'ry', 'tdr', 'fuml'],
  receiving: ['trg', 'rec', 'recy', 'tdrec'],
} as const;

/** Stat keys a gamelog row of the position carries (kickers and defences have their own lines). */
export function gamelogStatKeys(pos: string): readonly string[] {
  if (pos === 'K') return ['fgm', 'fgy', 'xpm'];
  if (pos === 'DST') return ['dsk', 'dint', 'drf', 'dtd', 'dpa', 'dya'];
  return gamelogStatGroups(pos).flatMap((g) => GAMELOG_GROUP_KEYS[g]);
}
