import { act, cleanup as cleanupAll, fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_LEAGUE } from '@league/shared-rules/contracts';
import { ContributionTab } from './ContributionTab';
import { ProjectionsTab, weightedAverage } from './ProjectionsTab';
import { ValueTab } from './ValueTab';
import { stopValuesWorker } from './values-client';
import { clearPoolCache } from '../data/projections-api';

// jsdom has no Worker: the fake answers like values.worker.ts does, with the real computation.
jest.mock('./values-worker-factory', () => jest.requireActual('./fake-values-worker.test-helper').fakeValuesWorkerFactory);

const blank = {
  fname: 'A', lname: 'B', name: 'A B', pname: 'A.B', pos: 'QB', team: 'BUF', jnum: null, dob: null, nfl_status: null,
  injury_status: null, game_status: null, nfl_draft_year: null, round: null, dpos: null, college: null, height: null,
  weight: null, points_last_season: null, gsis_id: null, mfl_id: null, sleeper_id: null, espn_id: null, yahoo_id: null,
  pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null, fantasypros_id: null,
  tid: null, slot: null, value: null, tag: null, extensions: null,
};
const PID = 'JOSH-ALLE-2018-1996-05-21';
const OTHER = 'LAMA-JACK-2018-1997-01-07';
const row = (pid: string, sourceid: number | null, week: number, py: number, extra: Record<string, number | null> = {}) => ({
  pid, week, year: 2026, seas_type: 'REG', sourceid, userid: sourceid === null ? 7 : null, timestamp: 1, pa: 33, py, tdp: 2, ints: 1, ra: 6, ry: 30, tdr: 0.3, ...extra,
});

let routes: Record<string, unknown>;
let calls: Array<{ method: string; path: string; body: unknown }>;
const notices: string[] = [];
beforeEach(() => {
  stopValuesWorker();
  clearPoolCache();
  localStorage.clear();
  notices.length = 0;
  calls = [];
  const mine = [row(PID, 1, 12, 250), row(PID, 2, 12, 290), row(PID, 1, 13, 240)];
  routes = {
    'GET /sources': [{ uid: 1, name: 'League Model', url: '', weight: 1 }, { uid: 2, name: 'Analyst', url: '', weight: 1 }],
    [`GET /projections/${PID}`]: mine,
    'GET /projections': [...mine, row(OTHER, 1, 12, 200), row(OTHER, 1, 13, 210)],
    'GET /leagues/0': { ...DEFAULT_LEAGUE, years: [2026] },
    'POST /players': { players: [], total: 0 },
  };
  globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
    const u = new URL(String(url), 'http://x');
    const method = init?.method ?? 'GET';
    const path = u.pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    let answer = routes[`${method} ${path}`];
    if (method === 'POST' && path === '/players') {
      answer = { players: (body.pids as string[]).map((pid) => ({ ...blank, pid })), total: body.pids.length };
    }
    if (method !== 'GET' && path.startsWith('/projections/')) answer = method === 'DELETE' ? { pid: PID, week: 12, deleted: 1 } : row(PID, null, 12, 1);
    if (method === 'PUT' && path.startsWith('/sources/')) answer = { uid: 2, name: 'Analyst', url: '', weight: body.weight };
    const status = answer === undefined ? 404 : 200;
    const text = JSON.stringify(answer ?? { error: { code: 'NOT_FOUND', message: 'not found' } });
    return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => text });
  }) as unknown as typeof fetch;
});

const notify = ({ message }: { message: string }) => {
  notices.push(message);
};
function renderTab(token: string | null = null, leagueId = 0) {
  return render(
    <ProjectionsTab ctx={{ apiBase: '/api', token, userId: token ? 7 : null, notify }} leagueId={leagueId} pid={PID} pos="QB" year={2026} week={12} finalWeek={17} />,
  );
}

const cells = (table: HTMLElement, name: string) =>
  within(within(table).getByRole('rowheader', { name }).closest('tr')!).getAllByRole('cell').map((c) => c.textContent || (c.querySelector('input') as HTMLInputElement | null)?.value || '');

