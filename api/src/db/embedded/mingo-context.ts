/**
 * mingo with MongoDB's numeric comparison for BSON Long and Decimal128. Stock mingo orders objects of one
 * class by `toString()` (so Long(10) < Long(9)) and never finds a Long equal to a number; here `$eq`, `$ne`,
 * `$in`, `$nin` compare canonical keys and `$gt`, `$gte`, `$lt`, `$lte` use {@link compareValues} with
 * MongoDB's type brackets. Every other
 * operator is mingo's own; `$sort` stages use the same BSON order as find (see sort.ts).
 */
import path from 'node:path';
import { Context } from 'mingo';
import { evalExpr } from 'mingo/core';
import { Aggregator as BaseAggregator } from 'mingo/aggregator';
import * as accumulator from 'mingo/operators/accumulator';
import * as expression from 'mingo/operators/expression';
import * as pipeline from 'mingo/operators/pipeline';
import * as projection from 'mingo/operators/projection';
import * as query from 'mingo/operators/query';
import * as windowOps from 'mingo/operators/window';
import { Query as BaseQuery } from 'mingo/query';
import { Iterator, Lazy } from 'mingo/lazy';
import type { Options } from 'mingo/types';
import { parseCollation } from './collation';
import { mongoRound } from './round';
import { sortDocs } from './sort';
import { compareValues, Doc, pathValues, rangeRank, valueKey } from './values';

type Test = (cmp: number) => boolean;

/**
 * Whether any value at `selector` passes `one` — {@link pathValues}'s answer, without building its array for
 * the common case of a top-level field holding no array (every field a play filter reads, say): there the
 * only value is the field's own (undefined when missing).
 */
function anyAt(selector: string, one: (v: unknown) => boolean): (doc: Doc) => boolean {
  if (selector.includes('.')) return (doc) => pathValues(doc, selector).some(one);
  return (doc) => {
    if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) return pathValues(doc, selector).some(one);
    const v = doc[selector];
    return Array.isArray(v) ? pathValues(doc, selector).some(one) : one(v);
  };
}

/** A range operator: true when any value at the path is in the operand's type bracket and passes `test`. */
function rangeOperator(test: Test, nullMatches: boolean) {
  return (selector: string, operand: unknown) => {
    const rank = rangeRank(operand);
    const numeric = typeof operand === 'number';
    return anyAt(selector, (v) => {
      // two JS numbers: compareValues' numeric branch, without its type dispatch
      if (numeric && typeof v === 'number') return test(v < (operand as number) ? -1 : v > (operand as number) ? 1 : 0);
      if (Array.isArray(v)) return false;
      if (operand === null) return nullMatches && (v === null || v === undefined);
      return v !== undefined && rangeRank(v) === rank && test(compareValues(v, operand));
    });
  };
}

/** Equality by canonical key: 1, 1.0, Long(1) and Decimal128("1") are equal; arrays match on any element. */
function eqOperator(selector: string, operand: unknown) {
  const key = valueKey(operand);
  // same keys as valueKey's for two numbers ('n' + value, -0 as 0: === ; NaN equals NaN) or two strings
  if (typeof operand === 'number') return anyAt(selector, (v) => (typeof v === 'number' ? v === operand || (v !== v && operand !== operand) : valueKey(v) === key));
  if (typeof operand === 'string') return anyAt(selector, (v) => (typeof v === 'string' ? v === operand : valueKey(v) === key));
  return anyAt(selector, (v) => valueKey(v) === key);
}

function inOperator(selector: string, operand: unknown) {
  const list = Array.isArray(operand) ? operand : [];
  const keys = new Set(list.filter((v) => !(v instanceof RegExp)).map(valueKey));
  const patterns = list.filter((v): v is RegExp => v instanceof RegExp);
  if (!patterns.length) return anyAt(selector, (v) => keys.has(valueKey(v)));
  return anyAt(selector, (v) => keys.has(valueKey(v)) || (typeof v === 'string' && patterns.some((re) => re.test(v))));
}

/** `$round` with MongoDB's result (round.ts); arguments as the server takes them: a number or null, a place -20..100. */
function roundExpression(obj: Doc, expr: unknown, options: Options): unknown {
  const [n, place = 0] = evalExpr(obj, expr, options) as [unknown, unknown];
  if (n === null || n === undefined) return null;
  if (typeof n !== 'number') throw new Error(`$round only supports numeric types, not ${typeof n}`);
  if (typeof place !== 'number' || !Number.isInteger(place) || place < -20 || place > 100) throw new Error('$round: the place must be an integer in [-20, 100]');
  return mongoRound(n, place);
}

const context = Context.init({
  accumulator,
  expression: { ...expression, $round: roundExpression } as never,
  pipeline: {
    ...pipeline,
    $sort: (coll: Iterator, keys: Doc, options?: Options) => Lazy(sortDocs(coll.collect<Doc>(), keys, parseCollation(options?.collation))),
  } as never,
  projection,
  query: {
    ...query,
    $eq: eqOperator,
    $ne: (selector: string, operand: unknown) => {
      const eq = eqOperator(selector, operand);
      return (doc: Doc) => !eq(doc);
    },
    $in: inOperator,
    $nin: (selector: string, operand: unknown) => {
      const inList = inOperator(selector, operand);
      return (doc: Doc) => !inList(doc);
    },
    $gt: rangeOperator((c) => c > 0, false),
    $gte: rangeOperator((c) => c >= 0, true),
    $lt: rangeOperator((c) => c < 0, false),
    $lte: rangeOperator((c) => c <= 0, true),
  } as never,
  window: windowOps,
});

/**
 * Options every plain query shares. mingo builds a `ComputeOptions` per query from plain options, copying
 * each operator table of the context (12–17 µs and ~19 kB a query: several percent of an index-served
 * find); from a `ComputeOptions` it shares the configuration and copies only the per-query locals, as it
 * does itself when it hands options down. The class is not among mingo's exports, so it is read from the
 * module that defines it; should a mingo version move it, queries build their own options as before (and
 * mingo-context.test.ts fails, so the loss is seen).
 */
export const sharedQueryOptions: Partial<Options> | null = (() => {
  try {
    const dir = path.dirname(require.resolve('mingo'));
    const internal = require(path.join(dir, 'core', '_internal.js')) as { ComputeOptions?: { init(o: Partial<Options>): Partial<Options> } };
    return internal.ComputeOptions ? internal.ComputeOptions.init({ context }) : null;
  } catch {
    return null;
  }
})();

/** mingo Query with the BSON-aware range operators. */
export class Query extends BaseQuery {
  constructor(condition: Doc, options: Partial<Options> = {}) {
    super(condition, sharedQueryOptions && Object.keys(options).length === 0 ? sharedQueryOptions : { ...options, context });
  }
}

/** mingo Aggregator whose `$match` stages use the BSON-aware range operators. */
export class Aggregator extends BaseAggregator {
  constructor(stages: Doc[], options: Partial<Options> = {}) {
    super(stages, { ...options, context });
  }
}
