export * from './api-harness';
export * from './orders-api';
export * from './process-env';
