export * from './api-harness';
