export * from './head-to-head-schedule';
export * from './lineup-score';
export * from './projection';
export * from './team-season';
export * from './playoffs-bracket';
export * from './odds';
export { mulberry32, normalSampler } from './random';
export * from './careerlogs';
