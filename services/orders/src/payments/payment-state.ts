import {
  centsToPesos,
  chargeMatches,
  REVERSED_PAYMENT_STATUSES,
  type OrderStatus,
  type PaymentMismatchDto,
  type PaymentResultDto,
  type PaymentSnapshot,
} from '@kukki/contracts';
import type { StoredRefund } from '../db/schema';

const date = (s: string | null | undefined): Date | null => {
  if (!s) return null;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** One row of the ledger of payments seen for an order. */
export interface LedgerEntry {
  id: string;
  status: string;
  result: PaymentResultDto;
  dateApproved: Date | null;
  lastUpdated: Date;
  /** transaction_amount in centavos (null: unknown) and currency_id. */
  amountCents: number | null;
  currency: string | null;
  /** The payment's approved refunds (partial ones leave it `approved`). */
  refunds?: StoredRefund[];
}

/** The order's ledger row of a payment the payments service reported. */
export function toLedgerEntry(p: PaymentSnapshot): LedgerEntry {
  return {
    id: p.paymentId,
    status: p.status,
    result: p.result,
    dateApproved: date(p.dateApproved),
    lastUpdated: date(p.lastUpdated) ?? new Date(0),
    amountCents: p.amountCents,
    currency: p.currency,
    refunds: p.refunds,
  };
}

export interface OrderPaymentView {
  status: OrderStatus;
  isPaid: boolean;
  cancelled: boolean;
  paymentResult: PaymentResultDto | null;
  totalCents: number;
  paymentMismatch?: PaymentMismatchDto | null;
}

export interface PaymentChanges {
  isPaid?: boolean;
  paidAt?: Date | null;
  status?: OrderStatus;
  paymentResult?: PaymentResultDto;
  paymentMismatch?: PaymentMismatchDto | null;
}

export interface PaymentDecision {
  changes: PaymentChanges;
  event: 'paid' | 'payment-rejected' | 'refunded' | 'payment-mismatch' | null;
}

/** Statuses a payment may still move: an order an admin moved on keeps its status. */
const AWAITING_PAYMENT: OrderStatus[] = ['creada', 'rechazada'];

const REVERSED: readonly string[] = REVERSED_PAYMENT_STATUSES;

const newest = (a: LedgerEntry, b: LedgerEntry) =>
  a.lastUpdated.getTime() - b.lastUpdated.getTime() || a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const same = (a: PaymentResultDto | null, b: PaymentResultDto) => JSON.stringify(a) === JSON.stringify(b);

const approvedFirst = (a: LedgerEntry, b: LedgerEntry) =>
  (a.dateApproved ?? a.lastUpdated).getTime() - (b.dateApproved ?? b.lastUpdated).getTime();

function mismatchOf(e: LedgerEntry, totalCents: number, now: Date): PaymentMismatchDto {
  return {
    paymentId: e.id,
    amount: e.amountCents === null ? null : centsToPesos(e.amountCents),
    currency: e.currency ?? '',
    expected: centsToPesos(totalCents),
    detectedAt: now.toISOString(),
  };
}

/**
 * The order's payment state from every payment seen for it — the same answer whatever order the
 * notifications came in, and for repeated ones (idempotent):
 * - an approved payment of exactly the order's total in MXN → paid (`isPaid`, `paidAt`,
 *   `paymentResult`), status `recibida` if it was still awaiting payment;
 * - an approved payment of another amount or currency never pays: the order stays unpaid with
 *   `paymentMismatch` recorded (event `payment-mismatch`, once per payment);
 * - a paid order whose payment is later `refunded`, `charged_back` or `cancelled` (and no other
 *   valid approval) becomes unpaid with status `reembolsada` (event `refunded`);
 * - otherwise the most recently updated payment is the `paymentResult`; `rejected` moves a `creada`
 *   order to `rechazada`; `pending`/`in_process` change no status.
 * A cancelled order that gets paid records the payment but stays cancelled (for a refund).
 */
export function decidePayment(order: OrderPaymentView, ledger: LedgerEntry[], now = new Date()): PaymentDecision | null {
  if (ledger.length === 0) return null;
  const approved = ledger.filter((e) => e.status === 'approved' && chargeMatches(e, order.totalCents)).sort(approvedFirst)[0];
  const mismatched = ledger
    .filter((e) => e.status === 'approved' && !chargeMatches(e, order.totalCents))
    .sort(approvedFirst)
    .at(-1);

  if (order.isPaid) {
    if (approved) {
      if (order.paymentResult?.status !== 'approved' || order.paymentResult.id !== approved.id)
        return same(order.paymentResult, approved.result) ? null : { changes: { paymentResult: approved.result }, event: null };
      return null;
    }
    const paying = ledger.find((e) => e.id === order.paymentResult?.id) ?? [...ledger].sort(newest).at(-1)!;
    if (REVERSED.includes(paying.status)) {
      return {
        changes: { isPaid: false, paidAt: null, status: order.cancelled ? order.status : 'reembolsada', paymentResult: paying.result },
        event: 'refunded',
      };
    }
    return null;
  }
  if (approved && order.status !== 'reembolsada') {
    const changes: PaymentChanges = { isPaid: true, paidAt: approved.dateApproved ?? now, paymentResult: approved.result };
    if (!order.cancelled && AWAITING_PAYMENT.includes(order.status)) changes.status = 'recibida';
    return { changes, event: order.cancelled ? null : 'paid' };
  }
  const latest = [...ledger].sort(newest).at(-1)!;
  const changes: PaymentChanges = {};
  let event: PaymentDecision['event'] = null;
  if (!same(order.paymentResult, latest.result)) changes.paymentResult = latest.result;
  if (mismatched && order.paymentMismatch?.paymentId !== mismatched.id) {
    changes.paymentMismatch = mismatchOf(mismatched, order.totalCents, now);
    event = 'payment-mismatch';
  }
  if (latest.status === 'rejected' && order.status === 'creada' && !order.cancelled) {
    changes.status = 'rechazada';
    event = event ?? 'payment-rejected';
  }
  return Object.keys(changes).length ? { changes, event } : null;
}
