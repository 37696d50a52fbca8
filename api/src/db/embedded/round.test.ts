import { mongoRound } from './round';
import { Aggregator } from './mingo-context';

describe('$round as MongoDB computes it', () => {
  it('rounds the double\'s 34-digit decimal value half to even at the place', () => {
    const cases: Array<[number, number, number]> = [
      // above the half: up (mingo 7 truncated these down)
      [848 / 1058, 3, 0.802],
      [0.80151, 3, 0.802],
      // exact halves go to the even neighbour
      [2.5, 0, 2],
      [3.5, 0, 4],
      [-2.5, 0, -2],
      [0.125, 2, 0.12],
      [0.375, 2, 0.38],
      // 1.005 and 2.675 are just under their halves as doubles
      [1.005, 2, 1],
      [2.675, 2, 2.67],
      // a decimal half that is a double just over it (0.3335 is 0.33350000000000001865…), and one just under
      [0.3335, 3, 0.334],
      [0.8035, 3, 0.803],
      // negative places round to tens and hundreds
      [1234.5, -1, 1230],
      [1250, -2, 1200],
      [1350, -2, 1400],
      [-1350, -2, -1400],
      // below the place: zero; past the digits: itself
      [0.0004, 3, 0],
      [0.3, 20, 0.3],
      [1 / 3, 2, 0.33],
      [-1 / 3, 4, -0.3333],
    ];
    expect(cases.map(([n, p]) => mongoRound(n, p))).toEqual(cases.map(([, , want]) => want));
  });

  it('is the embedded server\'s $round operator (null stays null, a non-integer place is refused)', () => {
    const run = (doc: Record<string, unknown>, expr: unknown) => (new Aggregator([{ $project: { _id: 0, v: expr } }]).run([doc]) as Array<{ v: unknown }>)[0].v;
    expect(run({ a: 848, b: 1058 }, { $round: [{ $divide: ['$a', '$b'] }, 3] })).toBe(0.802);
    expect(run({ a: 2.5 }, { $round: ['$a'] })).toBe(2);
    expect(run({}, { $round: ['$missing', 2] })).toBeNull();
    expect(() => run({ a: 1.5 }, { $round: ['$a', 1.5] })).toThrow(/place/);
  });
});
