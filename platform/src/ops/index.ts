export * from './metrics';
export * from './ops-server';
