import { careerLogs, pointsAddedBySeason, seasonRanks } from './career-logs';
import type { PlayerSeason } from './draft-pick-history';

const season = (pid: string, year: number, pos: string, games: number, points: number): PlayerSeason => ({ pid, year, pos, games, points });

// one team starting 1 RB and 1 WR: each baseline is the position's best per game among seasons of 8+ games
const seasons = [
  season('vet', 2023, 'RB', 16, 160), // 10/g: the 2023 RB baseline
  season('vet', 2024, 'RB', 17, 204), // 12/g: 2024
  season('vet', 2025, 'RB', 10, 100), // 10/g: 2025
  season('rook', 2023, 'RB', 8, 40), // drafted 2023
  season('rook', 2024, 'RB', 17, 170), // 10/g: below the 2024 baseline
  // 2024-2025 rookie 'skip' missed 2025 entirely
  season('skip', 2024, 'RB', 9, 117), // 13/g: over 12, so he is the 2024 baseline... (best per game)
  season('wr', 2025, 'WR', 17, 170),
  season('wr', 2026, 'WR', 5, 90), // the season in progress
  season('k', 2025, 'K', 17, 150), // no baseline: kickers are not dedicated fantasy slots here
];
const options = {
  starters: { RB: 1, WR: 1 },
  teams: 1,
  firstSeason: (pid: string) => ({ rook: 2023, skip: 2024, wr: 2025, vet: 2019 })[pid] ?? null,
  firstDataYear: 2023,
  lastCompleteYear: 2025,
};

describe('season and career logs', () => {
  it('ranks seasons within year and position, equal points sharing a rank', () => {
    const ranks = seasonRanks([season('a', 2025, 'WR', 17, 100), season('b', 2025, 'WR', 17, 120), season('c', 2025, 'WR', 17, 100), season('d', 2025, 'WR', 17, 90), season('e', 2025, 'TE', 17, 50)]);
    expect(Object.fromEntries(ranks)).toEqual({ 'b:2025': 1, 'a:2025': 2, 'c:2025': 2, 'd:2025': 4, 'e:2025': 1 });
  });

  it('adds points over the baseline per game times games; positions without a baseline have none', () => {
    const added = pointsAddedBySeason(seasons, options.starters, options.teams);
    // 2024 baseline: the best RB per game of 8+ games is 'skip' at 13/g
    expect(added.get('vet:2024')).toBe(204 - 13 * 17);
    expect(added.get('rook:2023')).toBe(40 - 10 * 8);
    expect(added.get('k:2025')).toBeUndefined();
    // a window of 5 weeks: 5+ games count toward the baseline
    expect(pointsAddedBySeason(seasons, options.starters, options.teams, 5).get('wr:2026')).toBe(0);
    expect(pointsAddedBySeason(seasons, options.starters, options.teams).get('wr:2026')).toBeUndefined();
  });

  it('sums a career and its first seasons from the draft year, a missed season adding nothing', () => {
    const logs = careerLogs(seasons, options);
    const rook = logs.get('rook')!;
    expect(rook).toMatchObject({ seasons: 2, games: 25, points: 210 });
    // 2023: 40 − 10×8 = −40; 2024: 170 − 13×17 = −51
    expect(rook.pointsAdded).toBe(-91);
    expect(rook.firstSeasons).toEqual([-40, -91, -91, null, null]);
    const skip = logs.get('skip')!;
    // 2024 at the baseline (0), 2025 not played (0): two seasons known, the third (2026) not complete
    expect(skip.firstSeasons).toEqual([0, 0, null, null, null]);
  });

  it('has no first seasons for a career that started before the data or whose start is unknown', () => {
    const logs = careerLogs(seasons, options);
    expect(logs.get('vet')!.firstSeasons).toEqual([null, null, null, null, null]);
    expect(logs.get('k')!.firstSeasons).toEqual([null, null, null, null, null]);
  });

  it('counts top-N finishes and the best rank over complete seasons only', () => {
    const logs = careerLogs(seasons, options);
    // vet: 2023 RB1, 2024 RB2 (skip 117 < 204: vet is RB1 by points; rook 170 is RB2), 2025 RB1 (alone)
    expect(logs.get('vet')!.bestRank).toBe(1);
    expect(logs.get('vet')!.topSeasons).toEqual([3, 3, 3, 3, 3, 3]);
    expect(logs.get('rook')!.topSeasons).toEqual([0, 2, 2, 2, 2, 2]);
    // wr: 2025 WR1; the 2026 season in progress is no finish, though its points count in the career
    expect(logs.get('wr')).toMatchObject({ bestRank: 1, topSeasons: [1, 1, 1, 1, 1, 1], points: 260, seasons: 2 });
  });
});
