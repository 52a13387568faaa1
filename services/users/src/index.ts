export * from './users.module';
