import type { PaymentSnapshot } from '@kukki/contracts';
import type { Executor } from '@kukki/platform';
import { toLedgerEntry, type LedgerEntry } from './payment-state';
import { PaymentsRepository } from './payments.repository';

const refundIds = (e: Pick<LedgerEntry, 'refunds'>) => (e.refunds ?? []).map((r) => r.id).join();

/**
 * Whether the order's ledger row already says what a payment reply says: the same or a newer fetch,
 * or one that differs in nothing the payments service reports (a reply that is no news emits nothing).
 */
export function reflects(stored: LedgerEntry | undefined, reply: PaymentSnapshot): boolean {
  if (!stored) return false;
  const fetched = toLedgerEntry(reply);
  if (stored.lastUpdated.getTime() >= fetched.lastUpdated.getTime()) return true;
  return (
    stored.status === fetched.status &&
    stored.result.status_detail === fetched.result.status_detail &&
    stored.amountCents === fetched.amountCents &&
    refundIds(stored) === refundIds(fetched)
  );
}

/**
 * Waits until the order's ledger reflects every payment of a payments-service reply. The reply only
 * answers the caller: the order changes once, when payments.payment.updated is applied (its consumer's
 * transaction). False when that has not happened within `timeoutMs`.
 */
export async function awaitLedger(
  db: Executor,
  orderId: string,
  replies: PaymentSnapshot[],
  { timeoutMs = 10_000, everyMs = 25 } = {},
): Promise<boolean> {
  const own = replies.filter((p) => p.externalReference.toLowerCase() === orderId);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = await new PaymentsRepository(db).ledger(orderId);
    if (
      own.every((p) =>
        reflects(
          entries.find((e) => e.id === p.paymentId),
          p,
        ),
      )
    )
      return true;
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
