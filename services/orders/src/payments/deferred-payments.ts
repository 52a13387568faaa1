import { amountCents, centsToPesos, type DeferredPaymentMethod, type PaymentInstructionsDto } from '@kukki/contracts';
import type { PaymentResponse } from '@kukki/platform';

/** What a cash or transfer payment carries, as the SDK's PaymentResponse names it. */
type DeferredSource = Pick<
  PaymentResponse,
  'id' | 'status' | 'status_detail' | 'payment_method_id' | 'payment_type_id' | 'date_of_expiration' | 'transaction_amount'
> & {
  transaction_details?: { payment_method_reference_id?: string | null; external_resource_url?: string | null } | null;
  point_of_interaction?: { transaction_data?: { bank_info?: { collector?: { account_id?: string | number | null } } } } | null;
};

/** OXXO is a ticket; SPEI (method `spei` or Mercado Pago's `clabe`) a bank transfer. */
export function deferredMethodOf(p: Pick<DeferredSource, 'payment_method_id' | 'payment_type_id'>): DeferredPaymentMethod | null {
  if (p.payment_method_id === 'oxxo' || p.payment_type_id === 'ticket') return 'oxxo';
  if (p.payment_method_id === 'spei' || p.payment_method_id === 'clabe' || p.payment_type_id === 'bank_transfer') return 'spei';
  return null;
}

/** The instructions of a pending OXXO ticket or SPEI transfer; null for anything else. */
export function instructionsOf(payment: unknown): PaymentInstructionsDto | null {
  const p = payment as DeferredSource;
  const method = deferredMethodOf(p);
  if (!method || p.status !== 'pending' || !p.date_of_expiration) return null;
  const expires = new Date(p.date_of_expiration);
  if (Number.isNaN(expires.getTime())) return null;
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

/** A ticket or transfer that expired unpaid (Mercado Pago cancels it with detail `expired`). */
export function expiredUnpaid(payment: unknown): boolean {
  const p = payment as DeferredSource;
  return deferredMethodOf(p) !== null && p.status === 'cancelled' && p.status_detail === 'expired';
}
