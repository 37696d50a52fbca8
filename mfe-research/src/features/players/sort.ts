import type { PlayerRow } from './player-model';

export type SortColumn = 'name' | 'pos' | 'nflTeam' | 'age' | 'draft' | 'roster' | 'salary' | 'points';

export interface SortState {
  column: SortColumn;
  desc: boolean;
}

/**
 * Spec §4 sort toggle: a new column sorts descending; the same column while descending sorts
 * ascending; the same column while ascending returns to the default column, descending.
 */
export function toggleSort(current: SortState, column: SortColumn, defaultColumn: SortColumn): SortState {
  if (current.column !== column) return { column, desc: true };
  if (current.desc) return { column, desc: false };
  return { column: defaultColumn, desc: true };
}

type SortValue = string | number | null;

function sortValue(row: PlayerRow, column: SortColumn): SortValue {
  switch (column) {
    case 'name':
      return row.name.toLowerCase();
    case 'pos':
      return row.pos;
    case 'nflTeam':
      return row.nflTeam;
    case 'age':
      return row.age;
    case 'draft':
      // Earlier picks are "more": descending puts the first overall pick on top; UDFA last.
      return row.draftPick === null ? null : -row.draftPick;
    case 'roster':
      return row.teamName === null ? null : row.teamName.toLowerCase();
    case 'salary':
      return row.salary;
    case 'points':
      return row.points;
  }
}

/**
 * Sorts a copy. Missing values always sink to the bottom whatever the direction, and ties fall back
 * to the player name so the order is stable between renders.
 */
export function sortPlayers(rows: readonly PlayerRow[], sort: SortState): PlayerRow[] {
  const factor = sort.desc ? -1 : 1;
  return [...rows].sort((a, b) => {
    const va = sortValue(a, sort.column);
    const vb = sortValue(b, sort.column);
    if (va === null && vb !== null) return 1;
    if (vb === null && va !== null) return -1;
    if (va !== null && vb !== null && va !== vb) {
      const cmp = typeof va === 'number' && typeof vb === 'number' ? va - vb : String(va).localeCompare(String(vb));
      if (cmp !== 0) return cmp * factor;
    }
    return a.name.localeCompare(b.name) || a.pid.localeCompare(b.pid);
  });
}
