import { compareDivision, compareLeaders, compareWildcards } from './seeding';
import type { TeamRecord } from './team-records';

const team = (tid: number, fields: Partial<TeamRecord>): TeamRecord => ({
  tid, div: 1, wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0, allPlayWins: 0, allPlayLosses: 0,
  allPlayTies: 0, divisionWins: 0, divisionLosses: 0, divisionTies: 0, winPct: 0, allPlayWinPct: 0, ...fields,
});

const order = (cmp: (a: TeamRecord, b: TeamRecord) => number, teams: TeamRecord[]) => [...teams].sort(cmp).map((t) => t.tid);

describe('seeding comparators', () => {
  it('division: wins, ties, points for, all-play wins, tid', () => {
    expect(order(compareDivision, [
      team(1, { wins: 5 }), team(2, { wins: 6 }), team(3, { wins: 5, ties: 1 }), team(4, { wins: 5, pointsFor: 10 }),
      team(5, { wins: 5, pointsFor: 10, allPlayWins: 3 }), team(6, { wins: 5, pointsFor: 10, allPlayWins: 3 }),
    ])).toEqual([2, 3, 5, 6, 4, 1]);
  });

  it('leaders: all-play wins, wins, points for, tid', () => {
    expect(order(compareLeaders, [
      team(1, { allPlayWins: 50 }), team(2, { allPlayWins: 60 }), team(3, { allPlayWins: 50, wins: 3 }),
      team(4, { allPlayWins: 50, wins: 3, pointsFor: 9 }), team(5, { allPlayWins: 50, wins: 3, pointsFor: 9 }),
    ])).toEqual([2, 4, 5, 3, 1]);
  });

  it('wildcards: points for, wins, tid', () => {
    expect(order(compareWildcards, [
      team(1, { pointsFor: 100 }), team(2, { pointsFor: 120 }), team(3, { pointsFor: 100, wins: 2 }), team(4, { pointsFor: 100, wins: 2 }),
    ])).toEqual([2, 3, 4, 1]);
  });
});
