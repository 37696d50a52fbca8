import { render, screen } from '@testing-library/react';
import type { RemoteAppProps } from '@league/shared-rules/contracts';
import { createRemoteApp } from './remote-app';

const props = {
  session: { token: null, userId: null, username: null, leagueId: 0, teamId: null, teamIds: [], leagueIds: [] },
  apiBase: '/api',
  wsUrl: 'ws://x/ws',
  notify: () => undefined,
  navigate: () => undefined,
} as RemoteAppProps;

describe('createRemoteApp', () => {
  it('renders the remote, and keeps a render error inside it, reported with the remote\'s name', () => {
    const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 201 }));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Fine = createRemoteApp('mfe_fine', () => <p>remote content</p>);
    const { unmount } = render(<Fine {...props} />);
    expect(screen.getByText('remote content')).toBeTruthy();
    unmount();

    const Broken = createRemoteApp('mfe_broken', () => {
      throw new Error('boom');
    });
    render(<Broken {...props} />);
    expect(screen.getByRole('alert').textContent).toContain('This error has been automatically captured and reported');
    const [url, init] = (fetchMock.mock.calls as unknown as Array<[string, RequestInit]>)[0];
    expect(url).toBe('/api/errors');
    expect(JSON.parse(String(init.body)).stack).toMatch(/^\[mfe_broken\] Error: boom/);
  });
});
