import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Standings, TeamOdds } from '@league/shared-rules/contracts';
import { fakeFetch, league, teams } from '../test-support/fixtures';
import { StandingsPage } from './StandingsPage';

const sundayOfWeek5 = Date.UTC(2025, 9, 5, 17) / 1000;

const odds = (playoff: number, win: number | null, loss: number | null): TeamOdds => ({
  playoff_odds: playoff, division_odds: playoff / 2, bye_odds: playoff / 4, championship_odds: playoff / 8,
  playoff_odds_with_win: win, playoff_odds_with_loss: loss, division_odds_with_win: null, division_odds_with_loss: null,
  bye_odds_with_win: null, bye_odds_with_loss: null, championship_odds_with_win: null, championship_odds_with_loss: null,
});

const line = (tid: number, div: number, wins: number, losses: number, finish: number, divFinish: number, teamOdds: TeamOdds | null) => ({
  tid, lid: 1, year: 2025, wins, losses, ties: 0, apWins: wins * 3, apLosses: losses * 3, apTies: 0,
  pf: 500 + wins * 10, pa: 480, pdiff: 20 + wins * 10, pp: 600, pw: wins + 1, pl: losses, pp_pct: (500 + wins * 10) / 600, pmax: null, pmin: null,
  division_finish: divFinish, regular_season_finish: finish, post_season_finish: null, div, seed: finish <= 3 ? finish : null, odds: teamOdds,
});

const current: Standings = {
  year: 2025, weeks_played: 4, odds_computed_at: Date.UTC(2025, 9, 5, 12) / 1000, odds_simulations: 10000, champion: null, bracket: [],
  // in standings order, as the api sends them
  teams: [
    line(3, 2, 4, 0, 1, 1, odds(0.99, null, null)),
    line(1, 1, 3, 1, 2, 1, odds(0.8, 0.9, 0.65)),
    line(4, 2, 2, 2, 3, 2, odds(0.5, 0.6, 0.4)),
    line(2, 1, 1, 3, 4, 2, odds(0.2, 0.3, 0.1)),
  ],
};

const past: Standings = {
  year: 2024, weeks_played: 14, odds_computed_at: null, odds_simulations: null, champion: 3,
  teams: current.teams.map((t) => ({ ...t, year: 2024, odds: null, div: null, post_season_finish: t.tid === 3 ? 1 : t.tid === 1 ? 2 : null })),
  bracket: [
    { name: 'Wildcard', weeks: [15], teams: [{ tid: 3, seed: 1, points: null }, { tid: 1, seed: 2, points: 101.5 }, { tid: 4, seed: 3, points: 88 }], games: [{ tids: [1, 4], winner: 1 }] },
    { name: 'Championship', weeks: [16, 17], teams: [{ tid: 3, seed: 1, points: 250.25 }, { tid: 1, seed: 2, points: 240 }], games: [{ tids: [3, 1], winner: 3 }] },
  ],
};

/** Two owners' history: team 3 won the one title. */
const career = (tid: number, wins: number, losses: number, championships: number, best: number) => ({
  wins, losses, ties: 0, apWins: wins * 3, apLosses: losses * 3, apTies: 0, pf: 1000 + wins, pa: 990, pdiff: 10 + wins, pp: 1200, pw: wins, pl: losses,
  pp_pct: 0.85, pmax: 150, pmin: 60, weekly_high_scores: wins, post_seasons: 1, championships, championship_rounds: 1, regular_season_leader: 0,
  num_byes: championships, division_wins: 1, first_season_year: 2024, last_season_year: 2025, num_seasons: 2, best_overall_finish: best,
  ranks: { wins: championships ? 1 : 2, championships: championships ? 1 : 2 }, tid,
});
const careerlogs = {
  teams: [career(1, 15, 13, 0, 2), career(3, 18, 10, 1, 1)],
  users: [{ ...career(1, 15, 13, 0, 2), tid: undefined, userid: 4, username: 'owner1' }],
};

/** Team 3's players lost $20 of value over the last eight days; team 1's gained $5. */
const teamValues = [
  { tid: 1, ktc_value: 180, ktc_share: 0.45, timestamp: sundayOfWeek5 - 8 * 86400 },
  { tid: 3, ktc_value: 220, ktc_share: 0.55, timestamp: sundayOfWeek5 - 8 * 86400 },
  { tid: 1, ktc_value: 185, ktc_share: 0.49, timestamp: sundayOfWeek5 - 3600 },
  { tid: 3, ktc_value: 200, ktc_share: 0.51, timestamp: sundayOfWeek5 - 3600 },
];

