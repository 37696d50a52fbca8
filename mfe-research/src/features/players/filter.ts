import type { PlayerRow, Position } from './player-model';

export interface PlayerFilter {
  /** Free text matched against the name and the NFL team. */
  search: string;
  /** Empty means every position. */
  positions: readonly Position[];
}

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rows matching every word of the search and one of the chosen positions. */
export function filterPlayers(rows: readonly PlayerRow[], filter: PlayerFilter): PlayerRow[] {
  const words = normalize(filter.search).split(' ').filter(Boolean);
  const positions = new Set<string>(filter.positions);
  return rows.filter((row) => {
    if (positions.size > 0 && !positions.has(row.pos)) return false;
    if (words.length === 0) return true;
    const haystack = `${normalize(row.name)} ${row.nflTeam.toLowerCase()}`;
    return words.every((word) => haystack.includes(word));
  });
}

/** Adds or removes a position from the selection. */
export function togglePosition(positions: readonly Position[], position: Position): Position[] {
  return positions.includes(position) ? positions.filter((p) => p !== position) : [...positions, position];
}
