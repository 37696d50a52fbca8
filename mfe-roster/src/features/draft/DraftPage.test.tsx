import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Draft } from '@league/shared-rules/contracts';
import { teams } from '../rosters/fixtures.test-data';
import { DraftPage } from './DraftPage';
import { FakeRealtimeSocket as FakeSocket } from '@league/shared-rules/client';

function json(body: unknown, status = 200) {
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

// 2025-10-18 hourly 11-16 New York: pick 1 opened 11:00 EDT (15:00 UTC), pick 2 at 12:00 EDT
const H = 3600;
const OPEN1 = Date.UTC(2025, 9, 18, 15) / 1000;
const rookie = (n: number, name: string) => ({ pid: `ROOK-IEAA-2025-2003-01-0${n}`, name, pos: 'RB', team: 'BUF', college: 'State', nfl_draft_year: 2025, round: 1, dpos: n * 5 });
const pick = (n: number, tid: number, extra: Partial<Draft['picks'][number]> = {}) => ({
  uid: 100 + n, tid, otid: tid, lid: 1, year: 2025, round: 1, pick: n, pick_str: `1.0${n}`, pid: null, selection_timestamp: null,
  window_opens: OPEN1 + (n - 1) * H, window_closes: OPEN1 + n * H, salary: 3 - n, ...extra,
});
let board: Draft;
let posts: unknown[];

beforeEach(() => {
  posts = [];
  FakeSocket.all = [];
  board = {
    draft_start: OPEN1 - 11 * H, draft_type: 'hour', draft_hour_min: 11, draft_hour_max: 16, year: 2025, open: true, complete: false,
    end: OPEN1 + 9 * H, completed_at: null, on_clock: 102, may_pick: [101, 102], drafted: [], rookie_class: 2025,
    picks: [pick(1, 1), pick(2, 2, { otid: 1 })],
    available: [rookie(1, 'Ashton Jeanty'), rookie(2, 'Omarion Hampton')],
    selected: [],
  };
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/leagues/1/teams') return json({ teams });
    if (url.startsWith('/api/leagues/1/draft') && init?.method === 'POST') {
      posts.push(JSON.parse(String(init.body)));
      return json({ error: { code: 'DRAFT_PICK_NOT_ON_CLOCK', message: "This pick's window has not opened yet" } }, 400);
    }
    if (url.startsWith('/api/leagues/1/draft/picks/102')) {
      return json({ ...pick(2, 2, { otid: 1 }), player: null, trades: [{ uid: 9, tid: 2, timestamp: OPEN1 - 86400, year: 2025 }], history: [{ year: 2024, pick: 2, pick_str: '1.02', tid: 1, otid: 1, player: rookie(3, 'Old Pick') }] });
    }
    if (url.startsWith('/api/leagues/1/draft')) return json(board);
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
});

const renderPage = (ownTeamIds: number[], notify = jest.fn()) => {
  render(<DraftPage ctx={{ apiBase: '/api', token: 'tok' }} leagueId={1} wsUrl="ws://x/ws" ownTeamIds={ownTeamIds} notify={notify} socket={FakeSocket as never} reconnectMs={10} />);
  return notify;
};

describe('DraftPage', () => {
  it('shows the clock in New York time, the rounds with original teams, and the rookies by draft capital', async () => {
    renderPage([]);
    const clock = await screen.findByRole('region', { name: 'Draft clock' });
    expect(within(clock).getByText('On the clock: Owner Two — pick 1.02')).toBeTruthy();
    expect(within(clock).getByText(/Window Sat Oct 18, 12:00 PM EDT – Sat Oct 18, 1:00 PM EDT/)).toBeTruthy();
    const round = screen.getByRole('table', { name: 'Round 1' });
    expect(within(round).getByText('via Owner One, "The Champs"')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Available rookies' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([expect.any(String), expect.stringContaining('Ashton Jeanty'), expect.stringContaining('Omarion Hampton')]);
    // a visitor gets no Draft button
    expect(screen.queryByRole('button', { name: 'Draft Ashton Jeanty' })).toBeNull();
  });

  it('lets an owner whose pick may be made draft, and shows the server refusal', async () => {
    const notify = renderPage([2]);
    fireEvent.click(await screen.findByRole('button', { name: 'Draft Omarion Hampton' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: "This pick's window has not opened yet", severity: 'error' }));
    expect(posts).toEqual([{ pid: rookie(2, 'x').pid, pickId: 102, teamId: 2 }]);
  });

  /** A visitor's board, live: its socket open and registered for the 2025 draft. */
  async function liveBoard() {
    renderPage([]);
    await screen.findByRole('region', { name: 'Draft clock' });
    const socket = FakeSocket.all[0];
    act(() => socket.open());
    await waitFor(() => expect(socket.sent).toContainEqual({ type: 'draft_register', year: 2025 }));
    return socket;
  }
  /** The server's board once Owner Two has taken Ashton Jeanty with pick 1.02. */
  const jeantyDrafted = () => {
    board = { ...board, on_clock: null, may_pick: [101], drafted: [rookie(1, 'x').pid], picks: [pick(1, 1), pick(2, 2, { otid: 1, pid: rookie(1, 'x').pid })], available: [rookie(2, 'Omarion Hampton')], selected: [rookie(1, 'Ashton Jeanty')] };
  };

  it('registers for the draft over /ws and shows a pushed pick', async () => {
    const socket = await liveBoard();
    jeantyDrafted();
    act(() => socket.push({ type: 'draft_pick', lid: 1, year: 2025, pick: { ...pick(2, 2, { otid: 1, pid: rookie(1, 'x').pid }) }, complete: false }));
    const round = screen.getByRole('table', { name: 'Round 1' });
    await waitFor(() => expect(within(round).getByText('Ashton Jeanty')).toBeTruthy());
    expect(within(screen.getByRole('table', { name: 'Available rookies' })).queryByText('Ashton Jeanty')).toBeNull();
  });

  it('reads the board again once the server confirms the registration: a pick made before it is not missed', async () => {
    const socket = await liveBoard();
    // a pick made after the first read, before the registration held: no push will come for it
    jeantyDrafted();
    const reads = () => (globalThis.fetch as jest.Mock).mock.calls.filter(([url, init]) => String(url).startsWith('/api/leagues/1/draft?') && (init?.method ?? 'GET') === 'GET').length;
    const before = reads();
    // another year's confirmation is not this board's
    act(() => socket.push({ type: 'draft_registered', lid: 1, year: 2024 }));
    expect(reads()).toBe(before);
    act(() => socket.push({ type: 'draft_registered', lid: 1, year: 2025 }));
    const round = screen.getByRole('table', { name: 'Round 1' });
    await waitFor(() => expect(within(round).getByText('Ashton Jeanty')).toBeTruthy());
    expect(reads()).toBe(before + 1);
  });

  it('opens a pick’s details: its trades and the same slot in earlier drafts', async () => {
    renderPage([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Details of pick 1.02' }));
    const panel = await screen.findByRole('region', { name: 'Pick details' });
    expect(await within(panel).findByText(/to Owner Two/)).toBeTruthy();
    expect(within(panel).getByText(/2024 1.02: Owner One, "The Champs" — Old Pick \(RB\)/)).toBeTruthy();
  });
});
