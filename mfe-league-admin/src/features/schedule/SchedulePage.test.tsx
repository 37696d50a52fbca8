import { fireEvent, render, screen, within } from '@testing-library/react';
import type { MatchupList, NflGame } from '@league/shared-rules/contracts';
import { fakeFetch, league, teams } from '../test-support/fixtures';
import { SchedulePage } from './SchedulePage';

const sundayOfWeek5 = Date.UTC(2025, 9, 5, 17) / 1000;

const game = (esbid: string, v: string, h: string, date: string, time: string | null, over: Partial<NflGame> = {}): NflGame => ({
  esbid, year: 2025, week: 5, seas_type: 'REG', game_type: 'REG', date, time_est: time, h, v, home_score: null, away_score: null,
  home_moneyline: null, away_moneyline: null, spread_line: null, total_line: null, over_odds: null, under_odds: null, roof: null, surface: null, stadium: null, ...over,
});

const season: MatchupList = {
  matchups: [
    { uid: 11, lid: 1, year: 2025, week: 1, type: 'head_to_head', hid: 1, aid: 2, hp: 101.5, ap: 99.25, home_projection: null, away_projection: null },
    { uid: 12, lid: 1, year: 2025, week: 1, type: 'head_to_head', hid: 3, aid: 4, hp: 88, ap: 90, home_projection: null, away_projection: null },
    { uid: 13, lid: 1, year: 2025, week: 2, type: 'head_to_head', hid: 1, aid: 3, hp: null, ap: null, home_projection: 100, away_projection: 95 },
  ],
  playoffs: [],
};

function setup(timeZone: string) {
  const navigate = jest.fn();
  const calls = fakeFetch({
    '/api/leagues/1': () => league,
    '/api/leagues/1/teams': () => ({ teams }),
    '/api/leagues/1/matchups?year=2025': () => season,
    '/api/schedule?year=2025&week=5': () => ({
      year: 2025,
      games: [
        game('2', 'KC', 'JAX', '2025-10-06', '20:15', { spread_line: -3.5, total_line: 45.5 }),
        game('1', 'NE', 'BUF', '2025-10-05', '13:00', { home_score: 20, away_score: 23 }),
        game('3', 'LA', 'SF', '2025-10-02', null),
      ],
    }),
    '/api/schedule?year=2025&week=6': () => ({ year: 2025, games: [] }),
  });
  render(<SchedulePage ctx={{ apiBase: '/api', token: null }} leagueId={1} navigate={navigate} now={() => sundayOfWeek5} timeZone={timeZone} />);
  return { calls, navigate };
}

describe('SchedulePage', () => {
  it('shows NFL kickoffs in the user time zone with scores, lines and byes', async () => {
    setup('America/Los_Angeles');
    const table = await screen.findByRole('table', { name: 'NFL Week 5 games' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows[0]).toBe('Thu, Oct 2 · time TBDLA@ SF–––');
    expect(rows[1]).toBe('Sun, Oct 5, 10:00 AM PDTNE@ BUF23–20––');
    expect(rows[2]).toBe('Mon, Oct 6, 5:15 PM PDTKC@ JAX–KC -3.545.5');
    expect(screen.getByText('Times in America/Los_Angeles')).toBeTruthy();
    const byes = screen.getByText(/^Byes:/).textContent ?? '';
    expect(byes).toContain('ARI');
    expect(byes).not.toContain('KC');
  });

  it('renders the same games in another zone', async () => {
    setup('Europe/Berlin');
    const table = await screen.findByRole('table', { name: 'NFL Week 5 games' });
    expect(table.textContent).toContain('Sun, Oct 5, 7:00 PM GMT+2');
    expect(table.textContent).toContain('Tue, Oct 7, 2:15 AM GMT+2');
  });

  it('shows the league head-to-head schedule by week, filtered by team, linking to matchups', async () => {
    const { navigate } = setup('UTC');
    const week1 = await screen.findByRole('region', { name: 'League week 1' });
    expect(week1.textContent).toContain('Commish Crushers vs Owner Two FC101.50 – 99.25');
    const week2 = screen.getByRole('region', { name: 'League week 2' });
    expect(week2.textContent).toBe('Week 2Commish Crushers vs Third Wave');
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '4' } });
    expect(screen.queryByRole('region', { name: 'League week 2' })).toBeNull();
    fireEvent.click(within(screen.getByRole('region', { name: 'League week 1' })).getByRole('link'));
    expect(navigate).toHaveBeenCalledWith('/leagues/1/matchups/2025/1/12');
  });

  it('shows an empty NFL week', async () => {
    setup('UTC');
    await screen.findByRole('table', { name: 'NFL Week 5 games' });
    fireEvent.change(screen.getByLabelText('NFL week'), { target: { value: '6' } });
    expect(await screen.findByText('No NFL games for Week 6 of 2025.')).toBeTruthy();
  });

  it('lets the commissioner draw the schedule after a confirmation, and shows a refusal as the server words it', async () => {
    let generated = false;
    let refuse = false;
    const calls = fakeFetch({
      '/api/leagues/1': () => league,
      '/api/leagues/1/teams': () => ({ teams }),
      '/api/leagues/1/matchups?year=2025': () => (generated ? season : { matchups: [], playoffs: [] }),
      'POST /api/leagues/1/matchups': () => {
        if (refuse) return new Error('The schedule cannot be regenerated once a week has been scored');
        generated = true;
        return season;
      },
      '/api/schedule?year=2025&week=5': () => ({ year: 2025, games: [] }),
    });
    render(<SchedulePage ctx={{ apiBase: '/api', token: 't' }} leagueId={1} navigate={jest.fn()} now={() => sundayOfWeek5} timeZone="UTC" userId={7} />);
    expect(await screen.findByText('No league schedule for 2025 yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Generate schedule' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Generate schedule' }));
    expect(await screen.findByRole('region', { name: 'League week 1' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate schedule' }));
    fireEvent.click(screen.getByRole('button', { name: 'Regenerate schedule' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The schedule cannot be regenerated once a week has been scored');
    expect(screen.getByRole('region', { name: 'League week 1' })).toBeTruthy();
  });

  it('shows no schedule control to an owner who is not the commissioner', async () => {
    setup('UTC');
    await screen.findByRole('region', { name: 'League week 1' });
    expect(screen.queryByRole('button', { name: /schedule/ })).toBeNull();
  });
});
