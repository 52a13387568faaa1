export * from './samples';
export * from './days';
