import type { OrderDto } from './orders';

/**
 * Domain events every service may publish or consume, with their payloads. Producers write them
 * through their outbox; consumers handle them idempotently.
 */
export const EVENTS = {
  userSignedUp: 'users.user.signed-up',
  userUpdated: 'users.user.updated',
  passwordResetRequested: 'users.password-reset.requested',
  orderCreated: 'orders.order.created',
  orderStatusChanged: 'orders.order.status-changed',
  orderCancelled: 'orders.order.cancelled',
  orderPaid: 'orders.order.paid',
  orderPaymentRejected: 'orders.order.payment-rejected',
  enrolmentCreated: 'subscriptions.enrolment.created',
  enrolmentActivated: 'subscriptions.enrolment.activated',
  enrolmentCancelled: 'subscriptions.enrolment.cancelled',
  deliveryScheduled: 'subscriptions.delivery.scheduled',
} as const;

/** Events no e-mail follows: readers holding a copy of the catalogue (the gateway's reply cache) drop it. */
export const CATALOGUE_EVENTS = {
  /** A product was created, edited or archived. */
  productChanged: 'catalogue.product.changed',
} as const;

export interface CatalogueChanged {
  productId: string;
  change: 'created' | 'updated' | 'archived';
}

export interface UserSignedUp {
  userId: string;
  name: string;
  email: string;
}

export interface UserUpdated {
  userId: string;
  name: string;
  email: string;
}

export interface PasswordResetRequested {
  userId: string;
  name: string;
  email: string;
  /** Full link to the reset page, with the single-use token. */
  resetUrl: string;
  expiresAt: string;
}

export interface OrderEvent {
  order: OrderDto;
  /** Link to the order page; for a guest it carries the access token. */
  orderUrl: string;
}

export interface OrderStatusChanged extends OrderEvent {
  previousStatus: string;
}

export interface EnrolmentEvent {
  enrollment: {
    _id: string;
    status: string;
    userId: string | null;
    payer: { name: string; email: string };
    plan: { name: string; amount: number; period: string };
    initPoint: string | null;
    nextDelivery: string | null;
  };
}

export interface DeliveryScheduled extends EnrolmentEvent {
  deliveryDate: string;
}
