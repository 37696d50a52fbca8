import fc from 'fast-check';
import { Decimal128, Long } from 'bson';
import { Query, sharedQueryOptions } from './mingo-context';
import { compareValues, Doc, pathValues, rangeRank, valueKey } from './values';

// The operators' definitions read through pathValues for every value (before the direct read of a top-level
// field): the reference the fast paths must agree with.
const reference: Record<string, (values: unknown[], operand: unknown) => boolean> = {
  $eq: (vs, o) => vs.some((v) => valueKey(v) === valueKey(o)),
  $in: (vs, o) => vs.some((v) => (o as unknown[]).some((x) => valueKey(x) === valueKey(v))),
  $gte: (vs, o) => vs.some((v) => !Array.isArray(v) && (o === null ? v === null || v === undefined : v !== undefined && rangeRank(v) === rangeRank(o) && compareValues(v, o) >= 0)),
  $lt: (vs, o) => vs.some((v) => !Array.isArray(v) && o !== null && v !== undefined && rangeRank(v) === rangeRank(o) && compareValues(v, o) < 0),
};

const scalar = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -2, max: 2 }),
  fc.constantFrom(-0, 0.5, Number.NaN, Long.fromNumber(1), Decimal128.fromString('2'), 'a', '1', true),
);
const value = fc.oneof({ weight: 5, arbitrary: scalar }, { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) }, { weight: 1, arbitrary: fc.record({ x: scalar }, { requiredKeys: [] }) });
const doc = fc.record({ a: value, b: value }, { requiredKeys: [] });
const selector = fc.constantFrom('a', 'b', 'a.x', 'missing', 'constructor');
const operand = fc.constantFrom(null, 0, 1, 2, -0, 0.5, Number.NaN, 'a', '1', true, Long.fromNumber(1));

describe('shared query options', () => {
  it('are found in this mingo, and plain queries built on them use the BSON-aware operators and keep no state between queries', () => {
    // null would mean a mingo upgrade moved ComputeOptions: every query would copy the operator tables again
    expect(sharedQueryOptions).not.toBeNull();
    const big = new Query({ n: { $gt: Long.fromNumber(9) } });
    expect([big.test({ n: Long.fromNumber(10) }), big.test({ n: 9 })]).toEqual([true, false]);
    const expr = new Query({ $expr: { $gt: ['$a', '$b'] } });
    expect([expr.test({ a: 2, b: 1 }), expr.test({ a: 1, b: 2 }), expr.test({ a: 3, b: 1 })]).toEqual([true, false, true]);
    expect(new Query({ $expr: { $eq: ['$$ROOT.a', 1] } }).test({ a: 1 })).toBe(true);
    expect(new Query({ a: { $in: [1, 2] } }, { variables: { x: 1 } }).test({ a: 2 })).toBe(true);
  });
});

describe('query operators (BSON-aware, direct top-level reads)', () => {
  it('match as the pathValues definitions do on random documents', () => {
    fc.assert(
      fc.property(doc, selector, fc.constantFrom('$eq', '$in', '$gte', '$lt'), operand, (d, sel, op, o) => {
        const arg = op === '$in' ? [o, 2] : o;
        const got = new Query({ [sel]: { [op]: arg } }).test(d as Doc);
        expect(got).toBe(reference[op](pathValues(d, sel), arg));
      }),
      { numRuns: 3000, seed: 13 },
    );
  });

  it('reads a field holding an array through its elements', () => {
    expect(new Query({ a: 2 }).test({ a: [1, 2] })).toBe(true);
    expect(new Query({ a: { $gte: 2 } }).test({ a: [1, 3] })).toBe(true);
    expect(new Query({ a: { $in: ['x'] } }).test({ a: ['y'] })).toBe(false);
    expect(new Query({ a: null }).test({})).toBe(true);
  });
});
