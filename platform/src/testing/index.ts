export * from './compositions';
export * from './eventually';
export * from './scratch';
export * from './probe-request';
export * from './query-rows';
