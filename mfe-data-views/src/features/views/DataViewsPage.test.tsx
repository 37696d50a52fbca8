import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { dataViewColumnInfos, type DataView } from '@league/shared-rules/contracts';
import { DataViewsPage } from './DataViewsPage';
import { fakeQuery, ownView, systemDraft, systemPoints } from './fixtures.test-data';

function json(body: unknown, status = 200) {
  // jsdom has no fetch Response; the data module reads only ok, status, statusText and text().
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

let requests: { method: string; url: string; body: any }[]; // eslint-disable-line @typescript-eslint/no-explicit-any
/** Unnamed players the fake server adds after the named ones (paging). */
let filler = 0;
const queries = () => requests.filter((r) => r.url === '/api/data-views/query');
beforeEach(() => {
  requests = [];
  filler = 0;
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
    if (u === '/api/data-views/query' && method === 'POST') return json(fakeQuery(body, filler));
    if (u === '/api/data-views/columns') return json(dataViewColumnInfos());
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
    expect(screen.getByText('Half-PPR fantasy points from offensive stats over the season (regular season by default) (descending)')).toBeTruthy();
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
    expect(requests.every((r) => r.method !== 'POST' || r.url === '/api/data-views/query')).toBe(true);
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

  it('asks the server for the rows of the table state and sorts on the server by a header click', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    expect(queries()[0].body).toEqual({ table_state: systemPoints.table_state, offset: 0, limit: 100 });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('301.2');
    fireEvent.click(within(table).getByRole('button', { name: 'Age' }));
    await waitFor(() => expect(queries()).toHaveLength(2));
    expect(queries()[1].body.table_state.sort).toEqual([{ column_id: 'player_age', desc: true }]);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Season Fantasy Points players' })).getAllByRole('row')[1].textContent).toContain('Patrick Mahomes'));
    expect(screen.getByRole('columnheader', { name: 'Age ▼' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('appends the next page to the rows shown', async () => {
    filler = 147;
    renderPage();
    const table = await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    expect(within(table).getAllByRole('row')).toHaveLength(101);
    expect(screen.getByText('100 of 150 players')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByText('150 of 150 players')).toBeTruthy());
    expect(queries()[1].body).toMatchObject({ offset: 100, limit: 100 });
    expect(within(screen.getByRole('table', { name: 'Season Fantasy Points players' })).getAllByRole('row')).toHaveLength(151);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('exports every row of the view as shown to a CSV file, 500 at a time, with the progress', async () => {
    filler = 1_000;
    const files: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:view';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('season-fantasy-points.csv');
    });
    renderPage();
    await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    const before = queries().length;
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Exported 1,003 players to season-fantasy-points.csv.')).toBeTruthy();
    // the whole view, in three pages over HTTP, in the view's order
    expect(queries().slice(before).map((q) => [q.body.offset, q.body.limit])).toEqual([[0, 500], [500, 500], [1000, 500]]);
    expect(clicked).toHaveBeenCalledTimes(1);
    // jsdom's Blob has no text(): read it as a browser would with a FileReader
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(files[0]);
    });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('pid,Player,Pos,Age,Season Pts');
    expect(lines[1]).toBe('PATR-MAHO-2017-1995-09-17,Patrick Mahomes,QB,30.3,301.2');
    expect(lines[3]).toBe('PUKA-NACU-2023-2001-05-29,Puka Nacua,WR,24.6,');
    expect(lines).toHaveLength(1_003 + 2);
    clicked.mockRestore();
  });

  it('reports a failed export and offers it again', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    const fetchMock = globalThis.fetch as jest.Mock;
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url: RequestInfo | URL, init?: RequestInit) =>
      String(url) === '/api/data-views/query' ? json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500) : answer(url, init));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Export failed: /);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('adds a play-derived column from the catalogue with a year, queries it and saves it as a new view', async () => {
    const { notify } = renderPage();
    await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit columns' }));
    const picker = await screen.findByRole('combobox', { name: 'Column to add' });
    expect(within(picker).getByRole('option', { name: /Pass Yds — Passing yards/ })).toBeTruthy();
    fireEvent.change(picker, { target: { value: 'player_pass_yards_from_plays' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Pass Yds year' }), { target: { value: '2024' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Pass Yds rate' }), { target: { value: 'per_game' } });
    const added = { column_id: 'player_pass_yards_from_plays', params: { year: 2024, rate_type: 'per_game' } };
    await waitFor(() => expect(queries().at(-1)!.body.table_state.columns.at(-1)).toEqual(added));
    expect(await screen.findByRole('columnheader', { name: 'Pass Yds 2024 /G' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save as new view' }));
    const form = screen.getByRole('form', { name: 'Save as new view' });
    fireEvent.change(within(form).getByLabelText('View name'), { target: { value: 'Passers' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Saved Players Table View', severity: 'success' }));
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/data-views')!;
    expect(post.body.view_id).toMatch(/^client-/);
    expect(post.body.table_state.columns.at(-1)).toEqual(added);
  });

  it('sends stats explorer filters with the table state', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit columns' }));
    const positions = await screen.findByRole('group', { name: 'Positions' });
    fireEvent.click(within(positions).getByLabelText('WR'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Downs' })).getByLabelText('Down 3'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Yard line to' }), { target: { value: '20' } });
    await waitFor(() => expect(queries().at(-1)!.body.table_state.filters).toEqual({ positions: ['WR'], downs: [3], yardline_end: 20 }));
    fireEvent.click(within(positions).getByLabelText('WR'));
    await waitFor(() => expect(queries().at(-1)!.body.table_state.filters).toEqual({ downs: [3], yardline_end: 20 }));
  });

  it('lets the owner save changed columns over the view', async () => {
    renderPage({ routeViewId: 'a1b2c3' });
    const table = await screen.findByRole('table', { name: 'My Rookies players' });
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Pos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.url === '/api/data-views')).toBe(true));
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/data-views')!;
    expect(post.body).toMatchObject({ view_id: 'a1b2c3', table_state: { sort: [{ column_id: 'player_position', desc: true }] } });
  });
});

