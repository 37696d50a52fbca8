import { readCsvRecords } from '../../import/csv';
import { projectFile } from '../../import/datasets';
import { gameClock, quarterTracker, withQuarters } from './quarter';

const row = (g: number | '', play_type = 'pass') => ({ game_seconds_remaining: g, play_type });

describe('quarterTracker', () => {
  it('places rows at a quarter boundary by the END QUARTER marker, and overtime after the 0-second marker', () => {
    const t = quarterTracker();
    const got = [
      row(3600, ''), // game start
      row(3600, 'kickoff'),
      row(2701),
      row(2700, 'pass'), // untimed down at 0:00 of the 1st
      row(2700, ''), // END QUARTER 1
      row(2700, 'run'), // 15:00 of the 2nd
      row(1900),
      row(''), // no seconds: the quarter before
      row(1800, ''),
      row(1800, 'kickoff'),
      row(901),
      row(900, ''),
      row(900, 'run'),
      row(3),
      row(0, ''), // END QUARTER 4
      row(33, 'qb_kneel'), // a stray row after the marker stays in the 4th
      row(600, 'kickoff'), // overtime restarts the seconds
      row(420, 'run'),
      row(0, ''), // end of the first overtime period (playoffs)
      row(900, 'kickoff'),
    ].map((r) => t.next(r));
    expect(got).toEqual([1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 6]);
  });

  it('formats the clock within the quarter', () => {
    expect(gameClock(1, 3600)).toBe('15:00');
    expect(gameClock(2, 2700)).toBe('15:00');
    expect(gameClock(1, 2700)).toBe('00:00');
    expect(gameClock(4, 125)).toBe('02:05');
    expect(gameClock(5, 600)).toBe('10:00');
    expect(gameClock(null, 600)).toBeNull();
  });
});

describe('quarters of the shipped play-by-play', () => {
  it.each([2024, 2025])('%i: quarters never go back within a game, and exactly the schedule’s overtime games reach quarter 5', async (year) => {
    const overtime = new Set<string>();
    for await (const g of readCsvRecords(projectFile('schedules.csv'))) if (g.season === String(year) && g.overtime === '1') overtime.add(g.game_id);
    const map = withQuarters((r: Record<string, string>) => ({ ...r, esbid: r.game_id }));
    const last = new Map<string, { q: number; playId: number }>();
    const reachedOvertime = new Set<string>();
    const back: string[] = [];
    for await (const r of readCsvRecords(projectFile(`plays_${year}.csv.gz` as 'plays_2024.csv.gz'))) {
      const doc = map(r);
      const q = doc.qtr as number;
      const before = last.get(r.game_id);
      if (before && (q < before.q || Number(r.play_id) < before.playId)) back.push(`${r.game_id}:${r.play_id}`);
      last.set(r.game_id, { q, playId: Number(r.play_id) });
      if (q >= 5) reachedOvertime.add(r.game_id);
    }
    expect(back).toEqual([]);
    expect(overtime.size).toBeGreaterThan(5);
    expect([...reachedOvertime].sort()).toEqual([...overtime].sort());
    // a whole season's play-by-play read and parsed (~49k rows): seconds on a quiet machine, over the 30 s
    // default on a loaded two-core machine running three jest workers
  }, 120_000);
});
