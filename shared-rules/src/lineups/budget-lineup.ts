import { RosterSlot } from '../constants/slots';
import { DEDICATED, extrasFit, flexCapacity, placeExtras } from './flex-capacity';
import { canStartInLineup } from './playable';
import { optimalLineup, type LineupCandidate, type LineupStarter, type StartingSlots } from './optimal-lineup';
import { lineupStarterCount } from './slots';

/** Share of the cap the auction planner may spend on a lineup (§4, §9: 90% of the league cap). */
export const LINEUP_BUDGET_SHARE = 0.9;

/** The auction lineup budget for a cap: 90%, rounded down to whole dollars. */
export function lineupBudget(cap: number): number {
  return Math.floor(cap * LINEUP_BUDGET_SHARE + 1e-9);
}

/** A player the team already has: he may start for free, his salary is already committed. */
export interface RosteredCandidate extends LineupCandidate {
  salary: number;
}

/** A player the team could still buy, at `cost` (bid, salary or market salary; whole dollars). */
export interface BudgetCandidate extends LineupCandidate {
  cost: number;
}

/** Inputs of {@link optimalBudgetLineup}. */
export interface BudgetLineupInput {
  rostered: readonly RosteredCandidate[];
  available: readonly BudgetCandidate[];
  slots: StartingSlots;
  /** Total the team may commit: rostered salaries plus bought players (see {@link lineupBudget}). */
  budget: number;
}

/** A planned starter, marked when he is already on the roster. */
export interface PlannedStarter extends LineupStarter {
  rostered: boolean;
  cost: number;
}

/** The best affordable lineup. */
export interface BudgetLineup {
  starters: PlannedStarter[];
  points: number;
  /** Rostered salaries plus the costs of the bought starters. */
  cost: number;
  budget: number;
  /** False when the rostered salaries alone exceed the budget (then only rostered players start). */
  feasible: boolean;
  /** True when every starting slot is filled. */
  complete: boolean;
}

interface Item {
  candidate: LineupCandidate;
  cost: number;
  rostered: boolean;
}

/** Exactly-k knapsack of one position: best[k][b] = most points from k items costing at most b. */
interface PositionTable {
  items: Item[];
  maxCount: number;
  best: Float64Array[];
  /** take[(i * (maxCount + 1) + k) * (B + 1) + b] = 1 when item i improved best[k][b]. */
  take: Uint8Array;
}

function positionTable(items: Item[], maxCount: number, budget: number): PositionTable {
  const width = budget + 1;
  const best: Float64Array[] = [];
  for (let k = 0; k <= maxCount; k++) best.push(new Float64Array(width).fill(k === 0 ? 0 : -Infinity));
  const take = new Uint8Array(items.length * (maxCount + 1) * width);
  for (let i = 0; i < items.length; i++) {
    const { cost } = items[i];
    const points = items[i].candidate.points;
    for (let k = Math.min(maxCount, i + 1); k >= 1; k--) {
      const row = best[k];
      const prev = best[k - 1];
      const base = (i * (maxCount + 1) + k) * width;
      for (let b = budget; b >= cost; b--) {
        const value = prev[b - cost] + points;
        if (value > row[b]) {
          row[b] = value;
          take[base + b] = 1;
        }
      }
    }
  }
  return { items, maxCount, best, take };
}

function pick(table: PositionTable, count: number, spend: number, budget: number): Item[] {
  const chosen: Item[] = [];
  let k = count;
  let b = spend;
  const width = budget + 1;
  for (let i = table.items.length - 1; i >= 0 && k > 0; i--) {
    if (table.take[(i * (table.maxCount + 1) + k) * width + b]) {
      chosen.push(table.items[i]);
      b -= table.items[i].cost;
      k--;
    }
  }
  return chosen;
}

/** Max-plus convolution of two "cost at most b" tables. */
function convolve(f: Float64Array, g: Float64Array): Float64Array {
  const out = new Float64Array(f.length).fill(-Infinity);
  for (let x = 0; x < f.length; x++) {
    const fx = f[x];
    if (fx === -Infinity) continue;
    for (let y = 0; x + y < f.length; y++) {
      const value = fx + g[y];
      if (value > out[x + y]) out[x + y] = value;
    }
  }
  return out;
}

/** The split x of budget b maximising f[x] + g[b - x]. */
function split(f: Float64Array, g: Float64Array, b: number): number {
  let bestX = 0;
  let best = -Infinity;
  for (let x = 0; x <= b; x++) {
    const value = f[x] + g[b - x];
    if (value > best) {
      best = value;
      bestX = x;
    }
  }
  return bestX;
}

/**
 * The auction planner's lineup: starters maximising points with rostered salaries plus bought players'
 * costs within the budget. Exact: a per-position exactly-k knapsack over whole-dollar budgets, combined
 * over every feasible QB/RB/WR/TE count vector (Hall's condition for the flex slots) by max-plus
 * convolution. Cost O(players × slots × budget + count vectors × budget²); meant for auction-size budgets
 * (a $50k DFS cap should be scaled down first). Costs are rounded up to whole dollars.
 */
