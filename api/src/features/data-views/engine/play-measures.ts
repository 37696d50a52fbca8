import { completion, countIf, dropback, field, goalLine, offenseTouchdown, passAttempt, redZone, rushAttempt, sumIf } from './predicates';
import type { Expr } from './types';

/**
 * The sums every play-derived column is made of, per role a play gives a player (or a team). Each measure
 * is a $group accumulator over raw plays. The same accumulators build the pre-aggregated table
 * `play_game_totals` (one row per role, player or team, and game: play-totals.ts) and serve the raw-play
 * path the engine falls back to for filters the table cannot answer, so both paths add up the same
 * definitions. Columns (columns-plays.ts) only combine measures.
 */
export type PlayRole = 'pass' | 'rush' | 'rec' | 'team' | 'def';

const positiveEpa: Expr = { $gt: [field('epa', 0), 0] };
const and = (...c: Expr[]): Expr => ({ $and: c });
/** An offensive play: a dropback or a rushing attempt on a down. */
export const teamPlay: Expr = { $or: [dropback, rushAttempt] };

/** An offence's plays (team role), or the same plays seen from the defence (def role). */
const TEAM_MEASURES: Record<string, Expr> = {
  plays: countIf(teamPlay),
  pa: countIf(passAttempt),
  ra: countIf(rushAttempt),
  // the bases of a player's red-zone and goal-line shares
  rz_pa: countIf(and(passAttempt, redZone)),
  rz_ra: countIf(and(rushAttempt, redZone)),
  gl_pa: countIf(and(passAttempt, goalLine)),
  gl_ra: countIf(and(rushAttempt, goalLine)),
  db: countIf(dropback),
  epa: sumIf(teamPlay, 'epa'),
  succ: countIf(and(teamPlay, positiveEpa)),
};

export interface RoleSpec {
  /** The play field naming who the row belongs to (a gsis id, or the offence's team code). */
  idField: string;
  /** The flag every play of the role has (fewer plays to group); null: every play of the offence. */
  kind: 'pass_attempt' | 'rush_attempt' | null;
  measures: Record<string, Expr>;
}

export const PLAY_ROLES: Record<PlayRole, RoleSpec> = {
  pass: {
    idField: 'passer_player_id',
    kind: 'pass_attempt',
    measures: {
      att: countIf(passAttempt),
      cmp: countIf(completion),
      yds: sumIf(completion, 'yards_gained'),
      air: sumIf(passAttempt, 'air_yards'),
      td: countIf(and(completion, offenseTouchdown)),
      epa: sumIf(dropback, 'epa'),
      db: countIf(dropback),
      succ: countIf(and(dropback, positiveEpa)),
    },
  },
  rush: {
    idField: 'rusher_player_id',
    kind: 'rush_attempt',
    measures: {
      att: countIf(rushAttempt),
      yds: sumIf(rushAttempt, 'yards_gained'),
      td: countIf(and(rushAttempt, offenseTouchdown)),
      epa: sumIf(rushAttempt, 'epa'),
      succ: countIf(and(rushAttempt, positiveEpa)),
      expl: countIf(and(rushAttempt, { $gte: [field('yards_gained', 0), 10] })),
      rz: countIf(and(rushAttempt, redZone)),
      gl: countIf(and(rushAttempt, goalLine)),
    },
  },
  rec: {
    idField: 'receiver_player_id',
    kind: 'pass_attempt',
    measures: {
      tgt: countIf(passAttempt),
      rec: countIf(completion),
      yds: sumIf(completion, 'yards_gained'),
      air: sumIf(passAttempt, 'air_yards'),
      yac: sumIf(completion, 'yards_after_catch'),
      td: countIf(and(completion, offenseTouchdown)),
      epa: sumIf(passAttempt, 'epa'),
      expl: countIf(and(completion, { $gte: [field('yards_gained', 0), 20] })),
      rz: countIf(and(passAttempt, redZone)),
      gl: countIf(and(passAttempt, goalLine)),
    },
  },
  team: { idField: 'posteam', kind: null, measures: TEAM_MEASURES },
  // the same plays by the defence facing them (team_unit def: what a team's defence allowed)
  def: { idField: 'defteam', kind: null, measures: TEAM_MEASURES },
};

/** The raw plays of a role: its flag set and its id present (a play without a passer has no passing row). */
export function roleMatch(role: PlayRole): Record<string, unknown> {
  const spec = PLAY_ROLES[role];
  return { ...(spec.kind ? { [spec.kind]: 1 } : {}), [spec.idField]: { $ne: null } };
}

/** The pre-aggregated table: one row per (role, player or team, game). */
export const PLAY_TOTALS_COLLECTION = 'play_game_totals';
