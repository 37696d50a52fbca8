import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_LEAGUE, type RemoteAppProps } from '@league/shared-rules/contracts';
import App, { pageOf } from './App';

function props(leagueId: number): RemoteAppProps {
  return {
    session: { token: null, userId: null, username: null, leagueId, teamId: null, teamIds: [], leagueIds: [] },
    apiBase: '/api',
    wsUrl: 'ws://x/ws',
    notify: jest.fn(),
    navigate: jest.fn(),
  };
}

function failingFetch(urls: string[]) {
  return jest.fn((url: RequestInfo | URL) => {
    urls.push(String(url));
    return Promise.resolve({ ok: false, status: 404, statusText: 'Not Found', text: async () => '{"error":{"code":"NOT_FOUND","message":"League not found"}}' });
  }) as unknown as typeof fetch;
}

describe('league-admin remote', () => {
  it('reads the league id from the path', async () => {
    const urls: string[] = [];
    globalThis.fetch = failingFetch(urls);
    render(
      <MemoryRouter initialEntries={['/leagues/7']}>
        <App {...props(1)} />
      </MemoryRouter>,
    );
    await screen.findByRole('alert');
    expect(urls).toContain('/api/leagues/7');
  });

  it('falls back to the session league outside league paths', async () => {
    const urls: string[] = [];
    globalThis.fetch = failingFetch(urls);
    render(
      <MemoryRouter initialEntries={['/']}>
        <App {...props(2)} />
      </MemoryRouter>,
    );
    await screen.findByRole('alert');
    expect(urls).toContain('/api/leagues/2');
  });

  it('sends the season routes to their pages', () => {
    expect(pageOf('/leagues/1/matchups')).toEqual({ page: 'matchups', params: { lid: '1' } });
    expect(pageOf('/leagues/1/matchups/2025/5')).toEqual({ page: 'matchups', params: { lid: '1', year: '2025', week: '5' } });
    expect(pageOf('/leagues/1/matchups/2025/5/12').params.matchupId).toBe('12');
    expect(pageOf('/leagues/1/standings').page).toBe('standings');
    expect(pageOf('/leagues/1/schedule').page).toBe('schedule');
    expect(pageOf('/leagues/1/settings').page).toBe('settings');
    expect(pageOf('/leagues/1/team-settings').page).toBe('team-settings');
    expect(pageOf('/leagues/1/stats').page).toBe('home');
  });

  it('loads the matchups page for the route week', async () => {
    const urls: string[] = [];
    globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
      const u = String(url);
      urls.push(u);
      const body = u === '/api/leagues/1' ? { ...DEFAULT_LEAGUE, uid: 1, years: [2024] } : u === '/api/leagues/1/teams' ? { teams: [] } : null;
      return Promise.resolve(
        body
          ? { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) }
          : { ok: false, status: 404, statusText: 'Not Found', text: async () => '{"error":{"code":"NOT_FOUND","message":"No week"}}' },
      );
    }) as unknown as typeof fetch;
    render(
      <MemoryRouter initialEntries={['/leagues/1/matchups/2024/3']}>
        <App {...props(1)} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: /Matchups/ })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain('No week');
    expect(urls).toContain('/api/leagues/1/matchups?year=2024&week=3');
  });
});
