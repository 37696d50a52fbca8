import type { Expr } from './types';

/**
 * Play predicates as aggregation expressions, following shared-rules/src/scoring/plays.ts (the same
 * definitions reproduce the official nflverse weekly stats, api/data/README.md). Stored plays leave
 * empty values out, so every field is read through $ifNull.
 */
export const field = (name: string, fallback: Expr = null): Expr => ({ $ifNull: [`$${name}`, fallback] });
const is = (name: string, value: number): Expr => ({ $eq: [field(name), value] });

/** A scrimmage down (two-point tries have no down). */
export const hasDown: Expr = { $ne: [field('down'), null] };
/** Pass attempt with the play's passer: not a sack, not a two-point try. */
export const passAttempt: Expr = { $and: [is('pass_attempt', 1), { $ne: [field('sack'), 1] }, hasDown] };
/** Dropback: pass attempts and sacks (EPA and success of a passer). */
export const dropback: Expr = { $and: [is('pass_attempt', 1), hasDown] };
export const completion: Expr = { $and: [passAttempt, is('complete_pass', 1)] };
export const rushAttempt: Expr = { $and: [is('rush_attempt', 1), hasDown] };
/** The offence scored six on the play (a defensive return TD is not the offence's). */
export const offenseTouchdown: Expr = {
  $and: [is('touchdown', 1), { $gte: [{ $subtract: [field('posteam_score_post', 0), field('posteam_score', 0)] }, 6] }],
};
export const redZone: Expr = { $lte: [field('yardline_100', 100), 20] };
/** Inside the opponent's 5 (the goal-line area). */
export const goalLine: Expr = { $lte: [field('yardline_100', 100), 5] };

export const countIf = (cond: Expr): Expr => ({ $sum: { $cond: [cond, 1, 0] } });
export const sumIf = (cond: Expr, name: string): Expr => ({ $sum: { $cond: [cond, field(name, 0), 0] } });
/** a / b rounded, null when b is 0. */
export const ratio = (a: string, b: string, places = 3): Expr => ({
  $cond: [{ $gt: [b, 0] }, { $round: [{ $divide: [a, b] }, places] }, null],
});
export const round = (e: Expr, places: number): Expr => ({ $round: [e, places] });
