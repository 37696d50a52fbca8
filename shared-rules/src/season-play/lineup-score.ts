import { round2 } from './random';

/** A starter of a lineup: slot code (§3), player id and fantasy position. */
export interface LineupScoreStarter {
  slot: number;
  pid: string;
  pos: string;
}

/** The state of a player's NFL game this week; `secondsRemaining` counts game-clock seconds left. */
export interface PlayerGameClock {
  secondsRemaining: number;
  status: 'scheduled' | 'live' | 'final';
}

/** Per-player values by pid: a Map or a plain record. */
export type ByPid<T> = ReadonlyMap<string, T> | Readonly<Record<string, T>>;

/** A starter's line: `none` when his team has no game this week (bye). */
export interface ScoredStarter {
  slot: number;
  pid: string;
  /** Points so far (2 decimals); null when he has no stat line yet. */
  points: number | null;
  /** His projection for the whole week. */
  projection: number;
  /** Points so far plus the share of the projection still to play (2 decimals). */
  projected: number;
  /** Game minutes left for him (2 decimals). */
  minutesLeft: number;
  status: PlayerGameClock['status'] | 'none';
}

/** A lineup's live score (spec §3 "Scoreboard": points, projected, minutes). */
export interface LineupScore {
  points: number;
  projected: number;
  minutes: number;
  players: ScoredStarter[];
}

/** §9 game clock: a game is 60 minutes (4 quarters of 15). */
export const GAME_MINUTES = 60;
const GAME_SECONDS = GAME_MINUTES * 60;

function lookup<T>(values: ByPid<T>, pid: string): T | undefined {
  if (values instanceof Map) return values.get(pid);
  const record = values as Readonly<Record<string, T>>;
  return Object.prototype.hasOwnProperty.call(record, pid) ? record[pid] : undefined;
}

/**
 * Live score of a starting lineup.
 *
 * - points: the starters' actual points so far; a starter without points counts 0 (shown as null).
 * - projected: for each starter, actual so far plus projection × share of his game still to play. The
 *   share is 1 before kickoff, secondsRemaining / 3600 while live (clamped to 0..1), 0 when final or
 *   when his team has no game (bye, or no game listed). The projection is taken as spread evenly over
 *   the game clock: simple, explainable, and it reaches exactly the actual points at the final whistle.
 * - minutes: player-minutes left, the sum of each starter's game minutes left (60 before kickoff).
 * Rounding: every player's numbers are rounded to cents, and the team's totals are the sums of those
 *   rounded numbers (summed in integer cents), so the lines shown always add up to the total shown.
 */
export function scoreLineup(
  starters: readonly LineupScoreStarter[],
  points: ByPid<number>,
  projections: ByPid<number>,
  games: ByPid<PlayerGameClock>,
): LineupScore {
  let pointsCents = 0;
  let projectedCents = 0;
  let minutesCents = 0;
  const players: ScoredStarter[] = [];
  for (const starter of starters) {
    const actual = lookup(points, starter.pid);
    const projection = lookup(projections, starter.pid) ?? 0;
    const game = lookup(games, starter.pid);
    let share = 0;
    if (game?.status === 'scheduled') share = 1;
    else if (game?.status === 'live') share = Math.min(1, Math.max(0, game.secondsRemaining / GAME_SECONDS));
    const scored = actual === undefined ? null : round2(actual);
    const projected = round2((actual ?? 0) + projection * share);
    const minutesLeft = round2(share * GAME_MINUTES);
    pointsCents += Math.round((scored ?? 0) * 100);
    projectedCents += Math.round(projected * 100);
    minutesCents += Math.round(minutesLeft * 100);
    players.push({
      slot: starter.slot,
      pid: starter.pid,
      points: scored,
      projection,
      projected,
      minutesLeft,
      status: game?.status ?? 'none',
    });
  }
  return { points: pointsCents / 100, projected: projectedCents / 100, minutes: minutesCents / 100, players };
}
