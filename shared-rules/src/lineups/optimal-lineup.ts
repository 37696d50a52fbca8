import { RosterSlot } from '../constants/slots';
import { DEDICATED, extrasFit, flexCapacity, placeExtras } from './flex-capacity';
import { canStartInLineup, type Playability } from './playable';
import type { LeagueLineupSlots } from './slots';

/**
 * A player who may start: id, fantasy position and projected (or actual) points, plus what decides
 * whether he can play (roster slot, NFL status, lock; absent for pool players).
 */
export interface LineupCandidate extends Playability {
  pid: string;
  pos: string;
  points: number;
}

/** One starter: the player and the §3 slot code he fills. */
export interface LineupStarter {
  pid: string;
  slot: number;
  points: number;
}

/** The best lineup: its starters and their total points. */
export interface OptimalLineup {
  starters: LineupStarter[];
  points: number;
}

/** The starting slot counts a lineup needs (bench is irrelevant here). */
export type StartingSlots = Omit<LeagueLineupSlots, 'bench'>;

const FLEX_POS_INDEX: Readonly<Record<string, number>> = { QB: 0, RB: 1, WR: 2, TE: 3 };

function byPointsDesc(a: LineupCandidate, b: LineupCandidate): number {
  return b.points - a.points || (a.pid < b.pid ? -1 : a.pid > b.pid ? 1 : 0);
}

/**
 * The lineup with the most points under the league's starting slots. Exact, not greedy.
 *
 * Why it is exact: within a position the starters are always that position's best players (swap any
 * starter for a better benched one of the same position into the same slot). So a lineup is fixed by
 * how many QBs, RBs, WRs and TEs start; a count vector is feasible iff the players beyond the dedicated
 * slots fit the flex slots (Hall's condition over the 15 position subsets, see flex-capacity). WR is
 * accepted by every flex slot, so for given QB/RB/TE counts the best WR count is the most that still
 * fits; only QB × RB × TE counts are enumerated. K and DST have only their own slots.
 *
 * Players with points <= 0 never start: an empty slot scores 0. Nor do players who cannot play
 * ({@link canStartInLineup}: IR, long-term IR, COV, practice squad, inactive NFL statuses, locked).
 * Ties keep the lower pid first.
 */
export function optimalLineup(candidates: readonly LineupCandidate[], slots: StartingSlots): OptimalLineup {
  const groups: LineupCandidate[][] = [[], [], [], []];
  const kickers: LineupCandidate[] = [];
  const defenses: LineupCandidate[] = [];
  for (const c of candidates) {
    if (!(c.points > 0) || !canStartInLineup(c)) continue;
    const index = FLEX_POS_INDEX[c.pos];
    if (index !== undefined) groups[index].push(c);
    else if (c.pos === 'K') kickers.push(c);
    else if (c.pos === 'DST') defenses.push(c);
  }
  for (const g of groups) g.sort(byPointsDesc);
  const [qbs, rbs, wrs, tes] = groups;
  const prefix = groups.map((g) => {
    const sums = new Float64Array(g.length + 1);
    for (let i = 0; i < g.length; i++) sums[i + 1] = sums[i] + g[i].points;
    return sums;
  });
  const capacity = flexCapacity(slots);
  const totalFlex = capacity[15];
  const dedicated = [slots.sqb, slots.srb, slots.swr, slots.ste];

  // A starter never sits out of an open dedicated slot (points > 0), so each count starts there.
  const lo = groups.map((g, i) => Math.min(g.length, dedicated[i]));
  const hi = groups.map((g, i) => Math.min(g.length, dedicated[i] + totalFlex));
  let best = -1;
  let bestCounts = [0, 0, 0, 0];
  for (let nq = lo[0]; nq <= hi[0]; nq++) {
    const eq = nq > dedicated[0] ? nq - dedicated[0] : 0;
    for (let nr = lo[1]; nr <= hi[1]; nr++) {
      const er = nr > dedicated[1] ? nr - dedicated[1] : 0;
      for (let nt = lo[3]; nt <= hi[3]; nt++) {
        const et = nt > dedicated[3] ? nt - dedicated[3] : 0;
        const room = totalFlex - eq - er - et;
        if (room < 0) break;
        const nw = Math.min(wrs.length, dedicated[2] + room);
        const ew = nw > dedicated[2] ? nw - dedicated[2] : 0;
        if (!extrasFit(capacity, eq, er, ew, et)) continue;
        const total = prefix[0][nq] + prefix[1][nr] + prefix[2][nw] + prefix[3][nt];
        if (total > best) {
          best = total;
          bestCounts = [nq, nr, nw, nt];
        }
      }
    }
  }

  const starters: LineupStarter[] = [];
  const [nq, nr, nw, nt] = bestCounts;
  const extras = placeExtras(
    slots,
    Math.max(0, nq - dedicated[0]),
    Math.max(0, nr - dedicated[1]),
    Math.max(0, nw - dedicated[2]),
    Math.max(0, nt - dedicated[3]),
  );
  const flexCodes = [extras.qb, extras.rb, extras.wr, extras.te];
  const counts = [nq, nr, nw, nt];
  const ordered = [qbs, rbs, wrs, tes];
  for (let p = 0; p < 4; p++) {
    const list = ordered[p];
    for (let i = 0; i < counts[p]; i++) {
      const slot = i < dedicated[p] ? DEDICATED[p].code : flexCodes[p][i - dedicated[p]];
      starters.push({ pid: list[i].pid, slot, points: list[i].points });
    }
  }
  let points = best < 0 ? 0 : best;
  kickers.sort(byPointsDesc);
  defenses.sort(byPointsDesc);
  for (let i = 0; i < Math.min(slots.sk, kickers.length); i++) {
    starters.push({ pid: kickers[i].pid, slot: RosterSlot.K, points: kickers[i].points });
    points += kickers[i].points;
  }
  for (let i = 0; i < Math.min(slots.sdst, defenses.length); i++) {
    starters.push({ pid: defenses[i].pid, slot: RosterSlot.DST, points: defenses[i].points });
    points += defenses[i].points;
  }
  return { starters, points };
}
