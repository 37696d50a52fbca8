import fc from 'fast-check';
import { SCORING_FORMATS } from '../league-formats/scoring-formats';
import { calculatePoints, fantasyPoints, receptionValue, scoringWeights } from './calculate-points';
import { STAT_COUNT, STAT_INDEX, STAT_KEYS, type ScoringFormat, type StatLine } from './stat-line';

const ppr = SCORING_FORMATS.ppr.format;
const sfb = SCORING_FORMATS.sfb15_mfl.format;

describe('calculatePoints', () => {
  it('scores a QB line under standard scoring', () => {
    const line: StatLine = { pa: 35, pc: 24, py: 300, tdp: 2, ints: 1, ra: 4, ry: 20, tdr: 1, fuml: 1 };
    // 300*0.04 + 2*4 - 2 + 20*0.1 + 6 - 2
    expect(fantasyPoints(line, SCORING_FORMATS.standard.format, 'QB')).toBeCloseTo(24, 10);
  });

  it('scores receptions per position, falling back to rec', () => {
    const line: StatLine = { rec: 5, recy: 50, tdrec: 1, trg: 8 };
    expect(fantasyPoints(line, ppr, 'WR')).toBeCloseTo(16, 10);
    expect(fantasyPoints(line, SCORING_FORMATS.half_ppr.format, 'TE')).toBeCloseTo(13.5, 10);
    // SFB: TE 2 per catch, 1 per target.
    expect(fantasyPoints(line, sfb, 'TE')).toBeCloseTo(10 + 5 + 6 + 8, 10);
    expect(fantasyPoints(line, sfb, 'WR')).toBeCloseTo(5 + 5 + 6 + 8, 10);
    // A position without its own value (or none given) uses rec.
    expect(fantasyPoints(line, sfb, 'QB')).toBeCloseTo(24, 10);
    expect(fantasyPoints(line, sfb)).toBeCloseTo(24, 10);
    const zeroTe: ScoringFormat = { ...ppr, terec: 0 };
    expect(receptionValue(zeroTe, 'TE')).toBe(1);
  });

  it('scores carries, first downs, two-point conversions and return TDs', () => {
    const line: StatLine = { ra: 10, ry: 40, rush_first_down: 2, rec_first_down: 1, twoptc: 1, prtd: 1, krtd: 1 };
    expect(fantasyPoints(line, sfb, 'RB')).toBeCloseTo(5 + 4 + 3 + 2 + 12, 10);
    expect(fantasyPoints(line, ppr, 'RB')).toBeCloseTo(4 + 2 + 12, 10);
  });

  it('uses kneel-free rushing yards only when the format excludes kneels and the line has them', () => {
    const genesis = SCORING_FORMATS.genesis.format;
    const line: StatLine = { ry: 10, ry_excluding_kneels: 14 };
    expect(fantasyPoints(line, genesis, 'QB')).toBeCloseTo(1.4, 10);
    expect(fantasyPoints({ ry: 10 }, genesis, 'QB')).toBeCloseTo(1, 10);
    expect(fantasyPoints(line, ppr, 'QB')).toBeCloseTo(1, 10);
    expect(fantasyPoints({ ry: 10, ry_excluding_kneels: Number.NaN }, genesis, 'QB')).toBeCloseTo(1, 10);
    expect(fantasyPoints({ ry_excluding_kneels: 3 }, genesis, 'QB')).toBeCloseTo(0.3, 10);
  });

  it('adds kicking and defence to the total', () => {
    const result = calculatePoints({ xpm: 2, fg39: 1, dsk: 2, dpa: 10 }, ppr, 'K');
    expect(result).toEqual({ offense: 0, kicking: 5, defense: 2, total: 7 });
  });

  it('gives 0 for an empty line under every preset', () => {
    for (const preset of Object.values(SCORING_FORMATS)) expect(fantasyPoints({}, preset.format, 'RB')).toBe(0);
  });

  it('is linear: scoring the sum of two lines equals the sum of their scores', () => {
    const statArb = fc.record(
      Object.fromEntries(STAT_KEYS.map((k) => [k, fc.integer({ min: 0, max: 400 })])) as Record<string, fc.Arbitrary<number>>,
    );
    fc.assert(
      fc.property(statArb, statArb, fc.constantFrom('QB', 'RB', 'WR', 'TE'), fc.constantFrom(...Object.values(SCORING_FORMATS)), (a, b, pos, preset) => {
        const both = Object.fromEntries(STAT_KEYS.map((k) => [k, a[k] + b[k]]));
        const sum = fantasyPoints(a, preset.format, pos) + fantasyPoints(b, preset.format, pos);
        expect(fantasyPoints(both, preset.format, pos)).toBeCloseTo(sum, 6);
      }),
    );
  });
});

describe('scoringWeights', () => {
  it('matches calculatePoints as a dot product over packed stats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: STAT_COUNT, maxLength: STAT_COUNT }),
        fc.constantFrom('QB', 'RB', 'WR', 'TE', 'K'),
        fc.constantFrom(...Object.values(SCORING_FORMATS)),
        (values, pos, preset) => {
          const weights = scoringWeights(preset.format, pos);
          let dot = 0;
          for (let i = 0; i < STAT_COUNT; i++) dot += weights[i] * values[i];
          const line = Object.fromEntries(STAT_KEYS.map((k, i) => [k, values[i]]));
          expect(dot).toBeCloseTo(fantasyPoints(line, preset.format, pos), 6);
        },
      ),
    );
    expect(scoringWeights(sfb, 'TE')[STAT_INDEX.rec]).toBe(2);
  });
});
