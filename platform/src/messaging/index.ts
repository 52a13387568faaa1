export * from './in-process';
export * from './rpc-client';
export * from './nats-namespaced';
export * from './nats-options';
export * from './request-context';
