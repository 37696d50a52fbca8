import { groupRoster, positionCounts } from './roster-groups';
import { league, rosters } from './fixtures.test-data';

describe('groupRoster', () => {
  const groups = groupRoster(rosters[1].players, league);

  it('lists every starting slot of the league in lineup order, open ones empty', () => {
    // Default league: 1 QB, 2 RB, 2 WR, 1 TE, 1 FLEX, 1 SFLEX, 1 K, 1 DST.
    expect(groups.starters.map((s) => s.label)).toEqual(['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'SFLEX', 'K', 'DST']);
    expect(groups.starters[0].player?.name).toBe('Patrick Mahomes');
    expect(groups.starters.filter((s) => s.player === null)).toHaveLength(9);
  });

  it('splits bench, practice squad and reserve', () => {
    expect(groups.bench.map((p) => p.name)).toEqual(['Travis Kelce']);
    expect(groups.practice.map((p) => p.name)).toEqual(['Cam Ward']);
    expect(groups.reserve.map((p) => p.name)).toEqual(['Nick Chubb']);
  });

  it('counts players per position', () => {
    expect(positionCounts(rosters[1].players)).toEqual([
      { pos: 'QB', count: 2 },
      { pos: 'RB', count: 1 },
      { pos: 'WR', count: 0 },
      { pos: 'TE', count: 1 },
      { pos: 'K', count: 0 },
      { pos: 'DST', count: 0 },
    ]);
  });
});
