import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import {
  amountCents,
  centsToPesos,
  enrolmentIdFromReference,
  type DeferredPaymentMethod,
  type LedgerRefundDto,
  type PaymentInstructionsDto,
  type PaymentKind,
  type PaymentLedgerDto,
  type PaymentResultDto,
  type PaymentSnapshot,
  type PaymentUpdatedEvent,
} from '@kukki/contracts';
import { MercadoPagoApiError, MercadoPagoClient } from '@kukki/platform';

/** A payment as the SDK answers it, with the fields its typings leave out for cash and transfers. */
export type ProviderPayment = PaymentResponse & {
  transaction_details?: PaymentResponse['transaction_details'] & {
    payment_method_reference_id?: string | null;
    external_resource_url?: string | null;
  };
};

const date = (s: string | null | undefined): Date | null => {
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A subscription's charge carries the enrolment in its external reference; anything else is an order's. */
export function kindOf(externalReference: string): PaymentKind {
  return enrolmentIdFromReference(externalReference) ? 'subscription' : 'order';
}

/** The approved refunds listed on a payment, oldest first, in centavos. */
export function refundsOf(p: Pick<PaymentResponse, 'refunds'>): LedgerRefundDto[] {
  return (p.refunds ?? [])
    .filter((r) => r && r.id !== undefined && (r.status === undefined || r.status === 'approved'))
    .map((r) => ({ id: String(r.id), amountCents: Math.round(Number(r.amount ?? 0) * 100), at: String(r.date_created ?? '') }))
    .filter((r) => r.amountCents > 0)
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

/** OXXO is a ticket; SPEI (method `spei` or `clabe`) a bank transfer. */
export function deferredMethodOf(p: Pick<PaymentResponse, 'payment_method_id' | 'payment_type_id'>): DeferredPaymentMethod | null {
  if (p.payment_method_id === 'oxxo' || p.payment_type_id === 'ticket') return 'oxxo';
  if (p.payment_method_id === 'spei' || p.payment_method_id === 'clabe' || p.payment_type_id === 'bank_transfer') return 'spei';
  return null;
}

/** How to pay a pending OXXO ticket or SPEI transfer; null for anything else. */
export function instructionsOf(p: ProviderPayment): PaymentInstructionsDto | null {
  const method = deferredMethodOf(p);
  const expires = date(p.date_of_expiration);
  if (!method || p.status !== 'pending' || !expires) return null;
  const clabe = p.point_of_interaction?.transaction_data?.bank_info?.collector?.account_id;
  return {
    method,
    paymentId: String(p.id),
    reference: String(p.transaction_details?.payment_method_reference_id ?? ''),
    clabe: method === 'spei' && clabe ? String(clabe) : null,
    expiresAt: expires.toISOString(),
    ticketUrl: p.transaction_details?.external_resource_url || null,
    amount: centsToPesos(amountCents(p.transaction_amount) ?? 0),
  };
}

/** The ledger's view of a provider payment. */
export function toLedgerEntry(p: PaymentResponse): PaymentLedgerDto {
  const externalReference = String(p.external_reference ?? '');
  return {
    paymentId: String(p.id),
    externalReference,
    kind: kindOf(externalReference),
    status: p.status ?? '',
    statusDetail: p.status_detail ?? '',
    paymentMethodId: p.payment_method_id ?? '',
    paymentTypeId: p.payment_type_id ?? '',
    amountCents: amountCents(p.transaction_amount),
    currency: p.currency_id ?? null,
    refunds: refundsOf(p),
    dateApproved: date(p.date_approved)?.toISOString() ?? null,
    lastUpdated: (date(p.date_last_updated) ?? date(p.date_created) ?? new Date(0)).toISOString(),
  };
}

/** paymentResult of spec §3, from a provider payment. */
export function toPaymentResult(p: ProviderPayment): PaymentResultDto {
  return {
    id: String(p.id),
    status: p.status ?? '',
    status_detail: p.status_detail ?? '',
    authorization_code: p.authorization_code ?? null,
    operation_type: p.operation_type ?? '',
    payment_method_id: p.payment_method_id ?? '',
    payment_type_id: p.payment_type_id ?? '',
    money_release_date: p.money_release_date ?? null,
    transaction_details: { net_received_amount: p.transaction_details?.net_received_amount ?? null },
  };
}

/** A ticket or transfer that expired unpaid (Mercado Pago cancels it with detail `expired`). */
export function expiredUnpaid(p: ProviderPayment): boolean {
  return deferredMethodOf(p) !== null && p.status === 'cancelled' && p.status_detail === 'expired';
}

/** A payment as its consumers apply it. */
export function toSnapshot(p: ProviderPayment): PaymentSnapshot {
  return { ...toLedgerEntry(p), result: toPaymentResult(p), instructions: instructionsOf(p), expiredUnpaid: expiredUnpaid(p) };
}

/** payments.payment.updated of a payment; its ledger fields are the ledger entry recorded with it. */
export function toPaymentUpdated(p: ProviderPayment): PaymentUpdatedEvent {
  const snapshot = toSnapshot(p);
  return {
    ...snapshot,
    amount: snapshot.amountCents === null ? null : centsToPesos(snapshot.amountCents),
    raw: p as unknown as Record<string, unknown>,
  };
}

/** The payments service's port to Mercado Pago: the official SDK through the platform's client. */
export class MercadoPagoAdapter {
  constructor(readonly client: MercadoPagoClient) {}

  /** The payment, or null when the provider does not know it (a forged or test notification). */
  async payment(id: string): Promise<ProviderPayment | null> {
    try {
      return await this.client.getPayment(id);
    } catch (err) {
      if (err instanceof MercadoPagoApiError && err.notFound) return null;
      throw err;
    }
  }

  /** Every payment made with one external reference (an order id), newest first. */
  async paymentsOf(externalReference: string): Promise<ProviderPayment[]> {
    return (await this.client.searchPayments(externalReference)) as ProviderPayment[];
  }
}
