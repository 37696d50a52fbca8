import { buildRosterCsv, ROSTER_EXPORT_COLUMNS } from './roster-export';
import { rosters, teams } from './fixtures.test-data';

describe('buildRosterCsv', () => {
  const csv = buildRosterCsv(rosters, teams, [
    { pid: 'PATR-MAHO-2017-1995-09-17', nfl_draft_year: 2017, market_salary: 48.6 },
    { pid: 'JAMA-CHAS-2021-2000-03-01', nfl_draft_year: 2021 },
  ]);
  const lines = csv.split('\r\n');

  it('ends every line with CRLF and has no bare LF', () => {
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines).toHaveLength(1 + 5 + 1); // header, five players, trailing empty after the last CRLF
  });

  it('starts with the spec columns', () => {
    expect(lines[0]).toBe(ROSTER_EXPORT_COLUMNS.join(','));
    expect(ROSTER_EXPORT_COLUMNS).toHaveLength(12);
  });

  it('lists teams by id, players by salary, with quoting and rounded market salary', () => {
    expect(lines[1]).toBe(
      '1,"Owner One, ""The Champs""",60,49,Patrick Mahomes,PATR-MAHO-2017-1995-09-17,QB,1767225600,Roster Add,QB,2017,KC',
    );
    expect(lines[2]).toContain(',Travis Kelce,');
    expect(lines[4]).toContain(',Nick Chubb,');
    expect(lines[3]).toBe('1,"Owner One, ""The Champs""",5,,Cam Ward,CAMX-WARD-2025-2002-05-25,QB,1767225600,Draft,PSD,,TEN');
    expect(lines[5]).toBe(
      "2,Owner Two,50,,Ja'Marr Chase,JAMA-CHAS-2021-2000-03-01,WR,1767225600,Auction Bid,WR,2021,CIN",
    );
  });

  it('quotes a name holding a line break', () => {
    const odd = [{ ...rosters[1], players: [{ ...rosters[1].players[0], name: 'Line\nBreak' }] }];
    expect(buildRosterCsv(odd, teams, [])).toContain('"Line\nBreak"');
  });
});
