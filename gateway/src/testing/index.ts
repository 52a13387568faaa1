export * from './api-harness';
export * from './orders-api';
