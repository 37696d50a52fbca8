import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { league, rosters, teams } from '../rosters/fixtures.test-data';
import { TradePage } from './TradePage';

function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

const NOW = Date.UTC(2026, 10, 25, 17) / 1000;
const ctx = { apiBase: '/api', token: 'tok' };
const CHASE = 'JAMA-CHAS-2021-2000-03-01';
const KELCE = 'TRAV-KELC-2013-1989-10-05';
const MAHOMES = 'PATR-MAHO-2017-1995-09-17';
const pick = { uid: 9, tid: 2, otid: 2, lid: 1, year: 2027, round: 1, pick: null, pid: null };
const offer = {
  uid: 4, propose_tid: 2, accept_tid: 1, lid: 1, year: 2026, offered: NOW - 600, accepted: null, cancelled: null, rejected: null, vetoed: null,
  proposingTeamPlayers: [CHASE], acceptingTeamPlayers: [KELCE], proposingTeamPicks: [pick], acceptingTeamPicks: [],
  proposingTeamReleasePlayers: [], acceptingTeamReleasePlayers: [],
};
const totals = { seasonPtsAdded: 100, restPtsAdded: 40, salaryAdjusted: 12.5, pickValue: 0, capSpace: 20, rosterSize: 10 };
const player = (pid: string, pos: string, salary: number) => ({ pid, pos, salary, seasonPtsAdded: 30, restPtsAdded: 12.4, salaryAdjusted: 3 });
const side = (tid: number) => ({
  tid, gives: { players: [], picks: [] }, receives: { players: [], picks: [] }, releases: [], picks: tid === 2 ? [{ ...pick, value: 17.5 }] : [],
  before: totals, after: { ...totals, restPtsAdded: 52.4 },
});
const analysis = (body: { proposingTeamPlayers: string[]; propose_tid: number; accept_tid: number }) => ({
  proposing: { ...side(body.propose_tid), gives: { players: body.proposingTeamPlayers.map((p) => player(p, 'WR', 50)), picks: [] } },
  accepting: side(body.accept_tid),
  legal: true, problem: null, remainingWeeks: 6, rate: 1.2,
});
let calls: { method: string; url: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/leagues/1') return json({ ...league, commishid: 99 });
    if (url === '/api/leagues/1/teams') return json({ teams });
    if (url === '/api/leagues/1/rosters') return json({ rosters });
    if (url.startsWith('/api/leagues/1/trades?') || url === '/api/leagues/1/trades' && method === 'GET') return json([offer]);
    if (url === '/api/leagues/1/trades/analyze') return json(analysis(body));
    if (url === '/api/leagues/1/trades/4/accept') return json({ ...offer, accepted: NOW, acceptingTeamReleasePlayers: body.releasePlayers });
    if (url === '/api/leagues/1/trades' && method === 'POST') {
      return json({ error: { code: 'OVER_ROSTER_SPACE', message: 'The accepting team has no roster space for the incoming players; release players to make room' } }, 400);
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

const renderPage = (userId = 5) => {
  const notify = jest.fn();
  render(<TradePage ctx={ctx} leagueId={1} ownTeamId={1} userId={userId} notify={notify} chart={false} now={() => NOW} />);
  return notify;
};

describe('trade page', () => {
  it('lists the trades; the accepting owner reviews one with the analyzer and accepts with a release', async () => {
    const notify = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /#4 Owner Two → Owner One/ }));
    expect(screen.getByTestId('trade-status').textContent).toContain('Status: open');
    expect(screen.getByText("Ja'Marr Chase (WR)")).toBeTruthy();
    expect(screen.getByText('2027 round 1 pick')).toBeTruthy();
    // the analyzer for both sides, from the server
    expect(await screen.findByText('Both rosters are legal after this trade.')).toBeTruthy();
    const analyzed = calls.filter((c) => c.url === '/api/leagues/1/trades/analyze');
    expect(analyzed.at(-1)!.body).toMatchObject({ propose_tid: 2, accept_tid: 1, proposingTeamPlayers: [CHASE], proposingTeamPicks: [9] });
    expect(within(screen.getByTestId('analysis-2')).getByText('+12.4')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Release Patrick Mahomes/));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/analyze')).at(-1)!.body).toMatchObject({ acceptingTeamReleasePlayers: [MAHOMES] }));
    expect(screen.queryByRole('button', { name: 'Cancel trade' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Veto trade' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Accept trade' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Trade accepted', severity: 'success' }));
    expect(calls.find((c) => c.url.endsWith('/4/accept'))!.body).toEqual({ tradeId: 4, releasePlayers: [MAHOMES] });
  });

  it('counters: the builder opens turned around, and a refusal shows the server message', async () => {
    const notify = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /#4/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Counter' }));
    expect(screen.getByRole('heading', { name: 'Counter-offer' })).toBeTruthy();
    expect((screen.getByLabelText('Trade with') as HTMLSelectElement).value).toBe('2');
    expect((screen.getByRole('checkbox', { name: /Travis Kelce/ }) as HTMLInputElement).checked).toBe(true);
    // the other team's picks come from the analysis, with their §9 value
    expect(await screen.findByText(/value 17\.5/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(expect.objectContaining({ severity: 'error', message: expect.stringContaining('release players to make room') })));
    expect(calls.find((c) => c.method === 'POST' && c.url === '/api/leagues/1/trades')!.body).toMatchObject({
      propose_tid: 1, accept_tid: 2, proposingTeamPlayers: [KELCE], acceptingTeamPlayers: [CHASE], acceptingTeamPicks: [9], counterOf: 4, leagueId: 1,
    });
  });

  it('the commissioner gets the veto for an accepted trade within 48 hours', async () => {
    (globalThis.fetch as jest.Mock).mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ method: init?.method ?? 'GET', url, body: undefined });
      if (url === '/api/leagues/1') return json({ ...league, commishid: 5 });
      if (url === '/api/leagues/1/teams') return json({ teams });
      if (url === '/api/leagues/1/rosters') return json({ rosters });
      if (url.startsWith('/api/leagues/1/trades')) return json([{ ...offer, accepted: NOW - 3600 }]);
      return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    });
    renderPage(5);
    fireEvent.click(await screen.findByRole('button', { name: /#4/ }));
    expect(screen.getByRole('button', { name: 'Veto trade' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept trade' })).toBeNull();
  });
});