/** A WebSocket stand-in the test drives: it opens at once and records what the page sends. */
class FakeSocket {
  static last: FakeSocket | null = null;
  readyState = 0;
  sent: Array<Record<string, unknown>> = [];
  private listeners: Record<string, Array<(e?: { data: unknown }) => void>> = {};
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => {
      this.readyState = 1;
      this.emit('open');
    }, 0);
  }
  addEventListener(type: string, fn: (e?: { data: unknown }) => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  emit(type: string, data?: unknown) {
    for (const fn of this.listeners[type] ?? []) fn(data === undefined ? undefined : { data: JSON.stringify(data) });
  }
  /** Answers the page's latest data view request. */
  answer(...messages: Array<Record<string, unknown>>) {
    const req = [...this.sent].reverse().find((m) => m.type === 'data_view_request')!;
    for (const m of messages) this.emit('message', { requestId: req.requestId, ...m });
    return req;
  }
}

describe('DataViewsPage over /ws', () => {
  const wsProps = { wsUrl: 'ws://test/ws', socket: FakeSocket as never };
  const request = () => FakeSocket.last?.sent.find((m) => m.type === 'data_view_request');
  beforeEach(() => {
    FakeSocket.last = null;
  });

  it('sends the request on the socket, shows its queue position, then the result', async () => {
    renderPage({ ...wsProps, leagueId: 1 });
    await waitFor(() => expect(request()).toBeTruthy());
    let req: Record<string, unknown> = {};
    act(() => void (req = FakeSocket.last!.answer({ type: 'data_view_status', status: 'queued' }, { type: 'data_view_position', position: 2 })));
    expect(req).toMatchObject({ tableState: systemPoints.table_state, offset: 0, limit: 100 });
    expect(await screen.findByText('Queued: position 2')).toBeTruthy();
    act(() => void FakeSocket.last!.answer({ type: 'data_view_status', status: 'running' }, { type: 'data_view_position', position: 0 }));
    expect(await screen.findByText('Running on the server…')).toBeTruthy();
    act(() => void FakeSocket.last!.answer({ type: 'data_view_result', ...fakeQuery({ table_state: systemPoints.table_state }) }));
    const table = await screen.findByRole('table', { name: 'Season Fantasy Points players' });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Patrick Mahomes');
    expect(queries()).toEqual([]);
  });

  it('asks over HTTP without a league (the socket needs one)', async () => {
    renderPage(wsProps);
    expect(await screen.findByRole('table', { name: 'Season Fantasy Points players' })).toBeTruthy();
    expect(queries()).toHaveLength(1);
    expect(FakeSocket.last).toBeNull();
  });

  it('falls back to HTTP when the socket stays silent', async () => {
    renderPage({ ...wsProps, leagueId: 1, silentMs: 30 });
    expect(await screen.findByRole('table', { name: 'Season Fantasy Points players' })).toBeTruthy();
    expect(request()).toBeTruthy();
    expect(queries()[0].body).toMatchObject({ league_id: 1, offset: 0 });
  });

  it('shows the timeout text when the server cancels the query over its budget', async () => {
    renderPage({ ...wsProps, leagueId: 1 });
    await waitFor(() => expect(request()).toBeTruthy());
    act(() => void FakeSocket.last!.answer({ type: 'data_view_error', code: 'TIMEOUT', message: 'Data view query canceled: statement timeout (over 40 s)' }));
    expect(await screen.findByText('Canceled request — took longer than 40 seconds')).toBeTruthy();
  });
});
