import { fireEvent, render, screen, within } from '@testing-library/react';
import { clearPlayStatsCache } from '../data/play-stats-api';
import { clearResearchCache } from '../data/research-api';
import { PlayersPage } from './PlayersPage';
import { json, players, rowNames, teams, user } from './players-page.test-helper';

/** Wednesday of week 12 of the 2026 season (the e2e suite's instant): in season. */
const now = () => new Date('2026-11-25T17:00:00Z');
const ctx = { apiBase: '/api', token: 'tok' };

const game = (week: number, h: string, v: string, spread_line: number, total_line: number) => ({
  esbid: `${week}${h}`, year: 2026, week, seas_type: 'REG', game_type: 'REG', date: '2026-11-29', time_est: '13:00', h, v,
  home_score: null, away_score: null, home_moneyline: null, away_moneyline: null, spread_line, total_line, over_odds: null, under_odds: null, roof: null, surface: null, stadium: null,
});
const games = [game(12, 'KC', 'BUF', 3.5, 48.5), game(13, 'LV', 'KC', -6, 44)];
const seasonlogs = {
  year: 2025,
  teams: {
    BUF: { QB_AGAINST: { pts: 17.25, rnk: 20 }, QB_AGAINST_ADJ: { pts: -1.5, rnk: 25 }, TE_AGAINST: { pts: 9.1, rnk: 4 }, TE_AGAINST_ADJ: { pts: 1.2, rnk: 6 } },
    LV: { QB_AGAINST: { pts: 21, rnk: 2 }, QB_AGAINST_ADJ: { pts: 2.5, rnk: 1 } },
  },
};

/** A retired player: out of the default list (spec §3 player pool), fetched when the status filter asks. */
const retired = { ...players[0], pid: 'ALEX-SMIT-2005-1984-05-07', fname: 'Alex', lname: 'Smith', name: 'Alex Smith', team: 'INA', nfl_status: 'RET', tid: null, value: null, points_last_season: null };

let calls: { url: string; body?: unknown }[];
function stub(list: unknown[] = players) {
  calls = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url: u, body });
    if (u.endsWith('/leagues/1/teams')) return json({ teams });
    if (u.endsWith('/me')) return json(user([]));
    if (u.endsWith('/players') && body?.nfl_statuses) return json({ players: [retired], total: 1 });
    if (u.endsWith('/players')) return json({ players: list, total: list.length });
    if (u.includes('/schedule?year=2026')) return json({ year: 2026, games });
    if (u.includes('/seasonlogs/teams')) return json(seasonlogs);
    if (u.endsWith('/data-views/query')) {
      return json({
        rows: [
          { pid: players[0].pid, cells: [580, 392, 4100, 5200, 30, 95.44, 0.512] },
          { pid: 'NOBODY-WITH-PASSES', cells: [null, null, null, null, null, null, null] },
        ],
        total: 5500,
        offset: 0,
        limit: 500,
      });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  clearPlayStatsCache();
  clearResearchCache();
  stub();
});

const cellOf = (name: string, header: string) => {
  const table = screen.getByRole('table', { name: 'Players' });
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent ?? '');
  const index = headers.findIndex((h) => h.replace(/[▲▼]/g, '') === header);
  const row = within(table).getByRole('rowheader', { name }).closest('tr')!;
  return row.children[index]?.textContent;
};
const headers = () => within(screen.getByRole('table', { name: 'Players' })).getAllByRole('columnheader').map((h) => (h.textContent ?? '').replace(/[▲▼★]/g, ''));

