export * from './slots';
