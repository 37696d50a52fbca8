export * from './protocol';
export * from './auction-schemas';
export * from './client-messages';
export * from './auction-server-messages';
export * from './server-messages';
export * from './asyncapi';
