import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import App from './App';

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
});
