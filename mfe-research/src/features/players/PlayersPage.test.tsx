import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PlayersPage, SEARCH_DEBOUNCE_MS } from './PlayersPage';
import { blank, json, players, rowNames, teams, user } from './players-page.test-helper';

/** Enough unranked players that the default league needs a second page of 500. */
const filler = Array.from({ length: 510 }, (_, i) => ({
  ...blank,
  pid: `FILL-ERXX-${1000 + i}-2000-01-01`,
  fname: 'Fill',
  lname: `Er${i}`,
  name: `Fill Er${i}`,
  pos: 'WR',
  team: 'INA',
  dob: null,
  nfl_draft_year: null,
  round: null,
  dpos: null,
}));

let calls: { url: string; init?: RequestInit }[];
beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    if (String(url).endsWith('/leagues/1/teams')) return json({ teams });
    if (String(url).endsWith('/me')) return json(user([]));
    if (String(url).endsWith('/players')) {
      const body = JSON.parse(String(init?.body));
      const list = body.leagueId === 1 ? players : [...players.map((p) => ({ ...p, tid: null, value: null })), ...filler];
      return json({ players: list.slice(body.offset, body.offset + body.limit), total: list.length });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const ctx = { apiBase: '/api', token: 'tok' };
const now = () => new Date('2026-06-01T00:00:00Z');

describe('PlayersPage', () => {
  it('loads the league players with the bearer token and shows roster status and salary', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    expect(screen.getByRole('status').textContent).toContain('Loading players');
    expect(await screen.findByText('Patrick Mahomes')).toBeTruthy();
    const playersCall = calls.find((c) => c.url.endsWith('/players'))!;
    expect((playersCall.init?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    const mahomes = screen.getByText('Patrick Mahomes').closest('tr')!;
    expect(within(mahomes).getByText('Owner Two')).toBeTruthy();
    expect(within(mahomes).getByText('$61')).toBeTruthy();
    const bijan = screen.getByText('Bijan Robinson').closest('tr')!;
    expect(within(bijan).getByText('FA')).toBeTruthy();
    // Default sort: last season points, descending.
    expect(rowNames()).toEqual(['Bijan Robinson', 'Patrick Mahomes', 'Travis Kelce']);
  });

  it('shows a visitor in a league no roster or salary (spec §6: the api sends none)', async () => {
    const bio = players.map(({ tid: _tid, slot: _slot, value: _value, tag: _tag, extensions: _extensions, ...p }) => p);
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      if (String(url).endsWith('/leagues/1/teams')) return json({ teams });
      return json({ players: bio, total: bio.length });
    }) as unknown as typeof fetch;
    render(<PlayersPage ctx={{ apiBase: '/api', token: null }} leagueId={1} now={now} />);
    fireEvent.click(await screen.findByText('Patrick Mahomes'));
    expect(screen.queryByRole('columnheader', { name: /Salary/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Roster/ })).toBeNull();
    const details = await screen.findByRole('region', { name: 'Patrick Mahomes details' });
    expect(within(details).queryByText('Salary')).toBeNull();
    expect(within(details).queryByText('Roster')).toBeNull();
  });

  it('uses POST /players for the default league (id 0), without a salary column, and renders only the rows in view', async () => {
    render(<PlayersPage ctx={{ apiBase: '/api', token: null }} leagueId={0} now={now} />);
    await screen.findByText('Patrick Mahomes');
    expect(await screen.findByText('513 players')).toBeTruthy();
    // besides the pool's projected points at the default weights (the table's projection column)
    expect(calls.map((c) => c.url).sort()).toEqual(['/api/leagues/0/projections/points', '/api/players', '/api/players']);
    const reads = calls.filter((c) => c.url === '/api/players');
    expect(reads.map((c) => JSON.parse(String(c.init?.body)))).toEqual([
      { limit: 100, offset: 0 },
      { limit: 500, offset: 100 },
    ]);
    expect(reads[0].init?.method).toBe('POST');
    expect(screen.queryByRole('columnheader', { name: /Salary/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /Roster/ })).toBeNull();
    // 513 players, a window of them in the DOM; the table still tells assistive tech how many there are
    expect(rowNames().length).toBeLessThan(40);
    expect(screen.getByRole('table', { name: 'Players' }).getAttribute('aria-rowcount')).toBe('514');
  });

  it('toggles sorting: new column desc, then asc, then the default column', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    const ageButton = screen.getByRole('button', { name: /^Age/ });
    fireEvent.click(ageButton);
    expect(screen.getByRole('columnheader', { name: /^Age/ }).getAttribute('aria-sort')).toBe('descending');
    expect(rowNames()).toEqual(['Travis Kelce', 'Patrick Mahomes', 'Bijan Robinson']);
    fireEvent.click(ageButton);
    expect(rowNames()).toEqual(['Bijan Robinson', 'Patrick Mahomes', 'Travis Kelce']);
    fireEvent.click(ageButton);
    expect(screen.getByRole('columnheader', { name: /^Pts/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by position at once and by search text after the debounce', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    fireEvent.click(screen.getByRole('button', { name: 'TE' }));
    expect(rowNames()).toEqual(['Travis Kelce']);
    fireEvent.click(screen.getByRole('button', { name: 'TE' }));

    jest.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), { target: { value: 'mahomes' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(rowNames()).toHaveLength(3);
    act(() => jest.advanceTimersByTime(1));
    expect(rowNames()).toEqual(['Patrick Mahomes']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search players' }), { target: { value: 'zzz' } });
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(screen.getByText('No players match these filters.')).toBeTruthy();
  });

  it('opens the details panel with profile links and closes it with Escape', async () => {
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    fireEvent.click(await screen.findByText('Patrick Mahomes'));
    const panel = screen.getByRole('region', { name: 'Patrick Mahomes details' });
    expect(within(panel).getByRole('link', { name: 'PFR' }).getAttribute('target')).toBe('_blank');
    expect(within(panel).getByRole('link', { name: 'ESPN' })).toBeTruthy();
    expect(within(panel).queryByRole('link', { name: 'Yahoo' })).toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Patrick Mahomes details' })).toBeNull();
  });

  it('under 750 px the extra header items collapse behind a toggle; the drawer holds the data tabs', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query.includes('max-width: 749.98px'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
      fireEvent.click(await screen.findByText('Patrick Mahomes'));
      const panel = screen.getByRole('region', { name: 'Patrick Mahomes details' });
      const facts = () => within(panel).getAllByRole('term').map((t) => t.textContent);
      expect(facts()).toEqual(['Position', 'NFL Team', 'Status', 'Age']);
      const toggle = within(panel).getByRole('button', { name: 'More details' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(toggle);
      expect(facts()).toContain('Draft');
      expect(facts()).toContain('Salary');
      expect(within(panel).getByRole('button', { name: 'Fewer details' }).getAttribute('aria-expanded')).toBe('true');
      expect(await within(panel).findByRole('tablist', { name: 'Player details' })).toBeTruthy();
      // spec §2: a logged-in user in a hosted league opens on Transactions
      expect(within(panel).getByRole('tab', { name: 'Transactions' }).getAttribute('aria-selected')).toBe('true');
      // the stubbed api has no transactions call: the tab says so with a retry, not an empty table
      expect((await within(panel).findByRole('alert')).textContent).toContain('Not found');
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('shows cards with a sort control under 600 px', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query.includes('max-width: 599.98px'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
    try {
      render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
      const list = await screen.findByRole('list', { name: 'Players' });
      expect(screen.queryByRole('table')).toBeNull();
      const names = () => within(list).getAllByRole('button', { name: /^Open / }).map((b) => b.querySelector('strong')?.textContent);
      expect(names()).toEqual(['Bijan Robinson', 'Patrick Mahomes', 'Travis Kelce']);
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'age' } });
      expect(names()).toEqual(['Travis Kelce', 'Patrick Mahomes', 'Bijan Robinson']);
      fireEvent.click(screen.getByRole('button', { name: 'Change sort direction' }));
      expect(names()).toEqual(['Bijan Robinson', 'Patrick Mahomes', 'Travis Kelce']);
      fireEvent.click(within(list).getByRole('button', { name: 'Open Travis Kelce' }));
      expect(screen.getByRole('region', { name: 'Travis Kelce details' })).toBeTruthy();
    } finally {
      // jsdom has no matchMedia of its own; remove the fake so other tests get the table.
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('shows the server error and retries', async () => {
    let fail = true;
    globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
      if (fail) return json({ error: { code: 'UNAVAILABLE', message: 'Database unavailable' } }, 503);
      return String(url).endsWith('/teams') ? json({ teams }) : json({ players, total: players.length });
    }) as unknown as typeof fetch;
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Patrick Mahomes')).toBeTruthy();
  });
});
