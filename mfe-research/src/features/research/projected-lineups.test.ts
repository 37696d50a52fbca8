import { RosterSlot as SLOT } from '@league/shared-rules';
import { projectLineups } from './projected-lineups';

const slots = { sqb: 1, srb: 1, swr: 1, ste: 0, srbwr: 0, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };

describe('projected lineups (spec §4: after the values, from the current rosters)', () => {
  it("counts each player's projected starts, starter points and bench points per remaining week", () => {
    const rosters = [
      {
        tid: 1,
        players: [
          { pid: 'qb1', pos: 'QB', slot: SLOT.BENCH },
          { pid: 'qb2', pos: 'QB', slot: SLOT.BENCH },
          { pid: 'rb1', pos: 'RB', slot: SLOT.BENCH },
          { pid: 'wr1', pos: 'WR', slot: SLOT.IR },
        ],
      },
    ];
    const weekly = { qb1: [20, 10], qb2: [15, 18], rb1: [12, 0], wr1: [30, 30] };
    const out = projectLineups(rosters, weekly, slots, 2);
    expect(out.players.qb1).toEqual({ starts: 1, sp: 20, bp: 10 });
    expect(out.players.qb2).toEqual({ starts: 1, sp: 18, bp: 15 });
    // a reserve (IR) player never starts
    expect(out.players.wr1).toEqual({ starts: 0, sp: 0, bp: 60 });
    expect(out.teams[1]).toEqual([32, 18]);
  });
});
