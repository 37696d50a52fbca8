export * from './errors';
export * from './remote-props';
export * from './http/define-endpoint';
export * from './http/data-views';
export * from './realtime';
