import { DEFAULT_LEAGUE } from '../contracts';
import { gameDay, gamelogStatGroups, gamelogStatKeys, weekStandings } from './gamelog';

const slots = { sqb: 1, srb: 0, swr: 0, ste: 0, srbwr: 0, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };

describe('gamelog rank and points added', () => {
  it('ranks players within their position, ties sharing the better rank', () => {
    const week = [
      { pid: 'A', pos: 'QB', points: 20 },
      { pid: 'B', pos: 'QB', points: 25 },
      { pid: 'C', pos: 'QB', points: 20 },
      { pid: 'D', pos: 'QB', points: 5 },
      { pid: 'R', pos: 'RB', points: 9 },
    ];
    const s = weekStandings(week, slots, 2);
    expect(s.get('B')!.pos_rnk).toBe(1);
    expect(s.get('A')!.pos_rnk).toBe(2);
    expect(s.get('C')!.pos_rnk).toBe(2);
    expect(s.get('D')!.pos_rnk).toBe(4);
    expect(s.get('R')!.pos_rnk).toBe(1);
  });

  it('measures points added over the worst starter of the week', () => {
    const week = [
      { pid: 'A', pos: 'QB', points: 20 },
      { pid: 'B', pos: 'QB', points: 25 },
      { pid: 'D', pos: 'QB', points: 5 },
    ];
    // two teams, one QB each: the worst starter scored 20
    const s = weekStandings(week, slots, 2);
    expect(s.get('B')!.points_added).toBe(5);
    expect(s.get('A')!.points_added).toBe(0);
    expect(s.get('D')!.points_added).toBe(-15);
  });

  it('uses the default league slots (superflex takes a second QB)', () => {
    const qbs = Array.from({ length: 30 }, (_, i) => ({ pid: `Q${i}`, pos: 'QB', points: 30 - i }));
    const s = weekStandings(qbs, DEFAULT_LEAGUE, 12);
    // 12 QB slots + 12 superflex slots, all QBs here: the 24th QB (Q23, 7 points) is the baseline
    expect(s.get('Q0')!.points_added).toBe(23);
    expect(s.get('Q23')!.points_added).toBe(0);
  });
});

describe('gamelog helpers', () => {
  it('names the day of a game date', () => {
    expect(gameDay('2024-09-08')).toBe('SUN');
    expect(gameDay('2020-09-10')).toBe('THU');
    expect(gameDay(null)).toBeNull();
    expect(gameDay('Sept 8')).toBeNull();
  });

  it('requests the stat groups of the position (spec §5)', () => {
    expect(gamelogStatGroups('QB')).toEqual(['passing', 'rushing']);
    expect(gamelogStatGroups('RB')).toEqual(['rushing', 'receiving']);
    expect(gamelogStatGroups('TE')).toEqual(['receiving']);
    expect(gamelogStatGroups('K')).toEqual([]);
    expect(gamelogStatKeys('WR')).toEqual(['trg', 'rec', 'recy', 'tdrec']);
    expect(gamelogStatKeys('QB')).toContain('ry');
    expect(gamelogStatKeys('K')).toEqual(['fgm', 'fgy', 'xpm']);
  });
});
