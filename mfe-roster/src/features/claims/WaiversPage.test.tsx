import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { league, leaguePlayer, rosters, teams } from '../rosters/fixtures.test-data';
import { WaiversPage } from './WaiversPage';

function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

/** Saturday 2026-10-17 16:00 UTC: in season, outside the waiver days. */
const NOW = Date.UTC(2026, 9, 17, 16) / 1000;
const ctx = { apiBase: '/api', token: 'tok' };
const CLAIMED = 'JOSH-DOWN-2021-1996-08-19';
const FREE = 'ROME-ODUN-2023-2001-02-06';
const RELEASED = 'DEVA-ACHA-2022-1998-08-15';
const waiver = {
  uid: 5, tid: 1, lid: 1, userid: 5, pid: CLAIMED, type: 1, bid: 3, po: 0, release: [], submitted: NOW - 100,
  processed: null, cancelled: null, succ: null, reason: null,
};
const release = { uid: 40, tid: 2, lid: 1, pid: RELEASED, type: 1, value: 2, timestamp: NOW - 3600, year: 2026 };
/** Last Wednesday's run: team 2 won Josh Downs for $9 over team 1's $3. */
const RUN = Date.UTC(2026, 9, 14, 19) / 1000;
const report = {
  processed: [RUN],
  players: [{
    pid: CLAIMED,
    successful: { ...waiver, uid: 3, tid: 2, bid: 9, processed: RUN, succ: true },
    failed: [{ ...waiver, uid: 2, bid: 3, processed: RUN, succ: false, reason: 'player already claimed' }],
  }],
};
let calls: { method: string; url: string; body: unknown }[];
/** The live auction's summary; null answers 404 (the page then offers no Select For Nomination). */
let auction: unknown = null;

