import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { clearResearchCache } from '../data/research-api';
import { ResearchTabs } from './ResearchTabs';

const PID = 'JOSH-ALLE-2018-1996-05-21';
const ctx = { apiBase: '/api', token: null };
// Wednesday of week 12, 2026 (the tests' fixed clock)
const NOW = new Date('2026-11-25T17:00:00Z');

const gamelog = (year: number, week: number, extra: Record<string, number | null>, opp = 'MIA') => ({
  pid: PID, pos: 'QB', year, week, seas_type: 'REG', day: 'SUN', tm: 'BUF', opp, pts: null, points_added: null, pos_rnk: null,
  pc: 20, pa: 30, py: 250, tdp: 2, ints: 0, ra: 5, ry: 30, tdr: 0, fuml: 0, ...extra,
});

const gamelogs = {
  pid: PID,
  pos: 'QB',
  years: [{ year: 2024, complete: true }, { year: 2021, complete: false }],
  gamelogs: [
    gamelog(2024, 2, { pts: 26.4, points_added: 8.2, pos_rnk: 3, py: 400 }),
    gamelog(2024, 1, { pts: 18.1, points_added: -0.5, pos_rnk: 14, py: 180 }, 'ARI'),
    gamelog(2021, 1, { fuml: null }, 'PIT'),
  ],
};

const pct = (p25: number, p75: number, min: number, max: number) => ({ p25, p50: (p25 + p75) / 2, p75, p90: max, p95: max, p98: max, p99: max, min, max });
const percentiles = (key: string) => ({ percentile_key: key, years: [2023, 2024], games: 1200, fields: { py: pct(190, 280, 0, 450), ry: pct(40, 80, 0, 150), pts: pct(12, 22, -2, 40) } });

const rates = (hit: number | null, edge: number | null) => ({
  current_season_hit_rate_hard: hit, current_season_edge_hard: edge, last_season_hit_rate_hard: hit, last_season_edge_hard: edge,
  last_five_hit_rate_hard: hit, last_five_edge_hard: edge, last_ten_hit_rate_hard: hit, last_ten_edge_hard: edge,
  overall_hit_rate_hard: hit, overall_edge_hard: edge,
});
const sel = (type: string, line: number | null, odds: number, ts: number, hit: number | null, result: 'hit' | 'miss' | null) => ({
  selection_name: type.toLowerCase(), selection_type: type, selection_metric_line: line, odds_american: odds, implied_probability: 0.5, timestamp: ts, result, ...rates(hit, hit === null ? null : hit - 0.52),
});
const mkt = (type: string, week: number, ts: number, selections: unknown[]) => ({
  source_id: 'NFLVERSE', source_market_name: type, market_type: type, year: 2024, week, event_date: '2024-09-08', event_time_est: '13:00',
  home_team: 'BUF', away_team: 'ARI', esbid: `2024_0${week}_ARI_BUF`, selections,
});
const markets = {
  pid: PID,
  team: 'BUF',
  prop_markets: 0,
  markets: [
    mkt('GAME_TOTAL', 1, 1725814800, [sel('OVER', 46, -108, 1725814800, 0.55, 'hit'), sel('UNDER', 46, -112, 1725814800, 0.45, 'miss')]),
    mkt('GAME_TOTAL', 2, 1726419600, [sel('OVER', 48.5, -110, 1726419600, 0.6, null), sel('UNDER', 48.5, -110, 1726419600, 0.4, null)]),
    mkt('GAME_MONEYLINE', 1, 1725814800, [sel('WIN', null, -310, 1725814800, 0.7, 'hit')]),
  ],
};
const altMarkets = {
  ...markets,
  prop_markets: 2,
  markets: [mkt('GAME_ALT_PASSING_YARDS', 1, 1725814800, [sel('OVER', 299.5, 210, 1725814800, null, null), sel('OVER', 249.5, 120, 1725814800, null, null)])],
};

const game = (week: number, h: string, v: string) => ({
  esbid: `2026_${week}_${v}_${h}`, year: 2026, week, seas_type: 'REG', game_type: 'REG', date: `2026-09-${String(week + 9).padStart(2, '0')}`, time_est: '13:00',
  h, v, home_score: null, away_score: null, home_moneyline: null, away_moneyline: null, spread_line: null, total_line: null, over_odds: null, under_odds: null,
  roof: null, surface: null, stadium: null,
});
// BUF: home to MIA in week 1, at KC in week 2, bye in week 3, home to NE in week 4; another game makes week 3 a real week
const schedule = { year: 2026, games: [game(1, 'BUF', 'MIA'), game(2, 'KC', 'BUF'), game(3, 'NYJ', 'NE'), game(4, 'BUF', 'NE')] };
const seasonlogs = { year: 2025, teams: { KC: { QB_AGAINST: { pts: 17.2, rnk: 20 }, QB_AGAINST_ADJ: { pts: -1.25, rnk: 25 } }, MIA: { QB_AGAINST_ADJ: { pts: 2.5, rnk: 3 } } } };
const opponentLogs = [{ ...gamelog(2025, 7, { pts: 31.2, pos_rnk: 1 }, 'KC'), pid: 'LAMA-JACK-2018-1997-01-07', tm: 'BAL' }];

