import type { ResolvedParams, SourceSpec } from './types';
import { roleMatch, type PlayRole } from './play-measures';
import { gameSide } from './columns-games';

export { playFilterOf } from './filters';

/** Last regular-season week: 17 games from 2021 (18 weeks), 16 before (17 weeks). */
export function regularSeasonWeeks(year: number): number {
  return year >= 2021 ? 18 : 17;
}

/**
 * The weeks a season type covers (nflverse numbering: postseason weeks follow the regular season),
 * narrowed by the column's week range. Preseason has no data in the shipped set: an empty window.
 */
export function weekWindow(p: ResolvedParams): { min: number; max: number } | null {
  const last = regularSeasonWeeks(p.year);
  const [lo, hi] = p.seas_type === 'REG' ? [1, last] : p.seas_type === 'POST' ? [last + 1, last + 4] : [1, 0];
  const min = Math.max(lo, p.week_min);
  const max = Math.min(hi, p.week_max);
  return min <= max ? { min, max } : null;
}

/** The weeks of a window as a list: an `$in` on the last field of the (…, week) indexes is an equality the
 * embedded server's planner serves from the index (it does not serve a range after equalities). */
export function weekList(w: { min: number; max: number }): number[] {
  return Array.from({ length: w.max - w.min + 1 }, (_, i) => w.min + i);
}

/**
 * The plays of one role in the season window, narrowed by the query's play filter. (year, season_type, week)
 * is the `plays` index the engine declares for this match.
 */
function playsMatch(role: PlayRole): SourceSpec['match'] {
  return (p, scope) => {
    const w = weekWindow(p);
    if (!w) return null;
    return { year: p.year, season_type: p.seas_type, week: { $in: weekList(w) }, ...roleMatch(role), ...scope.playFilter };
  };
}

/**
 * Plays of the season window of one role (play-measures.ts): `field` is the play's player id field the rows
 * are grouped by; the role's flag narrows the plays the group sees (each column counts pass or rush attempts).
 */
function playsSource(id: 'plays_pass' | 'plays_rush' | 'plays_rec', role: PlayRole, field: string): SourceSpec {
  return {
    id,
    collection: 'plays',
    key: 'gsis',
    seasonal: true,
    match: playsMatch(role),
    groupKey: `$${field}`,
    role,
    games: { $addToSet: '$esbid' },
    gamesValue: (f) => ({ $size: f }),
  };
}

/**
 * Plays of the season window grouped by team: the offence (`posteam`, role team), or with the filter
 * team_unit def the defence facing them (`defteam`, role def): what a team's defence allowed.
 */
function teamSource(role: 'team' | 'def'): SourceSpec {
  const field = role === 'team' ? 'posteam' : 'defteam';
  return {
    id: 'plays_team',
    collection: 'plays',
    key: 'team',
    seasonal: true,
    match: playsMatch(role),
    groupKey: `$${field}`,
    role,
    games: { $addToSet: '$esbid' },
    gamesValue: (f) => ({ $size: f }),
  };
}

/** The team source of team_unit def (the team columns then describe the player's team's defence). */
export const PLAYS_TEAM_DEF = teamSource('def');

export const SOURCES: Record<SourceSpec['id'], SourceSpec> = {
  combine: {
    id: 'combine',
    collection: 'combine',
    key: 'pid',
    seasonal: false,
    match: () => ({ pid: { $ne: null } }),
    // a player measured twice keeps his latest combine
    pre: [{ $sort: { season: -1 } }],
    groupKey: '$pid',
    games: { $sum: 0 },
    gamesValue: (f) => f,
  },
  rosters: {
    id: 'rosters',
    collection: 'rosters_players',
    key: 'pid',
    seasonal: false,
    // (lid, year, pid) unique index; visitors and calls without a league get no league columns (spec §6)
    match: (_p, scope) => (scope.league ? { lid: scope.league.lid, year: scope.league.year } : null),
    groupKey: '$pid',
    games: { $sum: 0 },
    gamesValue: (f) => f,
  },
  player_weeks: {
    id: 'player_weeks',
    collection: 'player_weeks',
    key: 'pid',
    seasonal: true,
    // (year, week, pid) unique index
    match: (p) => {
      const w = weekWindow(p);
      return w ? { year: p.year, week: { $in: weekList(w) } } : null;
    },
    groupKey: '$pid',
    games: { $sum: 1 },
    gamesValue: (f) => f,
  },
  plays_pass: playsSource('plays_pass', 'pass', 'passer_player_id'),
  plays_rush: playsSource('plays_rush', 'rush', 'rusher_player_id'),
  plays_rec: playsSource('plays_rec', 'rec', 'receiver_player_id'),
  plays_team: teamSource('team'),  games_lines: {
    id: 'games_lines',
    collection: 'nfl_games',
    key: 'team',
    seasonal: true,
    gameScoped: true,
    // (year, week) index; postseason games are nflverse weeks 19-22 like the plays
    match: (p) => {
      const w = weekWindow(p);
      return w ? { year: p.year, week: { $in: weekList(w) } } : null;
    },
    narrow: (teams) => ({ $or: [{ home_team: { $in: teams } }, { away_team: { $in: teams } }] }),
    // one row per team and game
    pre: [{ $project: { _id: 0, sides: [gameSide('home'), gameSide('away')] } }, { $unwind: '$sides' }, { $replaceRoot: { newRoot: '$sides' } }],
    groupKey: '$team',
    games: { $sum: 1 },
    gamesValue: (f) => f,
  },
};
