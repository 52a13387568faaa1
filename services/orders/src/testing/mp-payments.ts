import type { MpPayment } from '../payments/payment-state';

/** 1 March 2025, 12:00 UTC plus `min` minutes, as Mercado Pago writes its dates. */
export const minutesIn = (min: number) => new Date(Date.UTC(2025, 2, 1, 12, min)).toISOString();

/** A Mercado Pago card payment as the SDK returns it; approved ones carry what an approval carries. */
export const mpPayment = (id: number, status: string, min: number, over: Partial<MpPayment> = {}): MpPayment => ({
  id,
  status,
  status_detail: status === 'approved' ? 'accredited' : status === 'rejected' ? 'cc_rejected_other_reason' : 'pending_contingency',
  authorization_code: status === 'approved' ? '123456' : undefined,
  operation_type: 'regular_payment',
  payment_method_id: 'master',
  payment_type_id: 'credit_card',
  money_release_date: status === 'approved' ? minutesIn(60 * 24) : undefined,
  external_reference: 'o1',
  date_created: minutesIn(min),
  date_last_updated: minutesIn(min),
  date_approved: status === 'approved' ? minutesIn(min) : undefined,
  transaction_details: { net_received_amount: status === 'approved' ? 350.5 : 0 },
  transaction_amount: 369,
  currency_id: 'MXN',
  ...over,
});
