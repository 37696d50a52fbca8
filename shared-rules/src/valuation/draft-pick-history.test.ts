import { draftRankValues, perGameBaselines, type NflDraftee, type PlayerSeason } from './draft-pick-history';
import { draftPickValue } from './draft-pick-value';

const season = (pid: string, year: number, pos: string, games: number, points: number): PlayerSeason => ({ pid, year, pos, games, points });

describe('draft pick history', () => {
  // one team starting 1 RB: the baseline is the best RB per game with 8+ games
  const seasons = [
    season('vet', 2024, 'RB', 16, 160), // 10/g: the 2024 baseline
    season('a', 2024, 'RB', 10, 80), // 8/g
    season('a', 2025, 'RB', 4, 60), // 15/g, too few games for the baseline
    season('vet', 2025, 'RB', 17, 204), // 12/g: the 2025 baseline
    season('b', 2025, 'RB', 17, 255), // 15/g
  ];
  it('takes the worst starter per game among seasons of 8+ games, per year and position', () => {
    const b = perGameBaselines(seasons, { RB: 1 }, 1);
    expect(b.get('2024:RB')).toBe(10);
    expect(b.get('2025:RB')).toBe(15);
  });

  it('ranks draftees within their class among fantasy positions and takes medians over those who played', () => {
    const draftees: NflDraftee[] = [
      { pid: 'edge', classYear: 2024, overall: 1, pos: 'DE' },
      { pid: 'a', classYear: 2024, overall: 5, pos: 'RB' },
      { pid: 'b', classYear: 2025, overall: 9, pos: 'RB' },
      { pid: 'none', classYear: 2025, overall: 20, pos: 'RB' },
    ];
    const values = draftRankValues(draftees, seasons, { RB: 1 }, 1);
    // rank 1: 'a' (2024: 8 − 10 = −2/g; 2025: 15 − 15 = 0/g; career (−20 + 0) / 14) and 'b' (15 − 15 = 0/g)
    expect(values).toEqual([{ rank: 1, median_best_season_points_added_per_game: 0, median_career_points_added_per_game: -0.71, players: 2 }]);
  });

  it('feeds the §9 value: (3 × best + career) ÷ 4 × remaining weeks', () => {
    const history = new Map([[1, { bestSeasonPtsAddedPerGame: [4], careerPtsAddedPerGame: [2] }]]);
    expect(draftPickValue({ round: 1, pick: 1, history, remainingWeeks: 10 })).toBe(35);
  });
});
