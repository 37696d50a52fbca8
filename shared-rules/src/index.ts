export {};
export * from './auction';
export * from './rules-b';
export * from './rules-a';
export * from './roster-actions';
export * from './research';
