import type { TeamSeasonStats } from '../contracts/http/team-stats';
import { careerlogs, type CareerSeason } from './careerlogs';

const line = (tid: number, year: number, o: Partial<TeamSeasonStats>): TeamSeasonStats => ({
  tid, lid: 1, year, wins: 0, losses: 0, ties: 0, apWins: 0, apLosses: 0, apTies: 0, pf: 0, pa: 0, pdiff: 0, pp: 0, pw: 0, pl: 0,
  pp_pct: null, pmax: null, pmin: null, division_finish: null, regular_season_finish: null, post_season_finish: null, ...o,
});

/** Two seasons of a three-team league: team 1 wins the first title, team 3 the second (after a bye). */
const seasons: CareerSeason[] = [
  {
    year: 2024,
    lines: [
      line(1, 2024, { wins: 2, losses: 0, pf: 220, pa: 180, pdiff: 40, pp: 250, pmax: 120, pmin: 100, regular_season_finish: 1, division_finish: 1, post_season_finish: 1 }),
      line(2, 2024, { wins: 1, losses: 1, pf: 200, pa: 200, pdiff: 0, pp: 230, pmax: 110, pmin: 90, regular_season_finish: 2, division_finish: 2, post_season_finish: 2 }),
      line(3, 2024, { wins: 0, losses: 2, pf: 160, pa: 200, pdiff: -40, pp: 200, pmax: 85, pmin: 75, regular_season_finish: 3, division_finish: 3 }),
    ],
    bracket: [{ name: 'Championship', weeks: [16, 17], teams: [{ tid: 1, seed: 1, points: 230 }, { tid: 2, seed: 2, points: 210 }], games: [{ tids: [1, 2], winner: 1 }] }],
    weekly: [{ tid: 1, week: 1, points: 120 }, { tid: 2, week: 1, points: 110 }, { tid: 3, week: 1, points: 75 }, { tid: 1, week: 2, points: 100 }, { tid: 2, week: 2, points: 90 }, { tid: 3, week: 2, points: 100 }],
  },
  {
    year: 2025,
    lines: [
      line(1, 2025, { wins: 1, losses: 1, pf: 190, pa: 190, pp: 220, pmax: 100, pmin: 90, regular_season_finish: 2, post_season_finish: 3 }),
      line(2, 2025, { wins: 0, losses: 2, pf: 150, pa: 210, pp: 190, pmax: 80, pmin: 70, regular_season_finish: 3, post_season_finish: 2 }),
      line(3, 2025, { wins: 2, losses: 0, pf: 230, pa: 170, pp: 240, pmax: 130, pmin: 100, regular_season_finish: 1, post_season_finish: 1 }),
    ],
    bracket: [
      { name: 'Wildcard', weeks: [15], teams: [], games: [{ tids: [1, 2], winner: 2 }] },
      { name: 'Championship', weeks: [16, 17], teams: [{ tid: 3, seed: 1, points: 250 }, { tid: 2, seed: 3, points: 200 }], games: [{ tids: [3, 2], winner: 3 }] },
    ],
    weekly: [{ tid: 1, week: 1, points: 100 }, { tid: 2, week: 1, points: 80 }, { tid: 3, week: 1, points: 130 }],
  },
];
const owners = new Map([[1, [{ userid: 7, username: 'ann' }]], [2, [{ userid: 7, username: 'ann' }]], [3, [{ userid: 8, username: 'bo' }]]]);

describe('careerlogs', () => {
  const logs = careerlogs(seasons, owners);
  const team = (tid: number) => logs.teams.find((t) => t.tid === tid)!;

  it('sums records and points over seasons and recomputes pp_pct; pmax/pmin are the extremes', () => {
    expect(team(1)).toMatchObject({ wins: 3, losses: 1, pf: 410, pp: 470, pp_pct: 0.87, pmax: 120, pmin: 90, num_seasons: 2, first_season_year: 2024, last_season_year: 2025 });
  });

  it('counts titles, playoffs, byes, wildcards, weekly highs and finishes', () => {
    expect(team(1)).toMatchObject({ championships: 1, post_seasons: 2, championship_rounds: 1, wildcards: 1, wildcard_wins: 0, wildcard_losses: 1, num_byes: 0, regular_season_leader: 1, division_wins: 1, best_overall_finish: 1, worst_overall_finish: 3 });
    expect(team(3)).toMatchObject({ championships: 1, num_byes: 1, post_seasons: 1, best_regular_season_finish: 1, worst_regular_season_finish: 3, best_season_win_pct: 1 });
    // week 2 of 2024: teams 1 and 3 share the top score
    expect([team(1).weekly_high_scores, team(2).weekly_high_scores, team(3).weekly_high_scores]).toEqual([2, 0, 2]);
  });

  it('ranks each metric, 1 the highest (shared on ties), and finishes by the best place', () => {
    expect([team(1).ranks.wins, team(2).ranks.wins, team(3).ranks.wins]).toEqual([1, 3, 2]);
    expect([team(1).ranks.championships, team(2).ranks.championships, team(3).ranks.championships]).toEqual([1, 3, 1]);
    expect(team(1).ranks.best_overall_finish).toBe(1);
    expect(team(2).ranks.best_overall_finish).toBe(3);
    expect(team(1).ranks.first_season_year).toBeUndefined();
  });

  it('a user sums the teams they own', () => {
    const ann = logs.users.find((u) => u.userid === 7)!;
    expect(ann).toMatchObject({ username: 'ann', wins: 4, losses: 4, championships: 1, num_seasons: 2 });
    expect(ann.ranks.wins).toBe(1);
    expect(logs.users.map((u) => u.username)).toEqual(['ann', 'bo']);
  });

  it('leaves out a season a team has not played a game of', () => {
    const unplayed = careerlogs([{ ...seasons[0], lines: seasons[0].lines.map((l) => ({ ...l, wins: 0, losses: 0 })) }], owners);
    expect(unplayed).toEqual({ teams: [], users: [] });
  });
});
