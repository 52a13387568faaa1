import { z } from 'zod';
import type { PaymentResultDto } from './orders';
import type { PaymentInstructionsDto } from './payments';

/** Request/reply subjects of the payments service (Mercado Pago behind one module). */
export const PAYMENTS_SERVICE_SUBJECTS = {
  /** PaymentWebhook → { accepted } — a notification whose signature was verified. */
  webhook: 'payments.webhook.notify',
  /** { paymentId } → { payment: PaymentLedgerDto | null } — the ledger's row of one payment. */
  ledgerGet: 'payments.ledger.get',
  /** { externalReference } → { payments: PaymentLedgerDto[] } — every payment of one reference. */
  ledgerOf: 'payments.ledger.of',
  /** PreapprovalCreateRequest → { preapproval: PreapprovalDto } — a monthly subscription's preapproval. */
  preapprovalCreate: 'payments.preapproval.create',
  /** { preapprovalId } → { preapproval: PreapprovalDto | null } — fetched from the provider and recorded. */
  preapprovalGet: 'payments.preapproval.get',
  /** { preapprovalId } → { preapproval: PreapprovalDto } — no more charges. */
  preapprovalCancel: 'payments.preapproval.cancel',
  /** SubscriptionPreferenceRequest → { preference: { id, initPoint } } — a prepaid period, paid once. */
  subscriptionPreference: 'payments.subscription.preference',
  /** CheckoutPreferenceRequest → { preference: { id, initPoint } } — an order's Checkout Pro preference. */
  checkoutPreference: 'payments.checkout.preference',
  /** RefundCreateRequest → { payment: PaymentSnapshot } — refunds a payment (in part or the rest), fetched again and recorded. */
  refundCreate: 'payments.refund.create',
  /** { externalReference } → { payments: PaymentSnapshot[] } — searched at the provider and recorded (reconciliation). */
  reconcileReference: 'payments.reconcile.reference',
} as const;

/** Events of the payments service; orders and subscriptions consume them. */
export const PAYMENTS_EVENTS = {
  paymentUpdated: 'payments.payment.updated',
  refundRecorded: 'payments.refund.recorded',
  preapprovalUpdated: 'payments.preapproval.updated',
} as const;

/** Who a payment belongs to: an order (external_reference = order id) or a subscription's charge. */
export type PaymentKind = 'order' | 'subscription';

export interface LedgerRefundDto {
  id: string;
  amountCents: number;
  at: string;
}

/** One payment as the payments ledger holds it. */
export interface PaymentLedgerDto {
  paymentId: string;
  externalReference: string;
  kind: PaymentKind;
  status: string;
  statusDetail: string;
  paymentMethodId: string;
  paymentTypeId: string;
  amountCents: number | null;
  currency: string | null;
  refunds: LedgerRefundDto[];
  dateApproved: string | null;
  lastUpdated: string;
}

/** A payment as its consumers apply it: the ledger's fields and what an order shows of it. */
export interface PaymentSnapshot extends PaymentLedgerDto {
  /** paymentResult of spec §3 (what the order keeps of its paying payment). */
  result: PaymentResultDto;
  /** How to pay a pending OXXO ticket or SPEI transfer; null otherwise. */
  instructions: PaymentInstructionsDto | null;
  /** A ticket or transfer the provider cancelled because it expired unpaid. */
  expiredUnpaid: boolean;
}

/** payments.payment.updated: the payment changed (first seen, new status or detail, new refund). */
export interface PaymentUpdatedEvent extends PaymentSnapshot {
  /** The transaction amount in pesos, as Mercado Pago charged it (null: unknown). */
  amount: number | null;
  /** The payment as the provider answered it. */
  raw: Record<string, unknown>;
}

/** payments.refund.recorded: a refund seen for the first time on a payment. */
export interface RefundRecordedEvent {
  paymentId: string;
  externalReference: string;
  kind: PaymentKind;
  refund: LedgerRefundDto;
  /** Σ of the payment's refunds so far, in centavos. */
  refundedCents: number;
  amountCents: number | null;
}

/** A provider notification, as the webhook route passes it on once the signature is checked. */
export const paymentWebhook = z.object({
  type: z.string().max(60),
  action: z.string().max(60).optional().nullable(),
  dataId: z.string().min(1).max(64),
});
export type PaymentWebhook = z.infer<typeof paymentWebhook>;

export const paymentIdRequest = z.object({ paymentId: z.string().min(1).max(64) });
export const paymentReferenceRequest = z.object({ externalReference: z.string().min(1).max(128) });

