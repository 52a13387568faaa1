import { z } from 'zod';
import type { PaymentInstructionsDto } from './payments';

/** Request/reply subjects of the payments service (Mercado Pago behind one module). */
export const PAYMENTS_SERVICE_SUBJECTS = {
  /** PaymentWebhook → { accepted } — a notification whose signature was verified. */
  webhook: 'payments.webhook.notify',
  /** { paymentId } → { payment: PaymentLedgerDto | null } — the ledger's row of one payment. */
  ledgerGet: 'payments.ledger.get',
  /** { externalReference } → { payments: PaymentLedgerDto[] } — every payment of one reference. */
  ledgerOf: 'payments.ledger.of',
} as const;

/** Events of the payments service; orders and subscriptions consume them. */
export const PAYMENTS_EVENTS = {
  paymentUpdated: 'payments.payment.updated',
  refundRecorded: 'payments.refund.recorded',
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

/** payments.payment.updated: the payment changed (first seen, new status or detail, new refund). */
export interface PaymentUpdatedEvent extends PaymentLedgerDto {
  /** The transaction amount in pesos, as Mercado Pago charged it (null: unknown). */
  amount: number | null;
  /** How to pay a pending OXXO ticket or SPEI transfer; null otherwise. */
  instructions: PaymentInstructionsDto | null;
  /** The payment as the provider answered it (what the order keeps as paymentResult). */
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