const practices = [
  { year: 2025, week: 3, seas_type: 'REG', team: 'BUF', status: 'Questionable', inj: 'Ankle', practice_status: 'Limited Participation in Practice', practice_inj: 'Ankle', m: null, tu: null, w: null, th: null, f: null, s: null, su: null },
];

let routes: Record<string, unknown>;
let urls: string[];
beforeEach(() => {
  clearResearchCache();
  urls = [];
  routes = {
    [`/players/${PID}/gamelogs`]: gamelogs,
    '/percentiles/QB_PASSING': percentiles('QB_PASSING'),
    '/percentiles/QB_RUSHING': percentiles('QB_RUSHING'),
    [`/players/${PID}/markets`]: markets,
    [`/players/${PID}/practices`]: practices,
    '/schedule': schedule,
    '/seasonlogs/teams': seasonlogs,
    '/stats/gamelogs/players': opponentLogs,
  };
  globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
    const u = new URL(String(url), 'http://x');
    urls.push(String(url));
    const body = routes[u.pathname.replace(/^\/api/, '')];
    const status = body === undefined ? 404 : 200;
    const text = JSON.stringify(body ?? { error: { code: 'NOT_FOUND', message: 'Player not found' } });
    return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => text });
  }) as unknown as typeof fetch;
  Element.prototype.scrollIntoView = jest.fn();
});

