export * from './orders.module';
