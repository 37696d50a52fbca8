import { latestInjuryStatuses, seasonPoints, toDefenseDoc, toPlayerDoc, type CareerIndex } from './players-import';

const teams = [
  { team_abbr: 'TEN', team_name: 'Tennessee Titans', team_nick: 'Titans', mfl_dp_ktc_abbr: 'TEN', sleeper_abbr: 'TEN' },
  { team_abbr: 'KC', team_name: 'Kansas City Chiefs', team_nick: 'Chiefs', mfl_dp_ktc_abbr: 'KCC', sleeper_abbr: 'KC' },
];
const teamMap = new Map(teams.map((t) => [t.mfl_dp_ktc_abbr, t.team_abbr]));
const career: CareerIndex = { depthTeams: new Map(), lastSeasons: new Map([['00-0033873', 2025]]), dataSeason: 2025 };

describe('players import mapping', () => {
  it('maps a players.csv row: pid, names, PK -> K, team alias, ids as strings', () => {
    const doc = toPlayerDoc(
      {
        name: 'Harrison Butker', position: 'PK', team: 'KCC', birthdate: '1995-07-14', draft_year: '2017',
        draft_round: '7', draft_ovr: '233', college: 'Georgia Tech', height: '76', weight: '196', gsis_id: '00-0033873',
        mfl_id: '13072', sleeper_id: '4195', espn_id: '3055899', ktc_id: '', stats_global_id: '0',
      },
      teamMap,
      new Map([['00-0033873', 140.5]]),
      career,
    );
    expect(doc).toMatchObject({
      pid: 'HARR-BUTK-2017-1995-07-14', fname: 'Harrison', lname: 'Butker', pname: 'H.Butker', pos: 'K', team: 'KC',
      round: 7, dpos: 233, mfl_id: '13072', ktc_id: null, points_last_season: 140.5, nfl_status: 'ACT',
    });
    expect((doc as Record<string, unknown>).stats_global_id).toBeUndefined();
  });

  it('puts free agents and retired players of moved franchises on INA', () => {
    for (const team of ['FA', 'FA*', 'OAK', 'SDC']) {
      expect(toPlayerDoc({ name: 'A B', position: 'WR', team }, teamMap, new Map(), career).team).toBe('INA');
    }
  });

  it('derives the NFL status from the career evidence; a retired player listed on his old team is on no team', () => {
    const favre = { name: 'Brett Favre', position: 'QB', team: 'KCC', birthdate: '1969-10-10', draft_year: '1991', gsis_id: '00-0005106' };
    expect(toPlayerDoc(favre, teamMap, new Map(), career)).toMatchObject({ nfl_status: 'RET', team: 'INA' });
    // the depth chart is newer than the id table: it makes him active and gives his team
    const moved = { ...career, depthTeams: new Map([['00-0005106', 'TEN']]) };
    expect(toPlayerDoc({ ...favre, team: 'FA' }, teamMap, new Map(), moved)).toMatchObject({ nfl_status: 'ACT', team: 'TEN' });
  });

  it('builds a DST player keyed by the team abbreviation', () => {
    expect(toDefenseDoc(teams[1])).toMatchObject({ pid: 'KC', fname: 'Kansas City', lname: 'Chiefs', pos: 'DST', team: 'KC' });
  });

  it('scores a season line in half-ppr (0.05/py, 4/tdp, -1/int, 0.1/yd, 6/td, 0.5/rec)', () => {
    const row = { passing_yards: '4000', passing_tds: '30', passing_interceptions: '10', rushing_yards: '100', receptions: '2', receiving_yards: '10' };
    expect(seasonPoints(row, 'QB')).toBeCloseTo(200 + 120 - 10 + 10 + 1 + 1, 5);
  });

  it("takes each player's injury status from the latest REG/POST report (highest season, then week)", () => {
    const report = (gsis_id: string, season: string, season_type: string, week: string, report_status: string) =>
      ({ gsis_id, season, season_type, week, report_status });
    const statuses = latestInjuryStatuses([
      report('A', '2025', 'REG', '3', 'Out'),
      report('A', '2025', 'POST', '20', 'Doubtful'), // playoffs come after week 18
      report('A', '2025', 'REG', '18', 'Questionable'),
      report('B', '2024', 'REG', '17', 'Out'),
      report('B', '2025', 'REG', '2', 'Questionable'), // a later season beats a later week
      report('C', '2025', 'REG', '5', 'Out'),
      report('C', '2025', 'REG', '9', ''), // latest report has no game status: none, not the old Out
      report('D', '2025', 'REG', '4', 'Out'),
      report('D', '2025', 'PRE', '5', 'Questionable'), // preseason ignored
      report('E', '2025', 'REG', '6', ''),
      report('', '2025', 'REG', '6', 'Out'),
    ]);
    expect(Object.fromEntries(statuses)).toEqual({ A: 'DOUBTFUL', B: 'QUESTIONABLE', D: 'OUT' });
  });
});
