import { scoreDefense } from './defense';
import { fieldGoalPoints, scoreKicking } from './kicking';

describe('scoreKicking (§9)', () => {
  it('scores extra points 1 and field goals 3/4/5 by distance', () => {
    expect(scoreKicking({ xpm: 3 })).toBe(3);
    expect(scoreKicking({ fg19: 1, fg29: 1, fg39: 1, fgm: 1 })).toBe(12);
    expect(scoreKicking({ fg49: 2 })).toBe(8);
    expect(scoreKicking({ fg50: 2, xpm: 1 })).toBe(11);
    expect(scoreKicking({})).toBe(0);
  });

  it('uses made yardage / 10 instead of the buckets when yardage is given', () => {
    expect(scoreKicking({ fgy: 152, fg50: 1, fg49: 2, xpm: 2 })).toBeCloseTo(17.2, 10);
  });

  it('maps a distance to its bucket value at the boundaries', () => {
    expect([fieldGoalPoints(18), fieldGoalPoints(39), fieldGoalPoints(40), fieldGoalPoints(49), fieldGoalPoints(50), fieldGoalPoints(63)]).toEqual([3, 3, 4, 4, 5, 5]);
  });
});

describe('scoreDefense (§9)', () => {
  it('scores every event', () => {
    expect(scoreDefense({ dsk: 1 })).toBe(1);
    expect(scoreDefense({ dint: 1 })).toBe(2);
    expect(scoreDefense({ dff: 1 })).toBe(1);
    expect(scoreDefense({ drf: 1 })).toBe(1);
    expect(scoreDefense({ dtod: 1 })).toBe(1);
    expect(scoreDefense({ dsf: 1 })).toBe(2);
    expect(scoreDefense({ dblk: 1 })).toBe(3);
    expect(scoreDefense({ drtd: 1 })).toBe(6);
    expect(scoreDefense({ dtd: 1 })).toBe(6);
  });

  it('charges -0.4 per point over 20 and -0.02 per yard over 300, nothing at or under', () => {
    expect(scoreDefense({ dpa: 20, dya: 300 })).toBe(0);
    expect(scoreDefense({ dpa: 0, dya: 0 })).toBe(0);
    expect(scoreDefense({ dpa: 30 })).toBeCloseTo(-4, 10);
    expect(scoreDefense({ dya: 400 })).toBeCloseTo(-2, 10);
    expect(scoreDefense({ dsk: 3, dint: 1, dpa: 27, dya: 350 })).toBeCloseTo(3 + 2 - 2.8 - 1, 10);
  });
});
