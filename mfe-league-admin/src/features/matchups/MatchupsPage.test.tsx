import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MatchupList, WeekLineups } from '@league/shared-rules/contracts';
import { FakeSocket } from '../test-support/fake-socket';
import { fakeFetch, league, lineup, player, session, teams } from '../test-support/fixtures';
import { MatchupsPage, type MatchupsPageProps } from './MatchupsPage';

// 2025 week 1 starts Tuesday 2025-09-02 00:00 New York; this is Sunday 2025-10-05 13:00 New York (week 5).
const sundayOfWeek5 = Date.UTC(2025, 9, 5, 17) / 1000;
const kickoff = Date.UTC(2025, 9, 5, 20, 25) / 1000; // 4:25 PM New York, 3:25 PM Chicago

const week5: MatchupList = {
  matchups: [
    { uid: 11, lid: 1, year: 2025, week: 5, type: 'head_to_head', hid: 1, aid: 2, hp: null, ap: null, home_projection: 101, away_projection: 99 },
    { uid: 12, lid: 1, year: 2025, week: 5, type: 'head_to_head', hid: 3, aid: 4, hp: null, ap: null, home_projection: 95, away_projection: 97 },
  ],
  playoffs: [],
};
const lineups = (points: number, marker: number): WeekLineups => ({
  year: 2025, week: 5, last_updated: marker,
  lineups: [
    lineup(1, 50, [player(1, 'Pat Mahomes'), player(2, 'Late Runner', { pos: 'RB', points: null, status: 'scheduled', kickoff, minutes_left: 60 })], { minutes: 60 }),
    lineup(2, 40, [player(1, 'Josh Allen', { team: 'BUF', opponent: 'NE' })]),
    lineup(3, points, [player(1, 'Live Passer', { status: 'live', minutes_left: 22, points })], { minutes: 82 }),
    lineup(4, 61.5, [player(1, 'Bye Guy', { status: 'bye', points: null, opponent: null })], { points_manual: 70 }),
  ],
});

function setup(overrides: Partial<MatchupsPageProps> = {}, lineupAnswers: WeekLineups[] = [lineups(30.25, 100)]) {
  let served = 0;
  const calls = fakeFetch({
    '/api/leagues/1': () => league,
    '/api/leagues/1/teams': () => ({ teams }),
    '/api/leagues/1/matchups?year=2025&week=5': () => week5,
    '/api/leagues/1/matchups/2025/5/lineups': () => lineupAnswers[Math.min(served++, lineupAnswers.length - 1)],
    // the championship (weeks 16 + 17) is one tournament recorded in week 17
    '/api/leagues/1/matchups?year=2024': () => ({
      matchups: [{ ...week5.matchups[0], year: 2024, week: 1, uid: 1 }],
      playoffs: [
        { uid: 30, lid: 1, year: 2024, week: 15, type: 'head_to_head', hid: 3, aid: 2, hp: 110, ap: 90, home_projection: null, away_projection: null },
        { uid: 31, lid: 1, year: 2024, week: 17, type: 'tournament', tids: [1, 3, 4], points: { 1: 120.5, 3: 99, 4: 101 }, points_manual: {}, projections: {} },
      ],
    }),
    '/api/leagues/1/matchups/2024/16/lineups': () => ({ year: 2024, week: 16, last_updated: 5, lineups: [] }),
    '/api/leagues/1/matchups/2024/15/lineups': () => ({ year: 2024, week: 15, last_updated: 5, lineups: [] }),
    'PUT /api/leagues/1/matchups/2025/5/points': () => lineup(3, 30.25, [player(1, 'Live Passer')], { points_manual: 33 }),
  });
  const navigate = jest.fn();
  const notify = jest.fn();
  FakeSocket.all = [];
  render(
    <MatchupsPage
      ctx={{ apiBase: '/api', token: 'tok' }}
      leagueId={1}
      route={{}}
      session={session({ teamId: 3 })}
      wsUrl="ws://x/ws"
      navigate={navigate}
      notify={notify}
      now={() => sundayOfWeek5}
      timeZone="America/Chicago"
      socket={FakeSocket as never}
      reconnectMs={10}
      {...overrides}
    />,
  );
  return { calls, navigate, notify };
}

