export * from './subscriptions.module';
