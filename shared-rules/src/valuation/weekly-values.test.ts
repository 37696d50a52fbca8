import fc from 'fast-check';
import { LEAGUE_FORMATS, VISITOR_LEAGUE_FORMAT } from '../league-formats/league-formats';
import { SCORING_FORMATS } from '../league-formats/scoring-formats';
import type { StartingSlots } from '../lineups/optimal-lineup';
import { lineupStarterCount, STARTING_SLOT_KINDS } from '../lineups/slots';
import { STAT_COUNT, STAT_INDEX } from '../scoring/stat-line';
import { computeBaselines, sortGroups } from './baselines';
import { groupByPosition, positionCodes, VALUED_POSITIONS } from './positions';
import { calculateValues, type ValuationLeague } from './weekly-values';

/** Reference baselines with plain objects: dedicated first, then each flex kind takes the best remaining eligible. */
function referenceWorstStarters(players: { pos: string; points: number }[], slots: StartingSlots, teams: number): Record<string, number | undefined> {
  const remaining = players.map((p, i) => ({ ...p, i })).sort((a, b) => b.points - a.points || a.i - b.i);
  const starters: { pos: string; points: number }[] = [];
  const take = (positions: readonly string[], count: number) => {
    for (let c = 0; c < count; c++) {
      const idx = remaining.findIndex((p) => positions.includes(p.pos));
      if (idx < 0) return;
      starters.push(remaining.splice(idx, 1)[0]);
    }
  };
  const dedicated = STARTING_SLOT_KINDS.filter((k) => k.positions.length === 1);
  const flex = ['swrte', 'srbwr', 'srbwrte', 'sqbrbwrte'].map((key) => STARTING_SLOT_KINDS.find((k) => k.key === key)!);
  for (const kind of dedicated) take(kind.positions, slots[kind.key] * teams);
  for (const kind of flex) take(kind.positions, slots[kind.key] * teams);
  const out: Record<string, number | undefined> = {};
  for (const s of starters) out[s.pos] = Math.min(out[s.pos] ?? Infinity, s.points);
  return out;
}

describe('computeBaselines', () => {
  it('fills dedicated slots before flex and takes the best remaining eligible for flex', () => {
    // 2 teams, 1 QB, 1 RB, 1 FLEX, 1 SFLEX.
    const slots: StartingSlots = { sqb: 1, srb: 1, swr: 0, ste: 0, srbwr: 0, srbwrte: 1, sqbrbwrte: 1, swrte: 0, sdst: 0, sk: 0 };
    const positions = ['QB', 'QB', 'QB', 'RB', 'RB', 'RB', 'RB', 'WR', 'K'];
    const points = new Float64Array([30, 25, 20, 18, 16, 12, 5, 14, 9]);
    const codes = positionCodes(positions);
    const groups = groupByPosition(codes);
    const sorted = groups.map((g) => new Int32Array(g.length));
    sortGroups(groups, points, sorted);
    const rostered = new Uint8Array([1, 1, 0, 1, 1, 1, 0, 1, 0]);
    const b = computeBaselines(sorted, points, rostered, slots, 2);
    // QB: 30, 25 dedicated; RB: 18, 16 dedicated; FLEX ×2: RB 12, WR 14; SFLEX ×2: QB 20, RB 5.
    expect(Array.from(b.worstStarter)).toEqual([20, 5, 14, 0, 9, 0]);
    expect(Array.from(b.worstStarterIndex)).toEqual([2, 6, 7, -1, 8, -1]);
    expect(Array.from(b.bestAvailable)).toEqual([20, 5, 0, 0, 9, 0]);
    expect(Array.from(b.bestAvailableIndex)).toEqual([2, 6, -1, -1, 8, -1]);
    const none = computeBaselines(sorted, points, null, slots, 2);
    expect(none.bestAvailableIndex[0]).toBe(0);
  });

  it('matches an object-based reference on random pools and layouts', () => {
    const slotsArb = fc.record(
      Object.fromEntries(STARTING_SLOT_KINDS.map((k) => [k.key, fc.integer({ min: 0, max: 2 })])) as Record<keyof StartingSlots, fc.Arbitrary<number>>,
    );
    const poolArb = fc.array(fc.record({ pos: fc.constantFrom(...VALUED_POSITIONS), points: fc.integer({ min: -10, max: 300 }) }), { maxLength: 60 });
    fc.assert(
      fc.property(poolArb, slotsArb, fc.integer({ min: 1, max: 4 }), (raw, slots, teams) => {
        const players = raw.map((p, i) => ({ pos: p.pos, points: p.points + i / 1000 }));
        const points = Float64Array.from(players.map((p) => p.points));
        const groups = groupByPosition(positionCodes(players.map((p) => p.pos)));
        const sorted = groups.map((g) => new Int32Array(g.length));
        sortGroups(groups, points, sorted);
        const b = computeBaselines(sorted, points, null, slots, teams);
        const ref = referenceWorstStarters(players, slots, teams);
        VALUED_POSITIONS.forEach((pos, code) => {
          const atPos = players.filter((p) => p.pos === pos).map((p) => p.points);
          const expected = ref[pos] ?? (atPos.length ? Math.max(...atPos) : 0);
          expect(b.worstStarter[code]).toBeCloseTo(expected, 9);
        });
      }),
      { numRuns: 300 },
    );
  });
});

