export * from './compositions';
