import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cardStep } from './PlayerCards';
import { PlayersPage } from './PlayersPage';
import { blank, json, rowNames } from './players-page.test-helper';
import { ROW_HEIGHT } from './virtual';

const now = () => new Date('2026-06-01T00:00:00Z');

/** 5,500 players, as many as the shipped player table: player i scored i points last season. */
const many = Array.from({ length: 5500 }, (_, i) => ({
  ...blank,
  pid: `MANY-PLAY-2020-${String(i).padStart(4, '0')}-01-01`,
  fname: 'Player',
  lname: String(i).padStart(4, '0'),
  name: `Player ${String(i).padStart(4, '0')}`,
  pos: (['QB', 'RB', 'WR', 'TE'] as const)[i % 4],
  team: 'KC',
  dob: null,
  nfl_draft_year: null,
  round: null,
  dpos: null,
  points_last_season: i,
}));

beforeEach(() => {
  localStorage.clear();
  globalThis.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { offset: number; limit: number };
    return json({ players: many.slice(body.offset, body.offset + body.limit), total: many.length });
  }) as unknown as typeof fetch;
});

describe('PlayersTable with 5,500 players', () => {
  it('renders only the rows in view and follows the scroll; sorting and filtering run over all of them', async () => {
    render(<PlayersPage ctx={{ apiBase: '/api', token: null }} leagueId={0} now={now} />);
    expect(await screen.findByText('5500 players')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Players' });
    expect(table.getAttribute('aria-rowcount')).toBe('5501');
    const first = rowNames();
    expect(first[0]).toBe('Player 5499');
    expect(first.length).toBeLessThan(40);
    // the spacer below keeps the scroll height of every row not rendered
    const spacers = table.querySelectorAll('tr.spacer');
    expect((spacers[spacers.length - 1] as HTMLElement).style.height).toBe(`${(5500 - first.length) * ROW_HEIGHT}px`);

    const region = screen.getByRole('region', { name: 'Players table' });
    region.scrollTop = 3000 * ROW_HEIGHT;
    fireEvent.scroll(region);
    const scrolled = rowNames();
    expect(scrolled).toContain('Player 2499');
    expect(scrolled).not.toContain('Player 5499');
    expect(scrolled.length).toBeLessThan(40);
    const row = within(table).getByRole('rowheader', { name: 'Player 2499' }).closest('tr')!;
    expect(row.getAttribute('aria-rowindex')).toBe('3002');
    // starring a player mid-list keeps the place
    fireEvent.click(within(row).getByRole('button', { name: 'Watch Player 2499' }));
    expect(rowNames()).toContain('Player 2499');
    expect(region.scrollTop).toBe(3000 * ROW_HEIGHT);

    // a sort goes back to the top of the list, over all 5,500
    fireEvent.click(screen.getByRole('button', { name: /^Pts/ }));
    expect(rowNames()[0]).toBe('Player 0000');
    fireEvent.click(screen.getByRole('button', { name: 'TE' }));
    expect(screen.getByText('1375 players')).toBeTruthy();
    expect(rowNames()[0]).toBe('Player 0003');
  });
});

describe('player cards with 5,500 players (under 600 px)', () => {
  beforeEach(() => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query.includes('max-width: 599.98px'),
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    // jsdom has no matchMedia of its own; remove the fake so other tests get the table.
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('renders only the cards on screen and follows the page scroll; a sort goes back to the top', async () => {
    render(<PlayersPage ctx={{ apiBase: '/api', token: null }} leagueId={0} now={now} />);
    expect(await screen.findByText('5500 players')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Players' });
    const cards = () => within(list).queryAllByRole('button', { name: /^Open / }).map((b) => b.querySelector('strong')?.textContent);
    const first = cards();
    expect(first[0]).toBe('Player 5499');
    expect(first.length).toBeLessThan(20);
    const step = cardStep(list.querySelector('dl')!.querySelectorAll('dt').length);
    const spacers = () => list.querySelectorAll<HTMLElement>('li.spacer');
    expect(spacers()[spacers().length - 1].style.height).toBe(`${(5500 - first.length) * step}px`);

    // the page scrolled 3,000 cards down (jsdom lays nothing out: the list reports where it is)
    list.getBoundingClientRect = () => ({ top: -3000 * step }) as DOMRect;
    fireEvent.scroll(window);
    await waitFor(() => expect(cards()).toContain('Player 2499'));
    expect(cards()).not.toContain('Player 5499');
    expect(cards().length).toBeLessThan(20);
    expect(spacers()[0].style.height).toBe(`${(5500 - 1 - Number(cards()[0]!.slice(7))) * step}px`);

    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'points' } });
    list.getBoundingClientRect = () => ({ top: 0 }) as DOMRect;
    fireEvent.scroll(window);
    await waitFor(() => expect(cards()[0]).toBe('Player 0000'));
    // jsdom builds all 5,500 player rows before the first card: slower than the default 5 s on a busy machine
  }, 20_000);
});
