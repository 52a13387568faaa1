/** This service's names for the tokens every service module provides (`defineServiceModule`), and its payments port. */
export {
  OUTBOX_RELAY as SUBSCRIPTIONS_RELAY,
  SERVICE_DATABASE as SUBSCRIPTIONS_DB,
  SERVICE_RUNTIME as SUBSCRIPTIONS_RUNTIME,
} from '@kukki/platform';
export const SUBSCRIPTIONS_PAYMENTS = Symbol('SUBSCRIPTIONS_PAYMENTS');