beforeEach(() => {
  calls = [];
  auction = null;
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/players') {
      const players = body.pids?.length
        ? [{ ...leaguePlayer(CLAIMED, 'Josh Downs', 2021), pos: 'WR', tid: null, slot: null, value: null, tag: null }]
        : [FREE, RELEASED].map((pid, i) => ({ ...leaguePlayer(pid, i ? 'Devaughn Vele' : 'Rome Odunze', 2023), pos: 'WR', tid: null, slot: null, value: null, tag: null }));
      return json({ players, total: players.length });
    }
    if (method === 'POST' && url === '/api/leagues/1/waivers/5/cancel') return json({ ...waiver, cancelled: NOW });
    if (method === 'POST' && url === '/api/leagues/1/waivers') return json({ ...waiver, uid: 6, pid: body.pid, bid: body.bid });
    if (url === '/api/leagues/1/auction' && auction) return json(auction);
    if (url === '/api/leagues/1') return json(league);
    if (url === '/api/leagues/1/teams') return json({ teams });
    if (url === '/api/leagues/1/rosters') return json({ rosters });
    if (url.startsWith('/api/leagues/1/waivers/report')) return json(url.includes('type=3') ? { processed: [], players: [] } : report);
    if (url === '/api/leagues/1/waivers?') return json([waiver]);
    if (url.startsWith('/api/leagues/1/waivers')) return json([waiver]);
    if (url === '/api/leagues/1/poaches') return json([]);
    if (url === '/api/leagues/1/transactions/release') return json([release]);
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

const renderPage = (ownTeamId: number | null, notify = jest.fn()) =>
  render(<WaiversPage ctx={ctx} leagueId={1} ownTeamId={ownTeamId} notify={notify} now={() => NOW} />);

const menuItems = (name: string) => {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return within(screen.getByRole('menu', { name: `Actions for ${name}` })).getAllByRole('menuitem');
};

describe('WaiversPage', () => {
  it('offers Select For Nomination on a free agent while the user\'s team is on the clock, opening the auction with him', async () => {
    auction = { version: 7, startsAt: NOW * 1000 - 60_000, startedAt: NOW * 1000 - 60_000, paused: false, complete: false, nominatingTid: 1, lotPid: null };
    const navigate = jest.fn();
    render(<WaiversPage ctx={ctx} leagueId={1} ownTeamId={1} userId={5} notify={jest.fn()} navigate={navigate} now={() => NOW} />);
    fireEvent.change(await screen.findByLabelText('Search free agents'), { target: { value: 'o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Rome Odunze');
    expect(menuItems('Rome Odunze')[0].textContent).toBe('Select For Nomination');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Select For Nomination' }));
    expect(navigate).toHaveBeenCalledWith(`/leagues/1/auction?nominate=${FREE}`);
  });

  it('does not offer Select For Nomination while another team is on the clock', async () => {
    auction = { version: 7, startsAt: NOW * 1000 - 60_000, startedAt: NOW * 1000 - 60_000, paused: false, complete: false, nominatingTid: 2, lotPid: null };
    render(<WaiversPage ctx={ctx} leagueId={1} ownTeamId={1} userId={5} notify={jest.fn()} navigate={jest.fn()} now={() => NOW} />);
    fireEvent.change(await screen.findByLabelText('Search free agents'), { target: { value: 'o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Rome Odunze');
    expect(menuItems('Rome Odunze').map((i) => i.textContent)).not.toContain('Select For Nomination');
  });

  it('a pending claim offers Update Claim and Cancel Claim; cancelling shows the §8 notice', async () => {
    const notify = jest.fn();
    renderPage(1, notify);
    const claims = await screen.findByRole('region', { name: 'Your Claims' });
    expect(within(claims).getByText('Josh Downs')).toBeTruthy();
    expect(menuItems('Josh Downs').map((i) => i.textContent)).toEqual(['Update Claim', 'Cancel Claim']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Cancel Claim' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Waiver Cancelled', severity: 'success' }));
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/leagues/1/waivers/5/cancel')).toBe(true);
  });

  it('a free agent is signed outside the waiver period; a released one is claimed with a bid', async () => {
    const notify = jest.fn();
    renderPage(1, notify);
    fireEvent.change(await screen.findByLabelText('Search free agents'), { target: { value: 'o' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('Rome Odunze');
    expect(menuItems('Rome Odunze').map((i) => i.textContent)).toEqual(['Sign to Practice Squad', 'Sign to Active Roster']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuItems('Devaughn Vele').map((i) => i.textContent)).toEqual(['Submit Practice Squad Waiver Claim', 'Submit Active Roster Waiver Claim']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Submit Active Roster Waiver Claim' }));
    const dialog = screen.getByRole('dialog');
    const bid = within(dialog).getByLabelText('Bid (max $200)');
    fireEvent.change(bid, { target: { value: '201' } });
    expect((within(dialog).getByRole('button', { name: 'Submit Claim' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(bid, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit Claim' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Waiver Submitted', severity: 'success' }));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/leagues/1/waivers')?.body).toEqual({ pid: RELEASED, type: 1, bid: 7, release: [] });
  });

  it('a visitor sees the claims lists but no claim actions', async () => {
    renderPage(null);
    await screen.findByRole('region', { name: 'Poaching Claims' });
    expect(screen.queryByRole('region', { name: 'Your Claims' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
  });

  it('shows the waiver report of the latest run: who won each player and the claims that failed, and another type\'s', async () => {
    renderPage(null);
    const section = await screen.findByRole('region', { name: 'Waiver Report' });
    const row = await within(section).findByTestId('waiver-report-player');
    expect(row.textContent).toContain('Josh Downs');
    expect(row.textContent).toContain('$9');
    expect(row.textContent).toMatch(/Failed: .+ \$3 \(player already claimed\)/);
    expect(within(section).getByRole('combobox', { name: 'Run' }).textContent).toContain('Wed, Oct 14, 2026');
    fireEvent.change(within(section).getByRole('combobox', { name: 'Type' }), { target: { value: '3' } });
    expect(await within(section).findByText('No processed claims')).toBeTruthy();
  });
});
