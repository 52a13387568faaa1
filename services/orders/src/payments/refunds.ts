import type { PaymentResponse } from '@kukki/platform';
import type { StoredRefund } from '../db/schema';

type RefundSource = Pick<PaymentResponse, 'refunds'>;

/** The approved refunds Mercado Pago lists on a payment, oldest first (amounts in centavos). */
export function refundsOfPayment(p: RefundSource): StoredRefund[] {
  return (p.refunds ?? [])
    .filter((r) => r && r.id !== undefined && (r.status === undefined || r.status === 'approved'))
    .map((r) => ({ id: String(r.id), amountCents: Math.round(Number(r.amount ?? 0) * 100), at: String(r.date_created ?? '') }))
    .filter((r) => r.amountCents > 0)
    .sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}

export const refundedCents = (refunds: StoredRefund[]) => refunds.reduce((sum, r) => sum + r.amountCents, 0);

/** Refunds in `next` that `known` does not have yet (by id). */
export function newRefunds(known: StoredRefund[], next: StoredRefund[]): StoredRefund[] {
  const ids = new Set(known.map((r) => r.id));
  return next.filter((r) => !ids.has(r.id));
}

export const sameRefunds = (a: StoredRefund[], b: StoredRefund[]) =>
  a.length === b.length && a.every((r, i) => r.id === b[i].id && r.amountCents === b[i].amountCents);
