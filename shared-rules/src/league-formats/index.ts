export * from './sha256';
export * from './canonical-json';
export * from './format-hash';
export * from './scoring-formats';
export * from './league-formats';
