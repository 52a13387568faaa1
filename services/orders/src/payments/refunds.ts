import type { StoredRefund } from '../db/schema';

export const refundedCents = (refunds: StoredRefund[]) => refunds.reduce((sum, r) => sum + r.amountCents, 0);

/** Refunds in `next` that `known` does not have yet (by id). */
export function newRefunds(known: StoredRefund[], next: StoredRefund[]): StoredRefund[] {
  const ids = new Set(known.map((r) => r.id));
  return next.filter((r) => !ids.has(r.id));
}

export const sameRefunds = (a: StoredRefund[], b: StoredRefund[]) =>
  a.length === b.length && a.every((r, i) => r.id === b[i].id && r.amountCents === b[i].amountCents);
