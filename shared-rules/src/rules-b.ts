/**
 * Rules part B: scoring, scoring/league format presets and hashes, lineups, standings and valuation.
 * Pure: no IO, no clock, no randomness. The benchmarks under bench/ are not exported here.
 */
export * from './scoring';
export * from './league-formats';
export * from './lineups';
export * from './standings';
export * from './valuation';
export * from './season-play';
