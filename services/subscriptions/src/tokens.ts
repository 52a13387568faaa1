/** The subscriptions payments port (`SubscriptionPayments`): Mercado Pago, or a fake in tests. */
export const SUBSCRIPTIONS_PAYMENTS = Symbol('SUBSCRIPTIONS_PAYMENTS');
