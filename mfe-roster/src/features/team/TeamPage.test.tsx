import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { league, leaguePlayer, rosters, teams } from '../rosters/fixtures.test-data';
import { TeamPage } from './TeamPage';

function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

/** Saturday 2026-10-17 16:00 UTC: in season, outside the waiver days. */
const NOW = Date.UTC(2026, 9, 17, 16) / 1000;
/** 2026-06-01: offseason, when franchise and rookie tags change. */
const OFFSEASON = Date.UTC(2026, 5, 1, 16) / 1000;
const MAHOMES = 'PATR-MAHO-2017-1995-09-17';
const KELCE = 'TRAV-KELC-2013-1989-10-05';
const ctx = { apiBase: '/api', token: 'tok' };
const roster = rosters.find((r) => r.tid === 1)!;
let calls: { method: string; url: string; body: unknown }[];
let writeAnswer: (url: string) => Promise<unknown>;
let leagueAnswer: object;
let rostersAnswer: object[];
/** Team 2's live restricted free agency bids (GET /teams/2/tag/restricted-free-agency). */
let rfaBidsAnswer: object[];

const transaction = { uid: 9, tid: 1, lid: 1, pid: KELCE, type: 1, value: 15, timestamp: NOW, year: 2026 };

beforeEach(() => {
  calls = [];
  writeAnswer = () => json({ transaction, roster });
  leagueAnswer = league;
  rostersAnswer = rosters;
  rfaBidsAnswer = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method !== 'GET') return writeAnswer(url);
    if (url === '/api/leagues/1') return json(leagueAnswer);
    if (url === '/api/leagues/1/teams') return json({ teams });
    if (url === '/api/leagues/1/rosters') return json({ rosters: rostersAnswer });
    if (url.startsWith('/api/teams/1/players')) return json({ players: [leaguePlayer(MAHOMES, 'Patrick Mahomes', 2017), { ...leaguePlayer(KELCE, 'Travis Kelce', 2013), pos: 'TE' }] });
    if (url.startsWith('/api/schedule')) return json({ year: 2026, games: [] });
    if (url.startsWith('/api/leagues/1/transactions')) return json([]);
    if (url === '/api/teams/1/cutlist') return json([]);
    if (url === '/api/teams/2/tag/restricted-free-agency') return json(rfaBidsAnswer);
    if (url.startsWith('/api/leagues/1/waivers')) return json([]);
    if (url === '/api/leagues/1/poaches') return json([]);
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

const renderAsOtherTeam = (notify = jest.fn()) =>
  render(<TeamPage ctx={ctx} leagueId={1} teamId={1} userId={7} ownTeamId={2} notify={notify} now={() => NOW} />);

const renderPage = (userId: number | null, notify = jest.fn(), now = NOW) =>
  render(<TeamPage ctx={ctx} leagueId={1} teamId={1} userId={userId} ownTeamId={userId ? 1 : null} notify={notify} now={() => now} />);

describe('TeamPage', () => {
  it('shows the lineup by slot, bench, practice squad, reserve, cap and space; a visitor gets no actions', async () => {
    renderPage(null);
    const starters = await screen.findByRole('region', { name: 'Starters' });
    expect(within(starters).getByText('Patrick Mahomes')).toBeTruthy();
    expect(within(starters).getByTitle('Franchise tag').textContent).toBe('F');
    expect(within(starters).getAllByText('Empty').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('region', { name: 'Bench' })).getByText('Travis Kelce')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Practice Squad' })).getByText('Cam Ward')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Reserve' })).getByText('Nick Chubb')).toBeTruthy();
    expect(screen.getByText('$120')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Slot for/ })).toBeNull();
    expect(calls.some((c) => c.url.includes('/cutlist'))).toBe(false);
  });

  it('the owner releases a player from his menu after confirming, and sees the notice', async () => {
    const notify = jest.fn();
    renderPage(5, notify);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Travis Kelce' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Travis Kelce' });
    const items = within(menu).getAllByRole('menuitem').map((i) => i.textContent);
    expect(items).toEqual(['Move to Practice Squad', 'Release', 'Add to Watchlist']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Release' }));
    // a release cannot be undone: it asks first, naming the player and what follows (spec §5)
    const dialog = screen.getByRole('dialog', { name: 'Release Travis Kelce?' });
    expect(dialog.textContent).toContain('Travis Kelce goes on waivers for 24 hours');
    expect(dialog.textContent).toMatch(/\$\d+ of cap space returns to your team/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Travis Kelce' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Release' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Player released', severity: 'success' }));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/teams/1/release', body: { pid: KELCE } });
  });

  it('a full tag set asks which tag to remove, then tags', async () => {
    const notify = jest.fn();
    writeAnswer = () => json({ pid: KELCE, tag: 2, remove: MAHOMES });
    renderPage(5, notify, OFFSEASON);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Travis Kelce' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Franchise Tag' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Apply Tag' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: MAHOMES } });
    fireEvent.click(confirm);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Player tagged', severity: 'success' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pid: KELCE, tag: 2, remove: MAHOMES });
  });

  it('lineup changes show at once and roll back when the server refuses', async () => {
    const notify = jest.fn();
    writeAnswer = () => json({ error: { code: 'PLAYER_LOCKED', message: 'Player is locked' } }, 400);
    renderPage(5, notify);
    const select = (await screen.findByRole('combobox', { name: 'Slot for Travis Kelce' })) as HTMLSelectElement;
    expect(Array.from(select.options, (o) => o.textContent)).toEqual(['BENCH', 'TE', 'FLEX', 'SFLEX']);
    fireEvent.change(select, { target: { value: '4' } });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Player is locked', severity: 'error' }));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/teams/1/lineups', body: { players: [{ pid: KELCE, slot: 4 }] } });
    expect((screen.getByRole('combobox', { name: 'Slot for Travis Kelce' }) as HTMLSelectElement).value).toBe('11');
  });

  it('places an RFA tag with a bid, warning above the maximum bid', async () => {
    const notify = jest.fn();
    leagueAnswer = { ...league, tran_start: NOW - 100, tran_end: NOW + 100 };
    writeAnswer = () =>
      json({ uid: 1, pid: KELCE, tid: 1, player_tid: 1, lid: 1, year: 2026, bid: 300, release: [], submitted: NOW, processed: null, cancelled: null, succ: null, reason: null, remove: null });
    renderPage(5, notify);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Travis Kelce' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Restricted Free Agency Tag' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Bid'), { target: { value: '300' } });
    expect(within(dialog).getByRole('alert').textContent).toMatch(/^⚠️ WARNING: Your bid of \$300 exceeds the maximum available bid of \$\d+\. You may not have sufficient salary cap space/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply Tag' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Restricted Free Agency Tag Placed', severity: 'success' }));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/teams/1/tag/restricted-free-agency',
      body: { pid: KELCE, bid: 300, release: [], playerTid: 1, teamId: 1 },
    });
  });

  it('a signed-in user adds a player to the watchlist through PUT /me', async () => {
    writeAnswer = () => json({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500);
    const notify = jest.fn();
    renderPage(5, notify);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Travis Kelce' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Add to Watchlist' }));
    expect(await screen.findByTitle('Watchlist')).toBeTruthy();
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Request failed', severity: 'error' }));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', url: '/api/me', body: { type: 'watchlist', value: KELCE } });
    // the failed save rolls the star back
    await waitFor(() => expect(screen.queryByTitle('Watchlist')).toBeNull());
  });

  it('another team\'s practice squad player offers a poaching claim; bench players offer nothing to claim', async () => {
    const notify = jest.fn();
    writeAnswer = () => json({ uid: 3, tid: 2, player_tid: 1, lid: 1, userid: 7, pid: 'CAMX-WARD-2025-2002-05-25', release: [], submitted: NOW, processed: null, succ: null, reason: null });
    renderAsOtherTeam(notify);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Cam Ward' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Cam Ward' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Submit Poaching Claim', 'Add to Watchlist']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Submit Poaching Claim' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit Poach' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Poach Submitted', severity: 'success' }));
    expect(calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', url: '/api/leagues/1/poaches', body: { pid: 'CAMX-WARD-2025-2002-05-25', release: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Travis Kelce' }));
    expect(within(screen.getByRole('menu', { name: 'Actions for Travis Kelce' })).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Add to Watchlist']);
  });

  it('another team\'s announced RFA player with the user\'s live bid offers Update and Remove; Update prefills the bid, Remove cancels it', async () => {
    const notify = jest.fn();
    leagueAnswer = { ...league, tran_start: NOW - 100, tran_end: NOW + 100 };
    const tagged = { tag: 4, restricted_free_agency_tag_announced: NOW - 60 };
    rostersAnswer = rosters.map((r) => (r.tid === 1 ? { ...r, players: r.players.map((p) => (p.pid === KELCE ? { ...p, ...tagged } : p)) } : r));
    const bid = { uid: 4, pid: KELCE, tid: 2, player_tid: 1, lid: 1, userid: 7, year: 2026, bid: 25, release: ['JAMA-CHAS-2021-2000-03-01'], submitted: NOW - 30, processed: null, cancelled: null, succ: null, reason: null };
    rfaBidsAnswer = [bid];
    writeAnswer = () => json({ ...bid, bid: 31, remove: null });
    renderAsOtherTeam(notify);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Travis Kelce' }));
    const menu = screen.getByRole('menu', { name: 'Actions for Travis Kelce' });
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Update Restricted Free Agency Bid', 'Remove Restricted Free Agency Bid', 'Add to Watchlist']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Update Restricted Free Agency Bid' }));
    const dialog = screen.getByRole('dialog');
    const input = within(dialog).getByLabelText('Bid') as HTMLInputElement;
    expect(input.value).toBe('25');
    fireEvent.change(input, { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Bid' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Restricted Free Agency Tag Placed', severity: 'success' }));
    expect(calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT', url: '/api/teams/2/tag/restricted-free-agency', body: { pid: KELCE, bid: 31, release: ['JAMA-CHAS-2021-2000-03-01'], playerTid: 1, teamId: 2 },
    });

    const bidReads = () => calls.filter((c) => c.url === '/api/teams/2/tag/restricted-free-agency' && c.method === 'GET').length;
    await waitFor(() => expect(bidReads()).toBe(2));
    // the server no longer holds the bid once it is cancelled
    writeAnswer = () => json({ ...bid, cancelled: NOW });
    rfaBidsAnswer = [];
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Travis Kelce' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Remove Restricted Free Agency Bid' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Restricted Free Agency Bid Cancelled', severity: 'success' }));
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', url: '/api/teams/2/tag/restricted-free-agency', body: { pid: KELCE, teamId: 2 } });

    // after the reload the menu offers to place a bid again
    await waitFor(() => expect(bidReads()).toBe(3));
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Travis Kelce' }));
    await waitFor(() =>
      expect(within(screen.getByRole('menu', { name: 'Actions for Travis Kelce' })).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Place Restricted Free Agency Bid', 'Add to Watchlist']),
    );
  });

  it('activating without bench space offers a release or a move to reserve (§5)', async () => {
    const notify = jest.fn();
    leagueAnswer = { ...league, bench: 1, sqb: 1, srb: 0, swr: 0, ste: 0, srbwr: 0, srbwrte: 0, sqbrbwrte: 0, swrte: 0, sdst: 0, sk: 0 };
    writeAnswer = () => json({ transactions: [transaction], roster });
    const base = globalThis.fetch;
    globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('/api/teams/1/players')
        ? json({ players: [{ ...leaguePlayer(KELCE, 'Travis Kelce', 2013), pos: 'TE', injury_status: 'OUT' }] })
        : base(input, init),
    ) as unknown as typeof fetch;
    renderPage(5, notify);
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for Cam Ward' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Activate' }));
    const dialog = screen.getByRole('dialog');
    const options = Array.from((within(dialog).getByRole('combobox') as HTMLSelectElement).options, (o) => o.textContent);
    expect(options).toContain('Release Travis Kelce (TE)');
    expect(options).toContain('Move Travis Kelce (TE) to Reserve/IR');
    fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: `reserve:13:${KELCE}` } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Player designated', severity: 'success' }));
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST', url: '/api/teams/1/activate', body: { activate_pid: 'CAMX-WARD-2025-2002-05-25', reserve_pid: KELCE, slot: 13 },
    });
  });
});
