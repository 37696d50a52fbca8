import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import { clearPlayStatsCache } from '../data/play-stats-api';
import { clearPoolCache, saveWeight } from '../data/projections-api';
import { clearResearchCache } from '../data/research-api';
import { postedJobs } from '../research/fake-values-worker.test-helper';
import { stopValuesWorker } from '../research/values-client';
import { PlayersPage } from './PlayersPage';
import { json, players, teams, user } from './players-page.test-helper';

// jsdom has no Worker: the fake answers like values.worker.ts does, with the real computation.
jest.mock('../research/values-worker-factory', () => jest.requireActual('../research/fake-values-worker.test-helper').fakeValuesWorkerFactory);

/** Wednesday of week 12 of the 2026 season: in season, so the default view is Rest of Season Projections. */
const now = () => new Date('2026-11-25T17:00:00Z');
const [mahomes, robinson] = players;
const row = (pid: string, sourceid: number, week: number, extra: Record<string, number>) => ({
  pid, week, year: 2026, seas_type: 'REG', sourceid, userid: null, timestamp: 1, ...extra,
});
// weeks 12–18 of two sources; the analyst projects Mahomes 100 passing yards a week more than our model
const rows = [12, 13, 14, 15, 16, 17, 18].flatMap((week) => [
  row(mahomes.pid, 1, week, { pa: 35, py: 250, tdp: 2 }),
  row(mahomes.pid, 2, week, { pa: 35, py: 350, tdp: 2 }),
  row(robinson.pid, 1, week, { ra: 18, ry: 90, tdr: 1 }),
]);

let weights: Record<number, number>;
let rosters: unknown[];
const onRoster = (pid: string, pos: string, tid: number) => ({ pid, pos, slot: 11, tag: 1, tid, lid: 1, year: 2026, type: null, timestamp: null, name: 'A B', team: 'KC' });
const roster = (tid: number, players: unknown[]) => ({ tid, lid: 1, year: 2026, week: 12, last_updated: null, players, availableSpace: 10 });
function stub() {
  weights = { 1: 1, 2: 1 };
  rosters = [roster(2, [onRoster(mahomes.pid, 'QB', 2)])];
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const u = new URL(String(url), 'http://x');
    const path = u.pathname.replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (path === '/leagues/1/teams') return json({ teams });
    if (path === '/me') return json(user([]));
    if (path === '/players' && body?.pids) return json({ players: players.filter((p) => body.pids.includes(p.pid)), total: 2 });
    if (path === '/players') return json({ players, total: players.length });
    if (path === '/projections') return json(rows);
    if (path === '/sources') return json([{ uid: 1, name: 'League Model', url: '', weight: weights[1] }, { uid: 2, name: 'Analyst', url: '', weight: weights[2] }]);
    if (method === 'PUT' && path.startsWith('/sources/')) {
      weights[Number(path.split('/')[2])] = body.weight;
      return json({ uid: Number(path.split('/')[2]), name: 'x', url: '', weight: body.weight });
    }
    if (path === '/leagues/1') return json({ ...DEFAULT_LEAGUE, uid: 1, years: [2026] });
    if (path === '/leagues/1/rosters') return json({ rosters });
    if (path === '/schedule') return json({ year: 2026, games: [] });
    if (path === '/seasonlogs/teams') return json({ year: 2025, teams: {} });
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  postedJobs.length = 0;
  stopValuesWorker();
  clearPoolCache();
  clearPlayStatsCache();
  clearResearchCache();
  stub();
});

/** The player's cell in the projected-points column ('' while there is no such column). */
function projectedOf(name: string, heading = 'Proj'): string {
  const table = screen.getByRole('table', { name: 'Players' });
  const header = within(table).getAllByRole('columnheader').map((h) => h.textContent ?? '');
  const column = header.findIndex((h) => h.startsWith(heading));
  if (column < 0) return '';
  const line = within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;
  return line.children[column]?.textContent ?? '';
}

describe('players table values (spec §4 Projections and values)', () => {
  it("shows the pool's rest-of-season points from the values worker, and recomputes them when a source weight changes", async () => {
    const notices: string[] = [];
    const ctx = { apiBase: '/api', token: 'tok', userId: 7, notify: (n: { message: string }) => notices.push(n.message) };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await waitFor(() => expect(projectedOf('Patrick Mahomes')).not.toBe(''));
    // the page's own first valuing is part of its load: no notice
    expect(notices).not.toContain('Calculating values');
    const before = Number(projectedOf('Patrick Mahomes'));
    expect(before).toBeGreaterThan(0);
    // leave the analyst out: Mahomes' projection falls to our model's 250 yards a week
    await act(() => saveWeight(ctx, 2, 0));
    await waitFor(() => expect(notices).toContain('Calculating values'));
    await waitFor(() => expect(Number(projectedOf('Patrick Mahomes'))).toBeLessThan(before));
    expect(Number(projectedOf('Patrick Mahomes'))).toBeGreaterThan(0);
  });

  it("recomputes when the league's rosters change: the page reads them again when it becomes visible", async () => {
    const notices: string[] = [];
    const ctx = { apiBase: '/api', token: 'tok', userId: 7, notify: (n: { message: string }) => notices.push(n.message) };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await waitFor(() => expect(projectedOf('Patrick Mahomes')).not.toBe(''));
    const rostered = () => postedJobs.flatMap((j) => (j.kind === 'values' ? [j.request.rostered] : []));
    expect(rostered()).toEqual([[mahomes.pid]]);
    // nothing changed: a fresh read revalues nothing
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(rostered()).toHaveLength(1);
    expect(notices).not.toContain('Calculating values');
    // another owner signs Bijan Robinson
    rosters = [roster(2, [onRoster(mahomes.pid, 'QB', 2)]), roster(3, [onRoster(robinson.pid, 'RB', 3)])];
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(rostered()).toHaveLength(2));
    expect(rostered()[1]).toEqual([mahomes.pid, robinson.pid]);
    expect(notices).toContain('Calculating values');
  });

  it("Week Projections: the week's projected passing, rushing and receiving lines, the sources combined with the weights", async () => {
    const ctx = { apiBase: '/api', token: 'tok', userId: 7 };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await waitFor(() => expect(projectedOf('Patrick Mahomes')).not.toBe(''));
    fireEvent.change(screen.getByRole('combobox', { name: 'View' }), { target: { value: 'week' } });
    await waitFor(() => expect(projectedOf('Patrick Mahomes', 'Pass Yds')).toBe('300'));
    expect(projectedOf('Patrick Mahomes', 'Pass Att')).toBe('35.0');
    expect(projectedOf('Patrick Mahomes', 'Pass TD')).toBe('2.0');
    expect(projectedOf('Bijan Robinson', 'Rush Yds')).toBe('90');
    // no source projects Robinson's passing: the sources' rows leave it at 0, none project Kelce at all
    expect(projectedOf('Bijan Robinson', 'Pass Yds')).toBe('0');
    expect(projectedOf('Travis Kelce', 'Rec Yds')).toBe('–');
    // the analyst left out: our model's 250 yards
    await act(() => saveWeight(ctx, 2, 0));
    await waitFor(() => expect(projectedOf('Patrick Mahomes', 'Pass Yds')).toBe('250'));
  });

  it('shows no projection column when the pool has no projection rows (nothing is made up)', async () => {
    const ctx = { apiBase: '/api', token: 'tok', userId: 7 };
    rows.length = 0;
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await screen.findByRole('rowheader', { name: /Patrick Mahomes/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent ?? '').filter((h) => h.startsWith('Proj'))).toEqual([]);
  });
});
