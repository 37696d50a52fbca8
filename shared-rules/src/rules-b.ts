/**
 * Rules part B: scoring, scoring/league format presets and hashes, lineups, standings, valuation and
 * season play (schedule, live lineup score, team season lines, playoff bracket, playoff odds).
 * Pure: no IO, no clock, no ambient randomness (the schedule and the odds draw from an explicit seed).
 * The benchmarks under bench/ are not exported here.
 */
export * from './scoring';
export * from './league-formats';
export * from './lineups';
export * from './standings';
export * from './valuation';
export * from './season-play';
export * from './league-settings';
