import { fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_LEAGUE, type League, type Roster, type Team } from '@league/shared-rules/contracts';
import { LeagueHome } from './LeagueHome';

function json(body: unknown, status = 200) {
  // jsdom has no fetch Response; the data module reads only ok, status, statusText and text().
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

const league: League = { ...DEFAULT_LEAGUE, uid: 1, name: 'Demo Dynasty League', hosted: 1, years: [2026], tddate: 1_800_000_000 };
const team = (uid: number, name: string, draftOrder: number): Team => ({
  uid, lid: 1, year: 2026, div: 1, name, image: null, abbrv: `T${uid}`, cap: 200, faab: 180, waiver_order: uid, draft_order: draftOrder, pc: null, ac: null,
});
const teams = [team(1, 'Commish Crushers', 2), team(2, 'Owner Two FC', 1)];
const rosters: Roster[] = [{ tid: 1, lid: 1, year: 2026, week: 0, last_updated: null, players: [], availableCap: 143, availableSpace: 9 }];

let urls: string[];
beforeEach(() => {
  urls = [];
  globalThis.fetch = jest.fn((url: RequestInfo | URL) => {
    const u = String(url);
    urls.push(u);
    if (u === '/api/leagues/1') return json(league);
    if (u === '/api/leagues/1/teams') return json({ teams });
    if (u === '/api/leagues/1/rosters') return json({ rosters });
    if (u === '/api/leagues/0') return json({ ...DEFAULT_LEAGUE, years: [] });
    return json({ error: { code: 'NOT_FOUND', message: 'League not found' } }, 404);
  }) as unknown as typeof fetch;
});

describe('LeagueHome', () => {
  it('shows the name, format, dates, teams with cap and space, and links', async () => {
    const navigate = jest.fn();
    render(<LeagueHome ctx={{ apiBase: '/api', token: null }} leagueId={1} navigate={navigate} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Demo Dynasty League/ })).toBeTruthy();
    const format = screen.getByRole('region', { name: 'Format' });
    expect(within(format).getByText('Half PPR · 4-pt pass TD')).toBeTruthy();
    expect(format.textContent).toContain('Season2026');
    expect(format.textContent).toContain('Salary cap$200');
    expect(format.textContent).toContain('Min bid$1');
    expect(within(screen.getByRole('region', { name: 'Key dates' })).getByText('Trade deadline')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Teams' })).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Owner Two FC', 'Commish Crushers']);
    expect(rows[1].textContent).toContain('$143');
    expect(rows[1].textContent).toContain('9');
    const nav = screen.getByRole('navigation', { name: 'League pages' });
    fireEvent.click(within(nav).getByRole('link', { name: 'Rosters' }));
    expect(navigate).toHaveBeenCalledWith('/leagues/1/rosters');
    expect(within(nav).getByRole('link', { name: 'Auction' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Standings' }));
    expect(navigate).toHaveBeenCalledWith('/leagues/1/standings');
    expect(within(nav).getByRole('link', { name: 'Matchups' }).getAttribute('href')).toBe('/leagues/1/matchups');
  });

  it('shows the default league without teams for league 0', async () => {
    render(<LeagueHome ctx={{ apiBase: '/api', token: null }} leagueId={0} navigate={jest.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: /Default League/ })).toBeTruthy();
    expect(urls).toEqual(['/api/leagues/0']);
    expect(screen.getByText('No dates scheduled.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Auction' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Matchups' })).toBeNull();
  });

  it('shows the error with a retry', async () => {
    render(<LeagueHome ctx={{ apiBase: '/api', token: null }} leagueId={9} navigate={jest.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toContain('League not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("heads its loading state with the league the shell already has (the page answer's frame hands over to it)", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const answer = globalThis.fetch as jest.Mock;
    globalThis.fetch = jest.fn((url: RequestInfo | URL) => held.then(() => answer(url))) as unknown as typeof fetch;
    render(<LeagueHome ctx={{ apiBase: '/api', token: null }} leagueId={1} navigate={jest.fn()} league={{ name: 'Demo Dynasty League', hosted: true }} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Demo Dynasty LeagueHosted');
    expect(screen.getByRole('status').textContent).toContain('Loading league');
    release();
    expect(await screen.findByRole('region', { name: 'Format' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Demo Dynasty LeagueHosted']);
  });

  it('shows no head while loading when the shell has no league for it', () => {
    globalThis.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
    render(<LeagueHome ctx={{ apiBase: '/api', token: null }} leagueId={1} navigate={jest.fn()} league={null} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
