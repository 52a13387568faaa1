export * from './rate-limiter';
export * from './tokens';
export * from './sealed';
