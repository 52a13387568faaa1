export * from './database';
export * from './outbox';
export * from './unique-violation';
export * from './pglite';
export * from './group-commit';
export * from './first-row';
export * from './idempotency';
export * from './guest-idempotency';
