export * from './fields';
export * from './validate';
export * from './breaks';
export * from './presets';
