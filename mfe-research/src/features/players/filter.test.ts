import { experienceOf, filterPlayers } from './filter';
import { toPlayerRow } from './player-model';
import { players, teams } from './players-page.test-helper';

const names = new Map(teams.map((t) => [t.uid, t.name]));
const rows = players.map((p) => toPlayerRow(p as Parameters<typeof toPlayerRow>[0], names, new Date('2026-06-01T00:00:00Z')));
const pick = (filter: Partial<Parameters<typeof filterPlayers>[1]>) =>
  filterPlayers(rows, { search: '', positions: [], seasonYear: 2026, ...filter }).map((r) => r.lname);

describe('filterPlayers: the §2 list filters', () => {
  it('matches NFL teams, colleges, draft rounds and statuses', () => {
    expect(pick({ nflTeams: ['KC'] })).toEqual(['Mahomes', 'Kelce']);
    expect(pick({ colleges: ['Texas', 'Cincinnati'] })).toEqual(['Robinson', 'Kelce']);
    expect(pick({ draftRounds: [3] })).toEqual(['Kelce']);
    expect(pick({ draftRounds: [0] })).toEqual([]);
    expect(pick({ nflStatuses: ['RES'] })).toEqual(['Kelce']);
  });

  it('counts experience from the draft year: 0 rookie, 1 second year, -1 veteran', () => {
    expect(experienceOf({ draftYear: 2026 }, 2026)).toBe(0);
    expect(experienceOf({ draftYear: 2025 }, 2026)).toBe(1);
    expect(experienceOf({ draftYear: 2017 }, 2026)).toBe(-1);
    expect(experienceOf({ draftYear: null }, 2026)).toBeNull();
    expect(pick({ experience: [-1] })).toEqual(['Mahomes', 'Robinson', 'Kelce']);
    expect(pick({ experience: [0, 1] })).toEqual([]);
    expect(pick({ experience: [-1], seasonYear: 2024 })).toEqual(['Mahomes', 'Kelce']);
  });

  it('matches fantasy teams and availability', () => {
    expect(pick({ teams: [3] })).toEqual(['Kelce']);
    expect(pick({ availability: ['free_agent'] })).toEqual(['Robinson']);
    expect(pick({ availability: ['rostered'] })).toEqual(['Mahomes', 'Kelce']);
  });

  it('keeps only watched players with the watchlist-only flag', () => {
    const watchlist = new Set([players[2].pid]);
    expect(pick({ watchlistOnly: true, watchlist })).toEqual(['Kelce']);
    expect(pick({ watchlistOnly: false, watchlist })).toHaveLength(3);
  });
});
