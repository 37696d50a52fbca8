import { RosterSlot as SLOT } from '@league/shared-rules';
import { lineupContribution, projectLineups } from './projected-lineups';

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

describe('lineup contribution (spec §2 lineup chart)', () => {
  const roster = { tid: 1, players: [{ pid: 'qb1', pos: 'QB', slot: SLOT.BENCH }, { pid: 'rb1', pos: 'RB', slot: SLOT.BENCH }] };
  const weekly = { qb1: [20, 10, 0], rb1: [12, 12, 12], qbX: [15, 15, 0] };

  it('adds a player from outside: starter points added over the lineup without him, else bench points', () => {
    expect(lineupContribution(roster, { pid: 'qbX', pos: 'QB' }, weekly, slots, 5, 3)).toEqual([
      { week: 5, starter: 0, bench: 15 },
      { week: 6, starter: 5, bench: 0 },
      // no projection: no contribution (spec §4: lineup work considers only players with points)
      { week: 7, starter: 0, bench: 0 },
    ]);
  });

  it("a rostered starter adds all his points when nobody at his position is behind him", () => {
    expect(lineupContribution(roster, { pid: 'rb1', pos: 'RB' }, weekly, slots, 1, 1)).toEqual([{ week: 1, starter: 12, bench: 0 }]);
  });
});
