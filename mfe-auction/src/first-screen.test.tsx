/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["source", "node", "require", "default"]}
 */
import { DEFAULT_LEAGUE, type AuctionPoolPlayer } from '@league/shared-rules/contracts';
import { firstScreen } from './first-screen';

const T0 = Date.parse('2026-11-25T17:00:00.000Z');
// the auction starts an hour after T0
const league = { ...DEFAULT_LEAGUE, uid: 1, name: 'Demo League', hosted: 1, years: [2026], free_agency_live_auction_start: T0 / 1000 + 3600 };
const auction = { version: 3, startsAt: T0 - 60_000, startedAt: T0 - 60_000, paused: false, complete: false, nominatingTid: 2, lotPid: null };
const teams = {
  teams: [1, 2].map((uid) => ({ uid, lid: 1, year: 2026, div: 1, name: `Team ${uid}`, image: null, abbrv: `T${uid}`, cap: 200, faab: 100, waiver_order: uid, draft_order: uid, pc: null, ac: null })),
};
const row = (i: number): AuctionPoolPlayer => ({
  pid: `JOSH-ALLE-2018-1996-05-2${i}`, name: `Player ${i}`, pos: 'RB', team: 'KC', nfl_status: 'ACT', points: 300 - i, points_added: 100 - i, market: 100 - i, bye: 7, age: 25,
});
const pool = { players: [row(1), row(2)], total: 40, open_points_added: 1000 };

describe('the auction room first screen (drawn by the api from this build)', () => {
  it("names the visitor's reads — the league, the room, the teams and the pool's first page as the page preloads it", () => {
    expect(firstScreen('/leagues/3/auction')?.data).toEqual([
      '/api/leagues/3',
      '/api/leagues/3/auction',
      '/api/leagues/3/teams',
      '/api/leagues/3/auction/pool?sort=market&dir=desc&limit=25&offset=0',
    ]);
    for (const p of ['/leagues/0/auction', '/leagues/1', '/leagues/1/auction/x']) expect(firstScreen(p)).toBeNull();
  });

  it("draws the room as a visitor's page shows it, at the app clock's instant", () => {
    const render = (now: number) => firstScreen('/leagues/1/auction')!.render([league, auction, teams, pool], { now }).html;
    expect(render(T0)).toContain('Auction will begin on ');
    const html = render(T0 + 2 * 3600_000);
    // the bar's status from the room's stored state: Team 2 is to nominate
    expect(html).toContain('Waiting for a nomination by Team 2.');
    expect(html).toContain('<td>Player 1</td>');
    expect(html).toContain('1–25 of 40');
    // a visitor neither bids nor nominates
    expect(html).not.toMatch(/>Bid<|>Nominate</);
  });

  it('refuses a pool page its contract does not allow', () => {
    expect(() => firstScreen('/leagues/1/auction')!.render([league, auction, teams, { players: [{ pid: 1 }] }], { now: T0 })).toThrow();
  });
});