function renderTabs() {
  return render(<ResearchTabs ctx={ctx} leagueId={0} pid={PID} name="Josh Allen" pos="QB" nflTeam="BUF" now={NOW} nameOf={(pid) => (pid.startsWith('LAMA') ? 'Lamar Jackson' : pid)} charts={false} />);
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('drawer tabs (spec §2)', () => {
  it('opens on Games: the newest season with points, points added, rank and shaded position stats', async () => {
    renderTabs();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Games', 'Seasons', 'Schedule', 'Projections', 'Practice', 'Betting Markets']);
    expect(tab('Games').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Loading gamelogs');
    const table = await screen.findByRole('table', { name: 'Gamelogs 2024' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['SUN', '2', 'MIA', '26.4', '8.2', '3', '20', '30', '400', '2', '0', '5', '30', '0', '0']);
    // 400 passing yards: above p75 (280) toward max (450) -> green; 180 below p25 (190) -> red
    expect(within(rows[0]).getByText('400').getAttribute('style')).toContain('rgba(46, 160, 67');
    expect(within(rows[1]).getByText('180').getAttribute('style')).toContain('rgba(207, 34, 46');
    // 30 rushing yards is under p25 (40), but 5 rushes is under the 8-attempt qualifier: not shaded
    const cells = within(rows[0]).getAllByRole('cell');
    expect(cells[12].textContent).toBe('30');
    expect(cells[12].getAttribute('style')).toBeNull();
    // spec §5: a QB requests passing and rushing percentiles
    expect(urls.some((u) => u.includes('/percentiles/QB_PASSING'))).toBe(true);
    expect(urls.some((u) => u.includes('/percentiles/QB_RUSHING'))).toBe(true);
  });

  it('a partial season says why it has no points', async () => {
    renderTabs();
    fireEvent.change(await screen.findByLabelText('Gamelog season'), { target: { value: '2021' } });
    expect(screen.getByText(/passing and rushing game lines only/)).toBeTruthy();
    const row = within(screen.getByRole('table', { name: 'Gamelogs 2021' })).getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[3].textContent).toBe('–');
  });

  it('the strip scrolls the selected tab into view and moves with the arrow keys', async () => {
    renderTabs();
    await screen.findByRole('table', { name: 'Gamelogs 2024' });
    const scroll = Element.prototype.scrollIntoView as jest.Mock;
    scroll.mockClear();
    fireEvent.click(tab('Betting Markets'));
    expect(tab('Betting Markets').getAttribute('aria-selected')).toBe('true');
    expect(scroll).toHaveBeenCalled();
    expect(scroll.mock.contexts[0]).toBe(tab('Betting Markets'));
    fireEvent.keyDown(tab('Betting Markets'), { key: 'ArrowRight' });
    expect(tab('Games').getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('table', { name: 'Gamelogs 2024' });
  });

  it('Seasons sums the regular season per year, points only for complete years', async () => {
    renderTabs();
    fireEvent.click(tab('Seasons'));
    const table = await screen.findByRole('table', { name: 'Regular-season stats by year' });
    const [, y2024, y2021] = within(table).getAllByRole('row');
    expect(within(y2024).getAllByRole('cell').slice(0, 4).map((c) => c.textContent)).toEqual(['2024', '2', '44.5', '22.3']);
    expect(within(y2021).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual(['2021', '1', '–']);
  });

  it('Schedule: W{week} tabs with @ when away and a BYE tab; a week shows points against and opponent gamelogs', async () => {
    renderTabs();
    fireEvent.click(tab('Schedule'));
    const weeks = await screen.findByRole('tablist', { name: '2026 schedule' });
    expect(within(weeks).getAllByRole('tab').map((t) => t.textContent)).toEqual(['NFL Schedule', 'W1 MIA', 'W2 @KC', 'BYE', 'W4 NE']);
    // opens on the current week: week 12 of 2026, capped at this schedule's last week
    expect(within(weeks).getByRole('tab', { name: 'W4 NE' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(weeks).getByRole('tab', { name: 'W2 @KC' }));
    expect(screen.getByText(/2025 QB points against \(adj\) -1.3, rank 25/)).toBeTruthy();
    const logs = await screen.findByRole('table', { name: 'QBs against KC in 2025' });
    expect(within(logs).getByText('Lamar Jackson')).toBeTruthy();
    expect(urls.some((u) => u.includes('/stats/gamelogs/players') && u.includes('opponent=KC') && u.includes('position=QB') && u.includes('year=2025'))).toBe(true);
    fireEvent.click(within(weeks).getByRole('tab', { name: 'BYE' }));
    expect(within(screen.getAllByRole('tabpanel')[1]).getByText('BYE')).toBeTruthy();
    fireEvent.click(within(weeks).getByRole('tab', { name: 'NFL Schedule' }));
    const nfl = screen.getByRole('table', { name: 'BUF 2026 schedule' });
    expect(within(nfl).getAllByRole('row')[3].textContent).toContain('BYE');
  });

  it('Practice lists year, week, status, injury and Mon–Sun, and says the source has no daily entries', async () => {
    renderTabs();
    fireEvent.click(tab('Practice'));
    const table = await screen.findByRole('table', { name: 'Injury and practice reports' });
    const cells = within(within(table).getAllByRole('row')[1]).getAllByRole('cell').map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['2025', '3', 'Questionable', 'Ankle', 'Limited']);
    expect(within(table).getAllByRole('columnheader').slice(5).map((c) => c.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(screen.getByText(/one practice participation per week/)).toBeTruthy();
  });

  it('Betting Markets: says plainly there are no props, auto-selects the first market, shows 0-decimal hit rate and edge', async () => {
    renderTabs();
    fireEvent.click(tab('Betting Markets'));
    expect((await screen.findByRole('note')).textContent).toContain('No player prop markets for Josh Allen');
    const select = screen.getByLabelText('Select Market') as HTMLSelectElement;
    expect(select.value).toBe('GAME_MONEYLINE');
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual(['Game']);
    expect([...select.options].map((o) => o.textContent)).toEqual(['GAME MONEYLINE', 'GAME TOTAL']);
    fireEvent.change(select, { target: { value: 'GAME_TOTAL' } });
    const summary = screen.getByRole('table', { name: 'Hit rate and edge (latest price)' });
    const over = within(summary).getByRole('row', { name: /OVER/ });
    // the latest OVER price: 60% hit rate, edge 60 - 52 = 8%
    expect(within(over).getAllByRole('cell').slice(0, 2).map((c) => c.textContent)).toEqual(['60%', '8%']);
    const prices = screen.getByRole('table', { name: 'Prices' });
    expect(within(prices).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Year', 'Week', 'Source', 'Line', 'Type', 'Timestamp', 'Result']);
    expect(within(prices).getAllByRole('row')[1].textContent).toContain('48.5');
    // the search narrows the options
    fireEvent.change(screen.getByLabelText('Search markets'), { target: { value: 'money' } });
    expect([...select.options].map((o) => o.value)).toEqual(['GAME_MONEYLINE']);
  });

  it('an ALT market gets the Alt Line selector, lowest line first, and the Odds column', async () => {
    routes[`/players/${PID}/markets`] = altMarkets;
    renderTabs();
    fireEvent.click(tab('Betting Markets'));
    const alt = (await screen.findByLabelText('Alt Line')) as HTMLSelectElement;
    expect([...alt.options].map((o) => o.value)).toEqual(['249.5', '299.5']);
    expect(alt.value).toBe('249.5');
    expect(screen.queryByRole('note')).toBeNull();
    const prices = screen.getByRole('table', { name: 'Prices' });
    expect(within(prices).getAllByRole('columnheader')[4].textContent).toBe('Odds');
    expect(within(prices).getAllByRole('row')).toHaveLength(2);
    fireEvent.change(alt, { target: { value: '299.5' } });
    expect(within(screen.getByRole('table', { name: 'Prices' })).getAllByRole('row')[1].textContent).toContain('+210');
  });

  it('a failed load shows the error with Retry, and Retry asks again', async () => {
    delete routes[`/players/${PID}/gamelogs`];
    renderTabs();
    expect((await screen.findByRole('alert')).textContent).toContain('Player not found');
    routes[`/players/${PID}/gamelogs`] = gamelogs;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('table', { name: 'Gamelogs 2024' })).toBeTruthy();
  });
});

describe('Transactions tab (logged-in user in a hosted league)', () => {
  const txn = (uid: number, tid: number, type: number, value: number, timestamp: number, extra: Record<string, unknown> = {}) => ({ uid, tid, lid: 1, pid: PID, type, value, timestamp, year: 2024, ...extra });
  const league = { uid: 1, name: 'Demo', fqb: 40, frb: 30, fwr: 30, fte: 20 };
  function renderHosted() {
    return render(
      <ResearchTabs
        ctx={{ apiBase: '/api', token: 'tok' }}
        leagueId={1}
        pid={PID}
        name="Josh Allen"
        pos="QB"
        nflTeam="BUF"
        now={NOW}
        nameOf={(pid) => pid}
        charts={false}
        hosted={{ teamName: (tid) => `Team ${tid}`, roster: { pos: 'QB', value: 22, tag: 1, extensions: 1 } }}
      />,
    );
  }

  it('is the default tab and sums up the history: extensions, salaries ahead, draft, teams', async () => {
    routes['/leagues/1/transactions'] = [
      txn(3, 4, 9, 22, 1_726_000_000),
      txn(2, 2, 4, 17, 1_720_000_000),
      txn(1, 2, 8, 17, 1_700_000_000, { pick: 7, pick_str: '1.07' }),
    ];
    // the contract's League carries every setting: the default league's, with this league's tag values
    const { DEFAULT_LEAGUE } = await import('@league/shared-rules/contracts');
    routes['/leagues/1'] = { ...DEFAULT_LEAGUE, ...league, years: [2026], hosted: 1 };
    renderHosted();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toContain('Transactions');
    expect(tab('Transactions').getAttribute('aria-selected')).toBe('true');
    const dl = await screen.findByLabelText('Transaction summary');
    const facts = Object.fromEntries(within(dl).getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]));
    expect(facts['Extension Count']).toBe('1');
    expect(facts['Current Salary']).toBe('$22');
    // regular tag: 22 + 5 × (1 + 1) = 32, then + 5 × 3 = 47, then + 5 × 4 = 67
    expect([facts['2027 Salary'], facts['2028 Salary'], facts['2029 Salary']]).toEqual(['$32', '$47', '$67']);
    expect(facts['Drafted By']).toBe('Team 2');
    expect(facts['Draft Pick']).toBe('#7 (1.07)');
    expect(facts['Total Teams']).toBe('2');
    expect(facts['Max Salary']).toMatch(/^\$22 on 2024-09-\d\d$/);
    const teams = screen.getByRole('table', { name: 'Teams' });
    expect(within(teams).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      expect.stringContaining('Team 4$22Extension'),
      expect.stringContaining('Team 2$17Draft'), // a tie: the date the salary was first reached
    ]);
    expect(urls.some((u) => u.includes('/leagues/1/transactions') && u.includes(`pid=${PID}`))).toBe(true);
  });

  it("says 'No transaction history' for a player without transactions", async () => {
    routes['/leagues/1/transactions'] = [];
    const { DEFAULT_LEAGUE } = await import('@league/shared-rules/contracts');
    routes['/leagues/1'] = { ...DEFAULT_LEAGUE, ...league, years: [2026], hosted: 1 };
    renderHosted();
    expect(await screen.findByText('No transaction history')).toBeTruthy();
  });
});