describe('PlayersPage views', () => {
  it('opens on Rest of Season Projections in season; without projections it shows the data it has and no projection column', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    const select = screen.getByRole('combobox', { name: 'View' });
    expect((select as HTMLSelectElement).value).toBe('ros');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Rest of Season Projections', 'Week Projections', 'Passing Stats by Play', 'Rushing Stats by Play', 'Receiving Stats by Play',
    ]);
    expect(headers()).not.toContain('Proj');
    expect(headers()).toContain('Pts');
  });

  it('plugs the projected-points column in from the player model and sorts on it by default', async () => {
    stub(players.map((p, i) => ({ ...p, projection: { ros: [120.5, 90, 150.25][i], 12: [20.1, 15, 9.9][i] } })));
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    expect(screen.getByRole('columnheader', { name: /^Proj/ }).getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Travis Kelce', 'Patrick Mahomes', 'Bijan Robinson']);
    expect(cellOf('Travis Kelce', 'Proj')).toBe('150.3');
  });

  it('Week Projections: opponent, strength, the real lines and the defence, with BYE for a team without a game; the week can change', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    fireEvent.change(screen.getByRole('combobox', { name: 'View' }), { target: { value: 'week' } });
    await screen.findAllByText('BUF');
    expect((screen.getByRole('combobox', { name: 'Week' }) as HTMLSelectElement).value).toBe('12');
    expect(cellOf('Patrick Mahomes', 'Opp')).toBe('BUF');
    expect(cellOf('Patrick Mahomes', 'Spread')).toBe('-3.5');
    expect(cellOf('Patrick Mahomes', 'O/U')).toBe('48.5');
    expect(cellOf('Patrick Mahomes', 'Team Total')).toBe('26.00');
    expect(cellOf('Patrick Mahomes', 'Opp Rank')).toBe('25th');
    expect(cellOf('Patrick Mahomes', 'Opp Pts Allowed')).toBe('17.3');
    expect(cellOf('Travis Kelce', 'Opp Rank')).toBe('6th');
    expect(cellOf('Bijan Robinson', 'Opp')).toBe('BYE');
    expect(cellOf('Bijan Robinson', 'Spread')).toBe('–');
    fireEvent.change(screen.getByRole('combobox', { name: 'Week' }), { target: { value: '13' } });
    expect(await screen.findAllByText('@LV')).toHaveLength(2);
    expect(cellOf('Patrick Mahomes', 'Spread')).toBe('-6');
    expect(cellOf('Patrick Mahomes', 'Opp Rank')).toBe('1st');
    // the season's schedule is fetched once (spec §5 caching) and filtered by week
    expect(calls.filter((c) => c.url.includes('/schedule')).length).toBe(1);
  });

  it('Passing Stats by Play: columns from the data-view engine, sorted on passing yards; a view change resets the sort', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    fireEvent.click(screen.getByRole('button', { name: /^Age/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'View' }), { target: { value: 'passing' } });
    await screen.findByText('4100');
    const query = calls.find((c) => c.url.endsWith('/data-views/query'))!;
    expect(query.body).toMatchObject({ offset: 0, limit: 500, table_state: { sort: [{ column_id: 'player_pass_attempts_from_plays', desc: true }] } });
    expect(headers()).toEqual(['Watch', 'Player', 'Pos', 'NFL Team', 'Roster', 'Pass Att', 'Comp', 'Pass Yds', 'Air Yds', 'Pass TD', 'Pass EPA', 'Pass Succ%']);
    expect(screen.getByRole('columnheader', { name: /^Pass Yds/ }).getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()[0]).toBe('Patrick Mahomes');
    expect(cellOf('Patrick Mahomes', 'Pass Succ%')).toBe('51.2%');
    expect(cellOf('Patrick Mahomes', 'Pass EPA')).toBe('95.4');
    expect(cellOf('Travis Kelce', 'Pass Yds')).toBe('–');
    // one page: the rows after the last passer are empty, so paging stops
    expect(calls.filter((c) => c.url.endsWith('/data-views/query'))).toHaveLength(1);
  });

  it('list filters: colleges, experience and availability narrow the rows at once; clearing a list shows all again', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    const filters = screen.getByRole('group', { name: 'Filters' });
    const group = (name: string) => within(filters).getByRole('group', { name });
    fireEvent.click(within(group('Colleges')).getByRole('checkbox', { name: 'Texas' }));
    expect(rowNames()).toEqual(['Bijan Robinson']);
    fireEvent.click(within(group('Colleges')).getByRole('checkbox', { name: 'Texas Tech' }));
    expect(rowNames()).toEqual(['Bijan Robinson', 'Patrick Mahomes']);
    fireEvent.click(within(group('Availability')).getByRole('checkbox', { name: 'Rostered' }));
    expect(rowNames()).toEqual(['Patrick Mahomes']);
    fireEvent.click(within(group('Colleges')).getByRole('checkbox', { name: 'Clear' }));
    expect(rowNames()).toEqual(['Patrick Mahomes', 'Travis Kelce']);
    fireEvent.click(within(group('Teams')).getByRole('checkbox', { name: 'Owner Three' }));
    expect(rowNames()).toEqual(['Travis Kelce']);
    fireEvent.click(within(group('Experience')).getByRole('checkbox', { name: 'Rookie' }));
    expect(screen.getByText('No players match these filters.')).toBeTruthy();
  });

  it('NFL status filter: every status is offered; asking for retired players fetches them and merges them in', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    const statuses = within(screen.getByRole('group', { name: 'Filters' })).getByRole('group', { name: 'NFL Status' });
    expect(within(statuses).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(20);
    fireEvent.click(within(statuses).getByRole('checkbox', { name: 'Injured Reserve' }));
    expect(rowNames()).toEqual(['Travis Kelce']);
    fireEvent.click(within(statuses).getByRole('checkbox', { name: 'Retired' }));
    expect(await screen.findByText('Alex Smith')).toBeTruthy();
    expect(rowNames()).toEqual(['Travis Kelce', 'Alex Smith']);
    expect(calls.find((c) => c.url.endsWith('/players') && (c.body as { nfl_statuses?: string[] }).nfl_statuses)?.body).toMatchObject({ nfl_statuses: ['RET'], leagueId: 1, offset: 0 });
  });
});
