export * from './database';
export * from './outbox';
