import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { computeValues, getSeason } from '@league/shared-rules';
import { DEFAULT_LEAGUE, PROJECTION_STAT_KEYS, type PoolPointsResponse } from '@league/shared-rules/contracts';
import { clearPlayStatsCache } from '../data/play-stats-api';
import { clearPoolCache, saveWeight } from '../data/projections-api';
import { clearResearchCache } from '../data/research-api';
import { postedJobs } from '../research/fake-values-worker.test-helper';
import { stopValuesWorker } from '../research/values-client';
import { PlayersPage } from './PlayersPage';
import { json, players, rowNames, teams, user } from './players-page.test-helper';

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
/** The server's points at the default weights (null: the endpoint answers 404), and a hold on GET /projections (the worker's rows). */
let serverPoints: PoolPointsResponse | null;
let rowsHeld: Promise<void>;
/** A hold on GET /leagues/1/projections/points?weights=mine (the caller's points, valued on the server). */
let mineHeld: Promise<void>;
const onRoster = (pid: string, pos: string, tid: number) => ({ pid, pos, slot: 11, tag: 1, tid, lid: 1, year: 2026, type: null, timestamp: null, name: 'A B', team: 'KC' });
const roster = (tid: number, players: unknown[]) => ({ tid, lid: 1, year: 2026, week: 12, last_updated: null, players, availableSpace: 10 });
function stub() {
  weights = { 1: 1, 2: 1 };
  serverPoints = null;
  rowsHeld = Promise.resolve();
  mineHeld = Promise.resolve();
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
    if (path === '/projections') return rowsHeld.then(() => json(rows));
    if (path === '/leagues/1/projections/points' && u.searchParams.get('weights') === 'mine') return mineHeld.then(() => json(pointsWith(weights)));
    if (path === '/leagues/1/projections/points' && serverPoints) return json(serverPoints);
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

/**
 * What GET /leagues/1/projections/points answers: shared-rules' computeValues (as the api computes it), at
 * the default weights, or with `weights=mine` at the caller's.
 */
function pointsWith(weightsOf: Record<number, number> = {}): PoolPointsResponse {
  const season = getSeason(Math.floor(now().getTime() / 1000));
  const pool = [...new Set(rows.map((r) => r.pid))].map((pid) => ({ pid, pos: players.find((p) => p.pid === pid)!.pos }));
  const league = { ...DEFAULT_LEAGUE, uid: 1, years: [2026] } as Parameters<typeof computeValues>[0]['league'];
  const keyed = Object.fromEntries(Object.entries(weightsOf).map(([uid, w]) => [String(uid), w]));
  const result = computeValues({ rows: rows as never, players: pool, weights: keyed, userId: null, league, currentWeek: season.week, finalWeek: season.finalWeek });
  const keys = result.lines.keys.length;
  return {
    year: 2026, fromWeek: season.week, finalWeek: season.finalWeek,
    pids: pool.map((p) => p.pid),
    ros: pool.map((p) => result.players[p.pid].ros),
    weekly: pool.map((p) => result.players[p.pid].weekly),
    lineKeys: result.lines.keys as (typeof PROJECTION_STAT_KEYS)[number][],
    lines: pool.map((_p, i) => Array.from(result.lines.stats.subarray(i * result.lines.weeks * keys, i * result.lines.weeks * keys + keys))),
  };
}
const defaultPoints = () => pointsWith();

const valueJobs = () => postedJobs.filter((j) => j.kind === 'values').length;
const asked = () => (globalThis.fetch as jest.Mock).mock.calls.map((c) => new URL(String(c[0]), 'http://x'));
const askedMine = () => asked().filter((u) => u.pathname === '/api/leagues/1/projections/points' && u.searchParams.get('weights') === 'mine').length;
const askedRows = () => asked().some((u) => u.pathname === '/api/projections');

describe('players table values (spec §4 Projections and values)', () => {
  it("shows a signed-in caller's points valued on the server with their weights, and asks again when a source weight changes", async () => {
    const notices: string[] = [];
    const ctx = { apiBase: '/api', token: 'tok', userId: 7, notify: (n: { message: string }) => notices.push(n.message) };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await waitFor(() => expect(projectedOf('Patrick Mahomes')).not.toBe(''));
    const before = Number(projectedOf('Patrick Mahomes'));
    expect(before).toBeGreaterThan(0);
    // leave the analyst out: Mahomes' projection falls to our model's 250 yards a week
    await act(() => saveWeight(ctx, 2, 0));
    await waitFor(() => expect(Number(projectedOf('Patrick Mahomes'))).toBeLessThan(before));
    expect(Number(projectedOf('Patrick Mahomes'))).toBeGreaterThan(0);
    expect(askedMine()).toBe(2);
    // the page downloaded no projection rows and ran no worker for it
    expect(askedRows()).toBe(false);
    expect(valueJobs()).toBe(0);
    expect(notices).toEqual([]);
  });

  it("reads the league's rosters again when the page becomes visible, without asking for points a roster change does not move", async () => {
    const ctx = { apiBase: '/api', token: 'tok', userId: 7 };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await waitFor(() => expect(projectedOf('Patrick Mahomes')).not.toBe(''));
    expect(askedMine()).toBe(1);
    const rosterReads = () => asked().filter((u) => u.pathname === '/api/leagues/1/rosters').length;
    const before = rosterReads();
    // another owner signs Bijan Robinson
    rosters = [roster(2, [onRoster(mahomes.pid, 'QB', 2)]), roster(3, [onRoster(robinson.pid, 'RB', 3)])];
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(rosterReads()).toBe(before + 1);
    // projected points do not depend on who rosters a player: the caller's answer stands
    expect(askedMine()).toBe(1);
    expect(valueJobs()).toBe(0);
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

  it("shows the server's points, sorted on them, from the table's first paint; the caller's answer at the default weights changes nothing", async () => {
    serverPoints = defaultPoints();
    let release = () => undefined as void;
    mineHeld = new Promise<void>((resolve) => (release = resolve));
    const ctx = { apiBase: '/api', token: 'tok', userId: 7 };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    // the caller's answer is held: whatever the table shows is the defaults'
    await screen.findByRole('rowheader', { name: /Patrick Mahomes/ });
    const ros = (pid: string) => serverPoints!.ros[serverPoints!.pids.indexOf(pid)].toFixed(1);
    expect(projectedOf('Patrick Mahomes')).toBe(ros(mahomes.pid));
    expect(projectedOf('Bijan Robinson')).toBe(ros(robinson.pid));
    expect(projectedOf('Travis Kelce')).toBe('–');
    const order = rowNames();
    const header = screen.getByRole('columnheader', { name: /^Proj/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(order[0]).toMatch(Number(ros(mahomes.pid)) > Number(ros(robinson.pid)) ? /Mahomes/ : /Robinson/);
    // the caller's answer for the same default weights: the same numbers, the same order
    release();
    await waitFor(() => expect(askedMine()).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(projectedOf('Patrick Mahomes')).toBe(ros(mahomes.pid));
    expect(rowNames()).toEqual(order);
    expect(valueJobs()).toBe(0);
  });

  it("a custom source weight: the server's answer for the caller replaces the defaults", async () => {
    serverPoints = defaultPoints();
    weights = { 1: 1, 2: 0 };
    const ctx = { apiBase: '/api', token: 'tok', userId: 7 };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    const server = serverPoints.ros[0].toFixed(1);
    // the analyst left out: our model's 250 yards a week, less than the default weights' 300
    await waitFor(() => expect(Number(projectedOf('Patrick Mahomes'))).toBeLessThan(Number(server)));
    expect(valueJobs()).toBe(0);
    expect(askedRows()).toBe(false);
  });

  it("a visitor at the default weights downloads no projection rows; a weight of his own brings in the worker", async () => {
    serverPoints = defaultPoints();
    localStorage.clear();
    const ctx = { apiBase: '/api', token: null };
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await screen.findByRole('rowheader', { name: /Patrick Mahomes/ });
    const server = serverPoints.ros[0].toFixed(1);
    expect(projectedOf('Patrick Mahomes')).toBe(server);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(askedRows()).toBe(false);
    expect(valueJobs()).toBe(0);
    await act(() => saveWeight(ctx, 2, 0));
    await waitFor(() => expect(Number(projectedOf('Patrick Mahomes'))).toBeLessThan(Number(server)));
    expect(askedRows()).toBe(true);
    localStorage.clear();
  });

  it('shows no projection column when the pool has no projection rows (nothing is made up)', async () => {
    const ctx = { apiBase: '/api', token: 'tok', userId: 7 };
    rows.length = 0;
    render(<PlayersPage ctx={ctx} leagueId={1} now={now} charts={false} />);
    await screen.findByRole('rowheader', { name: /Patrick Mahomes/ });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent ?? '').filter((h) => h.startsWith('Proj'))).toEqual([]);
  });
});