describe('MatchupsPage', () => {
  it("opens the default week on the user's team matchup with both lineups slot by slot", async () => {
    const { calls } = setup();
    const home = await screen.findByRole('table', { name: 'Third Wave starters' });
    expect(calls.map((c) => c.url)).toContain('/api/leagues/1/matchups?year=2025&week=5');
    expect((screen.getByLabelText('Week') as HTMLSelectElement).value).toBe('5');
    expect((screen.getByLabelText('Year') as HTMLSelectElement).value).toBe('2025');
    expect(within(home).getByText('Live Passer')).toBeTruthy();
    expect(home.textContent).toContain('QB');
    expect(home.textContent).toContain('Live · 22 min left');
    const away = screen.getByRole('table', { name: 'Fourth Down starters' });
    expect(away.textContent).toContain('Bye');
    expect(screen.getByLabelText('Third Wave points').textContent).toBe('30.25');
    // the commissioner's correction counts, and is marked as one
    expect(screen.getByLabelText('Fourth Down points').textContent).toBe('70.00');
    expect(screen.getByText('Corrected (scored 61.50)')).toBeTruthy();
    expect(screen.getByRole('link', { current: true }).textContent).toContain('Third Wave');
    // an owner cannot correct points
    expect(screen.queryByRole('button', { name: 'Save correction' })).toBeNull();
    expect(screen.queryByText('Points can be corrected once the week is final.')).toBeNull();
  });

  it('shows who is still to play with the kickoff in the user time zone', async () => {
    setup({ route: { year: '2025', week: '5', matchupId: '11' } });
    const table = await screen.findByRole('table', { name: 'Commish Crushers starters' });
    expect(table.textContent).toContain('To play · Sun 3:25 PM');
    expect(screen.getByText('Projected 100.00 · 60 min left to play', { selector: 'p' })).toBeTruthy();
  });

  it('selecting a year or week goes to that week without a matchup; selecting a matchup sets its week', async () => {
    const { navigate } = setup({ route: { year: '2025', week: '5', matchupId: '12' } });
    await screen.findByRole('table', { name: 'Third Wave starters' });
    fireEvent.change(screen.getByLabelText('Week'), { target: { value: '6' } });
    expect(navigate).toHaveBeenLastCalledWith('/leagues/1/matchups/2025/6');
    fireEvent.change(screen.getByLabelText('Year'), { target: { value: '2024' } });
    expect(navigate).toHaveBeenLastCalledWith('/leagues/1/matchups/2024/5');
    fireEvent.click(within(screen.getByRole('list', { name: 'Matchups of the week' })).getByText('Commish Crushers'));
    expect(navigate).toHaveBeenLastCalledWith('/leagues/1/matchups/2025/5/11');
  });

  it('chooses from the playoffs in a postseason week: the wildcard games, the championship over its weeks', async () => {
    const { calls } = setup({ route: { year: '2024', week: '16' } });
    expect(await screen.findByRole('heading', { name: 'Playoffs' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Matchups of the week' });
    expect(list.textContent).toContain('Commish Crushers120.50');
    expect(list.textContent).toContain('Fourth Down101.00');
    expect(screen.getByText('No lineups for this matchup yet.')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/leagues/1/matchups/2024/16/lineups');
    cleanup();
    setup({ route: { year: '2024', week: '15' } });
    const wildcard = await screen.findByRole('list', { name: 'Matchups of the week' });
    expect(within(wildcard).getAllByRole('listitem')).toHaveLength(1);
    expect(wildcard.textContent).toContain('Third Wave110.00');
  });

  it('registers with its marker, refetches the lineups on a newer push and re-registers on reconnect', async () => {
    const { calls } = setup({}, [lineups(30.25, 100), lineups(36.75, 160)]);
    await screen.findByRole('table', { name: 'Third Wave starters' });
    const socket = FakeSocket.all[0];
    expect(socket.url).toBe('ws://x/ws?leagueId=1');
    act(() => socket.open());
    expect(socket.sent).toContainEqual({ type: 'scoreboard_register', updated: 100, year: 2025, week: 5 });
    const lineupCalls = () => calls.filter((c) => c.url.endsWith('/lineups')).length;
    // an older marker or another week changes nothing
    act(() => socket.push({ type: 'scoreboard', year: 2025, week: 5, last_updated: 90, teams: [] }));
    act(() => socket.push({ type: 'scoreboard', year: 2025, week: 4, last_updated: 300, teams: [] }));
    expect(lineupCalls()).toBe(1);
    act(() => socket.push({ type: 'scoreboard', year: 2025, week: 5, last_updated: 160, teams: [{ tid: 3, points: 36.75, projected: 110, minutes: 60, matchup: 12 }] }));
    await waitFor(() => expect(screen.getByLabelText('Third Wave points').textContent).toBe('36.75'));
    expect(lineupCalls()).toBe(2);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Live');
    act(() => socket.drop());
    await waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    act(() => FakeSocket.all[1].open());
    expect(FakeSocket.all[1].sent).toContainEqual({ type: 'scoreboard_register', updated: 160, year: 2025, week: 5 });
  });

  it('lets the commissioner correct a team week', async () => {
    const finalWeek = lineups(30.25, 100);
    finalWeek.lineups = finalWeek.lineups.map((l) => ({ ...l, final: true }));
    const { calls, notify } = setup({ session: session({ userId: 7, teamId: 3 }) }, [finalWeek]);
    const form = await screen.findByRole('form', { name: 'Points correction for Third Wave' });
    fireEvent.change(within(form).getByLabelText('Corrected points'), { target: { value: '33' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.getByLabelText('Third Wave points').textContent).toBe('33.00'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ tid: 3, points_manual: 33 });
    expect(notify).toHaveBeenCalledWith({ severity: 'success', message: 'Correction saved' });
  });

  it('tells the commissioner that a week in play cannot be corrected yet', async () => {
    setup({ session: session({ userId: 7, teamId: 3 }) });
    await screen.findByRole('table', { name: 'Third Wave starters' });
    expect(screen.getAllByText('Points can be corrected once the week is final.')).toHaveLength(2);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('listens to a past week too (a replay reopens it), without a live badge while it is final', async () => {
    const past: WeekLineups = { year: 2024, week: 16, last_updated: 5, lineups: [] };
    setup({ route: { year: '2024', week: '16' } });
    await screen.findByRole('heading', { name: 'Playoffs' });
    act(() => FakeSocket.all[0].open());
    expect(FakeSocket.all[0].sent).toContainEqual({ type: 'scoreboard_register', updated: past.last_updated, year: 2024, week: 16 });
    expect(screen.queryByText('Live')).toBeNull();
    expect(screen.queryByText('Connecting to live scoring…')).toBeNull();
  });

  it('shows the error of a failed week with a retry', async () => {
    setup({ route: { year: '2025', week: '9' } });
    expect((await screen.findByRole('alert')).textContent).toContain('Not found: /api/leagues/1/matchups?year=2025&week=9');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
