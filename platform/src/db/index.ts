export * from './database';
export * from './outbox';
export * from './unique-violation';
export * from './pglite';
export * from './group-commit';
