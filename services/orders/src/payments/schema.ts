import { index, integer, jsonb, pgSchema, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, timestamps } from '@kukki/platform';
import type { FacturaStatus, PaymentResultDto } from '@kukki/contracts';

/**
 * Tables of the payments part of the orders service, in the `orders` schema but with their own
 * migrations folder (`migrations-payments`, drizzle.payments.config.ts) so they evolve apart from
 * the order tables. The order's own payment fields (isPaid, paidAt, paymentResult, status,
 * preferenceId) stay on `orders.orders`.
 */
const orders = pgSchema('orders');

/** The Checkout Pro preference of an order: reused while it is unpaid. */
export const paymentPreferences = orders.table(
  'payment_preferences',
  {
    orderId: text('order_id').primaryKey(),
    preferenceId: text('preference_id').notNull(),
    initPoint: text('init_point').notNull(),
    /** Σ of the preference's charged items + shipments.cost; always the order's total. */
    totalCents: integer('total_cents').notNull(),
    createdAt: createdAt(),
    /** Last reconciliation against the payments search (null: never checked). */
    lastCheckedAt: instant('last_checked_at'),
  },
  (t) => [index('payment_preferences_checked_idx').on(t.lastCheckedAt)],
);

/**
 * Every Mercado Pago payment seen for an order, as last fetched from the API. The order's payment
 * state is derived from this ledger, so notifications can arrive twice or out of order.
 */
export const orderPayments = orders.table(
  'payments',
  {
    /** Mercado Pago's payment id. */
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    status: text('status').notNull(),
    result: jsonb('result').$type<PaymentResultDto>().notNull(),
    /** transaction_amount in centavos and currency_id, as charged (null: not known, older rows). */
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    /** The payment's refunds as Mercado Pago lists them (partial ones leave it `approved`). */
    refunds: jsonb('refunds').$type<Array<{ id: string; amountCents: number; at: string }>>().notNull().default([]),
    dateApproved: instant('date_approved'),
    /** Mercado Pago's date_last_updated: a fetch older than what is stored never overwrites it. */
    lastUpdated: instant('last_updated').notNull(),
    ...timestamps(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export type PaymentPreferenceRow = typeof paymentPreferences.$inferSelect;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

/** Factura (CFDI) requests of paid orders; the shop issues them outside and marks them `emitida`. */
export const facturaRequests = orders.table(
  'factura_requests',
  {
    id: text('id').primaryKey(),
    /** One request per order: a new one replaces a pending one. */
    orderId: text('order_id').notNull().unique(),
    rfc: text('rfc').notNull(),
    razonSocial: text('razon_social').notNull(),
    regimenFiscal: text('regimen_fiscal').notNull(),
    codigoPostal: text('codigo_postal').notNull(),
    usoCfdi: text('uso_cfdi').notNull(),
    email: text('email').notNull(),
    status: text('status').$type<FacturaStatus>().notNull().default('pendiente'),
    createdAt: createdAt(),
    issuedAt: instant('issued_at'),
  },
  (t) => [index('factura_requests_created_idx').on(t.createdAt)],
);

export type FacturaRequestRow = typeof facturaRequests.$inferSelect;
