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

describe('roster remote router', () => {
  it('loads the rosters of the league in the path', async () => {
    const urls: string[] = [];
    globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
      urls.push(String(url));
      return Promise.resolve({ ok: false, status: 404, statusText: 'Not Found', text: async () => '{"error":{"code":"NOT_FOUND","message":"League not found"}}' });
    }) as unknown as typeof fetch;
    render(
      <MemoryRouter initialEntries={['/leagues/3/rosters']}>
        <App {...props(1)} />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('League not found');
    expect(urls).toContain('/api/leagues/3/rosters');
  });
});
