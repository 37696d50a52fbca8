import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { league, leaguePlayer, rosters, teams } from './fixtures.test-data';
import { RostersPage } from './RostersPage';

function json(body: unknown, status = 200) {
  // jsdom has no fetch Response; the data module reads only ok, status, statusText and text().
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

const ctx = { apiBase: '/api', token: 'tok' };
let urls: string[];
let exported: { text: string; name: string }[];

beforeEach(() => {
  urls = [];
  exported = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
    const u = String(url);
    urls.push(u);
    if (u === '/api/leagues/1') return json(league);
    if (u === '/api/leagues/1/teams') return json({ teams });
    if (u === '/api/leagues/1/rosters') return json({ rosters });
    if (u === '/api/leagues/1/players') return json({ players: [leaguePlayer('PATR-MAHO-2017-1995-09-17', 'Patrick Mahomes', 2017)] });
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  }) as unknown as typeof fetch;
  // jsdom implements neither object URLs nor downloads: capture what would be saved.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const reader = new FileReader();
    reader.onload = () => exported.push({ text: String(reader.result), name: '' });
    reader.readAsText(blob);
    return 'blob:x';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    exported.push({ text: '', name: this.download });
  });
});

describe('RostersPage', () => {
  it('shows one card per team with cap, space, positions and grouped players', async () => {
    render(<RostersPage ctx={ctx} leagueId={1} notify={jest.fn()} />);
    expect(screen.getByRole('status').textContent).toContain('Loading rosters');
    const one = await screen.findByRole('article', { name: 'Owner One, "The Champs"' });
    expect(screen.getByText('Demo League')).toBeTruthy();
    expect(within(one).getByText('$120')).toBeTruthy();
    expect(within(one).getByText('12')).toBeTruthy();
    expect(within(one).getByText('QB 2')).toBeTruthy();
    const starters = within(one).getByRole('region', { name: 'Starters' });
    expect(within(starters).getByText('Patrick Mahomes')).toBeTruthy();
    expect(within(starters).getByTitle('Franchise tag').textContent).toBe('F');
    expect(within(within(one).getByRole('region', { name: 'Practice Squad' })).getByText('Cam Ward')).toBeTruthy();
    expect(within(within(one).getByRole('region', { name: 'Reserve' })).getByText('Nick Chubb')).toBeTruthy();
    const summary = screen.getByRole('table', { name: 'Position counts by team' });
    const first = within(summary).getAllByRole('row')[1];
    expect(Array.from(first.children).map((c) => c.textContent)).toEqual(['Owner One, "The Champs"', '2', '1', '0', '1', '0', '0', '4']);
    const cards = screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));
    expect(cards).toEqual(['Owner One, "The Champs"', 'Owner Two']);
  });

  it('exports the rosters as CSV with draft years from the league players', async () => {
    render(<RostersPage ctx={ctx} leagueId={1} notify={jest.fn()} />);
    await screen.findByRole('article', { name: 'Owner Two' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(exported.some((e) => e.text.length > 0)).toBe(true));
    expect(urls).toContain('/api/leagues/1/players');
    expect(exported.find((e) => e.name)?.name).toBe('league-1-rosters.csv');
    const text = exported.find((e) => e.text)!.text;
    expect(text.split('\r\n')[1]).toContain('Patrick Mahomes,PATR-MAHO-2017-1995-09-17,QB,1767225600,Roster Add,QB,2017,KC');
  });

  it('shows an error with retry when the rosters fail to load', async () => {
    let fail = true;
    const ok = globalThis.fetch;
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) =>
      fail ? json({ error: { code: 'NOT_FOUND', message: 'League not found' } }, 404) : ok(url, init),
    ) as unknown as typeof fetch;
    render(<RostersPage ctx={ctx} leagueId={1} notify={jest.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('League not found');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Owner Two' })).toBeTruthy();
  });

  it('tells the user when the export fails', async () => {
    const notify = jest.fn();
    const ok = globalThis.fetch;
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) =>
      String(url).endsWith('/players') ? json({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500) : ok(url, init),
    ) as unknown as typeof fetch;
    render(<RostersPage ctx={ctx} leagueId={1} notify={notify} />);
    await screen.findByRole('article', { name: 'Owner Two' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Request failed', severity: 'error' }));
  });

  it("names the league under its title while the rosters load, from the league the shell already has", () => {
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    render(<RostersPage ctx={ctx} leagueId={1} notify={jest.fn()} league={{ name: 'Demo Dynasty League', hosted: true }} />);
    const head = screen.getByRole('heading', { level: 1, name: 'Rosters' }).closest('header')!;
    expect(head.textContent).toContain('Demo Dynasty League');
    expect(within(head).getByRole('button', { name: 'Export CSV' }).hasAttribute('disabled')).toBe(true);
  });
});
