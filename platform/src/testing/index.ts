export * from './compositions';
export * from './eventually';
