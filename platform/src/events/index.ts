export * from './event-bus';
export * from './in-process-bus';
export * from './jetstream-bus';
export * from './wiring';
export * from './pruning';
