import { toPlayerRow, type ApiPlayer } from './player-model';
import { sortPlayers, toggleSort } from './sort';

const now = new Date('2026-06-01T00:00:00Z');

function player(pid: string, name: string, extra: Partial<ApiPlayer> = {}): ApiPlayer {
  const [fname, lname] = name.split(' ');
  return { pid, fname, lname, name, pos: 'WR', team: 'KC', dob: null, nfl_draft_year: null, round: null, dpos: null, ...extra };
}

describe('toggleSort (spec §4)', () => {
  it('sorts a new column descending', () => {
    expect(toggleSort({ column: 'points', desc: true }, 'age', 'points')).toEqual({ column: 'age', desc: true });
    expect(toggleSort({ column: 'points', desc: false }, 'age', 'points')).toEqual({ column: 'age', desc: true });
  });
  it('turns the same descending column ascending', () => {
    expect(toggleSort({ column: 'age', desc: true }, 'age', 'points')).toEqual({ column: 'age', desc: false });
  });
  it('returns the same ascending column to the default column descending', () => {
    expect(toggleSort({ column: 'age', desc: false }, 'age', 'points')).toEqual({ column: 'points', desc: true });
  });
});

describe('sortPlayers', () => {
  const names = new Map([[3, 'Gridiron Gang']]);
  const rows = [
    toPlayerRow(player('A', 'Al One', { value: 10, tid: 3, dob: '2000-01-01' }), names, now),
    toPlayerRow(player('B', 'Bo Two', { value: 40, tid: 3, dob: '1995-06-01' }), names, now),
    toPlayerRow(player('C', 'Cy Three', { dob: null }), names, now),
  ];

  it('orders numbers by direction and sinks missing values in both directions', () => {
    expect(sortPlayers(rows, { column: 'salary', desc: true }).map((r) => r.pid)).toEqual(['B', 'A', 'C']);
    expect(sortPlayers(rows, { column: 'salary', desc: false }).map((r) => r.pid)).toEqual(['A', 'B', 'C']);
    expect(sortPlayers(rows, { column: 'age', desc: false }).map((r) => r.pid)).toEqual(['A', 'B', 'C']);
  });

  it('puts the earliest draft pick first when descending', () => {
    const drafted = [
      toPlayerRow(player('X', 'X X', { round: 2, dpos: 40 }), names, now),
      toPlayerRow(player('Y', 'Y Y', { round: 1, dpos: 3 }), names, now),
      toPlayerRow(player('Z', 'Z Z'), names, now),
    ];
    expect(sortPlayers(drafted, { column: 'draft', desc: true }).map((r) => r.pid)).toEqual(['Y', 'X', 'Z']);
  });

  it('does not mutate its input', () => {
    const before = rows.map((r) => r.pid);
    sortPlayers(rows, { column: 'name', desc: true });
    expect(rows.map((r) => r.pid)).toEqual(before);
  });
});
