import fc from 'fast-check';
import { VISITOR_LEAGUE_FORMAT } from '../league-formats/league-formats';
import { slotInstances } from './brute-force.test-helper';
import {
  lineupBudget,
  optimalBudgetLineup,
  type BudgetCandidate,
  type BudgetLineup,
  type RosteredCandidate,
} from './budget-lineup';
import { optimalLineup, type StartingSlots } from './optimal-lineup';
import { STARTING_SLOT_KINDS } from './slots';

const EMPTY: StartingSlots = { sqb: 0, srb: 0, swr: 0, ste: 0, srbwr: 0, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };
const POS = fc.constantFrom('QB', 'RB', 'WR', 'TE', 'K', 'DST');

/** Best points over every affordable subset of the available players (rostered ones always kept). */
function bruteForce(rostered: RosteredCandidate[], available: BudgetCandidate[], slots: StartingSlots, budget: number): number {
  const left = budget - rostered.reduce((t, p) => t + p.salary, 0);
  let best = 0;
  for (let mask = 0; mask < 1 << available.length; mask++) {
    const subset = available.filter((_, i) => mask & (1 << i));
    if (subset.reduce((t, p) => t + Math.ceil(p.cost), 0) > left) continue;
    best = Math.max(best, optimalLineup([...rostered, ...subset], slots).points);
  }
  return best;
}

function expectConsistent(plan: BudgetLineup, rostered: RosteredCandidate[], available: BudgetCandidate[], slots: StartingSlots): void {
  const all = new Map<string, { pos: string; points: number }>([...rostered, ...available].map((p) => [p.pid, p]));
  expect(new Set(plan.starters.map((s) => s.pid)).size).toBe(plan.starters.length);
  for (const kind of STARTING_SLOT_KINDS) {
    const inKind = plan.starters.filter((s) => s.slot === kind.code);
    expect(inKind.length).toBeLessThanOrEqual(slots[kind.key]);
    for (const s of inKind) expect(kind.positions).toContain(all.get(s.pid)!.pos);
  }
  expect(plan.points).toBeCloseTo(plan.starters.reduce((t, s) => t + all.get(s.pid)!.points, 0), 9);
  const committed = rostered.reduce((t, p) => t + p.salary, 0);
  const bought = plan.starters.filter((s) => !s.rostered).reduce((t, s) => t + s.cost, 0);
  expect(plan.cost).toBe(committed + bought);
  if (plan.feasible) expect(plan.cost).toBeLessThanOrEqual(plan.budget);
  expect(plan.complete).toBe(plan.starters.length === slotInstances(slots).length);
}

describe('optimalBudgetLineup', () => {
  it('equals brute force over affordable subsets on random inputs', () => {
    const slotsArb = fc
      .record(Object.fromEntries(STARTING_SLOT_KINDS.map((k) => [k.key, fc.integer({ min: 0, max: 2 })])) as Record<keyof StartingSlots, fc.Arbitrary<number>>)
      .filter((s) => slotInstances(s).length <= 6);
    const rosteredArb = fc.array(fc.record({ pos: POS, points: fc.integer({ min: -2, max: 30 }), salary: fc.integer({ min: 0, max: 6 }) }), { maxLength: 3 });
    const availableArb = fc.array(fc.record({ pos: POS, points: fc.integer({ min: -2, max: 30 }), cost: fc.oneof(fc.integer({ min: 0, max: 9 }), fc.double({ min: 0, max: 9, noNaN: true })) }), { maxLength: 8 });
    fc.assert(
      fc.property(slotsArb, rosteredArb, availableArb, fc.integer({ min: 0, max: 25 }), (slots, r, a, budget) => {
        const rostered = r.map((p, i) => ({ pid: `r${i}`, ...p }));
        const available = a.map((p, i) => ({ pid: `a${i}`, ...p }));
        const plan = optimalBudgetLineup({ rostered, available, slots, budget });
        expectConsistent(plan, rostered, available, slots);
        const committed = rostered.reduce((t, p) => t + p.salary, 0);
        expect(plan.feasible).toBe(committed <= budget);
        const expected = plan.feasible ? bruteForce(rostered, available, slots, budget) : optimalLineup(rostered, slots).points;
        expect(plan.points).toBeCloseTo(expected, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('trades a star for two good players when the budget demands it', () => {
    const slots = { ...EMPTY, srb: 2 };
    const available = [
      { pid: 'star', pos: 'RB', points: 32, cost: 60 },
      { pid: 'cheap', pos: 'RB', points: 5, cost: 1 },
      { pid: 'mid1', pos: 'RB', points: 18, cost: 30 },
      { pid: 'mid2', pos: 'RB', points: 17, cost: 30 },
    ];
    const plan = optimalBudgetLineup({ rostered: [], available, slots, budget: 60 });
    expect(plan.starters.map((s) => s.pid).sort()).toEqual(['mid1', 'mid2']);
    expect(plan).toMatchObject({ points: 35, cost: 60, feasible: true, complete: true });
    const richer = optimalBudgetLineup({ rostered: [], available, slots, budget: 61 });
    expect(richer.starters.map((s) => s.pid).sort()).toEqual(['cheap', 'star']);
  });

  it('starts rostered players for free and counts their salary', () => {
    const slots = VISITOR_LEAGUE_FORMAT.config;
    const rostered = [{ pid: 'qb', pos: 'QB', points: 20, salary: 150 }];
    const available = [
      { pid: 'qb2', pos: 'QB', points: 18, cost: 40 },
      { pid: 'rb', pos: 'RB', points: 12, cost: 25 },
      { pid: 'k', pos: 'K', points: 7, cost: 1 },
      { pid: 'd', pos: 'DST', points: 6, cost: 1 },
    ];
    const plan = optimalBudgetLineup({ rostered, available, slots, budget: lineupBudget(200) });
    expect(plan.budget).toBe(180);
    expect(plan.starters.map((s) => [s.pid, s.slot, s.rostered])).toEqual(
      expect.arrayContaining([['qb', 1, true], ['rb', 2, false], ['k', 9, false], ['d', 10, false]]),
    );
    expect(plan.cost).toBe(177);
    expect(plan.complete).toBe(false);
  });

  it('reports infeasible when rostered salaries exceed the budget and falls back to the rostered lineup', () => {
    const plan = optimalBudgetLineup({
      rostered: [{ pid: 'qb', pos: 'QB', points: 20, salary: 190 }],
      available: [{ pid: 'rb', pos: 'RB', points: 12, cost: 0 }],
      slots: { ...EMPTY, sqb: 1 },
      budget: 180,
    });
    expect(plan).toEqual({ starters: [{ pid: 'qb', slot: 1, points: 20, rostered: true, cost: 190 }], points: 20, cost: 190, budget: 180, feasible: false, complete: true });
  });

  it('computes the lineup budget as 90% of the cap in whole dollars', () => {
    expect([lineupBudget(200), lineupBudget(195), lineupBudget(50000), lineupBudget(0)]).toEqual([180, 175, 45000, 0]);
  });
});
