import { lineupStarterCount, slotAccepts, STARTING_SLOT_KINDS } from './slots';

describe('starting slot kinds', () => {
  const kind = (key: string) => STARTING_SLOT_KINDS.find((k) => k.key === key)!;

  it('follows §5 position eligibility', () => {
    expect(['QB', 'RB', 'WR', 'TE', 'K', 'DST'].filter((p) => slotAccepts(kind('sqbrbwrte'), p))).toEqual(['QB', 'RB', 'WR', 'TE']);
    expect(['QB', 'RB', 'WR', 'TE'].filter((p) => slotAccepts(kind('srbwrte'), p))).toEqual(['RB', 'WR', 'TE']);
    expect(['QB', 'RB', 'WR', 'TE'].filter((p) => slotAccepts(kind('swrte'), p))).toEqual(['WR', 'TE']);
    expect(['QB', 'RB', 'WR', 'TE'].filter((p) => slotAccepts(kind('srbwr'), p))).toEqual(['RB', 'WR']);
    expect(slotAccepts(kind('sk'), 'K')).toBe(true);
    expect(slotAccepts(kind('sdst'), 'K')).toBe(false);
    expect(STARTING_SLOT_KINDS.map((k) => k.code).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('counts starters', () => {
    expect(lineupStarterCount({ sqb: 1, srb: 2, swr: 2, ste: 1, srbwr: 0, srbwrte: 1, sqbrbwrte: 1, swrte: 0, sdst: 1, sk: 1 })).toBe(10);
  });
});
