import type { OrderStatus, PaymentResultDto } from '@kukki/contracts';
import type { PaymentResponse, PaymentSearchResult } from '@kukki/platform';

/** A payment as the API answers it (get or search): only what the shop records. */
export type MpPayment = Pick<
  PaymentResponse & PaymentSearchResult,
  | 'id'
  | 'status'
  | 'status_detail'
  | 'authorization_code'
  | 'operation_type'
  | 'payment_method_id'
  | 'payment_type_id'
  | 'money_release_date'
  | 'external_reference'
  | 'date_approved'
  | 'date_last_updated'
  | 'date_created'
> & { transaction_details?: { net_received_amount?: number | null } | null };

/** paymentResult of spec §3, from a Mercado Pago payment. */
export function toPaymentResult(p: MpPayment): PaymentResultDto {
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
}

export function toLedgerEntry(p: MpPayment): LedgerEntry {
  return {
    id: String(p.id),
    status: p.status ?? '',
    result: toPaymentResult(p),
    dateApproved: date(p.date_approved),
    lastUpdated: date(p.date_last_updated) ?? date(p.date_created) ?? new Date(0),
  };
}

export interface OrderPaymentView {
  status: OrderStatus;
  isPaid: boolean;
  cancelled: boolean;
  paymentResult: PaymentResultDto | null;
}

export interface PaymentChanges {
  isPaid?: true;
  paidAt?: Date;
  status?: OrderStatus;
  paymentResult?: PaymentResultDto;
}

export interface PaymentDecision {
  changes: PaymentChanges;
  event: 'paid' | 'payment-rejected' | null;
}

/** Statuses a payment may still move: an order an admin moved on keeps its status. */
const AWAITING_PAYMENT: OrderStatus[] = ['creada', 'rechazada'];

const newest = (a: LedgerEntry, b: LedgerEntry) =>
  a.lastUpdated.getTime() - b.lastUpdated.getTime() || a.id.length - b.id.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const same = (a: PaymentResultDto | null, b: PaymentResultDto) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The order's payment state from every payment seen for it — the same answer whatever order the
 * notifications came in, and for repeated ones (idempotent):
 * - any approved payment → paid (`isPaid`, `paidAt`, `paymentResult`), status `recibida` if it was
 *   still awaiting payment; a paid order never returns to unpaid;
 * - otherwise the most recently updated payment is the `paymentResult`; `rejected` moves a `creada`
 *   order to `rechazada`; `pending`/`in_process` change no status.
 * A cancelled order that gets paid records the payment but stays cancelled (for a refund).
 */
export function decidePayment(order: OrderPaymentView, ledger: LedgerEntry[], now = new Date()): PaymentDecision | null {
  if (ledger.length === 0) return null;
  const approved = ledger
    .filter((e) => e.status === 'approved')
    .sort((a, b) => (a.dateApproved ?? a.lastUpdated).getTime() - (b.dateApproved ?? b.lastUpdated).getTime())[0];

  if (order.isPaid) {
    if (approved && order.paymentResult?.status !== 'approved') return { changes: { paymentResult: approved.result }, event: null };
    return null;
  }
  if (approved) {
    const changes: PaymentChanges = { isPaid: true, paidAt: approved.dateApproved ?? now, paymentResult: approved.result };
    if (!order.cancelled && AWAITING_PAYMENT.includes(order.status)) changes.status = 'recibida';
    return { changes, event: order.cancelled ? null : 'paid' };
  }
  const latest = [...ledger].sort(newest).at(-1)!;
  const changes: PaymentChanges = {};
  let event: PaymentDecision['event'] = null;
  if (!same(order.paymentResult, latest.result)) changes.paymentResult = latest.result;
  if (latest.status === 'rejected' && order.status === 'creada' && !order.cancelled) {
    changes.status = 'rechazada';
    event = 'payment-rejected';
  }
  return Object.keys(changes).length ? { changes, event } : null;
}