/** A subscription's preapproval (Mercado Pago "suscripciones") as the payments service records it. */
export interface PreapprovalDto {
  preapprovalId: string;
  externalReference: string;
  /** pending | authorized | paused | cancelled | finished | expired */
  status: string;
  initPoint: string;
  /** auto_recurring.transaction_amount in centavos (null: unknown) and its currency. */
  amountCents: number | null;
  currency: string | null;
  /** summarized.last_charged_date: when the provider last charged it. */
  lastChargedAt: string | null;
  lastModified: string;
}

/** payments.preapproval.updated: a preapproval seen for the first time or with a new status or amount. */
export type PreapprovalUpdatedEvent = PreapprovalDto;

export const preapprovalIdRequest = z.object({ preapprovalId: z.string().min(1).max(64) });

export const preapprovalCreateRequest = z.object({
  /** The external reference (a subscription's: contracts subscriptionReference). */
  externalReference: z.string().min(1).max(128),
  reason: z.string().min(1).max(200),
  payerEmail: z.string().email().max(200),
  backUrl: z.string().url().max(500),
  /** Charged every month, in centavos (MXN). */
  amountCents: z.number().int().positive(),
  idempotencyKey: z.string().min(1).max(128),
});
export type PreapprovalCreateRequest = z.infer<typeof preapprovalCreateRequest>;

export const subscriptionPreferenceRequest = z.object({
  externalReference: z.string().min(1).max(128),
  item: z.object({
    id: z.string().min(1).max(64),
    title: z.string().min(1).max(200),
    description: z.string().max(500),
    pictureUrl: z.string().max(500).optional(),
    /** In centavos (MXN). */
    amountCents: z.number().int().positive(),
  }),
  payer: z.object({
    name: z.string().max(200),
    email: z.string().email().max(200),
    phone: z.object({ area_code: z.string().max(10), number: z.string().max(30) }),
  }),
  backUrls: z.object({ success: z.string().url(), failure: z.string().url(), pending: z.string().url() }),
  metadata: z.record(z.string()).default({}),
  idempotencyKey: z.string().min(1).max(128),
});
export type SubscriptionPreferenceRequest = z.infer<typeof subscriptionPreferenceRequest>;

const cents = z.number().int();

/** An order's Checkout Pro preference, in the shop's terms (the payments service writes the provider's). */
export const checkoutPreferenceRequest = z.object({
  externalReference: z.string().min(1).max(128),
  /** Charged items; Σ quantity × unitPriceCents + shippingCents is what the payer pays. */
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        title: z.string().min(1).max(256),
        description: z.string().max(600).optional(),
        pictureUrl: z.string().max(600).optional(),
        categoryId: z.string().max(64).optional(),
        quantity: z.number().int().positive(),
        unitPriceCents: cents.positive(),
      }),
    )
    .min(1),
  shippingCents: cents.nonnegative(),
  payer: z.object({
    name: z.string().max(200),
    surname: z.string().max(200).optional(),
    email: z.string().max(200),
    phone: z.object({ area_code: z.string().max(10), number: z.string().max(30) }),
    address: z.object({ street_name: z.string().max(300), street_number: z.string().max(30), zip_code: z.string().max(10) }).optional(),
  }),
  /** Where the payer returns (success, failure and pending alike). */
  backUrl: z.string().url().max(600),
  /** ISO instants: the preference can be paid from / until. */
  expiresFrom: z.string().datetime({ offset: true }),
  expiresTo: z.string().datetime({ offset: true }),
  /** ISO instant: until when an OXXO ticket or SPEI transfer of this charge can be paid (Mercado Pago's `date_of_expiration`). */
  cashExpiresAt: z.string().datetime({ offset: true }).optional(),
  /** No cash or transfer for this charge: its deadline would come before it could be paid and reported (a delivery today or tomorrow night). */
  cashExcluded: z.boolean().optional(),
  metadata: z.record(z.string()).default({}),
  idempotencyKey: z.string().min(1).max(128),
});
export type CheckoutPreferenceRequest = z.input<typeof checkoutPreferenceRequest>;

/** A refund: `amountCents` refunds part of the payment, null what remains. */
export const refundCreateRequest = z.object({
  paymentId: z.string().min(1).max(64),
  amountCents: cents.positive().nullable(),
  idempotencyKey: z.string().min(1).max(128),
});
export type RefundCreateRequest = z.infer<typeof refundCreateRequest>;
