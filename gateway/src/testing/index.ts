export * from './api-harness';
export * from './clients';
export * from './encoding';
export * from './memory-mailer';
export * from './orders-api';
export * from './process-env';
export * from './users-stub';
