import { z } from 'zod';
import { ORDER_STATUSES } from './constants';
import {
  CATALOGUE_EVENTS,
  EVENTS,
  ORDER_HOLD_EVENTS,
  SESSION_EVENTS,
  type CatalogueChanged,
  type DeliveryScheduled,
  type EmailChanged,
  type EnrolmentEvent,
  type EnrolmentPaymentRefunded,
  type EnrolmentRenewalRejected,
  type FacturaRequested,
  type OrderCancelled,
  type OrderEvent,
  type OrderHoldsReleased,
  type OrderPaymentMismatch,
  type OrderRefundRecorded,
  type OrderStatusChanged,
  type PasswordChanged,
  type PasswordResetRequested,
  type SessionRevoked,
  type UserSignedUp,
  type UserUpdated,
} from './domain-events';
import type { EventEnvelope } from './events';
import { DEFERRED_PAYMENT_METHODS } from './payments';
import { PAYMENTS_EVENTS, type PaymentUpdatedEvent, type PreapprovalUpdatedEvent, type RefundRecordedEvent } from './payment-events';

/**
 * A payload schema for the type `T` its producers and consumers share. Large DTOs (an order, an
 * enrolment) are checked on the fields that identify them and pass the rest through: the DTO's own
 * type comes from its interface.
 */
const payload = <T>(schema: z.ZodTypeAny) => schema as z.ZodType<T>;

const isoDate = z.string().datetime({ offset: true });
const account = { userId: z.string().min(1), name: z.string(), email: z.string().email() };
const order = z
  .object({
    _id: z.string().min(1),
    orderNumber: z.string().min(1),
    status: z.enum(ORDER_STATUSES),
    user: z.string().nullable(),
    payer: z.object({ name: z.string(), email: z.string() }).passthrough(),
    totalPrice: z.number(),
    isPaid: z.boolean(),
  })
  .passthrough();
const orderEvent = { order, orderUrl: z.string().min(1) };
const ledgerRefund = z.object({ id: z.string().min(1), amountCents: z.number().int(), at: isoDate }).strict();
const paymentRef = { paymentId: z.string().min(1), externalReference: z.string().min(1), kind: z.enum(['order', 'subscription']) };
const enrolmentEvent = {
  enrollment: z
    .object({
      _id: z.string().min(1),
      status: z.string(),
      userId: z.string().nullable(),
      payer: z.object({ name: z.string(), email: z.string() }),
      plan: z.object({ name: z.string(), amount: z.number(), period: z.string(), months: z.number().int().positive().optional() }),
      initPoint: z.string().nullable(),
      nextDelivery: z.string().nullable(),
    })
    .strict(),
  manageUrl: z.string().optional(),
  boxesLeft: z.number().int().min(0).optional(),
};

/**
 * Every domain event: its type and the schema of its payload. `emitEvent` and the consumers'
 * handlers are typed from it; adding an event type is one entry here.
 */
