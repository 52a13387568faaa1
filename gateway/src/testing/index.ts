export * from './api-harness';
export * from './encoding';
export * from './orders-api';
export * from './process-env';
