import { update as mingoUpdate } from 'mingo';
import { Long } from 'bson';
import { applyUpdate } from './update-apply';
import { cloneDoc, valueKey, type Doc } from './values';

/** What mingo's updater makes of `update` on `old` (the path every update took before the top-level one). */
function viaMingo(old: Doc, update: Doc): Doc {
  const doc = cloneDoc(old);
  mingoUpdate(doc, update);
  return doc;
}

describe('applyUpdate', () => {
  const old: Doc = { _id: 1, a: 1, b: 'x', c: { d: [1, 2] }, e: null, n: 2.5 };

  it('applies top-level $set, $unset and $inc as mingo does', () => {
    const updates: Doc[] = [
      { $set: { a: 2 } },
      { $set: { z: { deep: [1, { k: 'v' }] } } },
      { $set: { c: { d: [3] }, b: 'y' } },
      { $unset: { b: '' } },
      { $unset: { missing: 1 } },
      { $inc: { a: 1 } },
      { $inc: { fresh: 4 } },
      { $inc: { n: -0.5 }, $set: { b: 'z' }, $unset: { e: '' } },
    ];
    for (const update of updates) {
      const outcome = applyUpdate(old, update, {});
      expect(valueKey(outcome.doc)).toBe(valueKey(viaMingo(old, update)));
      // field order too (a new field goes last)
      expect(Object.keys(outcome.doc)).toEqual(Object.keys(viaMingo(old, update)));
      expect(old).toEqual({ _id: 1, a: 1, b: 'x', c: { d: [1, 2] }, e: null, n: 2.5 });
    }
  });

  it('does not share a set value with the command', () => {
    const value = { list: [1] };
    const { doc } = applyUpdate(old, { $set: { v: value } }, {});
    value.list.push(2);
    expect(doc.v).toEqual({ list: [1] });
  });

  it('leaves the rest to mingo: dotted and positional paths, other operators, Longs, conflicts and errors', () => {
    expect(applyUpdate(old, { $set: { 'c.d': [9] } }, {}).doc.c).toEqual({ d: [9] });
    expect(applyUpdate({ _id: 3, arr: [1, 2] }, { $inc: { 'arr.$': 5 } }, { filter: { arr: 2 } }).doc.arr).toEqual([1, 7]);
    expect(applyUpdate(old, { $push: { 'c.d': 3 } }, {}).doc.c).toEqual({ d: [1, 2, 3] });
    const long = applyUpdate({ _id: 2, v: Long.fromNumber(10) }, { $inc: { v: 1 } }, {}).doc.v;
    expect(valueKey(long)).toBe(valueKey(viaMingo({ _id: 2, v: Long.fromNumber(10) }, { $inc: { v: 1 } }).v));
    // $inc on a string or null: whatever mingo does (the top-level path does not take them)
    for (const update of [{ $inc: { b: 1 } }, { $inc: { e: 1 } }, { $inc: { a: '1' } }]) {
      const outcome = (f: () => Doc) => { try { return valueKey(f()); } catch (e) { return `threw ${(e as Error).message}`; } };
      expect(outcome(() => applyUpdate(old, update, {}).doc)).toBe(outcome(() => viaMingo(old, update)));
    }
    expect(() => applyUpdate(old, { $inc: { a: 1 }, $set: { a: 5 } }, {})).toThrow(expect.objectContaining({ code: 40 }));
    // a prototype key goes to mingo, which refuses it; no object's prototype changes
    expect(() => applyUpdate(old, JSON.parse('{"$set":{"__proto__":{"polluted":true}}}') as Doc, {})).toThrow(/__proto__/);
    expect(({} as Doc).polluted).toBeUndefined();
  });

  it('still refuses a change of _id', () => {
    expect(() => applyUpdate(old, { $set: { _id: 2 } }, {})).toThrow(/immutable field '_id'/);
    expect(applyUpdate(old, { $set: { _id: 1, a: 3 } }, {}).doc).toMatchObject({ _id: 1, a: 3 });
  });
});
