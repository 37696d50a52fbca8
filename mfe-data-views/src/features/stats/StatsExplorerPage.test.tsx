import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fakeQuery } from '../views/fixtures.test-data';
import { StatsExplorerPage } from './StatsExplorerPage';

function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

let bodies: any[]; // eslint-disable-line @typescript-eslint/no-explicit-any
beforeEach(() => {
  bodies = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
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
