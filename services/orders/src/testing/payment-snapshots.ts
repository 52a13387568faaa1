import { amountCents, type LedgerRefundDto, type PaymentInstructionsDto, type PaymentSnapshot } from '@kukki/contracts';

/** 1 March 2025, 12:00 UTC plus `min` minutes. */
export const minutesIn = (min: number) => new Date(Date.UTC(2025, 2, 1, 12, min)).toISOString();

export interface SnapshotOptions {
  /** The charged amount in pesos (undefined: unknown). */
  amount?: number;
  currency?: string | null;
  externalReference?: string;
  lastUpdated?: string;
  statusDetail?: string;
  refunds?: LedgerRefundDto[];
  instructions?: PaymentInstructionsDto | null;
  expiredUnpaid?: boolean;
}

/**
 * A card payment as the payments service reports it (payments.payment.updated); approved ones carry
 * what an approval carries. 369 pesos in MXN for order `o1` unless told otherwise.
 */
export function paymentSnapshot(id: number, status: string, min: number, over: SnapshotOptions = {}): PaymentSnapshot {
  const approved = status === 'approved';
  const statusDetail =
    over.statusDetail ?? (approved ? 'accredited' : status === 'rejected' ? 'cc_rejected_other_reason' : 'pending_contingency');
  const amount = 'amount' in over ? over.amount : 369;
  return {
    paymentId: String(id),
    externalReference: over.externalReference ?? 'o1',
    kind: 'order',
    status,
    statusDetail,
    paymentMethodId: 'master',
    paymentTypeId: 'credit_card',
    amountCents: amountCents(amount),
    currency: over.currency === undefined ? 'MXN' : over.currency,
    refunds: over.refunds ?? [],
    dateApproved: approved ? minutesIn(min) : null,
    lastUpdated: over.lastUpdated ?? minutesIn(min),
    result: {
      id: String(id),
      status,
      status_detail: statusDetail,
      authorization_code: approved ? '123456' : null,
      operation_type: 'regular_payment',
      payment_method_id: 'master',
      payment_type_id: 'credit_card',
      money_release_date: approved ? minutesIn(60 * 24) : null,
      transaction_details: { net_received_amount: approved ? 350.5 : 0 },
    },
    instructions: over.instructions ?? null,
    expiredUnpaid: over.expiredUnpaid ?? false,
  };
}
