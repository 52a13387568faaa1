export * from './tokens';
export * from './lifecycle';
export * from './rpc-access';
export * from './rpc-params';
export * from './service-failure.filter';
export * from './service-module';
export * from './service-store';
