export * from './constants';
export * from './errors';
export * from './validation';
export * from './rpc';
export * from './events';
export * from './catalogue';
