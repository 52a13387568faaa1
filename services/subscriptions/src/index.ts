export * from './subscriptions.module';
export { SEED_PLANS } from './seed/seed-data';
