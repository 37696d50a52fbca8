export * from './percentiles';
export * from './markets';
export * from './gamelog';
export * from './transaction-summary';
