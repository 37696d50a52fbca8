import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeQuery } from '../views/fixtures.test-data';
import { StatsExplorerPage } from './StatsExplorerPage';
import { explorerFromQuery } from './explorer-url';

function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

let bodies: any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
let saves: any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
beforeEach(() => {
  bodies = [];
  saves = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (String(url) === '/api/data-views' && init?.method === 'POST') {
      saves.push(body);
      return json({ ...body, view_id: 'server-id-9', view_username: 'owner1', user_id: 1, created_at: 1, updated_at: 1 });
    }
    if (String(url) === '/api/data-views/query') {
      bodies.push(body);
      // the fake view's pass yards percentiles (cell 3: name, position, team, then the table's columns)
      const p = { n: 30, p25: 1000, p50: 2000, p75: 3000, p90: 3800, p95: 4000, p98: 4200, p99: 4400, min: 0, max: 4500, lower_is_better: false };
      const cells = 1 + body.table_state.columns.length;
      return json({ ...fakeQuery(body), ...(body.percentiles ? { percentiles: Array.from({ length: cells }, (_v, i) => (i === 3 ? p : null)) } : {}) });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

describe('StatsExplorerPage', () => {
  it('asks the engine for passing stats of QBs, then other tables, seasons and filters', async () => {
    render(<StatsExplorerPage ctx={{ apiBase: '/api', token: null }} leagueId={1} />);
    const table = await screen.findByRole('table', { name: 'Passing stats players' });
    expect(within(table).getAllByRole('row')[1].textContent).toContain('Patrick Mahomes');
    expect(bodies[0]).toMatchObject({
      league_id: 1,
      table_state: { sort: [{ column_id: 'player_pass_yards_from_plays', desc: true }], filters: { positions: ['QB'] } },
    });

    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    fireEvent.change(screen.getByLabelText('Season type'), { target: { value: 'POST' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Downs' })).getByLabelText('Down 3'));
    await waitFor(() => expect(bodies.at(-1).table_state.filters).toEqual({ positions: ['QB'], downs: [3] }));
    expect(bodies.at(-1).table_state.columns.at(-1)).toEqual({ column_id: 'player_pass_success_rate_from_plays', params: { year: 2024, seas_type: 'POST' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Receiving' }));
    expect(await screen.findByRole('table', { name: 'Receiving stats players' })).toBeTruthy();
    expect(bodies.at(-1).table_state).toMatchObject({ sort: [{ column_id: 'player_receiving_yards_from_plays', desc: true }], filters: { positions: ['WR', 'TE', 'RB'] } });
  });

  it('the rate-basis selector offers the table\'s bases and sets them on its counting columns', async () => {
    render(<StatsExplorerPage ctx={{ apiBase: '/api', token: null }} leagueId={1} />);
    await screen.findByRole('table', { name: 'Passing stats players' });
    const rate = screen.getByLabelText('Rate') as HTMLSelectElement;
    expect([...rate.options].map((o) => o.textContent)).toEqual(['None', 'Per game', 'Per pass attempt', 'Per team play', 'Per team pass play']);
    fireEvent.change(rate, { target: { value: 'per_pass_attempt' } });
    await waitFor(() => expect(bodies.at(-1).table_state.columns.find((c: { column_id: string }) => c.column_id === 'player_pass_yards_from_plays')).toEqual({ column_id: 'player_pass_yards_from_plays', params: { rate_type: 'per_pass_attempt' } }));
    // a share takes no rate
    expect(bodies.at(-1).table_state.columns.at(-1)).toEqual({ column_id: 'player_pass_success_rate_from_plays' });

    fireEvent.click(screen.getByRole('tab', { name: 'Receiving' }));
    await screen.findByRole('table', { name: 'Receiving stats players' });
    expect(rate.value).toBe('');
    expect([...rate.options].map((o) => o.textContent)).toEqual(['None', 'Per game', 'Per target', 'Per reception', 'Per team play', 'Per team pass play']);
    expect(bodies.at(-1).table_state.columns.some((c: { params?: { rate_type?: string } }) => c.params?.rate_type)).toBe(false);
    fireEvent.change(rate, { target: { value: 'per_target' } });
    await waitFor(() => expect(bodies.at(-1).table_state.columns[3]).toEqual({ column_id: 'player_targets_from_plays', params: { rate_type: 'per_target' } }));
    // a target share: targets per team pass play
    fireEvent.change(rate, { target: { value: 'per_team_pass_play' } });
    await waitFor(() => expect(bodies.at(-1).table_state.columns[3]).toEqual({ column_id: 'player_targets_from_plays', params: { rate_type: 'per_team_pass_play' } }));
  });

  it('opens on the settings its address names and keeps the address following every change', async () => {
    const addresses: string[] = [];
    const initial = explorerFromQuery(`?table=receiving&year=2024&sort=player_targets_from_plays&filters=${encodeURIComponent('{"downs":[3]}')}`);
    render(<StatsExplorerPage ctx={{ apiBase: '/api', token: null }} leagueId={1} initial={initial} onSettings={(q) => addresses.push(q)} />);
    await screen.findByRole('table', { name: 'Receiving stats players' });
    expect(bodies[0].table_state).toMatchObject({ sort: [{ column_id: 'player_targets_from_plays', desc: false }], filters: { positions: ['WR', 'TE', 'RB'], downs: [3] } });
    expect(bodies[0].table_state.columns[2]).toEqual({ column_id: 'player_receiving_yards_from_plays', params: { year: 2024 } });
    expect(addresses.at(-1)).toBe(`table=receiving&year=2024&sort=player_targets_from_plays&filters=${encodeURIComponent('{"downs":[3]}')}`);
    fireEvent.click(within(screen.getByRole('group', { name: 'Downs' })).getByLabelText('Down 4'));
    await waitFor(() => expect(addresses.at(-1)).toContain(encodeURIComponent('{"downs":[3,4]}')));
    // and what the address says is what the next visit shows
    expect(explorerFromQuery(addresses.at(-1)!)).toMatchObject({ table: 'receiving', year: 2024, filters: { downs: [3, 4] } });
  });

  it('saves what is shown as a data view of the signed-in user and opens it', async () => {
    const notify = jest.fn();
    const navigate = jest.fn();
    const { rerender } = render(<StatsExplorerPage ctx={{ apiBase: '/api', token: 'tok' }} leagueId={1} />);
    await screen.findByRole('table', { name: 'Passing stats players' });
    // a visitor has nothing to save into
    expect(screen.queryByRole('button', { name: 'Save as data view' })).toBeNull();
    rerender(<StatsExplorerPage ctx={{ apiBase: '/api', token: 'tok' }} leagueId={1} canSave notify={notify} navigate={navigate} />);
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Downs' })).getByLabelText('Down 3'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as data view' }));
    const form = screen.getByRole('form', { name: 'Save as data view' });
    expect((within(form).getByLabelText('View name') as HTMLInputElement).value).toBe('Passing stats 2024');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved as Passing stats 2024.')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ message: 'Saved Players Table View', severity: 'success' });
    // a client id first (spec §4), the explorer's table state with its filters
    expect(saves[0].view_id).toMatch(/^client-/);
    expect(saves[0].table_state).toEqual(bodies.at(-1).table_state);
    expect(saves[0].table_state.filters).toEqual({ positions: ['QB'], downs: [3] });
    fireEvent.click(screen.getByRole('button', { name: 'Open in Data Views' }));
    expect(navigate).toHaveBeenCalledWith('/data-views/server-id-9');
  });

  it('shows the first page, then asks for the percentiles and shades a cell in the top quarter of the view', async () => {
    render(<StatsExplorerPage ctx={{ apiBase: '/api', token: null }} leagueId={1} />);
    const table = await screen.findByRole('table', { name: 'Passing stats players' });
    // the rows do not wait on the percentiles (a whole-view ranking): they are the next request
    expect(bodies[0].percentiles).toBeUndefined();
    await waitFor(() => expect(bodies.filter((b) => b.percentiles === true)).toHaveLength(1));
    expect(bodies.find((b) => b.percentiles === true).offset).toBe(0);
    const mahomes = within(table).getAllByRole('row')[1];
    const yards = within(mahomes).getByText('3928');
    await waitFor(() => expect(yards.getAttribute('data-percentile')).toBe('high'));
    expect(yards.getAttribute('title')).toBe('p25 1000 · p50 2000 · p75 3000 · p90 3800 (30 qualifying)');
  });
});
