export * from './errors';
export * from './remote-props';
export * from './http/define-endpoint';
