export * from './in-process';
export * from './rpc-client';
export * from './rpc-context';
export * from './nats-namespaced';
