import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PlayersPage } from './PlayersPage';
import { json, players, rowNames, teams, user } from './players-page.test-helper';
import { WATCHLIST_STORAGE_KEY } from './watchlist';

const now = () => new Date('2026-06-01T00:00:00Z');
const [mahomes, bijan, kelce] = players;

let puts: unknown[];
let failPut = false;
beforeEach(() => {
  puts = [];
  failPut = false;
  localStorage.clear();
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const u = String(url);
    if (u.endsWith('/leagues/1/teams')) return json({ teams });
    if (u.endsWith('/me') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { value: string };
      puts.push(body);
      if (failPut) return json({ error: { code: 'UNAVAILABLE', message: 'Database unavailable' } }, 503);
      return json({ user: user(body.value ? body.value.split(',') : []).user });
    }
    if (u.endsWith('/me')) return json(user([kelce.pid]));
    if (u.endsWith('/players')) return json({ players, total: players.length });
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

const star = (name: string) => screen.getByRole('button', { name: `Watch ${name}` });

describe('PlayersPage watchlist', () => {
  it('keeps a visitor\'s watchlist in localStorage, and the watchlist-only flag shows only it', async () => {
    localStorage.setItem(WATCHLIST_STORAGE_KEY, JSON.stringify([bijan.pid]));
    render(<PlayersPage ctx={{ apiBase: '/api', token: null }} leagueId={0} now={now} />);
    await screen.findByText('Patrick Mahomes');
    expect(star('Bijan Robinson').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(star('Patrick Mahomes'));
    expect(star('Patrick Mahomes').getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(WATCHLIST_STORAGE_KEY)!)).toEqual([bijan.pid, mahomes.pid]);
    // the star does not open the player
    expect(screen.queryByRole('region', { name: /details$/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Watchlist only' }));
    expect(rowNames()).toEqual(['Bijan Robinson', 'Patrick Mahomes']);
    expect((globalThis.fetch as jest.Mock).mock.calls.some(([u]) => String(u).endsWith('/me'))).toBe(false);
  });

  it('logs an unreadable stored list and starts empty (spec §8)', async () => {
    localStorage.setItem(WATCHLIST_STORAGE_KEY, '{not json');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<PlayersPage ctx={{ apiBase: '/api', token: null }} leagueId={0} now={now} />);
    await screen.findByText('Patrick Mahomes');
    expect(star('Patrick Mahomes').getAttribute('aria-pressed')).toBe('false');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('reads a user\'s watchlist from GET /me and saves the whole list through PUT /me, comma-joined', async () => {
    render(<PlayersPage ctx={{ apiBase: '/api', token: 'tok' }} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    await waitFor(() => expect(star('Travis Kelce').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(star('Patrick Mahomes'));
    await waitFor(() => expect(puts).toEqual([{ type: 'watchlist', value: `${kelce.pid},${mahomes.pid}` }]));
    fireEvent.click(star('Travis Kelce'));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({ type: 'watchlist', value: mahomes.pid });
    expect(localStorage.getItem(WATCHLIST_STORAGE_KEY)).toBeNull();
  });

  it('puts the list back and says so when PUT /me fails', async () => {
    failPut = true;
    render(<PlayersPage ctx={{ apiBase: '/api', token: 'tok' }} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    await waitFor(() => expect(star('Travis Kelce').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(star('Patrick Mahomes'));
    expect((await screen.findByRole('alert')).textContent).toContain('Watchlist not saved: Database unavailable');
    expect(star('Patrick Mahomes').getAttribute('aria-pressed')).toBe('false');
    expect(star('Travis Kelce').getAttribute('aria-pressed')).toBe('true');
  });

  it('control+command+w hides the watchlist (stars, flag and its filter) and shows it again', async () => {
    render(<PlayersPage ctx={{ apiBase: '/api', token: 'tok' }} leagueId={1} now={now} />);
    await screen.findByText('Patrick Mahomes');
    await waitFor(() => expect(star('Travis Kelce').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Watchlist only' }));
    expect(rowNames()).toEqual(['Travis Kelce']);
    // control or command alone is another shortcut (command+w closes the tab): nothing happens
    fireEvent.keyDown(window, { key: 'w', metaKey: true });
    expect(screen.getByRole('checkbox', { name: 'Watchlist only' })).toBeTruthy();
    act(() => {
      fireEvent.keyDown(window, { key: 'w', ctrlKey: true, metaKey: true });
    });
    expect(screen.queryByRole('button', { name: /^Watch / })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Watchlist only' })).toBeNull();
    expect(rowNames()).toHaveLength(3);
    fireEvent.keyDown(window, { key: 'W', ctrlKey: true, metaKey: true });
    expect(rowNames()).toEqual(['Travis Kelce']);
    expect(within(screen.getByRole('table', { name: 'Players' })).getAllByRole('button', { name: /^Watch / })).toHaveLength(1);
  });

  it('the drawer header carries the star for a logged-in user only (spec §2, §6)', async () => {
    const { unmount } = render(<PlayersPage ctx={{ apiBase: '/api', token: 'tok' }} leagueId={1} now={now} charts={false} />);
    fireEvent.click(await screen.findByText('Patrick Mahomes'));
    const drawer = screen.getByRole('region', { name: 'Patrick Mahomes details' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Watch Patrick Mahomes' }));
    await waitFor(() => expect(puts).toEqual([{ type: 'watchlist', value: `${kelce.pid},${mahomes.pid}` }]));
    unmount();
    render(<PlayersPage ctx={{ apiBase: '/api', token: null }} leagueId={0} now={now} charts={false} />);
    fireEvent.click(await screen.findByText('Patrick Mahomes'));
    const visitorDrawer = screen.getByRole('region', { name: 'Patrick Mahomes details' });
    expect(within(visitorDrawer).queryByRole('button', { name: /^Watch / })).toBeNull();
  });
});