export function optimalBudgetLineup(input: BudgetLineupInput): BudgetLineup {
  const budget = Math.floor(input.budget);
  const { slots } = input;
  const committed = input.rostered.reduce((total, p) => total + p.salary, 0);
  const remaining = budget - committed;
  if (remaining < 0) {
    const fallback = optimalLineup(input.rostered, slots);
    const salaryOf = new Map(input.rostered.map((p) => [p.pid, p.salary]));
    return {
      starters: fallback.starters.map((s) => ({ ...s, rostered: true, cost: salaryOf.get(s.pid) ?? 0 })),
      points: fallback.points,
      cost: committed,
      budget,
      feasible: false,
      complete: fallback.starters.length === lineupStarterCount(slots),
    };
  }

  const capacity = flexCapacity(slots);
  const totalFlex = capacity[15];
  const positions = ['QB', 'RB', 'WR', 'TE', 'K', 'DST'];
  const maxCounts = [
    slots.sqb + totalFlex,
    slots.srb + totalFlex,
    slots.swr + totalFlex,
    slots.ste + totalFlex,
    slots.sk,
    slots.sdst,
  ];
  const grouped: Item[][] = positions.map(() => []);
  for (const p of input.rostered) {
    const index = positions.indexOf(p.pos);
    if (index >= 0 && p.points > 0 && canStartInLineup(p)) grouped[index].push({ candidate: p, cost: 0, rostered: true });
  }
  for (const p of input.available) {
    const index = positions.indexOf(p.pos);
    const cost = Math.max(0, Math.ceil(p.cost));
    if (index >= 0 && p.points > 0 && cost <= remaining && canStartInLineup(p)) grouped[index].push({ candidate: p, cost, rostered: false });
  }
  const tables = grouped.map((items, i) => positionTable(items, Math.min(maxCounts[i], items.length), remaining));
  const [tq, tr, tw, tt, tk, td] = tables;

  // Kicker and defence: best over their counts, then their table joins every flex combination.
  const kd = new Float64Array(remaining + 1).fill(-Infinity);
  const kdChoice = new Int32Array(remaining + 1);
  for (let k = 0; k <= tk.maxCount; k++) {
    for (let d = 0; d <= td.maxCount; d++) {
      const combined = convolve(tk.best[k], td.best[d]);
      for (let b = 0; b <= remaining; b++) {
        if (combined[b] > kd[b]) {
          kd[b] = combined[b];
          kdChoice[b] = k * 1000 + d;
        }
      }
    }
  }
  const qbRb: Float64Array[][] = [];
  for (let nq = 0; nq <= tq.maxCount; nq++) {
    qbRb.push([]);
    for (let nr = 0; nr <= tr.maxCount; nr++) qbRb[nq].push(convolve(tq.best[nq], tr.best[nr]));
  }
  const teWr: Float64Array[][] = [];
  const teWrKd: Float64Array[][] = [];
  for (let nt = 0; nt <= tt.maxCount; nt++) {
    teWr.push([]);
    teWrKd.push([]);
    for (let nw = 0; nw <= tw.maxCount; nw++) {
      const c = convolve(tt.best[nt], tw.best[nw]);
      teWr[nt].push(c);
      teWrKd[nt].push(convolve(c, kd));
    }
  }

  const dedicated = [slots.sqb, slots.srb, slots.swr, slots.ste];
  const extra = (n: number, i: number) => (n > dedicated[i] ? n - dedicated[i] : 0);
  let best = -Infinity;
  let bestCombo = [0, 0, 0, 0];
  for (let nq = 0; nq <= tq.maxCount; nq++) {
    for (let nr = 0; nr <= tr.maxCount; nr++) {
      for (let nw = 0; nw <= tw.maxCount; nw++) {
        for (let nt = 0; nt <= tt.maxCount; nt++) {
          if (!extrasFit(capacity, extra(nq, 0), extra(nr, 1), extra(nw, 2), extra(nt, 3))) continue;
          const a = qbRb[nq][nr];
          const c = teWrKd[nt][nw];
          for (let x = 0; x <= remaining; x++) {
            const value = a[x] + c[remaining - x];
            if (value > best) {
              best = value;
              bestCombo = [nq, nr, nw, nt];
            }
          }
        }
      }
    }
  }

  const [nq, nr, nw, nt] = bestCombo;
  const xA = split(qbRb[nq][nr], teWrKd[nt][nw], remaining);
  const xQ = split(tq.best[nq], tr.best[nr], xA);
  const rest = remaining - xA;
  const xC = split(teWr[nt][nw], kd, rest);
  const xT = split(tt.best[nt], tw.best[nw], xC);
  const kdBudget = rest - xC;
  const k = Math.floor(kdChoice[kdBudget] / 1000);
  const d = kdChoice[kdBudget] % 1000;
  const xK = split(tk.best[k], td.best[d], kdBudget);
  const chosen = [
    pick(tq, nq, xQ, remaining),
    pick(tr, nr, xA - xQ, remaining),
    pick(tw, nw, xC - xT, remaining),
    pick(tt, nt, xT, remaining),
    pick(tk, k, xK, remaining),
    pick(td, d, kdBudget - xK, remaining),
  ];
  for (const list of chosen) list.sort((a, b) => b.candidate.points - a.candidate.points);

  const extras = placeExtras(slots, extra(nq, 0), extra(nr, 1), extra(nw, 2), extra(nt, 3));
  const flexCodes = [extras.qb, extras.rb, extras.wr, extras.te];
  const starters: PlannedStarter[] = [];
  let points = 0;
  let spent = 0;
  chosen.forEach((list, p) => {
    list.forEach((item, i) => {
      const slot = p >= 4 ? (p === 4 ? RosterSlot.K : RosterSlot.DST) : i < dedicated[p] ? DEDICATED[p].code : flexCodes[p][i - dedicated[p]];
      starters.push({ pid: item.candidate.pid, slot, points: item.candidate.points, rostered: item.rostered, cost: item.cost });
      points += item.candidate.points;
      spent += item.cost;
    });
  });
  return {
    starters,
    points,
    cost: committed + spent,
    budget,
    feasible: true,
    complete: starters.length === lineupStarterCount(slots),
  };
}
