import type { OrderDto } from './orders';
import type { DeferredPaymentMethod, FacturaDto, PaymentMismatchDto, RefundDto } from './payments';

/**
 * Domain events every service may publish or consume, with their payloads. Producers write them
 * through their outbox; consumers handle them idempotently.
 */
export const EVENTS = {
  userSignedUp: 'users.user.signed-up',
  userUpdated: 'users.user.updated',
  passwordResetRequested: 'users.password-reset.requested',
  passwordChanged: 'users.password.changed',
  emailChanged: 'users.user.email-changed',
  orderCreated: 'orders.order.created',
  orderStatusChanged: 'orders.order.status-changed',
  orderCancelled: 'orders.order.cancelled',
  orderPaid: 'orders.order.paid',
  orderPaymentRejected: 'orders.order.payment-rejected',
  /** OrderEvent: a paid order was refunded (admin refund, or the payment refunded / charged back). */
  orderRefunded: 'orders.order.refunded',
  /** OrderEvent: a pending OXXO ticket or SPEI transfer was issued (`order.paymentInstructions`). */
  orderPaymentPending: 'orders.order.payment-pending',
  /** OrderRefundRecorded: a refund (partial or the last one) of the order's payment was recorded. */
  orderRefundRecorded: 'orders.order.refund-recorded',
  /** OrderPaymentMismatch: an approved payment charged another amount or currency; the order stays unpaid. */
  orderPaymentMismatch: 'orders.order.payment-mismatch',
  /** FacturaRequested: a customer asked for the CFDI of a paid order (the shop's inbox is told). */
  facturaRequested: 'orders.factura.requested',
  enrolmentCreated: 'subscriptions.enrolment.created',
  enrolmentActivated: 'subscriptions.enrolment.activated',
  enrolmentCancelled: 'subscriptions.enrolment.cancelled',
  /** EnrolmentEvent: Mercado Pago did not approve the payment of a pending enrolment (the payer can pay again). */
  enrolmentPaymentRejected: 'subscriptions.enrolment.payment-rejected',
  /**
   * EnrolmentPaymentRefunded: a payment the enrolment did not need (approved after its cancel, or a second
   * payment of a plan already paid) was given back in full; the payer is told.
   */
  enrolmentPaymentRefunded: 'subscriptions.enrolment.payment-refunded',
  /**
   * EnrolmentRenewalRejected: a monthly charge of an active recurring (Mensual) enrolment was not approved; no box
   * is scheduled for it and the subscriber is told, once per payment.
   */
  enrolmentRenewalRejected: 'subscriptions.enrolment.renewal-rejected',
  deliveryScheduled: 'subscriptions.delivery.scheduled',
} as const;

/** Events no e-mail follows: readers holding a copy of the catalogue (the gateway's reply cache) drop it. */
export const CATALOGUE_EVENTS = {
  /** A product was created, edited or archived. */
  productChanged: 'catalogue.product.changed',
} as const;

/** Order events no e-mail follows. */
export const ORDER_HOLD_EVENTS = {
  /** OrderHoldsReleased: an unpaid order gave back what it held (coupon use, delivery slot, daily stock). */
  holdsReleased: 'orders.order.holds-released',
} as const;

/** Events no e-mail follows: a gateway holding a copy of a session (its session cache) drops it. */
export const SESSION_EVENTS = {
  /** SessionRevoked: a logout, a password or e-mail change, a deactivation. */
  sessionRevoked: 'users.session.revoked',
} as const;

/** One session (`sessionId`) or, without it, every session of the account stopped being valid. */
export interface SessionRevoked {
  userId: string;
  sessionId?: string;
}

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

/** Password changed (from the profile or a reset link): «tu contraseña cambió» to the account's address. */
export interface PasswordChanged {
  userId: string;
  name: string;
  email: string;
  changedAt: string;
}

/** The account's e-mail changed: the old address is told, so a stolen session cannot take it quietly. */
export interface EmailChanged {
  userId: string;
  name: string;
  previousEmail: string;
  email: string;
  changedAt: string;
}

export interface PasswordResetRequested {
  userId: string;
  name: string;
  email: string;
  /** Full link to the reset page, with the single-use token. */
  resetUrl: string;
  expiresAt: string;
}

/** A refund of an order's payment; `order.refunds` lists every refund so far. */
export interface OrderRefundRecorded extends OrderEvent {
  refund: RefundDto;
  /** True while part of the payment remains (the order keeps its status). */
  partial: boolean;
}

export interface OrderEvent {
  order: OrderDto;
  /** Link to the order page; for a guest it carries the access token. */
  orderUrl: string;
}

/** An order cancelled. `voidedPayment`: the OXXO ticket or SPEI transfer it was waiting for, not to be paid any more. */
export interface OrderCancelled extends OrderEvent {
  voidedPayment?: { method: DeferredPaymentMethod; reference: string } | null;
}

export interface OrderPaymentMismatch extends OrderEvent {
  mismatch: PaymentMismatchDto;
}

export interface FacturaRequested {
  factura: FacturaDto;
  /** Where the admin sees the requests. */
  adminUrl: string;
}

/** Why an unpaid order's holds were given back (`refunded`: its whole payment was given back). */
export type HoldReleaseReason = 'expired' | 'cancelled' | 'rejected' | 'refunded';

export interface OrderHoldsReleased extends OrderEvent {
  reason: HoldReleaseReason;
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
    /** `months`: deliveries the plan pays for (1: a single box, unless it renews monthly); missing in older events. */
    plan: { name: string; amount: number; period: string; months?: number };
    initPoint: string | null;
    nextDelivery: string | null;
  };
  /**
   * Where the subscriber sees (and may cancel) the enrolment: /misuscripcion, for a guest with the
   * enrolment's capability token. Only the enrolment-created event can carry the token.
   */
  manageUrl?: string;
  /** A cancel's paid deliveries still to come (a plan paid up front keeps them all). */
  boxesLeft?: number;
}

export interface EnrolmentPaymentRefunded extends EnrolmentEvent {
  /** Mercado Pago's payment given back, and how much (pesos; null when the provider did not say). */
  refund: { paymentId: string; amount: number | null };
}

export interface EnrolmentRenewalRejected extends EnrolmentEvent {
  /** Mercado Pago's payment (the month's charge) it did not approve. */
  payment: { paymentId: string };
}

export interface DeliveryScheduled extends EnrolmentEvent {
  deliveryDate: string;
  /** Scheduled by the activation itself: its e-mail («Tu primera caja llega…») already names this delivery. */
  withActivation?: boolean;
}
