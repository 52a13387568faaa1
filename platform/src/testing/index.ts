export * from './compositions';
export * from './eventually';
export * from './scratch';
