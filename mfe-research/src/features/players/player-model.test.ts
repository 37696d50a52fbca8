import { filterPlayers, togglePosition } from './filter';
import { ageInYears, formatDraft, ordinal, toPlayerRow, type ApiPlayer } from './player-model';
import { profileLinks } from './profile-links';

const now = new Date('2026-01-01T00:00:00Z');
const base: ApiPlayer = {
  pid: 'PATR-MAHO-2017-1995-09-17',
  fname: 'Patrick',
  lname: 'Mahomes',
  name: 'Patrick Mahomes',
  pos: 'QB',
  team: 'KC',
  dob: '1995-09-17',
  nfl_draft_year: 2017,
  round: 1,
  dpos: 10,
};

describe('player fields', () => {
  it('computes age as days / 365 to one decimal, or null', () => {
    expect(ageInYears('1995-09-17', now)).toBe(30.3);
    expect(ageInYears('0000-00-00', now)).toBeNull();
    expect(ageInYears(null, now)).toBeNull();
  });
  it('formats ordinals and the draft', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
    expect(formatDraft({ draftRound: 1, draftPick: 10, draftYear: 2017 })).toBe('1st Rd #10');
    expect(formatDraft({ draftRound: null, draftPick: null, draftYear: null })).toBe('UDFA');
  });
  it('shows salary and team name only when rostered', () => {
    const names = new Map([[2, 'Owner Two']]);
    expect(toPlayerRow({ ...base, tid: 2, value: 55 }, names, now)).toMatchObject({ teamName: 'Owner Two', salary: 55 });
    expect(toPlayerRow({ ...base, tid: null, value: 55 }, names, now)).toMatchObject({ teamName: null, salary: null });
  });
});

describe('filterPlayers', () => {
  const rows = [
    toPlayerRow(base, new Map(), now),
    toPlayerRow({ ...base, pid: 'B', name: 'Bijan Robinson', fname: 'Bijan', lname: 'Robinson', pos: 'RB', team: 'ATL' }, new Map(), now),
  ];
  it('matches every search word against name and team, ignoring case and accents', () => {
    expect(filterPlayers(rows, { search: 'MAHO', positions: [] }).map((r) => r.pid)).toEqual([base.pid]);
    expect(filterPlayers(rows, { search: 'bijan atl', positions: [] }).map((r) => r.pid)).toEqual(['B']);
    expect(filterPlayers(rows, { search: 'bíjan', positions: [] })).toHaveLength(1);
    expect(filterPlayers(rows, { search: 'nobody', positions: [] })).toHaveLength(0);
  });
  it('keeps only chosen positions; none chosen means all', () => {
    expect(filterPlayers(rows, { search: '', positions: ['RB'] }).map((r) => r.pos)).toEqual(['RB']);
    expect(filterPlayers(rows, { search: '', positions: [] })).toHaveLength(2);
    expect(togglePosition(['RB'], 'RB')).toEqual([]);
    expect(togglePosition(['RB'], 'QB')).toEqual(['RB', 'QB']);
  });
});

describe('profileLinks', () => {
  it('links only the ids that exist; PFR needs the last name', () => {
    expect(profileLinks(base)).toEqual([]);
    const links = profileLinks({ ...base, pfr_id: 'MahoPa00', espn_id: '3139477', yahoo_id: '30123' });
    expect(links.map((l) => l.label)).toEqual(['PFR', 'ESPN', 'Yahoo']);
    expect(links[0].href).toBe('https://www.pro-football-reference.com/players/M/MahoPa00.htm');
    expect(profileLinks({ ...base, lname: '', pfr_id: 'MahoPa00' })).toEqual([]);
  });
});