describe('Projections tab (spec §2, §4)', () => {
  it('weights the sources: a missing weight is 1, 0 leaves a source out, none left is no average', () => {
    const rows = [row(PID, 1, 12, 250), row(PID, 2, 12, 290), row(PID, null, 12, 999)] as never[];
    expect(weightedAverage(rows, new Map(), ['py'])!.py).toBe(270);
    expect(weightedAverage(rows, new Map([[2, 0.5]]), ['py'])!.py).toBeCloseTo((250 + 0.5 * 290) / 1.5);
    expect(weightedAverage(rows, new Map([[1, 0], [2, 0]]), ['py'])).toBeNull();
  });

  it("shows this week's row per source, your row and the weighted average, and values the pool with the notice", async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Week 12 projections' });
    expect(cells(table, 'League Model')).toContain('250.0');
    expect(cells(table, 'Analyst')).toContain('290.0');
    expect(cells(table, 'Average')).toContain('270.0');
    expect(within(table).queryByRole('button', { name: 'Delete' })).toBeNull();
    // the values worker ran over the pool (both players, weeks 12–17) and the notice was shown
    expect(await screen.findByText(/points this week/)).toBeTruthy();
    expect(notices).toContain('Calculating values');
    expect(calls.some((c) => c.path === '/projections' && c.method === 'GET')).toBe(true);
  });

  it("a visitor's weight and own row stay in this browser; the own row replaces the average in the values", async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Week 12 projections' });
    const before = (await screen.findByText(/points this week/)).textContent;
    const weight = within(table).getByLabelText('Weight of Analyst');
    fireEvent.change(weight, { target: { value: '0' } });
    await act(async () => {
      fireEvent.blur(weight);
    });
    expect(cells(await screen.findByRole('table', { name: 'Week 12 projections' }), 'Average')).toContain('250.0');
    expect(JSON.parse(localStorage.getItem('league.projections.weights')!)).toEqual({ 2: 0 });
    // a weight change revalues the cached pool: the rows are not fetched again
    expect(calls.filter((c) => c.path === '/projections').length).toBe(1);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    const py = within(screen.getByRole('table', { name: 'Week 12 projections' })).getByLabelText('Your Pass Yds');
    fireEvent.change(py, { target: { value: '400' } });
    await act(async () => {
      fireEvent.blur(py);
    });
    const again = await screen.findByRole('table', { name: 'Week 12 projections' });
    expect(await within(again).findByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await screen.findByText((text) => text.includes('points this week') && text !== before);

    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    });
    expect(JSON.parse(localStorage.getItem('league.projections.own')!)).toEqual({});
  });

  it('a user saves weights and own rows on the server', async () => {
    renderTab('token');
    const table = await screen.findByRole('table', { name: 'Week 12 projections' });
    const weight = within(table).getByLabelText('Weight of Analyst');
    fireEvent.change(weight, { target: { value: '0.5' } });
    await act(async () => {
      fireEvent.blur(weight);
    });
    expect(calls).toContainEqual({ method: 'PUT', path: '/sources/2', body: { weight: 0.5 } });
    const py = within(screen.getByRole('table', { name: 'Week 12 projections' })).getByLabelText('Your Pass Yds');
    fireEvent.change(py, { target: { value: '300' } });
    await act(async () => {
      fireEvent.blur(py);
    });
    expect(calls).toContainEqual({ method: 'PUT', path: `/projections/${PID}`, body: { week: 12, type: 'py', value: 300 } });
    expect(localStorage.getItem('league.projections.own')).toBeNull();
  });

  it('in a hosted league projects the rosters\' lineups after the values, with the notice', async () => {
    const onRoster = (pid: string) => ({ pid, pos: 'QB', slot: 11, tag: 1, tid: 1, lid: 1, year: 2026, type: null, timestamp: null, name: 'A B', team: 'BUF' });
    routes['GET /leagues/1'] = { ...DEFAULT_LEAGUE, uid: 1, years: [2026] };
    routes['GET /leagues/1/rosters'] = {
      rosters: [{ tid: 1, lid: 1, year: 2026, week: 12, last_updated: null, players: [onRoster(PID), onRoster(OTHER)], availableSpace: 10 }],
    };
    renderTab(null, 1);
    // superflex: both QBs start in weeks 12 and 13, the weeks with rows; later weeks have no projection
    expect((await screen.findByText(/Projected to start/)).textContent).toMatch(/start 2 of 6 remaining weeks for his team: 49\.1 starter points, 0\.0 bench/);
    expect(notices).toEqual(['Calculating values', 'Projecting Lineups']);
  });

  it('Value tab: projected points per remaining week over the worst starter and the best available', async () => {
    const onRoster = (pid: string) => ({ pid, pos: 'QB', slot: 11, tag: 1, tid: 1, lid: 1, year: 2026, type: null, timestamp: null, name: 'A B', team: 'BUF' });
    routes['GET /leagues/1'] = { ...DEFAULT_LEAGUE, uid: 1, years: [2026] };
    routes['GET /leagues/1/rosters'] = {
      rosters: [{ tid: 1, lid: 1, year: 2026, week: 12, last_updated: null, players: [onRoster(PID)], availableSpace: 10 }],
    };
    render(<ValueTab ctx={{ apiBase: '/api', token: 't', userId: 7, notify }} leagueId={1} pid={PID} pos="QB" name="Josh Allen" year={2026} week={12} finalWeek={17} charts={false} />);
    const table = await screen.findByRole('table', { name: 'Points over replacement' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => Number(c.textContent)));
    expect(rows.map((r) => r[0])).toEqual([12, 13, 14, 15, 16, 17]);
    const [, projected, worst, best, over] = rows[0];
    expect(projected).toBeGreaterThan(0);
    // two QBs for 12 teams' QB and superflex slots: both start, so Jackson (200 yards to Allen's 270) is the
    // worst starter, and, rostered by no team, the best available too
    expect(best).toBeGreaterThan(0);
    expect(best).toBeLessThan(projected);
    expect(worst).toBe(best);
    expect(over).toBeCloseTo(projected - worst, 1);
    expect(notices).toContain('Calculating values');
  });

  it('Contribution tab: starter points added to your lineup per week, or bench points; logged out it says so', async () => {
    const onRoster = (pid: string, tid: number) => ({ pid, pos: 'QB', slot: 11, tag: 1, tid, lid: 1, year: 2026, type: null, timestamp: null, name: 'A B', team: 'BUF' });
    routes['GET /leagues/1'] = { ...DEFAULT_LEAGUE, uid: 1, sqb: 1, sqbrbwrte: 0, years: [2026] };
    // the user's team 1 has Jackson; Allen is on team 2
    routes['GET /leagues/1/rosters'] = {
      rosters: [
        { tid: 1, lid: 1, year: 2026, week: 12, last_updated: null, players: [onRoster(OTHER, 1)], availableSpace: 10 },
        { tid: 2, lid: 1, year: 2026, week: 12, last_updated: null, players: [onRoster(PID, 2)], availableSpace: 10 },
      ],
    };
    const props = { leagueId: 1, pos: 'QB', name: 'A B', year: 2026, week: 12, finalWeek: 17, charts: false };
    const { unmount } = render(<ContributionTab ctx={{ apiBase: '/api', token: 't', userId: 7, teamId: 1, notify }} pid={PID} {...props} />);
    const table = await screen.findByRole('table', { name: 'Lineup contribution' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => Number(c.textContent)));
    expect(rows.map((r) => r[0])).toEqual([12, 13, 14, 15, 16, 17]);
    // one QB slot: Allen (270 yards) replaces Jackson (200) in weeks 12-13 and adds the difference; no rows later
    expect(rows[0][1]).toBeGreaterThan(0);
    expect(rows[0][2]).toBe(0);
    expect(rows.slice(2).every((r) => r[1] === 0 && r[2] === 0)).toBe(true);
    expect(notices).toEqual(['Calculating values', 'Projecting Lineups']);
    unmount();

    // Jackson, from his own team's view: Allen is not there, so he starts and adds all of his points
    render(<ContributionTab ctx={{ apiBase: '/api', token: 't', userId: 7, teamId: 1, notify }} pid={OTHER} {...props} />);
    const mine = await screen.findByRole('table', { name: 'Lineup contribution' });
    const first = within(within(mine).getAllByRole('row')[1]).getAllByRole('cell').map((c) => Number(c.textContent));
    expect(first[1]).toBeGreaterThan(0);
    cleanupAll();
    render(<ContributionTab ctx={{ apiBase: '/api', token: null }} pid={PID} {...props} />);
    expect(screen.getByText('Must be logged in.')).toBeTruthy();
  });

  it("says 'no projections found' when no source projects the player this week", async () => {
    routes[`GET /projections/${PID}`] = [row(PID, 1, 13, 240)];
    renderTab();
    expect(await screen.findByText('no projections found')).toBeTruthy();
  });
});
