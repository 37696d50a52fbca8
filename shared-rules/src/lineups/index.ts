export * from './slots';
export * from './optimal-lineup';
export * from './budget-lineup';
export * from './playable';
export * from './roster-lineup';
