import { BaselinesSchema, CareerlogsSchema, SeasonParamsSchema, getTeamStatsEndpoint } from './team-stats';

const record = {
  wins: 9, losses: 5, ties: 0, apWins: 100, apLosses: 54, apTies: 0, pf: 1650.4, pa: 1500.1, pdiff: 150.3,
  pp: 1800, pw: 10, pl: 4, pp_pct: 91.7, pmax: 160, pmin: 80,
};
const career = {
  ...record, weekly_high_scores: 2, post_seasons: 3, championships: 1, championship_rounds: 2,
  regular_season_leader: 1, num_byes: 1, division_wins: 2, first_season_year: 2020, last_season_year: 2025,
  num_seasons: 6, ranks: { wins: 1 }, best_season_win_pct: 0.8,
};

describe('team-stats contracts', () => {
  it('coerces the year of the path and the query', () => {
    expect(SeasonParamsSchema.parse({ leagueId: '1', year: '2025' })).toEqual({ leagueId: 1, year: 2025 });
    expect(SeasonParamsSchema.safeParse({ leagueId: '1', year: 'last' }).success).toBe(false);
    expect(getTeamStatsEndpoint.query?.parse({ year: '2024' })).toEqual({ year: 2024 });
  });

  it('keeps extra numeric career metrics and refuses text ones', () => {
    const logs = CareerlogsSchema.parse({ users: [{ ...career, userid: 3, username: 'owner1' }], teams: [{ ...career, tid: 4 }] });
    expect(logs.users[0].best_season_win_pct).toBe(0.8);
    expect(CareerlogsSchema.safeParse({ users: [], teams: [{ ...career, tid: 4, nickname: 'x' }] }).success).toBe(false);
  });

  it('maps week, position and baseline type to a pid', () => {
    const baselines = BaselinesSchema.parse({ '0': { QB: { starter: 'JOSH-ALLE-2018-1996-05-21' } } });
    expect(baselines['0'].QB?.starter).toBe('JOSH-ALLE-2018-1996-05-21');
    expect(BaselinesSchema.safeParse({ '0': { QB: { bogus: 'JOSH-ALLE-2018-1996-05-21' } } }).success).toBe(false);
  });
});
