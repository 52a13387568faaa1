export * from './job-queue';
export * from './in-process-jobs';
export * from './bullmq-jobs';
export * from './queue-name';
export * from './repeating-sweep';
