/**
 * Roster actions: the decisions behind every team move (release, sign, activate, deactivate,
 * protect, reserve, lineup, tags, commissioner edits). Each takes the team's roster, the involved
 * players' status and `now`, and answers the writes to make together or the reason to refuse. The
 * api applies the writes atomically; the UI previews with the same functions.
 */
export * from './types';
export * from './game-lock';
export { releaseProblem, releasesProblem, isProtectedSlot, isGameLocked, flagsOf } from './helpers';
export * from './moves';
export * from './lineup';
export * from './tags';
export * from './commissioner';
export * from './cutlist';
export * from './menu';
export * from './restricted-free-agency';
