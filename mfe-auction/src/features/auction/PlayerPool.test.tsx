import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { encodeQuery } from '@league/shared-rules/client';
import { AUCTION_POOL_FIRST_QUERY, getAuctionPoolEndpoint, type AuctionPoolPlayer } from '@league/shared-rules/contracts';
import { PlayerPool } from './PlayerPool';
import { POOL_PAGE_SIZE } from './pool-data';

const row = (i: number): AuctionPoolPlayer => ({
  pid: `P${i}`, name: `Player ${i}`, pos: 'RB', team: 'KC', nfl_status: 'ACT', points: 300 - i, points_added: 100 - i, market: 100 - i, bye: 7, age: 25,
});

/** An api whose pool answers wait until the test releases them, recording each query. */
function slowApi() {
  const pending: Array<() => void> = [];
  const call = jest.fn((_endpoint: unknown, opts: { query: { offset?: number; limit?: number } }) =>
    new Promise((resolve) => {
      const offset = opts.query.offset ?? 0;
      const players = Array.from({ length: Math.min(opts.query.limit ?? 25, 60 - offset) }, (_, i) => row(offset + i));
      pending.push(() => resolve({ players, total: 60, open_points_added: 1000 }));
    }),
  );
  const answer = async () => {
    await act(async () => {
      pending.splice(0).forEach((r) => r());
    });
  };
  return { api: { call }, call, answer };
}

const props = { leagueId: 1, unspentCap: 2000, exclude: new Set<string>(), sales: 0, selectedPid: null, onSelect: () => undefined };

describe('PlayerPool', () => {
  it('stands in its fixed-height panel with its table from the start, then shows the page with Adjusted priced here', async () => {
    const { api, call, answer } = slowApi();
    render(<PlayerPool {...props} api={api as never} />);
    const panel = screen.getByRole('region', { name: 'Player pool' });
    // `.pool` is the panel's fixed height (styles.ts): jsdom lays nothing out, the bench measures the shift
    expect(panel.classList.contains('pool')).toBe(true);
    expect(panel.getAttribute('aria-busy')).toBe('true');
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('thead th')).toHaveLength(6);
    expect(table.querySelectorAll('tbody tr')).toHaveLength(0);
    expect(screen.getByText('Loading players…')).toBeTruthy();
    // the first request is the one the page answer preloads, to the letter
    const first = call.mock.calls[0][1] as { params: unknown; query: Record<string, string | number> };
    expect(first.params).toEqual({ leagueId: 1 });
    expect(encodeQuery(first.query)).toBe(encodeQuery(AUCTION_POOL_FIRST_QUERY));
    await answer();
    expect(panel.getAttribute('aria-busy')).toBe('false');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(POOL_PAGE_SIZE);
    // Player 0: 100 points added × 2000 unspent ÷ 1000 open = $200 Adjusted
    expect(within(table).getByText('Player 0').closest('tr')!.textContent).toContain('$200');
    expect(screen.getByText(/1–25 of 60/)).toBeTruthy();
  });

  it('sends sort, position and paging to the server and keeps the old rows while the next page loads', async () => {
    const { api, call, answer } = slowApi();
    render(<PlayerPool {...props} api={api as never} />);
    await answer();
    fireEvent.click(screen.getByRole('button', { name: 'Age' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith(getAuctionPoolEndpoint, expect.objectContaining({ query: expect.objectContaining({ sort: 'age', dir: 'desc', offset: 0 }) })));
    expect(screen.getByRole('table').querySelectorAll('tbody tr[data-pid]')).toHaveLength(POOL_PAGE_SIZE);
    await answer();
    fireEvent.click(screen.getByRole('button', { name: 'WR' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith(getAuctionPoolEndpoint, expect.objectContaining({ query: expect.objectContaining({ pos: ['WR'] }) })));
    await answer();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(call).toHaveBeenLastCalledWith(getAuctionPoolEndpoint, expect.objectContaining({ query: expect.objectContaining({ offset: POOL_PAGE_SIZE }) })));
    await answer();
    expect(screen.getByText('Player 25')).toBeTruthy();
  });

  it('hides players sold in the room, asks again after a sale, and selects a row with its values', async () => {
    const { api, call, answer } = slowApi();
    const onSelect = jest.fn();
    const { rerender } = render(<PlayerPool {...props} exclude={new Set(['P0'])} onSelect={onSelect} api={api as never} />);
    await answer();
    expect(screen.queryByText('Player 0')).toBeNull();
    expect(call).toHaveBeenCalledTimes(1);
    rerender(<PlayerPool {...props} exclude={new Set(['P0', 'P1'])} sales={1} onSelect={onSelect} api={api as never} />);
    expect(screen.queryByText('Player 1')).toBeNull();
    expect(call).toHaveBeenCalledTimes(2);
    await answer();
    rerender(<PlayerPool {...props} exclude={new Set(['P0'])} onSelect={onSelect} api={api as never} />);
    fireEvent.click(screen.getByText('Player 1'));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ pid: 'P1', adjusted: 198 }));
  });
});
