export * from './percentiles';
export * from './markets';
export * from './gamelog';
