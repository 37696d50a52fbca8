export * from './positions';
export * from './baselines';
export * from './market-salary';
export * from './projections';
export * from './weekly-values';
export * from './draft-pick-value';
export * from './team-value';
export * from './season-market';
