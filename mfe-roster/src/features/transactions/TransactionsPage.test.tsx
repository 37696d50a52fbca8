import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { TRANSACTIONS_PAGE_SIZE } from '@league/shared-rules/contracts';
import { leaguePlayer, teams } from '../rosters/fixtures.test-data';
import { TransactionsPage } from './TransactionsPage';

function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

const PID = 'PATR-MAHO-2017-1995-09-17';
const tx = (uid: number, type = 14, tid = 1) => ({ uid, tid, lid: 1, pid: PID, type, value: 3, timestamp: 1767225600 - uid, year: 2026 });
let urls: string[];
let total: number;

beforeEach(() => {
  urls = [];
  total = TRANSACTIONS_PAGE_SIZE + 3;
  globalThis.fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (url === '/api/leagues/1/teams') return json({ teams });
    if (url.startsWith('/api/leagues/1/transactions')) {
      const q = new URL(url, 'http://x').searchParams;
      const offset = Number(q.get('offset'));
      const types = q.get('types');
      const all = Array.from({ length: total }, (_, i) => tx(i + 1, types ? Number(types) : 14));
      return json(all.slice(offset, offset + Number(q.get('limit'))));
    }
    if (url === '/api/players') return json({ players: [leaguePlayer(PID, 'Patrick Mahomes', 2017)], total: 1 });
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

describe('TransactionsPage', () => {
  it('lists newest first with names and teams, pages until a short page', async () => {
    render(<TransactionsPage ctx={{ apiBase: '/api', token: null }} leagueId={1} notify={jest.fn()} />);
    const list = await screen.findByRole('region', { name: 'Transactions list' });
    await waitFor(() => expect(within(list).getAllByText('Owner One, "The Champs"').length).toBe(TRANSACTIONS_PAGE_SIZE));
    expect(within(list).getAllByText('Patrick Mahomes').length).toBe(TRANSACTIONS_PAGE_SIZE);
    expect(within(list).getAllByText('Roster Add').length).toBe(TRANSACTIONS_PAGE_SIZE);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByText('Roster Add').length).toBe(TRANSACTIONS_PAGE_SIZE + 3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(urls).toContain(`/api/leagues/1/transactions?offset=${TRANSACTIONS_PAGE_SIZE}&limit=${TRANSACTIONS_PAGE_SIZE}`);
  });

  it('a filter change resets the list and sends the filter', async () => {
    render(<TransactionsPage ctx={{ apiBase: '/api', token: null }} leagueId={1} notify={jest.fn()} />);
    await screen.findByRole('region', { name: 'Transactions list' });
    const types = screen.getByRole('listbox', { name: 'Types' }) as HTMLSelectElement;
    Array.from(types.options).find((o) => o.value === '1')!.selected = true;
    fireEvent.change(types);
    await waitFor(() => expect(screen.getAllByText('Release').length).toBeGreaterThan(1));
    expect(urls.some((u) => u.includes('types=1') && u.includes('offset=0'))).toBe(true);
  });
});
