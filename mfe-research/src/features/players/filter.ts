import type { PlayerRow, Position } from './player-model';

/** Spec §2 experience filter: 0 rookies, 1 second-year players, -1 veterans (third year on). */
export type Experience = 0 | 1 | -1;
export const EXPERIENCE_OPTIONS: ReadonlyArray<{ value: Experience; label: string }> = [
  { value: 0, label: 'Rookie' },
  { value: 1, label: '2nd year' },
  { value: -1, label: 'Veteran' },
];

export type Availability = 'rostered' | 'free_agent';
export const AVAILABILITY_OPTIONS: ReadonlyArray<{ value: Availability; label: string }> = [
  { value: 'rostered', label: 'Rostered' },
  { value: 'free_agent', label: 'Free agent' },
];

/** Every list filter: an empty list means no restriction; a row must match one value of each list. */
export interface PlayerFilter {
  /** Free text matched against the name and the NFL team. */
  search: string;
  positions: readonly Position[];
  nflTeams?: readonly string[];
  colleges?: readonly string[];
  /** Draft rounds, 0 for undrafted. */
  draftRounds?: readonly number[];
  experience?: readonly Experience[];
  nflStatuses?: readonly string[];
  /** Fantasy team ids (league rosters). */
  teams?: readonly number[];
  availability?: readonly Availability[];
  /** With `watchlist`: only watched players. */
  watchlistOnly?: boolean;
  watchlist?: ReadonlySet<string>;
  /** The season experience counts from (spec §2: seasons since the draft year). */
  seasonYear?: number;
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

// Normalizing 5,500 names on every keystroke costs more than the filter itself; rows are immutable.
const haystacks = new WeakMap<PlayerRow, string>();
function haystack(row: PlayerRow): string {
  let text = haystacks.get(row);
  if (text === undefined) {
    text = `${normalize(row.name)} ${row.nflTeam.toLowerCase()}`;
    haystacks.set(row, text);
  }
  return text;
}

/** 0 rookie, 1 second year, -1 veteran; null without a draft year. */
export function experienceOf(row: Pick<PlayerRow, 'draftYear'>, seasonYear: number): Experience | null {
  if (row.draftYear === null) return null;
  const seasons = seasonYear - row.draftYear;
  return seasons <= 0 ? 0 : seasons === 1 ? 1 : -1;
}

const active = <T,>(list: readonly T[] | undefined): list is readonly T[] => list !== undefined && list.length > 0;

/** Rows matching every word of the search and every active list filter. */
export function filterPlayers(rows: readonly PlayerRow[], filter: PlayerFilter): PlayerRow[] {
  const words = normalize(filter.search).split(' ').filter(Boolean);
  const positions = new Set<string>(filter.positions);
  const nflTeams = active(filter.nflTeams) ? new Set(filter.nflTeams) : null;
  const colleges = active(filter.colleges) ? new Set(filter.colleges) : null;
  const rounds = active(filter.draftRounds) ? new Set(filter.draftRounds) : null;
  const experience = active(filter.experience) ? new Set<Experience | null>(filter.experience) : null;
  const statuses = active(filter.nflStatuses) ? new Set(filter.nflStatuses) : null;
  const teams = active(filter.teams) ? new Set(filter.teams) : null;
  const availability = active(filter.availability) ? new Set(filter.availability) : null;
  const watchlist = filter.watchlistOnly ? (filter.watchlist ?? new Set<string>()) : null;
  const seasonYear = filter.seasonYear;
  return rows.filter((row) => {
    if (positions.size > 0 && !positions.has(row.pos)) return false;
    if (watchlist && !watchlist.has(row.pid)) return false;
    if (nflTeams && !nflTeams.has(row.nflTeam)) return false;
    if (colleges && (row.college === null || !colleges.has(row.college))) return false;
    if (rounds && !rounds.has(row.draftRound ?? 0)) return false;
    if (experience && (seasonYear === undefined || !experience.has(experienceOf(row, seasonYear)))) return false;
    if (statuses && (row.nflStatus === null || !statuses.has(row.nflStatus))) return false;
    if (teams && (row.tid === null || !teams.has(row.tid))) return false;
    if (availability && !availability.has(row.tid === null ? 'free_agent' : 'rostered')) return false;
    if (words.length === 0) return true;
    const text = haystack(row);
    return words.every((word) => text.includes(word));
  });
}

/** Adds or removes a value from a selection. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/** Adds or removes a position from the selection. */
export function togglePosition(positions: readonly Position[], position: Position): Position[] {
  return toggleValue(positions, position);
}

/** The distinct non-empty values of a field, sorted, for a filter's choices. */
export function distinctValues(rows: readonly PlayerRow[], pick: (row: PlayerRow) => string | null): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    const value = pick(row);
    if (value) seen.add(value);
  }
  return [...seen].sort();
}
