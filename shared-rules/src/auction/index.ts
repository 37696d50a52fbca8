export * from './bid';
export * from './bid-button';
export * from './live';
export * from './machine';
export * from './nomination';
export * from './state';
export * from './timer';
