export * from './rate-limiter';
export * from './tokens';
