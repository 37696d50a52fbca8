import { screen, within } from '@testing-library/react';

/** Fixtures of the players page tests: the contract's player fields, three real players, a league. */
export const blank = {
  pname: '', jnum: null, nfl_status: null, injury_status: null, game_status: null, college: null, height: null,
  weight: null, points_last_season: null, gsis_id: null, mfl_id: null, sleeper_id: null, espn_id: null, yahoo_id: null,
  pfr_id: null, rotowire_id: null, fantasy_data_id: null, ktc_id: null, sportradar_id: null, fantasypros_id: null,
  tid: null, slot: null, value: null, tag: null, extensions: null,
};

export const players = [
  { ...blank, pid: 'PATR-MAHO-2017-1995-09-17', fname: 'Patrick', lname: 'Mahomes', name: 'Patrick Mahomes', pos: 'QB', team: 'KC', dob: '1995-09-17', nfl_draft_year: 2017, round: 1, dpos: 10, points_last_season: 280.5, tid: 2, value: 61, pfr_id: 'MahoPa00', espn_id: '3139477', college: 'Texas Tech', nfl_status: 'ACT' },
  { ...blank, pid: 'BIJA-ROBI-2023-2002-01-30', fname: 'Bijan', lname: 'Robinson', name: 'Bijan Robinson', pos: 'RB', team: 'ATL', dob: '2002-01-30', nfl_draft_year: 2023, round: 1, dpos: 8, points_last_season: 300.1, tid: null, value: null, college: 'Texas', nfl_status: 'ACT' },
  { ...blank, pid: 'TRAV-KELC-2013-1989-10-05', fname: 'Travis', lname: 'Kelce', name: 'Travis Kelce', pos: 'TE', team: 'KC', dob: '1989-10-05', nfl_draft_year: 2013, round: 3, dpos: 63, points_last_season: 150, tid: 3, value: 12, college: 'Cincinnati', nfl_status: 'RES' },
];

const team = (uid: number, name: string) => ({
  uid, lid: 1, year: 2026, div: 1, name, image: null, abbrv: `T${uid}`, cap: 200, faab: 200, waiver_order: uid, draft_order: uid, pc: null, ac: null,
});
export const teams = [team(2, 'Owner Two'), team(3, 'Owner Three')];

export const user = (watchlist: string[]) => ({
  user: { id: 7, username: 'alice', email: 'a@example.com', phone: null, user_text_notifications: false, user_voice_notifications: false, watchlist, default_league_id: null, default_team_id: null },
  teams: [],
  leagues: [],
});

export function json(body: unknown, status = 200) {
  // jsdom has no fetch Response; the data module reads only ok, status, statusText and text().
  return Promise.resolve({ ok: status < 300, status, statusText: 'x', text: async () => JSON.stringify(body) });
}

/** Names in the table's row headers, top to bottom (only the rows the window renders). */
export function rowNames(): string[] {
  const table = screen.getByRole('table', { name: 'Players' });
  return within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}
