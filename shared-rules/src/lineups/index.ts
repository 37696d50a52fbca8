export * from './slots';
export * from './optimal-lineup';
export * from './budget-lineup';
