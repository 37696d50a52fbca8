import fc from 'fast-check';
import { LEAGUE_FORMATS, VISITOR_LEAGUE_FORMAT } from '../league-formats/league-formats';
import { bruteForceLineupPoints, slotInstances } from './brute-force.test-helper';
import { optimalLineup, type LineupCandidate, type StartingSlots } from './optimal-lineup';
import { STARTING_SLOT_KINDS } from './slots';

const EMPTY: StartingSlots = { sqb: 0, srb: 0, swr: 0, ste: 0, srbwr: 0, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };

const slotsArb = fc
  .record(Object.fromEntries(STARTING_SLOT_KINDS.map((k) => [k.key, fc.integer({ min: 0, max: 2 })])) as Record<keyof StartingSlots, fc.Arbitrary<number>>)
  .filter((s) => slotInstances(s).length <= 5);

const playersArb = fc.array(
  fc.record({
    pos: fc.constantFrom('QB', 'RB', 'WR', 'TE', 'K', 'DST'),
    points: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double({ min: -5, max: 30, noNaN: true })),
  }),
  { maxLength: 7 },
).map((ps) => ps.map((p, i) => ({ pid: `P${i}`, ...p })));

/** Checks a lineup is legal: each player once, each slot code within its count, each position accepted. */
function expectLegal(lineup: ReturnType<typeof optimalLineup>, players: LineupCandidate[], slots: StartingSlots): void {
  const byPid = new Map(players.map((p) => [p.pid, p]));
  expect(new Set(lineup.starters.map((s) => s.pid)).size).toBe(lineup.starters.length);
  for (const kind of STARTING_SLOT_KINDS) {
    const inKind = lineup.starters.filter((s) => s.slot === kind.code);
    expect(inKind.length).toBeLessThanOrEqual(slots[kind.key]);
    for (const s of inKind) expect(kind.positions).toContain(byPid.get(s.pid)!.pos);
  }
  const sum = lineup.starters.reduce((t, s) => t + byPid.get(s.pid)!.points, 0);
  expect(lineup.points).toBeCloseTo(sum, 9);
}

describe('optimalLineup', () => {
  it('equals brute force on random rosters and slot layouts, and is legal', () => {
    fc.assert(
      fc.property(playersArb, slotsArb, (players, slots) => {
        const lineup = optimalLineup(players, slots);
        expectLegal(lineup, players, slots);
        expect(lineup.points).toBeCloseTo(bruteForceLineupPoints(players, slots), 9);
      }),
      { numRuns: 250 },
    );
  });

  it('beats greedy where flex/superflex interact', () => {
    // Greedy by slot order puts the WR in FLEX, leaving WR/TE empty for the TE; exact places TE in WR/TE.
    const slots = { ...EMPTY, swrte: 1, srbwrte: 1 };
    const players = [
      { pid: 'wr', pos: 'WR', points: 20 },
      { pid: 'rb', pos: 'RB', points: 15 },
      { pid: 'te', pos: 'TE', points: 10 },
    ];
    const lineup = optimalLineup(players, slots);
    expect(lineup.points).toBe(35);
    expect(lineup.starters).toEqual(
      expect.arrayContaining([
        { pid: 'rb', slot: 7, points: 15 },
        { pid: 'wr', slot: 5, points: 20 },
      ]),
    );
  });

  it('puts the second QB in superflex and fills dedicated slots first', () => {
    const slots = VISITOR_LEAGUE_FORMAT.config;
    const players: LineupCandidate[] = [
      { pid: 'qb1', pos: 'QB', points: 25 },
      { pid: 'qb2', pos: 'QB', points: 22 },
      { pid: 'rb1', pos: 'RB', points: 15 },
      { pid: 'rb2', pos: 'RB', points: 14 },
      { pid: 'rb3', pos: 'RB', points: 13 },
      { pid: 'wr1', pos: 'WR', points: 16 },
      { pid: 'wr2', pos: 'WR', points: 12 },
      { pid: 'te1', pos: 'TE', points: 9 },
      { pid: 'te2', pos: 'TE', points: 8 },
      { pid: 'k1', pos: 'K', points: 8 },
      { pid: 'd1', pos: 'DST', points: 7 },
      { pid: 'd2', pos: 'DST', points: 9 },
      { pid: 'x', pos: 'LS', points: 50 },
    ];
    const lineup = optimalLineup(players, slots);
    const slotOf = Object.fromEntries(lineup.starters.map((s) => [s.pid, s.slot]));
    expect(slotOf).toEqual({ qb1: 1, qb2: 8, rb1: 2, rb2: 2, rb3: 7, wr1: 3, wr2: 3, te1: 4, k1: 9, d2: 10 });
    expect(lineup.points).toBe(25 + 22 + 15 + 14 + 13 + 16 + 12 + 9 + 8 + 9);
  });

  it('leaves slots empty rather than start non-positive players', () => {
    const lineup = optimalLineup(
      [
        { pid: 'a', pos: 'QB', points: 0 },
        { pid: 'b', pos: 'RB', points: -3 },
        { pid: 'c', pos: 'RB', points: Number.NaN },
      ],
      VISITOR_LEAGUE_FORMAT.config,
    );
    expect(lineup).toEqual({ starters: [], points: 0 });
  });

  it('fills the SFB layout (2 superflex, 9 flex) exactly', () => {
    const slots = LEAGUE_FORMATS.sfb15_sleeper.config;
    fc.assert(
      fc.property(
        fc.array(fc.record({ pos: fc.constantFrom('QB', 'RB', 'WR', 'TE'), points: fc.integer({ min: 1, max: 40 }) }), { minLength: 12, maxLength: 30 }),
        (raw) => {
          const players = raw.map((p, i) => ({ pid: `p${i}`, ...p }));
          const lineup = optimalLineup(players, slots);
          expectLegal(lineup, players, slots);
          // 1 QB slot + 2 superflex + 9 flex: with q QBs starting, 11 - max(0, q - 1) non-QBs fit.
          const qbs = players.filter((p) => p.pos === 'QB').map((p) => p.points).sort((a, b) => b - a).slice(0, 3);
          const others = players.filter((p) => p.pos !== 'QB').map((p) => p.points).sort((a, b) => b - a);
          let best = 0;
          for (let q = 0; q <= qbs.length; q++) {
            const total = qbs.slice(0, q).reduce((t, v) => t + v, 0) + others.slice(0, 11 - Math.max(0, q - 1)).reduce((t, v) => t + v, 0);
            best = Math.max(best, total);
          }
          expect(lineup.points).toBe(best);
        },
      ),
      { numRuns: 100 },
    );
  });
});
