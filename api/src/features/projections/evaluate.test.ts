import type { ModelGame, ModelLine } from '@league/shared-rules';
import { evaluateSeason } from './evaluate';

const game = (year: number, week: number): ModelGame => ({ year, week, home: 'AAA', away: 'BBB', spread_line: 0, total_line: 44 });
// 10 receptions worth 1.0 in the §9 default (0.5 each) + 100 yards (0.1) = 15 points; 0.5 × 4 + 40 × 0.1 = 6
const line = (year: number, week: number, rec: number, recy: number, pid = 'wr', pos = 'WR'): ModelLine => ({
  pid, pos, year, week, team: 'AAA', opp: 'BBB', stats: { trg: rec, rec, recy },
});

describe('evaluateSeason', () => {
  it('scores each week from earlier lines only, beside the last-season average, on the same player-weeks', () => {
    const games = [game(2024, 1), game(2024, 2), game(2025, 1), game(2025, 2)];
    const lines = [
      line(2024, 1, 10, 100), // 15 points
      line(2024, 2, 4, 40), // 6 points: last-season average 10.5
      line(2025, 1, 10, 100), // actual 15
      line(2025, 2, 10, 100), // actual 15
      line(2025, 1, 2, 20, 'rookie'), // no 2024 game: in the model's count only when it projects him
    ];
    const e = evaluateSeason(lines, games, 2025);
    expect(e.playerWeeks).toBe(2);
    expect(e.naiveMae).toBeCloseTo(4.5);
    // week 2 sees week 1's 15 points, so the model is closer than the naive average
    expect(e.modelMae).toBeLessThan(e.naiveMae);
    // the rookie has no line before week 1; in week 2 he has no line to score: he never counts
    expect(e.modelPlayerWeeks).toBe(2);
  });

  it('ignores postseason and other positions in the naive average', () => {
    const games = [game(2024, 1), game(2024, 19), game(2025, 1)];
    const lines = [line(2024, 1, 10, 100), line(2024, 19, 0, 0), line(2025, 1, 10, 100), line(2025, 1, 3, 30, 'k1', 'K')];
    const e = evaluateSeason(lines, games, 2025);
    expect(e.playerWeeks).toBe(1);
    expect(e.naiveMae).toBeCloseTo(0);
  });
});