export const DOMAIN_EVENT_SCHEMAS = {
  [EVENTS.userSignedUp]: payload<UserSignedUp>(z.object(account).strict()),
  [EVENTS.userUpdated]: payload<UserUpdated>(z.object(account).strict()),
  [EVENTS.passwordResetRequested]: payload<PasswordResetRequested>(
    z.object({ ...account, resetUrl: z.string().min(1), expiresAt: isoDate }).strict(),
  ),
  [EVENTS.passwordChanged]: payload<PasswordChanged>(z.object({ ...account, changedAt: isoDate }).strict()),
  [EVENTS.emailChanged]: payload<EmailChanged>(z.object({ ...account, previousEmail: z.string().email(), changedAt: isoDate }).strict()),
  [SESSION_EVENTS.sessionRevoked]: payload<SessionRevoked>(
    z.object({ userId: z.string().min(1), sessionId: z.string().min(1).optional() }).strict(),
  ),
  [EVENTS.orderCreated]: payload<OrderEvent>(z.object(orderEvent).strict()),
  [EVENTS.orderStatusChanged]: payload<OrderStatusChanged>(z.object({ ...orderEvent, previousStatus: z.string() }).strict()),
  [EVENTS.orderCancelled]: payload<OrderCancelled>(
    z
      .object({
        ...orderEvent,
        voidedPayment: z
          .object({ method: z.enum(DEFERRED_PAYMENT_METHODS), reference: z.string() })
          .strict()
          .nullable()
          .optional(),
      })
      .strict(),
  ),
  [EVENTS.orderPaid]: payload<OrderEvent>(z.object(orderEvent).strict()),
  [EVENTS.orderPaymentRejected]: payload<OrderEvent>(z.object(orderEvent).strict()),
  [EVENTS.orderRefunded]: payload<OrderEvent>(z.object(orderEvent).strict()),
  [EVENTS.orderPaymentPending]: payload<OrderEvent>(z.object(orderEvent).strict()),
  [EVENTS.orderRefundRecorded]: payload<OrderRefundRecorded>(
    z
      .object({ ...orderEvent, refund: z.object({ id: z.string(), amount: z.number(), at: isoDate }).strict(), partial: z.boolean() })
      .strict(),
  ),
  [EVENTS.orderPaymentMismatch]: payload<OrderPaymentMismatch>(
    z
      .object({
        ...orderEvent,
        mismatch: z
          .object({ paymentId: z.string(), amount: z.number().nullable(), currency: z.string(), expected: z.number(), detectedAt: isoDate })
          .strict(),
      })
      .strict(),
  ),
  [EVENTS.facturaRequested]: payload<FacturaRequested>(
    z
      .object({
        factura: z.object({ _id: z.string().min(1), orderId: z.string().min(1), orderNumber: z.string(), total: z.number() }).passthrough(),
        adminUrl: z.string().min(1),
      })
      .strict(),
  ),
  [EVENTS.enrolmentCreated]: payload<EnrolmentEvent>(z.object(enrolmentEvent).strict()),
  [EVENTS.enrolmentActivated]: payload<EnrolmentEvent>(z.object(enrolmentEvent).strict()),
  [EVENTS.enrolmentCancelled]: payload<EnrolmentEvent>(z.object(enrolmentEvent).strict()),
  [EVENTS.enrolmentPaymentRejected]: payload<EnrolmentEvent>(z.object(enrolmentEvent).strict()),
  [EVENTS.enrolmentPaymentRefunded]: payload<EnrolmentPaymentRefunded>(
    z.object({ ...enrolmentEvent, refund: z.object({ paymentId: z.string().min(1), amount: z.number().nullable() }).strict() }).strict(),
  ),
  [EVENTS.enrolmentRenewalRejected]: payload<EnrolmentRenewalRejected>(
    z.object({ ...enrolmentEvent, payment: z.object({ paymentId: z.string().min(1) }).strict() }).strict(),
  ),
  [EVENTS.deliveryScheduled]: payload<DeliveryScheduled>(
    z.object({ ...enrolmentEvent, deliveryDate: z.string().min(1), withActivation: z.boolean().optional() }).strict(),
  ),
  [CATALOGUE_EVENTS.productChanged]: payload<CatalogueChanged>(
    z.object({ productId: z.string().min(1), change: z.enum(['created', 'updated', 'archived']) }).strict(),
  ),
  [PAYMENTS_EVENTS.paymentUpdated]: payload<PaymentUpdatedEvent>(
    z
      .object({
        ...paymentRef,
        status: z.string(),
        amountCents: z.number().int().nullable(),
        refunds: z.array(ledgerRefund),
        result: z.object({ id: z.string(), status: z.string() }).passthrough(),
        expiredUnpaid: z.boolean(),
      })
      .passthrough(),
  ),
  [PAYMENTS_EVENTS.refundRecorded]: payload<RefundRecordedEvent>(
    z.object({ ...paymentRef, refund: ledgerRefund, refundedCents: z.number().int(), amountCents: z.number().int().nullable() }).strict(),
  ),
  [PAYMENTS_EVENTS.preapprovalUpdated]: payload<PreapprovalUpdatedEvent>(
    z
      .object({
        preapprovalId: z.string().min(1),
        externalReference: z.string(),
        status: z.string().min(1),
        initPoint: z.string(),
        amountCents: z.number().int().nullable(),
        currency: z.string().nullable(),
        lastChargedAt: isoDate.nullable(),
        lastModified: isoDate,
      })
      .strict(),
  ),
  [ORDER_HOLD_EVENTS.holdsReleased]: payload<OrderHoldsReleased>(
    z.object({ ...orderEvent, reason: z.enum(['expired', 'cancelled', 'rejected']) }).strict(),
  ),
};

export type DomainEventType = keyof typeof DOMAIN_EVENT_SCHEMAS;
export type DomainEventData<K extends DomainEventType> = z.infer<(typeof DOMAIN_EVENT_SCHEMAS)[K]>;
/** An event of one type (or, for a union of types, of any of them) with its payload. */
export type DomainEvent<K extends DomainEventType = DomainEventType> = { [T in K]: EventEnvelope<DomainEventData<T>> & { type: T } }[K];

export const isDomainEventType = (type: string): type is DomainEventType => Object.hasOwn(DOMAIN_EVENT_SCHEMAS, type);

/** The payload checked against its type's schema; throws on an unknown type or a payload that does not fit. */
export function parseDomainEvent<K extends DomainEventType>(type: K, data: unknown): DomainEventData<K> {
  if (!isDomainEventType(type)) throw new Error(`unknown domain event type ${String(type)}`);
  return DOMAIN_EVENT_SCHEMAS[type].parse(data);
}
