import { centsToPesos, inStorePaymentLabel, shopDay, type SalesReportReply } from '@kukki/contracts';
import type { OrderRow } from '../db/schema';
import { refundedCents } from '../payments/refunds';
import { productName } from '../production/day-sheets';

const PAYMENT_METHOD_LABELS: Record<string, string> = {
  credit_card: 'Tarjeta de crédito',
  debit_card: 'Tarjeta de débito',
  ticket: 'Efectivo (OXXO)',
  bank_transfer: 'Transferencia (SPEI)',
  account_money: 'Dinero en Mercado Pago',
  atm: 'Cajero',
};

/** How an order was paid, in Spanish: Mercado Pago's payment type, or the shop's channel for an order it entered. */
export function paymentMethodOf(order: Pick<OrderRow, 'paymentResult' | 'channel'>): string {
  const type = order.paymentResult?.payment_type_id;
  if (type) return PAYMENT_METHOD_LABELS[type] ?? type;
  const channel = order.channel ?? 'web';
  return channel === 'web' ? 'Sin dato' : inStorePaymentLabel(channel);
}

/** Paid, not cancelled, not refunded. */
export const countsAsPaid = (o: Pick<OrderRow, 'isPaid' | 'cancelled' | 'status'>) =>
  o.isPaid && !o.cancelled && o.status !== 'reembolsada';

const paidDay = (o: Pick<OrderRow, 'paidAt' | 'createdAt'>) => shopDay(o.paidAt ?? o.createdAt);

/** A sale of the report: paid (now or before its refund) and not cancelled. */
const isSale = (o: OrderRow) => !o.cancelled && (o.isPaid || o.status === 'reembolsada');

/** What was given back on an order: its recorded refunds, or the whole total when it is refunded without a record. */
export function givenBackCents(o: Pick<OrderRow, 'refunds' | 'status' | 'totalCents'>): number {
  const recorded = refundedCents(o.refunds ?? []);
  return recorded || (o.status === 'reembolsada' ? o.totalCents : 0);
}

/**
 * The sales report of the days `days` over the sales paid in them (not cancelled;
 * refunded ones included, they were sold): `revenue` is what they charged (after discounts, shipping
 * included and also shown apart), `refunds` what was given back on them, `net` = revenue − refunds.
 */
export function salesReportOf(from: string, to: string, days: string[], orders: OrderRow[]): SalesReportReply {
  const counted = orders.filter(isSale);
  const sum = (rows: OrderRow[], pick: (o: OrderRow) => number) => rows.reduce((n, o) => n + pick(o), 0);
  const revenue = sum(counted, (o) => o.totalCents);
  const shipping = sum(counted, (o) => o.shippingCents);
  const refunds = sum(counted, givenBackCents);

  const products = new Map<string, { productId: string; name: string; quantity: number; cents: number }>();
  const methods = new Map<string, { orders: number; cents: number }>();
  const coupons = new Map<string, { uses: number; cents: number }>();
  const byDay = new Map(days.map((d) => [d, { orders: 0, cents: 0 }]));
  for (const o of counted) {
    for (const item of o.items) {
      const p = products.get(item.id) ?? { productId: item.id, name: productName(item), quantity: 0, cents: 0 };
      p.quantity += item.quantity;
      p.cents += item.lineTotalCents;
      products.set(item.id, p);
    }
    const method = paymentMethodOf(o);
    const m = methods.get(method) ?? { orders: 0, cents: 0 };
    m.orders += 1;
    m.cents += o.totalCents;
    methods.set(method, m);
    if (o.discountDescription?.type === 'CP' && o.discountDescription.code) {
      const c = coupons.get(o.discountDescription.code) ?? { uses: 0, cents: 0 };
      c.uses += 1;
      c.cents += o.discountCents;
      coupons.set(o.discountDescription.code, c);
    }
    const d = byDay.get(paidDay(o));
    if (d) {
      d.orders += 1;
      d.cents += o.totalCents;
    }
  }
  return {
    from,
    to,
    totals: {
      orders: counted.length,
      revenue: centsToPesos(revenue),
      discounts: centsToPesos(sum(counted, (o) => o.discountCents)),
      shipping: centsToPesos(shipping),
      refunds: centsToPesos(refunds),
      net: centsToPesos(revenue - refunds),
    },
    byProduct: [...products.values()]
      .sort((a, b) => b.cents - a.cents || b.quantity - a.quantity)
      .map((p) => ({ productId: p.productId, name: p.name, quantity: p.quantity, revenue: centsToPesos(p.cents) })),
    byPaymentMethod: [...methods.entries()]
      .sort(([, a], [, b]) => b.cents - a.cents)
      .map(([method, m]) => ({ method, orders: m.orders, revenue: centsToPesos(m.cents) })),
    byCoupon: [...coupons.entries()]
      .sort(([, a], [, b]) => b.uses - a.uses)
      .map(([code, c]) => ({ code, uses: c.uses, discount: centsToPesos(c.cents) })),
    byDay: [...byDay.entries()].map(([date, d]) => ({ date, orders: d.orders, revenue: centsToPesos(d.cents) })),
  };
}
