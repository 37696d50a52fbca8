import type { StartingSlots } from '../lineups/optimal-lineup';
import { POSITION_COUNT } from './positions';

/** Baselines of one period, by position code: points and the player index (-1 when none). */
export interface PeriodBaselines {
  /** Worst starter when every team fills its starting slots. */
  worstStarter: Float64Array;
  worstStarterIndex: Int32Array;
  /** Best player nobody rosters. */
  bestAvailable: Float64Array;
  bestAvailableIndex: Int32Array;
}

/** Dedicated slot field per position code, then flex kinds (narrowest first) with accepted codes. */
const DEDICATED_FIELDS = ['sqb', 'srb', 'swr', 'ste', 'sk', 'sdst'] as const;
const FLEX_ORDER: readonly { key: keyof StartingSlots; codes: readonly number[] }[] = [
  { key: 'swrte', codes: [2, 3] },
  { key: 'srbwr', codes: [1, 2] },
  { key: 'srbwrte', codes: [1, 2, 3] },
  { key: 'sqbrbwrte', codes: [0, 1, 2, 3] },
];

/**
 * Sorts each position group by points (descending, ties by lower index) into `sorted` (same shapes as
 * `groups`), reusing the caller's buffers so a season of periods allocates nothing per player.
 */
export function sortGroups(groups: readonly Int32Array[], points: Float64Array, sorted: Int32Array[]): void {
  const compare = (a: number, b: number) => points[b] - points[a] || a - b;
  for (let p = 0; p < groups.length; p++) {
    sorted[p].set(groups[p]);
    sorted[p].sort(compare);
  }
}

/**
 * Baselines of a period (DOMAIN-NOTES): every team fills its dedicated slots with the best players of
 * each position, then the flex slots (WR/TE, RB/WR, FLEX, SFLEX in that order) take the best remaining
 * eligible player one at a time; a position's worst-starter baseline is the last player it lost to a
 * starting slot. A position no slot takes gets its best player as baseline (so nobody adds value), and
 * 0 when the pool has none. Best available: the best unrostered player (0 and index -1 when none).
 */
export function computeBaselines(
  sorted: readonly Int32Array[],
  points: Float64Array,
  rostered: Uint8Array | null,
  slots: StartingSlots,
  numTeams: number,
): PeriodBaselines {
  const taken = new Int32Array(POSITION_COUNT);
  for (let p = 0; p < POSITION_COUNT; p++) taken[p] = Math.min(sorted[p].length, numTeams * slots[DEDICATED_FIELDS[p]]);
  for (const kind of FLEX_ORDER) {
    const picks = numTeams * slots[kind.key];
    for (let c = 0; c < picks; c++) {
      let bestCode = -1;
      let bestPoints = -Infinity;
      for (const code of kind.codes) {
        if (taken[code] >= sorted[code].length) continue;
        const value = points[sorted[code][taken[code]]];
        if (value > bestPoints) {
          bestPoints = value;
          bestCode = code;
        }
      }
      if (bestCode < 0) break;
      taken[bestCode]++;
    }
  }
  const worstStarter = new Float64Array(POSITION_COUNT);
  const worstStarterIndex = new Int32Array(POSITION_COUNT).fill(-1);
  const bestAvailable = new Float64Array(POSITION_COUNT);
  const bestAvailableIndex = new Int32Array(POSITION_COUNT).fill(-1);
  for (let p = 0; p < POSITION_COUNT; p++) {
    const list = sorted[p];
    if (list.length === 0) continue;
    const index = taken[p] > 0 ? list[taken[p] - 1] : list[0];
    worstStarter[p] = points[index];
    worstStarterIndex[p] = index;
    for (let i = 0; i < list.length; i++) {
      if (rostered && rostered[list[i]]) continue;
      bestAvailable[p] = points[list[i]];
      bestAvailableIndex[p] = list[i];
      break;
    }
  }
  return { worstStarter, worstStarterIndex, bestAvailable, bestAvailableIndex };
}
