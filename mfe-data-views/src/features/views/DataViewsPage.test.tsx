import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { DataView } from '@league/shared-rules/contracts';
import { DataViewsPage } from './DataViewsPage';
import { ownView, players, systemDraft, systemPoints } from './fixtures.test-data';

function json(body: unknown, status = 200) {
  // jsdom has no fetch Response; the data module reads only ok, status, statusText and text().
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

let requests: { method: string; url: string; body: unknown }[];
beforeEach(() => {
  requests = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const u = String(url);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url: u, body });
    if (u === '/api/data-views' && method === 'GET') return json([systemPoints, systemDraft, ownView]);
    if (u === '/api/data-views' && method === 'POST') {
      const known = body.view_id === ownView.view_id;
      const saved: DataView = { ...ownView, ...body, view_id: known ? ownView.view_id : 'server-id-1', user_id: 4, view_username: 'owner3' };
      return json(saved);
    }
    if (u.startsWith('/api/data-views/') && method === 'DELETE') return json({ view_id: ownView.view_id, deleted: true });
    if (u === '/api/players') return json({ players, total: players.length });
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

function renderPage(overrides: Partial<Parameters<typeof DataViewsPage>[0]> = {}) {
  const notify = jest.fn();
  const navigate = jest.fn();
  render(
    <DataViewsPage
      ctx={{ apiBase: '/api', token: 'tok' }}
      userId={4}
      username="owner3"
      leagueId={0}
      routeViewId={null}
      notify={notify}
      navigate={navigate}
      {...overrides}
    />,
  );
  return { notify, navigate };
}

describe('DataViewsPage', () => {
  it('lists system and own views, shows the default view with its players', async () => {
    renderPage();
    const nav = await screen.findByRole('navigation', { name: 'Data views' });
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Season Fantasy Points', 'Draft Capital', 'My Rookies']);
    expect(screen.getByRole('heading', { level: 2, name: 'Season Fantasy Points' })).toBeTruthy();
    expect(screen.getByText('system')).toBeTruthy();
    expect(screen.getByText('Fantasy points (half-ppr) of the last completed regular season (descending)')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    const first = within(table).getAllByRole('row')[1];
    expect(first.textContent).toContain('Patrick Mahomes');
    expect(first.textContent).toContain('301.2');
    // A system view offers no rename or delete, even to a logged-in user.
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('opens the view named in the route and navigates on selection', async () => {
    const { navigate } = renderPage({ routeViewId: 'system-draft-capital' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Draft Capital' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'My Rookies' }));
    expect(navigate).toHaveBeenCalledWith('/data-views/a1b2c3');
    expect(screen.getByRole('heading', { level: 2, name: 'My Rookies' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'My Rookies players' })).toBeTruthy();
  });

  it('saves a copy as a new view: client id replaced by the server id, with the notice', async () => {
    const { notify, navigate } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Save as new view' }));
    const form = screen.getByRole('form', { name: 'Save as new view' });
    fireEvent.change(within(form).getByLabelText('View name'), { target: { value: 'Top Scorers' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Saved Players Table View', severity: 'success' }));
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/data-views')!;
    expect((post.body as { view_id: string }).view_id).toMatch(/^client-/);
    expect((post.body as { table_state: unknown }).table_state).toEqual(systemPoints.table_state);
    expect(navigate).toHaveBeenLastCalledWith('/data-views/server-id-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Top Scorers' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Top Scorers players' })).toBeTruthy();
  });

  it('renames and deletes an own view; deleting reverts to the default view', async () => {
    const { notify } = renderPage({ routeViewId: 'a1b2c3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    const form = screen.getByRole('form', { name: 'Rename view' });
    fireEvent.change(within(form).getByLabelText('View name'), { target: { value: 'My Studs' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'My Studs' })).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST' && r.url === '/api/data-views')?.body).toMatchObject({ view_id: 'a1b2c3', view_name: 'My Studs' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Deleted Players Table View', severity: 'success' }));
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/data-views/a1b2c3')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: 'Season Fantasy Points' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'My Studs' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'Season Fantasy Points players' })).toBeTruthy();
  });

  it('offers a visitor no saving and sends no write', async () => {
    renderPage({ userId: null, username: null, ctx: { apiBase: '/api', token: null } });
    await screen.findByRole('heading', { level: 2, name: 'Season Fantasy Points' });
    expect(screen.queryByRole('button', { name: 'Save as new view' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'My Rookies' }));
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(await screen.findByRole('table', { name: 'My Rookies players' })).toBeTruthy();
    expect(requests.every((r) => r.method !== 'POST' || r.url === '/api/players')).toBe(true);
  });

  it('reports a refused save from the server and keeps the form open', async () => {
    const ok = globalThis.fetch;
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' && String(url) === '/api/data-views'
        ? json({ error: { code: 'FORBIDDEN', message: 'Only the owner may save this view' } }, 403)
        : ok(url, init),
    ) as unknown as typeof fetch;
    const { notify } = renderPage({ routeViewId: 'a1b2c3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Only the owner may save this view', severity: 'error' }));
    expect(screen.getByRole('form', { name: 'Rename view' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'My Rookies players' })).toBeTruthy();
  });
});
