export {};
export * from './auction';
export * from './rules-b';
