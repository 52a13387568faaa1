export * from './samples';
export * from './days';
export * from './event-samples';