function pack(lines: Record<string, number>[][], weeks: number): Float64Array {
  const stats = new Float64Array(lines.length * weeks * STAT_COUNT);
  lines.forEach((byWeek, i) =>
    byWeek.forEach((line, w) => {
      for (const [key, value] of Object.entries(line)) stats[(i * weeks + w) * STAT_COUNT + STAT_INDEX[key as keyof typeof STAT_INDEX]] = value;
    }),
  );
  return stats;
}

describe('calculateValues', () => {
  const league: ValuationLeague = { ...LEAGUE_FORMATS.ppr_10_team.config, num_teams: 1, sqb: 1, srb: 1, swr: 0, ste: 0, srbwrte: 0, sk: 0, sdst: 0, bench: 1, cap: 100, min_bid: 1 };
  // Three QBs and two RBs over 3 weeks (PPR scoring: 0.04/py, 0.1/ry, 1/rec).
  const positions = ['QB', 'QB', 'QB', 'RB', 'RB', 'LS'];
  const stats = pack(
    [
      [{ py: 250 }, { py: 300 }, { py: 100 }],
      [{ py: 200 }, { py: 200 }, { py: 400 }],
      [{ py: 100 }, { py: 50 }, { py: 0 }],
      [{ ry: 100, rec: 2 }, { ry: 50 }, { ry: 80 }],
      [{ ry: 60 }, { ry: 90, rec: 1 }, { ry: 10 }],
      [{ ry: 500 }, { ry: 500 }, { ry: 500 }],
    ],
    3,
  );
  const values = calculateValues({
    positions,
    stats,
    weeks: 3,
    format: SCORING_FORMATS.ppr.format,
    league,
    currentWeek: 2,
    finalWeek: 3,
    rostered: new Uint8Array([1, 0, 0, 1, 0, 0]),
    salaries: [30, 0, 0, 10, 0, 0],
  });

  it('scores every week from packed stats', () => {
    expect(Array.from(values.weeks[0].points)).toEqual([10, 8, 4, 12, 6, 0]);
    expect(values.weeks[2].points[1]).toBeCloseTo(16, 10);
  });

  it('values each week against that week’s worst starter', () => {
    // Week 1: QB starter 10 (1 team, 1 QB) → baseline 10; RB baseline 12.
    expect(Array.from(values.weeks[0].ptsAdded)).toEqual([0, -2, -6, 0, -6, 0]);
    expect(values.weeks[0].baselines.worstStarterIndex[0]).toBe(0);
    expect(values.weeks[0].baselines.bestAvailableIndex[0]).toBe(1);
    expect(values.weeks[0].rate).toBe(0);
  });

  it('sums the rest of season from the current week to the final week', () => {
    // ROS weeks 2–3: QB 16, 24, 2; RB 13, 11 → baselines QB 24 (player 1), RB 13 (player 3).
    const ros = values.ros;
    expect(Array.from(ros.points).map((p) => Math.round(p * 1e9) / 1e9)).toEqual([16, 24, 2, 13, 11, 0]);
    expect(ros.baselines.worstStarterIndex[0]).toBe(1);
    expect(Array.from(ros.ptsAdded).map((p) => Math.round(p * 1e9) / 1e9)).toEqual([-8, 0, -22, 0, -2, 0]);
    expect(Array.from(ros.marketSalary)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('prices points added with the discretionary cap and adjusts for salary', () => {
    const twoTeams = calculateValues({
      positions: ['QB', 'QB', 'QB'],
      stats: pack([[{ py: 500 }], [{ py: 300 }], [{ py: 100 }]], 1),
      weeks: 1,
      format: SCORING_FORMATS.ppr.format,
      league: { ...league, num_teams: 2, cap: 100, min_bid: 1, bench: 1 },
      salaries: [40],
    });
    // QB baseline: second QB (12 pts). Points added: 8, 0, -8. Discretionary: 200 − 2 × 3 × 1 = 194.
    const week = twoTeams.weeks[0];
    expect(Array.from(week.ptsAdded)).toEqual([8, 0, -8]);
    expect(week.rate).toBeCloseTo(194 / 8, 10);
    expect(Array.from(week.marketSalary)).toEqual([194, 0, 0]);
    expect(week.salaryAdjustedPtsAdded[0]).toBeCloseTo(8 - 40 / (194 / 8), 10);
    expect(twoTeams.ros.points[0]).toBe(20);
  });

  it('gives market salaries that never exceed the discretionary cap in total', () => {
    const slots = VISITOR_LEAGUE_FORMAT.config;
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...VALUED_POSITIONS), fc.integer({ min: 0, max: 400 })), { minLength: 1, maxLength: 80 }), (rows) => {
        const result = calculateValues({
          positions: rows.map(([p]) => p),
          stats: pack(rows.map(([, ry]) => [{ ry, recy: ry / 2 }]), 1),
          weeks: 1,
          format: SCORING_FORMATS.half_ppr.format,
          league: { ...slots, num_teams: 2 },
        });
        const total = result.weeks[0].marketSalary.reduce((t, v) => t + v, 0);
        const discretionary = 2 * slots.cap - 2 * (lineupStarterCount(slots) + slots.bench) * slots.min_bid;
        expect(total).toBeLessThanOrEqual(discretionary + rows.length / 2);
      }),
    );
  });
});
