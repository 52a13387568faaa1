export * from './samples';