function setup() {
  const calls = fakeFetch({
    '/api/leagues/1': () => league,
    '/api/leagues/1/teams': () => ({ teams }),
    '/api/leagues/1/standings?year=2025': () => current,
    '/api/leagues/1/standings?year=2024': () => past,
    '/api/leagues/1/careerlogs': () => careerlogs,
    '/api/leagues/1/team-daily-values': () => teamValues,
  });
  render(<StandingsPage ctx={{ apiBase: '/api', token: null }} leagueId={1} now={() => sundayOfWeek5} timeZone="UTC" chart={false} />);
  return calls;
}

describe('StandingsPage', () => {
  it('shows division tables with records, all-play, potential points and odds', async () => {
    setup();
    const north = await screen.findByRole('table', { name: 'North standings' });
    const rows = within(north).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Commish Crushers', 'Owner Two FC']);
    const cells = within(rows[0]).getAllByRole('cell').map((c) => c.textContent);
    // seed, W-L, PF, PA, all-play, PP, PP%, playoff (with win · with loss), division, bye, title
    expect(cells).toEqual(['2', '3-1', '530.00', '480.00', '9-3', '600.00', '88.3%', '80.0%W 90.0% · L 65.0%', '40.0%', '20.0%', '10.0%']);
    expect(within(rows[0]).getAllByRole('cell')[7].getAttribute('title')).toBe('Playoff odds with a win 90.0%, with a loss 65.0%');
    const south = screen.getByRole('table', { name: 'South standings' });
    expect(within(south).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Third Wave', 'Fourth Down']);
    expect(within(south).getAllByRole('row')[1].textContent).toContain('99.0%');
    expect(screen.getByRole('region', { name: 'North standings' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByText(/Odds from 10,000 seasons simulated/).textContent).toContain('Sun, Oct 5, 12:00 PM UTC');
    expect(screen.getByText('The playoff bracket is set once the regular season ends.')).toBeTruthy();
  });

  it('shows a past season in one table with its champion and the bracket', async () => {
    setup();
    await screen.findByRole('table', { name: 'North standings' });
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    const table = await screen.findByRole('table', { name: 'League standings' });
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      'Third WaveChampion', 'Commish Crushers2nd in the playoffs', 'Fourth Down', 'Owner Two FC',
    ]);
    expect(within(table).queryByText('Playoff odds')).toBeNull();
    const bracket = screen.getByRole('region', { name: 'Playoff bracket' });
    const wildcard = within(bracket).getByRole('listitem', { name: 'Wildcard' });
    expect(wildcard.textContent).toContain('Week 15');
    expect(wildcard.textContent).toContain('Bye: Third Wave');
    expect(within(wildcard).getByText('(winner)').closest('li')?.textContent).toContain('Commish Crushers');
    const final = within(bracket).getByRole('listitem', { name: 'Championship' });
    expect(final.textContent).toContain('Weeks 16 + 17');
    expect(final.textContent).toContain('250.25');
    expect(screen.getByText('Third Wave', { selector: 'strong' })).toBeTruthy();
  });

  it('shows the error with a retry', async () => {
    fakeFetch({ '/api/leagues/1': () => league, '/api/leagues/1/teams': () => ({ teams }) });
    render(<StandingsPage ctx={{ apiBase: '/api', token: null }} leagueId={1} now={() => sundayOfWeek5} chart={false} />);
    await screen.findAllByRole('alert');
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(expect.arrayContaining([expect.stringContaining('Not found: /api/leagues/1/standings?year=2025')]));
  });

  it('shows the league history by team, titles first, and by owner', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'League history by team' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Third Wave', 'Commish Crushers']);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '2 (2024–2025)', '18-10', '.643', '54-30', '1018.00', '990.00', '1', '1', '1', '18', '1st',
    ]);
    expect(within(rows[0]).getAllByRole('cell')[6].getAttribute('title')).toBe('Rank 1');
    fireEvent.change(screen.getByLabelText('By'), { target: { value: 'users' } });
    const owners = screen.getByRole('table', { name: 'League history by owner' });
    expect(within(owners).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['owner1']);
  });

  it('shows each team\'s value with its changes over the windows the history covers', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Team value and changes' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => c.textContent)]);
    expect(rows).toEqual([
      ['Third Wave', '$200', '−$20', '-', '-', '-', '-'],
      ['Commish Crushers', '$185', '+$5', '-', '-', '-', '-'],
    ]);
  });
});
