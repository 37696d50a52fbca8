export * from './stat-line';
export * from './calculate-points';
export * from './kicking';
export * from './defense';
export * from './nflverse';
export * from './plays';
