import fc from 'fast-check';
import { Aggregator } from './mingo-context';
import { Bail, compileExpr, compileGroup } from './compiled-group';
import type { Doc } from './values';

// Documents with what the compiled path must match mingo on (missing fields, nulls, ints, doubles, -0, NaN,
// strings, booleans, nested objects) and what it must hand back to mingo (arrays, dates).
const scalar = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.5, -1.25, 1e9, -0, 2.5, Number.NaN),
  fc.constantFrom('', 'a', 'b', '1', '$x'),
  fc.boolean(),
);
const value = fc.oneof(
  { weight: 8, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.record({ x: scalar }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: fc.constant(new Date(0)) },
);
const FIELDS = ['a', 'b', 'c', 'k', 'n'] as const;
const doc = fc.record(Object.fromEntries(FIELDS.map((f) => [f, value])) as Record<(typeof FIELDS)[number], typeof value>, { requiredKeys: [] });
// mostly scalar documents, so most runs take the compiled path rather than bailing
const scalarDoc = fc.record(Object.fromEntries(FIELDS.map((f) => [f, scalar])) as Record<(typeof FIELDS)[number], typeof scalar>, { requiredKeys: [] });
const docs = fc.array(fc.oneof({ weight: 6, arbitrary: scalarDoc }, { weight: 1, arbitrary: doc }), { maxLength: 25 });

const path = fc.constantFrom('$a', '$b', '$c', '$k', '$n', '$n.x', '$missing', '$a.x', '$constructor', '$n.toString');
const literal = fc.oneof(scalar.filter((v) => !(typeof v === 'string' && v.startsWith('$'))), fc.constant('lit'));
const expr: fc.Arbitrary<unknown> = fc.letrec<{ e: unknown }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    path,
    literal,
    fc.record({ $ifNull: fc.array(tie('e'), { minLength: 2, maxLength: 3 }) }),
    ...(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$subtract'] as const).map((op) => fc.record({ [op]: fc.tuple(tie('e'), tie('e')) })),
    fc.record({ $and: fc.array(tie('e'), { maxLength: 3 }) }),
    fc.record({ $or: fc.array(tie('e'), { maxLength: 3 }) }),
    fc.record({ $cond: fc.tuple(tie('e'), tie('e'), tie('e')) }),
    fc.record({ $cond: fc.record({ if: tie('e'), then: tie('e'), else: tie('e') }) }),
  ),
})).e;
const accumulator = fc.oneof(
  fc.record({ $sum: fc.oneof(expr, fc.constantFrom(1, 0, 2.5)) }),
  fc.record({ $avg: expr }),
  fc.record({ $first: expr }),
  fc.record({ $push: expr }),
);
const groupSpec = fc.record({
  _id: fc.oneof(path, fc.constant(null), fc.constant('lit'), expr),
  s0: accumulator,
  s1: accumulator,
  s2: accumulator,
});

/** mingo's answer, or its error message. */
function viaMingo(spec: Doc, input: Doc[]): unknown {
  try {
    return new Aggregator([{ $group: spec }]).run(input);
  } catch (e) {
    return { error: (e as Error).message };
  }
}

describe('compiled $group', () => {
  it('answers exactly as mingo on random documents and expressions, or hands the stage back', () => {
    let compiled = 0;
    let bailed = 0;
    fc.assert(
      fc.property(groupSpec, docs, (spec, input) => {
        const group = compileGroup(spec);
        if (!group) return;
        let out: Doc[];
        try {
          out = group(input);
        } catch (e) {
          if (!(e instanceof Bail)) throw e;
          bailed++;
          return;
        }
        compiled++;
        expect(out).toStrictEqual(viaMingo(spec, input));
      }),
      { numRuns: 3000, seed: 13 },
    );
    // the property is about the compiled path: about half the cases take it (seeded), and some bail
    expect(compiled).toBeGreaterThan(1000);
    expect(bailed).toBeGreaterThan(50);
  });

  it('compiles the stats explorer group the data-view engine sends', () => {
    const ifNull = (f: string, d: unknown = null) => ({ $ifNull: [`$${f}`, d] });
    const attempt = { $and: [{ $eq: [ifNull('pass_attempt'), 1] }, { $ne: [ifNull('sack'), 1] }, { $ne: [ifNull('down'), null] }] };
    const spec = {
      _id: '$receiver_player_id',
      tgt: { $sum: { $cond: [attempt, 1, 0] } },
      yds: { $sum: { $cond: [{ $and: [attempt, { $eq: [ifNull('complete_pass'), 1] }] }, ifNull('yards_gained', 0), 0] } },
      td: { $sum: { $cond: [{ $gte: [{ $subtract: [ifNull('posteam_score_post', 0), ifNull('posteam_score', 0)] }, 6] }, 1, 0] } },
    };
    const plays = [
      { receiver_player_id: 'A', pass_attempt: 1, down: 1, complete_pass: 1, yards_gained: 12, posteam_score: 0, posteam_score_post: 6 },
      { receiver_player_id: 'B', pass_attempt: 1, down: 2, complete_pass: 0 },
      { receiver_player_id: 'A', pass_attempt: 1, down: 3, complete_pass: 1, yards_gained: 7.5, sack: 0 },
      { receiver_player_id: 'A', pass_attempt: 1, complete_pass: 1, yards_gained: 2 },
    ];
    const out = compileGroup(spec)!(plays);
    expect(out).toEqual([
      { _id: 'A', tgt: 2, yds: 19.5, td: 1 },
      { _id: 'B', tgt: 1, yds: 0, td: 0 },
    ]);
    expect(out).toStrictEqual(viaMingo(spec, plays));
  });

  it('leaves to mingo what it does not reproduce', () => {
    expect(compileGroup({ _id: { a: '$a' }, n: { $sum: 1 } })).toBeNull();
    expect(compileGroup({ _id: '$a', s: { $addToSet: '$b' } })).toBeNull();
    expect(compileGroup({ _id: '$a', s: { $sum: { $add: ['$b', 1] } } })).toBeNull();
    expect(compileGroup({ _id: '$$ROOT', n: { $sum: 1 } })).toBeNull();
    expect(compileGroup({ n: { $sum: 1 } })).toBeNull();
    expect(compileExpr({ $eq: ['$a'] })).toBeNull();
    expect(() => compileExpr('$a')!({ a: [1] })).toThrow(Bail);
  });
});
