export * from './subscriptions.module';
export type * from './payments/port';
export { SUBSCRIPTIONS_WEBHOOK_PATH } from './enrolment.service';
export { FakeSubscriptionPayments } from './payments/fake-payments';
export { SEED_PLANS } from './seed/seed-data';
