export {};
export * from './auction';
